import Foundation
import FormLayout
import FormModel
import Testing
@testable import FormRead

/// A page whose corner search finds three of its four marks: the fourth is looked for again
/// where the three put it, on a threshold local to each pixel.
@Suite struct FourthMarkTests {
    static let page = Size(width: 595.28, height: 841.89)
    static let sheet = SheetGeometry(page: page)
    static let pixelsPerPoint = 200.0 / 72
    static let width = Int((page.width * pixelsPerPoint).rounded()), height = Int((page.height * pixelsPerPoint).rounded())
    static let millimetre = 72 / 25.4

    /// A photo at 200 dpi of the page (paper 195, ink 45, noise ±4) with its marks and code,
    /// lying on a dark table (grey 58) that fills the top right corner up to 9 mm around the
    /// mark there, blurred there as a phone blurs (σ 1.3 px). The corner's one Otsu level falls
    /// into the valley between table and paper just above the ink's grey and thins the mark's
    /// blurred ink until its proportions no longer hold. `hideMark` paints that mark over.
    static func photo(hideMark: Bool = false) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 195, count: width * height)
        let unit = PaperSheetMarks.markSide / 7
        for (index, centre) in sheet.markCentres.enumerated() where !(hideMark && index == 1) {
            let reach = Int((4 * unit * pixelsPerPoint).rounded(.up))
            let cx = Int(centre.x * pixelsPerPoint), cy = Int(centre.y * pixelsPerPoint)
            for y in (cy - reach)...(cy + reach) {
                for x in (cx - reach)...(cx + reach) {
                    let r = max(abs((Double(x) + 0.5) / pixelsPerPoint - centre.x), abs((Double(y) + 0.5) / pixelsPerPoint - centre.y)) / unit
                    if r <= 1.5 || (r >= 2.5 && r <= 3.5) { pixels[y * width + x] = 45 }
                }
            }
        }
        let symbol = try PaperCodeSymbol(try #require(PaperPageCode(payload: "FS1:9F86D081884C7D65:1:1")))
        let frame = sheet.codeFrame, module = sheet.codeModuleSize
        for y in Int(frame.y * pixelsPerPoint)...Int(frame.maxY * pixelsPerPoint) {
            for x in Int(frame.x * pixelsPerPoint)...Int(frame.maxX * pixelsPerPoint) {
                let row = Int(((Double(y) + 0.5) / pixelsPerPoint - frame.y) / module)
                let column = Int(((Double(x) + 0.5) / pixelsPerPoint - frame.x) / module)
                if (0..<sheet.codeModules).contains(row), (0..<sheet.codeModules).contains(column), symbol.isDark(row: row, column: column) {
                    pixels[y * width + x] = 45
                }
            }
        }
        // The top right corner region, as fsscan_find_marks cuts it.
        let corner = (x: width - width / 4, y: 0, width: width / 4, height: height / 4)
        let mark = sheet.markCentres[1], clear = 9 * millimetre
        for y in corner.y..<(corner.y + corner.height) {
            for x in corner.x..<(corner.x + corner.width) {
                let (u, v) = ((Double(x) + 0.5) / pixelsPerPoint, (Double(y) + 0.5) / pixelsPerPoint)
                if abs(u - mark.x) >= clear || abs(v - mark.y) >= clear { pixels[y * width + x] = 58 }
            }
        }
        var seed: UInt32 = 36
        for index in pixels.indices {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            pixels[index] = UInt8(max(0, min(255, Int(pixels[index]) + Int(seed >> 24) % 9 - 4)))
        }
        blur(&pixels, x: corner.x, y: corner.y, width: corner.width, height: corner.height, sigma: 1.3)
        return pixels
    }

    /// A Gaussian blur of one rectangle of the image, rows then columns.
    static func blur(_ pixels: inout [UInt8], x: Int, y: Int, width: Int, height: Int, sigma: Double) {
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        var values = [Double](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                var sum = 0.0
                for (offset, weight) in zip(-radius...radius, weights) {
                    let sample = min(Self.width - 1, max(0, x + column + offset))
                    sum += weight * Double(pixels[(y + row) * Self.width + sample])
                }
                values[row * width + column] = sum / total
            }
        }
        for row in 0..<height {
            for column in 0..<width {
                var sum = 0.0
                for (offset, weight) in zip(-radius...radius, weights) {
                    let sample = min(height - 1, max(0, row + offset))
                    sum += weight * values[sample * width + column]
                }
                pixels[(y + row) * Self.width + x + column] = UInt8(max(0, min(255, (sum / total).rounded())))
            }
        }
    }

    @Test func aMarkTheCornerSearchLosesIsFoundWhereTheOtherThreePutIt() throws {
        let image = try #require(ScanImage.grey(try Self.photo(), width: Self.width, height: Self.height))
        let (found, _, _) = image.findMarks()
        // The premise: the corner search alone finds the other three.
        #expect(found.map { $0 == nil } == [false, true, false, false])
        guard case let .registered(registration) = PageRegistration.register(image, sheet: Self.sheet) else {
            Issue.record("not registered: \(PageRegistration.register(image, sheet: Self.sheet))")
            return
        }
        #expect(registration.payload == "FS1:9F86D081884C7D65:1:1")
        for centre in Self.sheet.markCentres {
            let drawn = Point(x: centre.x * Self.pixelsPerPoint, y: centre.y * Self.pixelsPerPoint)
            #expect(FormRead.distance(registration.transform.apply(centre), drawn) < 1, "\(centre)")
        }
    }

    @Test func aMarkThatIsNotThereLeavesThePageRefusedWithTheReason() throws {
        let image = try #require(ScanImage.grey(try Self.photo(hideMark: true), width: Self.width, height: Self.height))
        guard case let .unidentified(reason) = PageRegistration.register(image, sheet: Self.sheet) else {
            Issue.record("registered without its top right mark")
            return
        }
        #expect(reason == "3 of the 4 registration marks found")
    }

    /// The three marks put the fourth within the search's reach on every photo within the
    /// keystone limit: the simulator's photos at 15° (one side 14.5 % short) toward each side,
    /// turned 5°, and one foreshortened toward a corner (its pairs 12 % and 14 % short).
    @Test(arguments: [0, 1, 2, 3])
    func theSearchReachesTheFourthMarkAtTheKeystoneLimit(missing: Int) throws {
        let marks = Self.sheet.markCentres
        let s = 0.855
        let quadrilaterals: [[Point]] = [
            [Point(x: 300 + 950 * (1 - s), y: 200), Point(x: 2200 - 950 * (1 - s), y: 200), Point(x: 2200, y: 3000), Point(x: 300, y: 3000)],
            [Point(x: 300, y: 200), Point(x: 2200, y: 200 + 1400 * (1 - s)), Point(x: 2200, y: 3000 - 1400 * (1 - s)), Point(x: 300, y: 3000)],
            // (300 + x ÷ w, 200 + y ÷ w), w = 1 + 0.21 (x ÷ 1900 + y ÷ 2800): the far corner at the bottom right.
            [Point(x: 300, y: 200), Point(x: 1870.2, y: 200), Point(x: 1638.0, y: 2171.8), Point(x: 300, y: 2514.0)],
        ]
        let turn = 5 * Double.pi / 180
        for corners in quadrilaterals {
            let turned = corners.map { Point(x: $0.x * cos(turn) - $0.y * sin(turn) + 400, y: $0.x * sin(turn) + $0.y * cos(turn)) }
            let transform = try #require(Homography(from: [Point(x: 0, y: 0), Point(x: Self.page.width, y: 0),
                                                          Point(x: Self.page.width, y: Self.page.height), Point(x: 0, y: Self.page.height)], to: turned))
            let image = marks.map(transform.apply)
            #expect(PageRegistration.keystone(top: FormRead.distance(image[0], image[1]), right: FormRead.distance(image[1], image[2]),
                                              bottom: FormRead.distance(image[2], image[3]), left: FormRead.distance(image[3], image[0]))
                    <= PageRegistration.maximumKeystone)
            var found: [Point?] = image
            found[missing] = nil
            let search = try #require(PageRegistration.fourthMarkSearch(found, sides: [50, 50, 50, 50].enumerated().map { $0.offset == missing ? 0 : $0.element }))
            #expect(search.missing == missing)
            #expect(FormRead.distance(search.place, image[missing]) <= search.radius, "\(corners)")
        }
    }
}
