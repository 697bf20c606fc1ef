import FormCairo
import Foundation
import FormSnapshot
import Formsetter
import TestSupport
import Testing

/// `.portable`, the default comparison, against a committed reference recorded on cairo 1.16:
/// on the Debian 13 lane this is a reference from another library set. It accepts the
/// rendering noise between the lines and fails every change a user makes.
@Suite("Portable comparison: the same form passes on any cairo, a real change fails")
struct PortableComparisonTests {
    static let reference = Paths.snapshots.appendingPathComponent("hyperoslo/employee-onboarding-screen-with-values.png")
    static let form = Paths.fixture("hyperoslo/ansatt-nb.json")
    static let values = Paths.fixture("hyperoslo/ansatt-nb.values.json")

    /// The reference's form laid out as `SnapshotTests` does, with `json` and `values` changed as given.
    static func layout(json: (String) -> String = { $0 }, values: (String) -> String = { $0 }) throws -> Formsetter.Result {
        let subject = SnapshotSubject.json(Data(json(try String(contentsOf: form, encoding: .utf8)).utf8),
                                           values: Data(values(try String(contentsOf: Self.values, encoding: .utf8)).utf8), errors: nil)
        return try subject.layout(with: sharedFormsetter, width: 768, skin: nil, page: nil)
    }

    static func compare(_ result: Formsetter.Result) throws -> ImageComparison {
        let actual = try SnapshotPNG.render(result, with: sharedFormsetter, scale: 1)
        return try #require(try ImageComparator.compare(expectedPNG: try Data(contentsOf: reference), actualPNG: actual, tolerance: .portable)).comparison
    }

    /// The index of the first box of `id` in `role`.
    static func box(_ id: String, _ role: BoxRole, in result: Formsetter.Result) throws -> Int {
        try #require(result.tree.pages[0].boxes.firstIndex { $0.id == id && $0.role == role })
    }

    @Test("the unchanged form matches its reference on the cairo in use")
    func unchangedMatches() throws {
        let comparison = try Self.compare(try Self.layout())
        #expect(comparison.passed, "cairo \(LibraryVersions.cairo): \(comparison.summary)")
    }

    @Test("one word of a group title changed fails, naming the layout line")
    func titleWordFails() throws {
        let comparison = try Self.compare(try Self.layout(json: { $0.replacingOccurrences(of: "\"Personalia\"", with: "\"Personopplysninger\"") }))
        #expect(!comparison.passed)
        #expect(comparison.layoutDifference?.contains("Personopplysninger") == true, "\(comparison.summary)")
    }

    @Test("a changed value fails")
    func valueFails() throws {
        let comparison = try Self.compare(try Self.layout(values: { $0.replacingOccurrences(of: "\"Åse\"", with: "\"Åsa\"") }))
        #expect(!comparison.passed)
        #expect(comparison.layoutDifference?.contains("Åsa") == true, "\(comparison.summary)")
    }

    @Test("a field moved by 1 pt fails: its frame and its pixels differ")
    func onePointMoveFails() throws {
        var result = try Self.layout()
        let index = try Self.box("fornavn", .control, in: result)
        result.tree.pages[0].boxes[index].frame.x += 1
        let comparison = try Self.compare(result)
        #expect(!comparison.passed)
        #expect(comparison.layoutDifference != nil)
        #expect(comparison.differentPixels > 0)
    }

    @Test("a fill colour changed by less than the pixel noise allows fails by the layout's paint")
    func subtleFillColourFails() throws {
        var result = try Self.layout()
        let index = try Self.box("fornavn", .control, in: result)
        let fill = try #require(result.tree.pages[0].boxes[index].paint?.fill)
        result.tree.pages[0].boxes[index].paint?.fill = Color(red: fill.red, green: max(0, fill.green - 8.0 / 255), blue: fill.blue)
        let comparison = try Self.compare(result)
        #expect(!comparison.passed)
        #expect(comparison.layoutDifference?.contains("\"paint\"") == true, "\(comparison.summary)")
        #expect(comparison.differentPixels == 0)
    }

    @Test("a clearly changed fill colour fails by its pixels too")
    func fillColourFailsByPixels() throws {
        var result = try Self.layout()
        let index = try Self.box("fornavn", .control, in: result)
        result.tree.pages[0].boxes[index].paint?.fill = Color(rgb: 0xC0E0FF)
        let comparison = try Self.compare(result)
        #expect(!comparison.passed)
        #expect(comparison.differentPixels > 1_000)
    }

    @Test("text drawn without its glyphs (same layout) fails by the line's ink")
    func missingInkFails() throws {
        let result = try Self.layout()
        var blanked = result
        let index = try Self.box("fornavn", .value, in: result)
        blanked.tree.pages[0].boxes[index].text = []
        let png = try sharedFormsetter.render(blanked, as: .png, scale: 1)[0]
        // The layout of the full form, the pixels of the form whose value was not drawn.
        let actual = SnapshotPNG.attaching(LayoutDump(result.tree).json, to: png)
        let comparison = try #require(try ImageComparator.compare(expectedPNG: try Data(contentsOf: Self.reference), actualPNG: actual, tolerance: .portable)).comparison
        #expect(!comparison.passed)
        #expect(comparison.differingTextLines == ["Åse"])
    }
}

@Suite("Portable comparison: the rule on made-up images")
struct LayoutRuleTests {
    /// A 400 × 200 pt white page at scale 1 (80,000 pixels: 80 may differ slightly outside text)
    /// with one text line "ab" at (10, 5), 20 × 10 pt.
    static let layout = LayoutDump(pages: [.init(width: 400, height: 200, boxes: [
        .init(id: "a", role: .value, frame: Rect(x: 0, y: 0, width: 400, height: 200),
              text: [.init(text: "ab", frame: Rect(x: 10, y: 5, width: 20, height: 10), font: "Lato-Regular", size: 10, color: "#000000")]),
    ])]).json

    static func image(_ paint: (inout RasterImage) -> Void = { _ in }) -> RasterImage {
        var image = RasterImage(width: 400, height: 200, fill: (255, 255, 255, 255))
        // "Ink" of the text line.
        for y in 8...11 { for x in 12...27 { set(&image, x, y, 0) } }
        paint(&image)
        return image
    }

    static func set(_ image: inout RasterImage, _ x: Int, _ y: Int, _ value: UInt8) {
        let offset = (y * image.width + x) * 4
        image.rgba[offset] = value; image.rgba[offset + 1] = value; image.rgba[offset + 2] = value
    }

    static func compare(_ actual: RasterImage, layout: String = layout) -> ImageComparison {
        ImageComparator.compare(expected: image(), actual: actual, expectedLayout: Self.layout, actualLayout: layout, rule: LayoutRule())
    }

    @Test("outside text a pixel may differ by up to 32 of 255; 33 fails")
    func pixelNoise() {
        #expect(Self.compare(Self.image { Self.set(&$0, 1, 1, 255 - 32) }).passed)
        let failed = Self.compare(Self.image { Self.set(&$0, 1, 1, 255 - 33) })
        #expect(!failed.passed)
        #expect(failed.differentPixels == 1)
    }

    @Test("outside text at most 0.1 % of the pixels may differ slightly: a box painted a shade darker fails")
    func slightDifferencesAreCounted() {
        let stroke = Self.compare(Self.image { image in for x in 100..<180 { Self.set(&image, x, 100, 245) } })
        #expect(stroke.passed, "\(stroke.summary)")
        let box = Self.compare(Self.image { image in for y in 100..<110 { for x in 100..<110 { Self.set(&image, x, y, 238) } } })
        #expect(!box.passed)
        #expect(box.differentPixels == 0)
        #expect(box.slightPixelsOverLimit?.count == 100 && box.slightPixelsOverLimit?.allowed == 80)
    }

    @Test("a reference whose layout holds absurd numbers fails by its layout, without trapping or working long")
    func hostileReferenceLayout() {
        let hostile = Self.layout.replacingOccurrences(of: "\"x\":10", with: "\"x\":1e300")
        let comparison = ImageComparator.compare(expected: Self.image(), actual: Self.image(), expectedLayout: hostile, actualLayout: Self.layout, rule: LayoutRule())
        #expect(!comparison.passed)
        #expect(comparison.layoutDifference != nil)
    }

    @Test("inside a text line's box glyphs may move; ink within 15 % passes, more fails")
    func textInk() {
        // The same ink one pixel to the right: every pixel at the edges differs by 255.
        let moved = Self.compare(Self.image { image in
            for y in 8...11 { Self.set(&image, 12, y, 255); Self.set(&image, 28, y, 0) }
        })
        #expect(moved.passed, "\(moved.summary)")
        // A quarter of the ink gone.
        let faded = Self.compare(Self.image { image in for y in 8...11 { for x in 12...15 { Self.set(&image, x, y, 255) } } })
        #expect(!faded.passed)
        #expect(faded.differingTextLines == ["ab"])
    }

    @Test("any difference in the layouts fails, though the pixels are equal")
    func layoutDifference() {
        let other = Self.layout.replacingOccurrences(of: "\"ab\"", with: "\"ac\"")
        let comparison = Self.compare(Self.image(), layout: other)
        #expect(!comparison.passed)
        #expect(comparison.layoutDifference?.hasPrefix("layout differs at line 3:") == true)
    }

    @Test("a reference without a layout is compared exactly, and the message says so")
    func noLayoutFallsBackToStrict() throws {
        let plain = Self.image().pngData()
        let withLayout = SnapshotPNG.attaching(Self.layout, to: Self.image { Self.set(&$0, 1, 1, 250) }.pngData())
        let comparison = try #require(try ImageComparator.compare(expectedPNG: plain, actualPNG: withLayout, tolerance: .portable)).comparison
        #expect(!comparison.passed)
        #expect(comparison.summary.hasSuffix("the reference carries no layout (recorded before layouts were stored in snapshot PNGs): compared exactly; record it again"))
    }
}

@Suite("PNG text chunks")
struct PNGTextChunkTests {
    @Test("a chunk reads back; the image decodes to the same pixels")
    func roundTrip() throws {
        let png = RasterImage(width: 3, height: 2, fill: (10, 20, 30, 255)).pngData()
        let text = String(repeating: "Åse Bjørnstad ✓ ", count: 500)
        let tagged = try #require(PNGTextChunk.attaching(text, keyword: "formsetter-layout", to: png))
        #expect(PNGTextChunk.text(keyword: "formsetter-layout", in: tagged) == text)
        #expect(PNGTextChunk.text(keyword: "other", in: tagged) == nil)
        #expect(RasterImage(png: tagged) == RasterImage(png: png))
    }

    @Test("a chunk with a wrong CRC, or one that inflates past the limit, is not read")
    func damagedOrTooLarge() throws {
        let png = RasterImage(width: 1, height: 1, fill: (0, 0, 0, 255)).pngData()
        var tagged = [UInt8](try #require(PNGTextChunk.attaching("layout", keyword: "k", to: png)))
        tagged[33 + 8 + 3] ^= 0xFF  // a byte of the chunk's data
        #expect(PNGTextChunk.text(keyword: "k", in: Data(tagged)) == nil)
        // 17 MiB of spaces compress to a few KB.
        let bomb = try #require(PNGTextChunk.attaching(String(repeating: " ", count: 17 << 20), keyword: "k", to: png))
        #expect(bomb.count < 100_000)
        #expect(PNGTextChunk.text(keyword: "k", in: bomb) == nil)
    }
}
