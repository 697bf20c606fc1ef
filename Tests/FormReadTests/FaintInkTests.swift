import Foundation
import FormLayout
import FormModel
import Testing
@testable import FormRead

/// A tick box whose ink is lighter than the ink threshold (a pencil tick) goes to review, never to empty.
@Suite struct FaintInkTests {
    static let pixelsPerPoint = 300.0 / 72
    static let side = 200
    /// The inside of the box, page points (pixels 41.7–125).
    static let inside = Rect(x: 10, y: 10, width: 20, height: 20)

    /// A 300 dpi patch of paper (grey 236, noise ±6) with an X of the given grey and width across `inside`.
    static func reader(crossGrey: UInt8?, width: Double = 3) throws -> BoxReader {
        var pixels = [UInt8](repeating: 0, count: side * side)
        var seed: UInt32 = 36
        for index in pixels.indices {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            pixels[index] = UInt8(230 + Int(seed >> 24) % 13)
        }
        if let crossGrey {
            let low = inside.x * pixelsPerPoint, high = inside.maxX * pixelsPerPoint
            for y in 0..<side {
                for x in 0..<side where Double(x) >= low && Double(x) <= high && Double(y) >= low && Double(y) <= high {
                    let (u, v) = (Double(x) + 0.5, Double(y) + 0.5)
                    if abs(u - v) < width / 2 * 1.414 || abs(u + v - low - high) < width / 2 * 1.414 { pixels[y * side + x] = crossGrey }
                }
            }
        }
        let image = try #require(ScanImage.grey(pixels, width: side, height: side))
        let corners = [Point(x: 0, y: 0), Point(x: 48, y: 0), Point(x: 48, y: 48), Point(x: 0, y: 48)]
        let transform = try #require(Homography(from: corners, to: corners.map { Point(x: $0.x * pixelsPerPoint, y: $0.y * pixelsPerPoint) }))
        let registration = PageRegistration(transform: transform, payload: "", skewDegrees: 0, effectiveDPI: 300, scale: 1, keystone: 0,
                                            codeError: 0, threshold: 128)
        return BoxReader(image: image, registration: registration)
    }

    @Test func aPencilCrossIsSentToReviewAsFaintInk() throws {
        let decided = try Self.reader(crossGrey: 160).decide(Self.inside, ellipse: false, threshold: 128, paper: 236)
        #expect(decided.coverage == 0)
        #expect(decided.state == .review)
        #expect(decided.faint)
        #expect(FieldDecisions.reviewReason([BoxReading(id: "a", name: "a", kind: .checkbox, coverage: decided.coverage, state: decided.state,
                                                        faint: decided.faint, confidence: 0, mark: FieldMark(kind: .checkbox(on: false), name: "a", tooltip: "A"))])
                == "faint ink (pencil?): a mark to review")
    }

    @Test func aPenCrossIsTickedAndEmptyPaperIsEmpty() throws {
        let pen = try Self.reader(crossGrey: 30).decide(Self.inside, ellipse: false, threshold: 128, paper: 236)
        #expect(pen.state == .ticked)
        #expect(!pen.faint)
        let empty = try Self.reader(crossGrey: nil).decide(Self.inside, ellipse: true, threshold: 128, paper: 236)
        #expect(empty.state == .empty)
        #expect(empty.coverage == 0)
        #expect(!empty.faint)
    }
}
