@testable import FormCairo
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("Pango measurer: link rectangles")
struct PangoMeasurerTests {
    @Test("link rectangles cover the link's characters on a line that starts with spaces (Pango)")
    func leadingSpaces() throws {
        let measurer = PangoMeasurer(fonts: sharedFormsetter.fonts)
        let style = ParagraphStyle(font: FontRef("system", size: 15), color: .black)
        let spaced = measurer.paragraph(RichText("  Read terms", links: [.init(range: 7..<12, target: "t")]), style: style, origin: Point(x: 0, y: 0), width: 300)
        let plain = measurer.paragraph(RichText("Read terms", links: [.init(range: 5..<10, target: "t")]), style: style, origin: Point(x: 0, y: 0), width: 300)
        let a = try #require(spaced.links.first?.rects.first), b = try #require(plain.links.first?.rects.first)
        #expect(abs(a.width - b.width) < 0.01)
        #expect(a.x > b.x)
    }

    @Test("long texts broken a window at a time give Pango's own lines: words, one long word, paragraphs, scripts")
    func windowedBreaking() {
        let windowed = PangoMeasurer(fonts: sharedFormsetter.fonts, windowBytes: 300)
        let whole = PangoMeasurer(fonts: sharedFormsetter.fonts, windowBytes: .max)
        let words = (0..<400).map { "word\($0 % 17)" + String(repeating: "x", count: $0 % 9) }.joined(separator: " ")
        let texts = [
            words,
            String(repeating: "a", count: 3_000),
            "Lead in " + String(repeating: "b", count: 2_000) + " and out " + words.prefix(900),
            (0..<60).map { "Paragraph \($0) " + String(repeating: "é", count: $0 * 7) }.joined(separator: "\n"),
            String(repeating: "Νίκος Παπαδόπουλος — Никита 東京都千代田区 e\u{301}\u{302} ", count: 40),
        ]
        let font = FontRef("system", size: 15)
        for text in texts {
            for width in [40.0, 120, 375] {
                let a = windowed.lines(text, font: font, width: width, maxLines: nil)
                let b = whole.lines(text, font: font, width: width, maxLines: nil)
                #expect(a.count > 3)
                #expect(a == b, "width \(width), text \(text.prefix(30))…")
            }
        }
    }
}
