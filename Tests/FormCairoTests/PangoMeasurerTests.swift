import FormCairo
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
}
