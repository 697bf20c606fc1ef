@testable import FormCairo
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("The twin's typing font: Helvetica for WinAnsi letters, a bundled font embedded whole for others")
struct TypingFontTests {
    /// One page whose only words are `label`, over a text field holding `value`.
    static func page(label: String, value: String? = nil) -> Page {
        let line = TextLine(text: label, origin: Point(x: 0, y: 0), width: 100, height: 12, font: FontRef("Liberation Sans", size: 11), color: .black)
        var field = LayoutBox(id: "a", role: .control, frame: Rect(x: 0, y: 20, width: 100, height: 20))
        field.field = FieldMark(kind: .text(maxLength: nil, comb: false, multiline: false), name: "a", tooltip: label, value: value)
        return Page(size: Size(width: 200, height: 200), background: .white,
                    boxes: [LayoutBox(id: "a", role: .title, frame: Rect(x: 0, y: 0, width: 100, height: 12), text: [line]), field])
    }

    @Test("only letters WinAnsi lacks count: Norwegian, the euro sign and arrows do not; Greek in a value does")
    func letters() {
        #expect(TypingFont.lettersBeyondWinAnsi(in: Self.page(label: "Bjørn Ærø Œuvre € → ≤ ✓")).isEmpty)
        #expect(TypingFont.lettersBeyondWinAnsi(in: Self.page(label: "Name", value: "Ωж")) == ["Ω", "ж"])
    }

    @Test("Latin keeps Helvetica; Greek and Cyrillic take Liberation Sans, Arabic DejaVu Sans, Chinese none")
    func choice() throws {
        let folder = try #require(FontDirectory.located)
        func letters(_ label: String) -> Set<Unicode.Scalar> { TypingFont.lettersBeyondWinAnsi(in: Self.page(label: label)) }
        #expect(TypingFont.face(for: letters("Navn på Bjørn"), fontFolder: folder) == nil)
        #expect(TypingFont.face(for: letters("Όνομα Имя"), fontFolder: folder)?.postScriptName == "LiberationSans")
        #expect(TypingFont.face(for: letters("Όνομα الاسم"), fontFolder: folder)?.postScriptName == "DejaVuSans")
        #expect(TypingFont.face(for: letters("東京"), fontFolder: folder) == nil)
        let face = try #require(TypingFont.face(for: letters("Имя"), fontFolder: folder))
        #expect(face.resourceName == "Wingdings")
        // Every character of Liberation Sans' map, each to its own glyph, spelled by /ToUnicode.
        #expect(face.glyphs.count == 2327 && face.glyphs.values.allSatisfy { $0.unicodeScalars.count == 1 })
        #expect(face.glyphs[face.characterMap["ж"]!] == "ж")
    }
}
