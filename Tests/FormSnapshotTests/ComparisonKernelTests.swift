@testable import FormSnapshotCore
import FormCairo
import Foundation
import Formsetter
import Testing

/// The comparison's pixel loops run in C (CImageCompare) so a failing comparison is quick in a
/// debug build; these pairs check that they decide, count, mark and paint exactly as the Swift
/// loops they replaced (`SwiftReferenceComparison`).
@Suite("Comparison loops in C: the results of the Swift ones")
struct ComparisonKernelTests {
    /// Deterministic pixels for the made-up pairs.
    struct Noise {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func set(_ image: inout RasterImage, _ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) {
        let offset = (y * image.width + x) * 4
        (image.rgba[offset], image.rgba[offset + 1], image.rgba[offset + 2], image.rgba[offset + 3]) = rgba
    }

    /// A form-like page: flat fills, repeated rows, a bordered box, anti-aliased "glyphs" and a
    /// translucent patch; the seed picks where the glyphs go.
    static func page(width: Int = 64, height: Int = 48, seed: UInt64 = 1) -> RasterImage {
        var image = RasterImage(width: width, height: height, fill: (255, 255, 255, 255))
        var noise = Noise(state: seed)
        for y in 0..<height { for x in 0..<width {
            if y >= 30 && y < 40 && x >= 4 && x < width - 4 {
                let border = y == 30 || y == 39 || x == 4 || x == width - 5
                set(&image, x, y, border ? (120, 130, 140, 255) : (240, 244, 248, 255))
            }
        } }
        for _ in 0..<40 {
            let x = 2 + noise.next(width - 4), y = 6 + noise.next(20), level = UInt8(noise.next(256))
            set(&image, x, y, (0, 0, 0, 255))
            set(&image, x + 1, y, (level, level, level, 255))
            set(&image, x, y + 1, (level / 2, level / 2, UInt8(noise.next(256)), 255))
        }
        for y in 42..<46 { for x in 0..<8 { set(&image, x, y, (200, 40, 40, UInt8(60 + 20 * x))) } }
        return image
    }

    /// `page` with changes: moved glyph pixels, faint and strong ones, pixels at the corners and
    /// edges, a changed alpha, and (with `noise`) random pixels everywhere.
    static func changed(_ base: RasterImage, seed: UInt64, noisy: Bool = false) -> RasterImage {
        var image = base
        var noise = Noise(state: seed)
        let (width, height) = (image.width, image.height)
        for (x, y) in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width / 2, 0), (0, height / 2)] {
            set(&image, x, y, (UInt8(noise.next(256)), 90, 200, 255))
        }
        for _ in 0..<30 {
            let x = noise.next(width), y = 6 + noise.next(20), level = UInt8(noise.next(256))
            set(&image, x, y, (level, level, level, 255))
        }
        set(&image, 10, 35, (238, 242, 248, 255))  // faint
        set(&image, 3, 43, (200, 40, 40, 255))      // alpha only
        if noisy {
            for _ in 0..<(width * height / 3) {
                set(&image, noise.next(width), noise.next(height),
                    (UInt8(noise.next(256)), UInt8(noise.next(256)), UInt8(noise.next(256)), UInt8(155 + noise.next(101))))
            }
        }
        return image
    }

    /// `page` within the layout rule: two pixels outside text a shade off, and two pixels inside
    /// the first line's box swapped (a glyph moved; the same ink).
    static func nudged(_ base: RasterImage) -> RasterImage {
        var image = base
        set(&image, 40, 2, (250, 250, 250, 255))
        set(&image, 60, 45, (245, 245, 245, 255))
        let (a, b) = ((10 * image.width + 8) * 4, (11 * image.width + 25) * 4)
        for channel in 0..<4 { image.rgba.swapAt(a + channel, b + channel) }
        return image
    }

    /// `page` with a box outside text painted a shade darker: many slight differences.
    static func shaded(_ base: RasterImage) -> RasterImage {
        var image = base
        for y in 0..<4 { for x in 36..<46 { set(&image, x, y, (247, 247, 247, 255)) } }
        return image
    }

    static let tolerances: [ImageTolerance] = [
        .strict, ImageTolerance(), ImageTolerance(colorThreshold: 0.05, includeAntiAliasing: true), ImageTolerance(colorThreshold: 0.3),
    ]

    /// The first index where two byte arrays differ (nil when equal): arrays of a few thousand
    /// bytes are too long to print whole.
    static func firstDifference(_ a: [UInt8]?, _ b: [UInt8]) -> Int? {
        guard let a else { return -1 }
        if a.count != b.count { return min(a.count, b.count) }
        return zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    }

    static func expectSame(_ comparison: ImageComparison, _ reference: SwiftReferenceComparison.Pixels,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(comparison.differentPixels == reference.different, sourceLocation: sourceLocation)
        #expect(comparison.antiAliasedPixels == reference.withinTolerance, sourceLocation: sourceLocation)
        #expect(Self.firstDifference(comparison.mask, reference.mask) == nil, "mask", sourceLocation: sourceLocation)
        #expect(Self.firstDifference(comparison.diffImage?.rgba, reference.diff) == nil, "diff image", sourceLocation: sourceLocation)
        #expect(comparison.differingTextLines == reference.differingTextLines, sourceLocation: sourceLocation)
        #expect(comparison.slightPixelsOverLimit.map { [$0.count, $0.allowed] } == reference.slightPixelsOverLimit, sourceLocation: sourceLocation)
    }

    @Test("pixelmatch: counts, mask and diff image as in Swift, for every tolerance", arguments: [1, 2, 3] as [UInt64])
    func pixelmatch(seed: UInt64) throws {
        let expected = Self.page(seed: seed)
        var (differing, antiAliased) = (false, false)
        for actual in [expected, Self.changed(expected, seed: seed), Self.changed(expected, seed: seed, noisy: true), Self.nudged(expected), Self.shaded(expected)] {
            for tolerance in Self.tolerances {
                let comparison = try ImageComparator.compare(expected: expected, actual: actual, tolerance: tolerance)
                Self.expectSame(comparison, SwiftReferenceComparison.pixelmatch(expected: expected, actual: actual, tolerance: tolerance))
                differing = differing || comparison.differentPixels > 0
                antiAliased = antiAliased || comparison.antiAliasedPixels > 0
            }
        }
        // The pairs reach both outcomes, or they would prove little.
        #expect(differing && antiAliased)
    }

    @Test("pixelmatch on images one pixel wide or high, and on pure noise")
    func pixelmatchEdges() throws {
        var noise = Noise(state: 7)
        func random(_ width: Int, _ height: Int) -> RasterImage {
            RasterImage(width: width, height: height, rgba: (0..<(width * height * 4)).map { _ in UInt8(noise.next(256)) })
        }
        for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 2), (33, 17)] {
            let (expected, actual) = (random(width, height), random(width, height))
            for tolerance in Self.tolerances {
                let comparison = try ImageComparator.compare(expected: expected, actual: actual, tolerance: tolerance)
                Self.expectSame(comparison, SwiftReferenceComparison.pixelmatch(expected: expected, actual: actual, tolerance: tolerance))
            }
        }
    }

    /// A 64 × 48 pt page at scale 1 with three text lines, one at the right edge (its area is clipped).
    static func layout(second: String = "second line", third: String = "edge") -> String {
        LayoutDump(pages: [.init(width: 64, height: 48, boxes: [
            .init(id: "a", role: .value, frame: Rect(x: 0, y: 0, width: 64, height: 48), text: [
                .init(text: "first", frame: Rect(x: 2, y: 6, width: 30, height: 6), font: "Lato-Regular", size: 6, color: "#000000"),
                .init(text: second, frame: Rect(x: 20, y: 16, width: 30, height: 6), font: "Lato-Regular", size: 6, color: "#000000"),
                .init(text: third, frame: Rect(x: 56, y: 20, width: 20, height: 6), font: "Lato-Regular", size: 6, color: "#000000"),
            ]),
        ])]).json
    }

    @Test("layout rule: counts, mask, diff image, text lines and the slight-pixel limit as in Swift", arguments: [1, 2, 3] as [UInt64])
    func layoutRule(seed: UInt64) {
        let expected = Self.page(seed: seed)
        let rules = [LayoutRule(), LayoutRule(maxChannelDelta: 0, textMargin: 0, maxInkDifference: 0.01, maxSlightShare: 0),
                     LayoutRule(maxChannelDelta: 100, textMargin: 1, maxInkDifference: 0.5, maxSlightShare: 0.5)]
        let layouts = [(Self.layout(), Self.layout()), (Self.layout(), Self.layout(second: "other line")), (Self.layout(third: "x"), Self.layout())]
        var (passed, slightOverLimit, inkDiffers) = (false, false, false)
        for actual in [expected, Self.changed(expected, seed: seed), Self.changed(expected, seed: seed, noisy: true), Self.nudged(expected), Self.shaded(expected)] {
            for rule in rules {
                for (before, after) in layouts {
                    let comparison = ImageComparator.compare(expected: expected, actual: actual, expectedLayout: before, actualLayout: after, rule: rule)
                    Self.expectSame(comparison, SwiftReferenceComparison.layoutRule(expected: expected, actual: actual, expectedLayout: before,
                                                                                   actualLayout: after, rule: rule))
                    passed = passed || (comparison.passed && actual != expected)
                    slightOverLimit = slightOverLimit || comparison.slightPixelsOverLimit != nil
                    inkDiffers = inkDiffers || !comparison.differingTextLines.isEmpty
                }
            }
        }
        // The pairs reach every outcome, or they would prove little.
        #expect(passed && slightOverLimit && inkDiffers)
    }

    @Test("a text line's ink, the commonest colour breaking ties by the smaller value, as in Swift")
    func ink() throws {
        var noise = Noise(state: 11)
        var image = RasterImage(width: 40, height: 30, fill: (255, 255, 255, 255))
        for y in 0..<30 { for x in 0..<40 {
            // Two colours in equal numbers on the left half: a tie.
            let tie: (UInt8, UInt8, UInt8, UInt8) = (x + y) % 2 == 0 ? (10, 20, 30, 255) : (10, 20, 29, 255)
            Self.set(&image, x, y, x < 20 ? tie : (UInt8(noise.next(4) * 60), UInt8(noise.next(3) * 100), 7, 255))
        } }
        let line = { (x: Double, y: Double, width: Double, height: Double) in
            LayoutDump.Line(text: "t", frame: Rect(x: x, y: y, width: width, height: height), font: "Lato-Regular", size: 4, color: "#000000")
        }
        for frame in [(0.0, 0.0, 20.0, 30.0), (2.0, 2.0, 6.0, 6.0), (15.5, 3.2, 10.0, 8.0), (30.0, 10.0, 20.0, 30.0), (0.0, 0.0, 0.0, 0.0), (-5.0, -5.0, 80.0, 80.0)] {
            let area = TextArea(line(frame.0, frame.1, frame.2, frame.3), scale: 1, margin: 0.3, width: 40, height: 30)
            #expect(ImageComparator.ink(image.rgba, area, width: 40) == SwiftReferenceComparison.ink(image.rgba, area, width: 40), "\(frame)")
        }
    }

    @Test("changed cells count the changed pixels in each frame as in Swift")
    func changedCells() {
        var noise = Noise(state: 5)
        let width = 50, height = 40
        let mask = (0..<(width * height)).map { _ in UInt8(noise.next(3)) }
        let frames = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 3.3, y: 7.7, width: 12.1, height: 5.5), Rect(x: 20, y: 20, width: 40, height: 40),
                      Rect(x: -4, y: -4, width: 8, height: 8), Rect(x: 30, y: 5, width: 0.2, height: 0.2), Rect(x: 40, y: 30, width: 0, height: 3)]
        let cells = frames.enumerated().map { LayoutDump.Box(id: "c\($0.offset)", role: .cell, frame: $0.element) }
        let before = LayoutDump(pages: [.init(width: 50, height: 40, boxes: cells)])
        for scale in [1.0, 0.8] {
            // Every cell removed: each is reported with its changed pixels, however few.
            let changes = ChangedCells.find(mask: mask, width: width, scale: scale, expected: before, actual: nil)
            let counted = Dictionary(uniqueKeysWithValues: changes.map { ($0.id, $0.pixels) })
            for (index, frame) in frames.enumerated() {
                #expect(counted["c\(index)"] == SwiftReferenceComparison.changedPixels(in: frame, mask: mask, width: width, scale: scale), "\(frame) at \(scale)")
            }
        }
    }

    @Test("the expected | diff | actual PNG is the panel image's PNG, to the byte")
    func triptychPNG() throws {
        let expected = Self.page(seed: 1), actual = Self.changed(expected, seed: 1, noisy: true)
        let comparison = try ImageComparator.compare(expected: expected, actual: actual, tolerance: .strict)
        #expect(TriptychImage.png(expected: expected, diff: comparison.diffImage, actual: actual)
                == TriptychImage.make(expected: expected, diff: comparison.diffImage, actual: actual).pngData())
        // Sizes differ: no diff, a white middle panel, grey below the shorter panels.
        let taller = Self.page(width: 50, height: 70, seed: 2)
        let png = TriptychImage.png(expected: expected, diff: nil, actual: taller)
        #expect(png == TriptychImage.make(expected: expected, diff: nil, actual: taller).pngData())
        // The PNG is opaque: the translucent patch decodes with alpha 255.
        var opaque = TriptychImage.make(expected: expected, diff: nil, actual: taller)
        for offset in stride(from: 3, to: opaque.rgba.count, by: 4) { opaque.rgba[offset] = 255 }
        #expect(RasterImage(png: png) == opaque)
    }
}
