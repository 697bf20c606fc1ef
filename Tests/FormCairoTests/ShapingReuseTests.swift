@testable import FormCairo
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("Text shaped once: repeated measurements and drawn lines reuse the first shaping")
struct ShapingReuseTests {
    static let text = "Ønsker du å motta lønnsslipp elektronisk i stedet for på papir?"
    static let small = FontRef("system", size: 15), large = FontRef("system", size: 30)

    /// A measurer with a workspace of its own, so no answer of another measurer is in it.
    static func fresh() -> PangoMeasurer { PangoMeasurer(fonts: sharedFormsetter.fonts, windowBytes: 256) }

    @Test("a text measured again in another font, width or line limit gets its own answer, equal to a fresh measurer's")
    func measurementsKeyedByEverything() {
        let measurer = PangoMeasurer(fonts: sharedFormsetter.fonts)
        let asks: [(FontRef, Double?, Int?)] = [(Self.small, nil, nil), (Self.large, nil, nil), (Self.small, 120, nil), (Self.small, 120, 2)]
        let answers = asks.map { measurer.lines(Self.text, font: $0.0, width: $0.1, maxLines: $0.2) }
        #expect(answers[1][0].width > answers[0][0].width * 1.8)
        #expect(answers[2].count > 2)
        #expect(answers[3].count == 2)
        for (ask, answer) in zip(asks, answers) {
            #expect(measurer.lines(Self.text, font: ask.0, width: ask.1, maxLines: ask.2) == answer)
            #expect(Self.fresh().lines(Self.text, font: ask.0, width: ask.1, maxLines: ask.2) == answer)
        }
    }

    @Test("past the bound the remembered answers are dropped and texts are measured again, the same")
    func measurementsPastTheBound() {
        let measurer = PangoMeasurer(fonts: sharedFormsetter.fonts)
        let first = measurer.lines(Self.text, font: Self.small, width: 200, maxLines: nil)
        for index in 0...MeasuringWorkspace.maximumMeasurements { _ = measurer.lines("Felt \(index)", font: Self.small, width: nil, maxLines: nil) }
        #expect(measurer.lines(Self.text, font: Self.small, width: 200, maxLines: nil) == first)
    }

    func line(_ text: String, _ font: FontRef, x: Double = 10, y: Double) -> TextLine {
        TextLine(text: text, origin: Point(x: x, y: y), width: 90, height: font.size * 1.3, font: font, color: .black)
    }

    func png(_ lines: [TextLine], height: Double) throws -> Data {
        let page = Page(size: Size(width: 400, height: height), background: .white,
                        boxes: [LayoutBox(id: nil, role: .title, frame: Rect(x: 0, y: 0, width: 400, height: height), text: lines)])
        return try PageRenderer(fonts: sharedFormsetter.fonts).png(page, scale: 1)
    }

    @Test("the same text drawn in two fonts keeps each font, whichever comes first")
    func drawnLinesKeyedByFont() throws {
        let smallFirst = try png([line("Navn", Self.small, y: 10), line("Navn", Self.large, y: 60)], height: 120)
        let largeFirst = try png([line("Navn", Self.large, y: 60), line("Navn", Self.small, y: 10)], height: 120)
        let smallOnly = try png([line("Navn", Self.small, y: 10)], height: 120)
        #expect(smallFirst == largeFirst)
        #expect(smallFirst != smallOnly)
    }

    @Test("a page with more distinct lines than are kept draws them all, the same in either order")
    func drawnLinesPastTheBound() throws {
        let count = PaintingWorkspace.maximumShapedLines + 40
        let tiny = FontRef("system", size: 8)
        // Four columns, no two lines overlapping, so the order of drawing cannot change a pixel.
        let grid = (0..<count).map { line("Felt \($0)", tiny, x: Double($0 % 4) * 100, y: Double($0 / 4) * 11) }
        let lines = grid + [line("Felt 0", tiny, x: 0, y: 0)]
        let height = Double(count / 4 + 1) * 11
        #expect(try png(lines, height: height) == png(lines.reversed(), height: height))
    }

    @Test("canonically equivalent texts (one precomposed, one decomposed) are measured and drawn each as written",
          arguments: [("\u{AC00}", "\u{1100}\u{1161}"), ("Caf\u{E9}", "Cafe\u{301}"), ("\u{C5}ngstr\u{F6}m", "\u{212B}ngstr\u{F6}m")])
    func equivalentTextsKeptApart(pair: (String, String)) throws {
        #expect(pair.0 == pair.1)  // equal as Swift strings, so a String key would mix them up
        let measurer = PangoMeasurer(fonts: sharedFormsetter.fonts)
        for (first, second) in [pair, (pair.1, pair.0)] {
            _ = measurer.lines(first, font: Self.small, width: nil, maxLines: nil)
            let answer = measurer.lines(second, font: Self.small, width: nil, maxLines: nil)
            #expect(answer == Self.fresh().lines(second, font: Self.small, width: nil, maxLines: nil))
            #expect(answer.first.map { Array($0.text.utf8) } == Array(second.utf8))
        }
        let one = line(pair.0, Self.large, y: 10), other = line(pair.1, Self.large, x: 200, y: 10)
        #expect(try png([one, other], height: 60) == png([other, one], height: 60))
    }
}
