import Foundation
import FormLayout
import FormModel
import Testing
@testable import FormRead

/// A tick box's coverage is the pen's ink, whatever the pen and however the page is lit: a
/// blurred cross measures what was drawn with a black pen and a blue one, on bright paper and on
/// paper in a photo's shade, and an empty box in shade stays empty.
@Suite struct InkThresholdTests {
    static let pixelsPerPoint = 300.0 / 72
    static let side = 200
    /// The printed box (3.5 mm, page points) and the inside the rule measures (0.3 pt + 0.35 mm in).
    static let frame = Rect(x: 14, y: 14, width: 10, height: 10)
    static let inset = 0.3 + 0.35 * 72 / 25.4

    /// What the pen draws: an X from 0.2 to 0.8 of the box, or the box filled from its left
    /// edge across `share` of its width.
    enum Mark { case cross, fill(share: Double) }

    /// A 300 dpi patch: paper `paper`, the box's 0.6 pt rule in black, a mark (an X of `penWidth`
    /// pixels unless told) at grey `pen` (none when nil), blurred as a scanner or a phone blurs
    /// (σ ≈ 1 px), with noise. Returns the patch and the mark's share of the inside's pixel
    /// centres (the truth).
    static func patch(paper: Double, black: Double, pen: Double?, penWidth: Double = 6, mark: Mark = .cross) -> (pixels: [UInt8], drawn: Double) {
        let s = pixelsPerPoint
        let (x0, y0, x1, y1) = (frame.x * s, frame.y * s, frame.maxX * s, frame.maxY * s)
        let rule = 0.6 * s
        func onRule(_ u: Double, _ v: Double) -> Bool {
            let inOuter = u >= x0 - rule / 2 && u <= x1 + rule / 2 && v >= y0 - rule / 2 && v <= y1 + rule / 2
            let inInner = u > x0 + rule / 2 && u < x1 - rule / 2 && v > y0 + rule / 2 && v < y1 - rule / 2
            return inOuter && !inInner
        }
        func onCross(_ u: Double, _ v: Double) -> Bool {
            let (lo, hi) = (0.2, 0.8)
            let a = (x0 + lo * (x1 - x0), y0 + lo * (y1 - y0)), b = (x0 + hi * (x1 - x0), y0 + hi * (y1 - y0))
            func near(_ p: (Double, Double), _ q: (Double, Double)) -> Bool {
                let (dx, dy) = (q.0 - p.0, q.1 - p.1)
                let t = max(0, min(1, ((u - p.0) * dx + (v - p.1) * dy) / (dx * dx + dy * dy)))
                let (ex, ey) = (u - p.0 - t * dx, v - p.1 - t * dy)
                return (ex * ex + ey * ey).squareRoot() <= penWidth / 2
            }
            return near(a, b) || near((b.0, a.1), (a.0, b.1))
        }
        func onMark(_ u: Double, _ v: Double) -> Bool {
            switch mark {
            case .cross: onCross(u, v)
            case let .fill(share): u >= x0 && u <= x0 + share * (x1 - x0) && v >= y0 && v <= y1
            }
        }
        var grey = [Double](repeating: paper, count: side * side)
        var inside = 0, inked = 0
        for y in 0..<side {
            for x in 0..<side {
                // A pixel's ink: the share of 4 × 4 points on it that the rule or the pen covers.
                var ruleShare = 0.0, penShare = 0.0
                for j in 0..<4 {
                    for i in 0..<4 {
                        let (u, v) = (Double(x) + (Double(i) + 0.5) / 4, Double(y) + (Double(j) + 0.5) / 4)
                        if onRule(u, v) { ruleShare += 1.0 / 16 } else if pen != nil && onMark(u, v) { penShare += 1.0 / 16 }
                    }
                }
                grey[y * side + x] = paper - ruleShare * (paper - black) - penShare * (paper - (pen ?? paper))
                let (u, v) = (Double(x) + 0.5, Double(y) + 0.5)
                let innerLow = (frame.x + inset) * s, innerHigh = (frame.maxX - inset) * s
                if u >= innerLow && u <= innerHigh && v >= innerLow && v <= innerHigh {
                    inside += 1
                    if pen != nil && onMark(u, v) { inked += 1 }
                }
            }
        }
        // Two passes of a [1 2 1] kernel each way: a Gaussian of σ = 1 px.
        for _ in 0..<2 {
            var next = grey
            for y in 1..<(side - 1) {
                for x in 1..<(side - 1) {
                    var sum = 0.0
                    for j in -1...1 { for i in -1...1 { sum += grey[(y + j) * side + x + i] * Double((2 - abs(i)) * (2 - abs(j))) } }
                    next[y * side + x] = sum / 16
                }
            }
            grey = next
        }
        var seed: UInt32 = 36
        let pixels = grey.map { value -> UInt8 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return UInt8(max(0, min(255, (value + Double(Int(seed >> 24) % 9 - 4)).rounded())))
        }
        return (pixels, Double(inked) / Double(inside))
    }

    /// What the reader makes of the patch's box, with the page-wide threshold the marks gave.
    static func read(_ pixels: [UInt8], pageThreshold: Int) throws -> BoxReading {
        let image = try #require(ScanImage.grey(pixels, width: side, height: side))
        let corners = [Point(x: 0, y: 0), Point(x: 48, y: 0), Point(x: 48, y: 48), Point(x: 0, y: 48)]
        let transform = try #require(Homography(from: corners, to: corners.map { Point(x: $0.x * pixelsPerPoint, y: $0.y * pixelsPerPoint) }))
        let registration = PageRegistration(transform: transform, payload: "", skewDegrees: 0, effectiveDPI: 300, scale: 1, keystone: 0,
                                            codeError: 0, threshold: pageThreshold)
        var box = LayoutBox(id: "a", role: .control, frame: frame)
        box.field = FieldMark(kind: .checkbox(on: false), name: "a", tooltip: "A")
        return try #require(BoxReader(image: image, registration: registration).read([box]).first)
    }

    /// Bright paper as a scanner gives it (threshold 128 from the marks), and paper in the shade of
    /// a photo whose marks lie in brighter corners (the same threshold there).
    @Test(arguments: [(paper: 236.0, black: 24.0), (paper: 125.0, black: 12.5)])
    func aCrossMeasuresWhatWasDrawnWithABlackAndABluePen(paper: Double, black: Double) throws {
        for penShare in [0.0, 0.45] {  // black; a blue ballpoint, 45 % of the way to the paper
            let (pixels, drawn) = Self.patch(paper: paper, black: black, pen: black + penShare * (paper - black))
            let reading = try Self.read(pixels, pageThreshold: 128)
            let coverage = try #require(reading.coverage)
            #expect(abs(coverage - drawn) < 0.03, "pen at \(penShare) of the way to paper \(paper): coverage \(coverage), drawn \(drawn)")
            #expect(reading.state == .ticked)
        }
    }

    @Test func anEmptyBoxInShadeIsEmpty() throws {
        let (pixels, _) = Self.patch(paper: 125, black: 12.5, pen: nil)
        let reading = try Self.read(pixels, pageThreshold: 128)
        #expect(reading.state == .empty)
        #expect(reading.coverage == 0)
        #expect(!reading.faint)
    }
}
