import Foundation
import FormSnapshot
import Formsetter
import TestSupport
import Testing

@Suite("Image comparator on crafted images (pixelmatch 7.x rules)")
struct ImageComparatorTests {
    /// A 20 × 20 image: black left half, white right half, a grey anti-aliased column at x = 10.
    static func edge(grey: UInt8 = 128, at row: Int? = nil, value: UInt8 = 0) -> RasterImage {
        var image = RasterImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        for y in 0..<20 {
            for x in 0..<20 {
                let offset = (y * 20 + x) * 4
                let level: UInt8 = x < 10 ? 0 : (x == 10 ? (y == row ? value : grey) : 255)
                image.rgba[offset] = level; image.rgba[offset + 1] = level; image.rgba[offset + 2] = level
            }
        }
        return image
    }

    static func white(changing pixels: [(Int, Int)] = [], to color: (UInt8, UInt8, UInt8) = (255, 0, 0)) -> RasterImage {
        var image = RasterImage(width: 20, height: 20, fill: (255, 255, 255, 255))
        for (x, y) in pixels {
            let offset = (y * 20 + x) * 4
            image.rgba[offset] = color.0; image.rgba[offset + 1] = color.1; image.rgba[offset + 2] = color.2
        }
        return image
    }

    @Test("identical images match")
    func identical() throws {
        let result = try ImageComparator.compare(expected: Self.edge(), actual: Self.edge())
        #expect(result.passed)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test("an anti-aliasing-only difference passes with pixelmatch's defaults and is reported; .strict counts it")
    func antiAliasing() throws {
        let result = try ImageComparator.compare(expected: Self.edge(), actual: Self.edge(at: 5, value: 60), tolerance: ImageTolerance())
        #expect(result.passed)
        #expect(result.antiAliasedPixels == 1)
        #expect(result.differentPixels == 0)
        #expect(result.summary == "0 pixels differ (ratio 0 of 400); 1 anti-aliased pixels not counted; 0 allowed")
        let strict = try ImageComparator.compare(expected: Self.edge(), actual: Self.edge(at: 5, value: 60), tolerance: .strict)
        #expect(!strict.passed)
        #expect(strict.differentPixels == 1)
        #expect(strict.antiAliasedPixels == 0)
        #expect(strict.summary == "1 pixels differ (ratio 0.0025 of 400); anti-aliased pixels counted; 0 allowed")
    }

    @Test(".strict is exact: the faintest colour change in one pixel fails; the default of compare is .strict")
    func strictIsExact() throws {
        #expect(ImageTolerance.strict == ImageTolerance(colorThreshold: 0, maxDifferentPixels: 0, includeAntiAliasing: true))
        let faintest = Self.white(changing: [(3, 3)], to: (255, 255, 254))
        let result = try ImageComparator.compare(expected: Self.white(), actual: faintest)
        #expect(!result.passed)
        #expect(result.differentPixels == 1)
    }

    @Test("a one-pixel real change fails and says how many pixels differ")
    func onePixel() throws {
        let result = try ImageComparator.compare(expected: Self.white(), actual: Self.white(changing: [(7, 7)]))
        #expect(!result.passed)
        #expect(result.differentPixels == 1)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.summary == "1 pixels differ (ratio 0.0025 of 400); anti-aliased pixels counted; 0 allowed")
        #expect(result.mask[7 * 20 + 7] == 1)
        let diff = try #require(result.diffImage)
        #expect(Array(diff.rgba[(7 * 20 + 7) * 4..<(7 * 20 + 7) * 4 + 3]) == [255, 0, 0])
    }

    @Test("colour threshold: a faint change passes at 0.1 and fails at 0")
    func colourThreshold() throws {
        let faint = Self.white(changing: [(3, 3)], to: (250, 250, 250))
        #expect(try ImageComparator.compare(expected: Self.white(), actual: faint, tolerance: ImageTolerance()).passed)
        #expect(try !ImageComparator.compare(expected: Self.white(), actual: faint, tolerance: ImageTolerance(colorThreshold: 0)).passed)
    }

    @Test("pixel count and ratio limits; the stricter wins")
    func limits() throws {
        let three = Self.white(changing: [(1, 1), (5, 5), (9, 9)])
        func passes(_ tolerance: ImageTolerance) throws -> Bool { try ImageComparator.compare(expected: Self.white(), actual: three, tolerance: tolerance).passed }
        #expect(try passes(ImageTolerance(maxDifferentPixels: 3)))
        #expect(try !passes(ImageTolerance(maxDifferentPixels: 2)))
        #expect(try passes(ImageTolerance(maxDifferentPixels: nil, maxDifferentRatio: 0.01)))   // 4 of 400
        #expect(try !passes(ImageTolerance(maxDifferentPixels: nil, maxDifferentRatio: 0.005))) // 2 of 400
        #expect(try !passes(ImageTolerance(maxDifferentPixels: 100, maxDifferentRatio: 0.005)))
        #expect(try !passes(ImageTolerance(maxDifferentPixels: 2, maxDifferentRatio: 0.5)))
    }

    @Test("a tolerance that would accept any image is refused", arguments: [
        ImageTolerance(colorThreshold: 1), ImageTolerance(colorThreshold: -0.1), ImageTolerance(maxDifferentRatio: 1),
        ImageTolerance(maxDifferentPixels: nil, maxDifferentRatio: 5), ImageTolerance(maxDifferentPixels: 400),
        ImageTolerance(maxDifferentPixels: -1),
    ])
    func refused(tolerance: ImageTolerance) {
        #expect(throws: ToleranceError.self) { try ImageComparator.compare(expected: Self.white(), actual: Self.white(), tolerance: tolerance) }
    }

    @Test("a size mismatch fails and states both sizes")
    func sizeMismatch() throws {
        let result = try ImageComparator.compare(expected: Self.white(), actual: RasterImage(width: 21, height: 20, fill: (255, 255, 255, 255)))
        #expect(!result.passed)
        #expect(result.summary == "size mismatch: expected 20 × 20 px, actual 21 × 20 px")
    }

    @Test("PNG round trip and the expected | diff | actual panel")
    func pngRoundTrip() throws {
        let image = Self.edge()
        #expect(RasterImage(png: image.pngData()) == image)
        #expect(RasterImage(png: Data("not a png".utf8)) == nil)
        let panel = TriptychImage.make(expected: image, diff: image, actual: image)
        #expect(panel.width == 80 && panel.height == 20)
    }

    @Test("changed cells: moved, resized, repainted, added; unchanged neighbours are not named")
    func changedCells() throws {
        func dump(_ cells: KeyValuePairs<String, Rect>) -> LayoutDump {
            LayoutDump(pages: [.init(width: 20, height: 20, boxes: cells.map { LayoutDump.Box(id: $0.key, role: .cell, frame: $0.value) })])
        }
        let before = dump(["name": Rect(x: 0, y: 0, width: 10, height: 5), "email": Rect(x: 0, y: 5, width: 10, height: 5),
                           "phone": Rect(x: 10, y: 0, width: 10, height: 5), "note": Rect(x: 10, y: 5, width: 10, height: 5)])
        let after = dump(["name": Rect(x: 0, y: 0, width: 10, height: 5), "email": Rect(x: 0, y: 8, width: 10, height: 5),
                          "phone": Rect(x: 10, y: 0, width: 10, height: 5), "note": Rect(x: 10, y: 5, width: 10, height: 7),
                          "extra": Rect(x: 0, y: 15, width: 20, height: 5)])
        var mask = [UInt8](repeating: 0, count: 20 * 20)
        mask[9 * 20 + 2] = 1    // inside email (both frames)
        mask[2 * 20 + 12] = 1   // inside phone: repainted
        mask[11 * 20 + 15] = 1  // inside note's new frame
        mask[3 * 20 + 3] = 2    // anti-aliasing inside name: not a change
        let changes = ChangedCells.find(mask: mask, width: 20, scale: 1, expected: before, actual: after).map(\.description)
        #expect(changes == [
            "`phone` repainted (1 differing pixels)",
            "`note` resized from 10 × 5 pt to 10 × 7 pt (1 differing pixels)",
            "`email` moved 3 pt down (1 differing pixels)",
            "`extra` added (0 differing pixels)",
        ])
    }

    @Test("record mode from the environment: FORMSETTER_RECORD, never under CI, else missing")
    func recordMode() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "FORMSETTER_RECORD": "failed"]) == .failed)
        #expect(throws: RecordModeError.self) { try RecordMode.fromEnvironment(["FORMSETTER_RECORD": "yes"]) }
    }
}
