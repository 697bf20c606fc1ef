@testable import FormCairo
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("Measuring font maps lent and taken back: later layouts reuse loaded fonts, never two users at once")
struct FontMapPoolTests {
    @Test("a font map given back is lent again, and one in use is never lent twice")
    func lentAgain() throws {
        let fonts = try FontSystem()
        let first = fonts.makeThreadFontMap(reusable: true)
        let second = fonts.makeThreadFontMap(reusable: true)
        #expect(first.pointer != second.pointer)
        let pointer = first.pointer
        _ = consume first
        #expect(fonts.idleFontMapCount == 1)
        let third = fonts.makeThreadFontMap(reusable: true)
        #expect(third.pointer == pointer)
        #expect(fonts.idleFontMapCount == 0)
        // Drawing maps are never lent again: a finished document may still hold their fonts.
        let drawing = fonts.makeThreadFontMap()
        _ = consume drawing
        #expect(fonts.idleFontMapCount == 0)
        withExtendedLifetime(second) {}
        withExtendedLifetime(third) {}
    }

    @Test("at most maximumIdleFontMaps wait; the rest are freed")
    func bounded() throws {
        let fonts = try FontSystem()
        var maps = (0..<(FontSystem.maximumIdleFontMaps + 3)).map { _ in fonts.makeThreadFontMap(reusable: true) }
        #expect(Set(maps.map(\.pointer)).count == maps.count)
        maps.removeAll()
        #expect(fonts.idleFontMapCount == FontSystem.maximumIdleFontMaps)
    }

    @Test("measuring with a reused font map gives the fresh one's answers")
    func reusedMeasuresAlike() throws {
        let fonts = try FontSystem()
        let text = "Ønsker du å motta lønnsslipp elektronisk i stedet for på papir?"
        let font = FontRef("AvenirNext-DemiBold", size: 17)
        let fresh = PangoMeasurer(fonts: fonts).lines(text, font: font, width: 150, maxLines: 2)
        #expect(fonts.idleFontMapCount == 1)
        let reused = PangoMeasurer(fonts: fonts).lines(text, font: font, width: 150, maxLines: 2)
        #expect(reused == fresh)
        #expect(fresh.count == 2)
    }
}
