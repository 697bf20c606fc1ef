import Foundation
import FormModel

/// A scanned page registered to the printed page: the transform from page points to image
/// pixels (fitted on the four marks, its orientation chosen by where the code decodes), the
/// code's payload and what the scan's geometry measured.
struct PageRegistration {
    var transform: Homography
    var payload: String
    /// The angle of the page's top edge in the image, degrees clockwise (180: upside down).
    var skewDegrees: Double
    /// Pixels per inch the page was scanned at, from the marks.
    var effectiveDPI: Double
    /// The printed page's size against the paper's, when the file records its resolution.
    var scale: Double?
    /// How much shorter a side of the marks' quadrilateral is than its opposite, 1 − shorter ÷
    /// longer, the larger of the two pairs: 0 for a flat scan, 0.15 for a photo whose far edge is
    /// 15 % shorter than its near one.
    var keystone: Double
    /// The farthest the decoded code's corners lie from where the transform puts them, points.
    var codeError: Double
    /// The grey level under which a pixel is ink, from the marks' corners (Otsu): the page-wide
    /// level that finding the page and telling a blank back use. Boxes use `BoxReader`'s level
    /// from the paper around each box.
    var threshold: Int
    /// The marks' solid black cores as a share of the paper around them (0 black … 1 paper):
    /// light falls on ink and paper alike, so black anywhere on the page is this share of the
    /// paper there, however unevenly a photo is lit.
    var blackShare = 0.1

    /// What registering a page gives.
    enum Outcome {
        case registered(PageRegistration)
        /// No code and almost no ink: the back of a sheet.
        case blank
        /// No page code could be read; the reason.
        case unidentified(String)
    }

    /// The documented limits; a page beyond one is refused with the reason.
    static let minimumDPI = 150.0
    static let scaleRange = 0.85...1.10
    static let maximumKeystone = 0.15
    /// The share of the nearest mark's size the farthest keeps on a photo within
    /// `maximumKeystone`: (1 − 0.15)² = 0.7225. A segment across the line of sight shrinks with
    /// distance (1 ÷ depth); one along it shrinks faster (1 ÷ depth², the derivative of a
    /// perspective division). Opposite sides of the marks' quadrilateral whose shorter is
    /// (1 − k) of the longer lie at depths in the ratio 1 : 1 ÷ (1 − k), so a mark at the far
    /// side measures at least (1 − k)² of one at the near side in every direction, its larger
    /// extent (what is measured) too. A photo tilted toward a corner foreshortens both pairs and
    /// its farthest mark can measure less; such a page is refused with the sizes.
    static let markSizeShareAtSlant = (1 - maximumKeystone) * (1 - maximumKeystone)
    /// How far (pixels) the ink threshold may move each edge of a blurred mark: a photo's blur
    /// (σ up to 1.3 px) spreads an edge over about 3 px either way, and each corner has its own level.
    static let markEdgeAllowance = 2.0
    /// The share of ink (at a quarter of the resolution) under which a page with no code is blank.
    static let blankInk = 0.002
    /// How far the decoded code may lie from where the marks put it.
    static let codeTolerance = 72 / 25.4

    /// Registers `image` against a page laid out as `sheet`.
    static func register(_ image: ScanImage, sheet: SheetGeometry) -> Outcome {
        var (found, sides, threshold) = image.findMarks()
        // A corner whose mark is far smaller than the three others agree on took other ink for
        // it (a QR finder pattern, drawn in a mark's proportions, beside a mark the photo's dark
        // background swallowed): it is looked for again where the three put it, as a lost one.
        var taken = found
        if let outlier = sizeOutlier(sides) { taken[outlier] = nil }
        if let search = fourthMarkSearch(taken, sides: sides),
           let mark = image.findMark(near: search.place, within: search.radius, side: search.side),
           found[search.missing] == nil || mark.side >= leastMarkSize(largest: search.side) {
            found[search.missing] = mark.centre
            sides[search.missing] = mark.side
        }
        let marks = found.compactMap { $0 }
        if let trouble = markTrouble(found: marks.count, sides: sides) {
            if image.inkShare(threshold: threshold) < blankInk { return .blank }
            return .unidentified(trouble)
        }
        let quiet = sheet.codeWithQuietZone
        let pixelsPerPoint = 4 / sheet.codeModuleSize
        // Page corner k is image mark (k + turn) % 4: the scan cannot be mirrored, so the order
        // stays clockwise; upright and upside down are the likeliest.
        for turn in [0, 2, 1, 3] {
            let targets = (0..<4).map { marks[($0 + turn) % 4] }
            guard let transform = Homography(from: sheet.markCentres, to: targets),
                  let crop = image.warp(transform, quiet, scale: pixelsPerPoint),
                  let (payload, corners) = crop.decodeQR() else { continue }
            let frame = sheet.codeFrame
            let expected = [Point(x: frame.x, y: frame.y), Point(x: frame.maxX, y: frame.y),
                            Point(x: frame.maxX, y: frame.maxY), Point(x: frame.x, y: frame.maxY)]
            let error = corners.map { corner in
                let onPage = Point(x: quiet.x + corner.x / pixelsPerPoint, y: quiet.y + corner.y / pixelsPerPoint)
                return expected.map { distance($0, onPage) }.min() ?? .infinity
            }.max() ?? .infinity
            guard error <= codeTolerance else { continue }
            return .registered(measure(transform, marks: targets, sheet: sheet, image: image, payload: payload, codeError: error, threshold: threshold))
        }
        return .unidentified("the page code could not be read")
    }

    private static func measure(_ transform: Homography, marks: [Point], sheet: SheetGeometry, image: ScanImage, payload: String,
                                codeError: Double, threshold: Int) -> PageRegistration {
        let page = sheet.markCentres
        let edges = (0..<4).map { (distance(marks[$0], marks[($0 + 1) % 4]), distance(page[$0], page[($0 + 1) % 4])) }
        let pixelsPerPoint = edges.reduce(0) { $0 + $1.0 / $1.1 } / 4
        let dpi = pixelsPerPoint * 72
        let top = edges[0].0, right = edges[1].0, bottom = edges[2].0, left = edges[3].0
        let keystone = keystone(top: top, right: right, bottom: bottom, left: left)
        let angle = atan2(marks[1].y - marks[0].y, marks[1].x - marks[0].x) * 180 / .pi
        let scale = image.recordedDPI.flatMap { $0 >= 100 ? dpi / $0 : nil }
        var registration = PageRegistration(transform: transform, payload: payload, skewDegrees: (angle * 100).rounded() / 100, effectiveDPI: dpi,
                                            scale: scale, keystone: keystone, codeError: codeError, threshold: threshold)
        registration.blackShare = blackShare(image, transform: transform, marks: page, step: max(0.1, 72 / dpi))
        return registration
    }

    /// Where to look again when the corner search found three marks (`found` clockwise from the
    /// image's top left, their `sides`): the missing corner, where the three put it, how far
    /// from there it may lie (pixels) and the size the three measure; nil unless one is missing.
    ///
    /// The three fix an affine image of the page, a parallelogram: the fourth lies at the two
    /// neighbours' sum less the opposite mark. A perspective moves it from there by the difference
    /// between each found side and the side opposite it, and the keystone limit bounds that: the
    /// shorter of two opposite sides is at least (1 − k) of the longer (k = `maximumKeystone`), so
    /// they differ by at most k ÷ (1 − k) = 17.6 % of the found one, along each of the two found
    /// sides. A page beyond that is refused anyway; searched there, the corner search's marks of
    /// the seed-36 photos were found again within 1.1 px, at most 65 % of the reach from the place.
    static func fourthMarkSearch(_ found: [Point?], sides: [Double]) -> (missing: Int, place: Point, radius: Double, side: Double)? {
        guard found.count == 4, sides.count == 4, found.filter({ $0 == nil }).count == 1, let missing = found.firstIndex(where: { $0 == nil }),
              let opposite = found[(missing + 2) % 4], let next = found[(missing + 1) % 4], let previous = found[(missing + 3) % 4] else { return nil }
        let place = Point(x: next.x + previous.x - opposite.x, y: next.y + previous.y - opposite.y)
        let spread = maximumKeystone / (1 - maximumKeystone)
        let radius = spread * (distance(next, opposite) * distance(next, opposite) + distance(previous, opposite) * distance(previous, opposite)).squareRoot()
        let side = (0..<4).filter { $0 != missing }.map { sides[$0] }.reduce(0, +) / 3
        return (missing, place, radius, side)
    }

    /// The corner (0–3) whose mark measures less than the other three allow (`leastMarkSize`)
    /// while those three agree among themselves; nil when there is no such one mark.
    static func sizeOutlier(_ sides: [Double]) -> Int? {
        guard sides.count == 4, let smallest = sides.indices.min(by: { sides[$0] < sides[$1] }) else { return nil }
        let others = sides.indices.filter { $0 != smallest }.map { sides[$0] }
        guard let largest = others.max(), let least = others.min(), largest > 0, least >= leastMarkSize(largest: largest),
              sides[smallest] < leastMarkSize(largest: largest) else { return nil }
        return smallest
    }

    /// The least size (pixels) the smallest mark may measure beside a `largest` one: the share a
    /// photo within the keystone limit keeps (`markSizeShareAtSlant`) of the largest, both
    /// measured with each edge up to `markEdgeAllowance` off. A blob taken for a mark differs more.
    static func leastMarkSize(largest: Double) -> Double {
        markSizeShareAtSlant * (largest - 2 * markEdgeAllowance) - 2 * markEdgeAllowance
    }

    /// Why the marks found cannot register a page (`found` of the 4, their outer `sides` in
    /// pixels, 0 for none), or nil when they can.
    static func markTrouble(found: Int, sides: [Double]) -> String? {
        if found < 4 { return "\(found) of the 4 registration marks found" }
        guard let largest = sides.max(), let smallest = sides.min(), largest > 0 else { return "no registration mark found" }
        let least = leastMarkSize(largest: largest)
        if smallest >= least { return nil }
        return "the 4 registration marks found differ in size: the smallest measures \(Int(smallest.rounded())) px, the largest \(Int(largest.rounded())) px; "
            + "at a slant within the 15 % keystone limit the smallest measures at least \(Int(least.rounded(.up))) px"
    }

    /// How much shorter the shorter of each pair of opposite sides is (1 − shorter ÷ longer),
    /// the larger of the two pairs.
    static func keystone(top: Double, right: Double, bottom: Double, left: Double) -> Double {
        max(1 - min(top, bottom) / max(top, bottom), 1 - min(left, right) / max(left, right))
    }

    /// The median of the four marks' core grey ÷ the paper around them (the middle 1 mm of the
    /// 2.1 mm core; the paper 3.2–4.5 mm from the centre, outside the 2.5 mm mark).
    private static func blackShare(_ image: ScanImage, transform: Homography, marks: [Point], step: Double) -> Double {
        let millimetre = 72 / 25.4
        func square(_ centre: Point, _ half: Double) -> Rect {
            Rect(x: centre.x - half * millimetre, y: centre.y - half * millimetre, width: 2 * half * millimetre, height: 2 * half * millimetre)
        }
        let shares = marks.compactMap { centre -> Double? in
            guard let core = ScanImage.level(image.greyCounts(transform, square(centre, 0.5), step: step), share: 0.5),
                  let paper = ScanImage.level(image.greyCounts(transform, square(centre, 4.5), excluding: square(centre, 3.2), step: step), share: 0.5),
                  paper > core else { return nil }
            return Double(core) / Double(paper)
        }.sorted()
        guard !shares.isEmpty else { return 0.1 }
        let middle = shares.count / 2
        let share = shares.count % 2 == 1 ? shares[middle] : (shares[middle - 1] + shares[middle]) / 2
        return min(0.6, max(0, share))
    }

    /// Why the page is beyond the documented limits, or nil.
    var refusal: String? {
        if effectiveDPI < Self.minimumDPI {
            return "scanned at \(Int(effectiveDPI.rounded())) dpi, under the \(Int(Self.minimumDPI)) dpi the marks and code need"
        }
        if let scale, !Self.scaleRange.contains(scale) {
            return "printed at \(Int((scale * 100).rounded())) % of its size, outside 85–110 %"
        }
        if keystone > Self.maximumKeystone {
            return "photographed at a slant: a side is \(Int((keystone * 100).rounded())) % shorter than its opposite, more than 15 %"
        }
        return nil
    }
}
