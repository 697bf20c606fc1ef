import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Facade: registries and structured errors")
struct FacadeErrorsTests {
    @Test("each format's descriptor names the skin its decoder gives the form", arguments: ["hyperoslo", "gigformulary", "formworks"])
    func defaultSkins(format: String) throws {
        let input = try #require(try Paths.inputs(format).first)
        let decoded = try FormDecoder.decode(Data(contentsOf: input.json))
        #expect(decoded.format.descriptor.name == format)
        #expect(decoded.form.defaultSkin == decoded.format.descriptor.defaultSkin)
        #expect(Skins.descriptor(named: decoded.format.descriptor.defaultSkin) != nil)
    }

    @Test("library errors carry the value and the allowed values, and name no CLI flag")
    func structuredErrors() throws {
        let form = try FormDecoder.decode(Data(#"[{"sections":[{"fields":[{"id":"a","type":"text"}]}]}]"#.utf8)).form
        #expect(throws: FormsetterError.widthOutOfRange(50, allowed: 100...10000)) {
            try sharedFormsetter.layout(form, options: .init(width: 50))
        }
        let tiny = PageSetup.paper(size: Size(width: 50, height: 400), margin: 18)
        #expect(throws: FormsetterError.pageSizeOutOfRange(Size(width: 50, height: 400), margin: 18, allowed: 100...14400)) {
            try sharedFormsetter.layout(form, options: .init(page: tiny))
        }
        #expect(throws: FormsetterError.unknownSkin("retro", available: Skins.names)) {
            try sharedFormsetter.layout(form, options: .init(skin: "retro"))
        }
        // Every skin offers the built-in palettes; an unknown one is still an error.
        #expect(throws: FormsetterError.unknownPalette("sepia", skin: "hyperoslo", available: ["light", "dark", "form"])) {
            try sharedFormsetter.layout(form, options: .init(skinOptions: SkinOptions(palette: "sepia")))
        }
        let result = try sharedFormsetter.layout(form, options: .init())
        #expect(throws: FormsetterError.scaleNotSupported(4, allowed: [1, 2, 3])) { try sharedFormsetter.render(result, as: .png(scale: 4)) }
        #expect(FormsetterError.widthOutOfRange(50, allowed: 100...10000).description == "width 50 is outside 100…10000 points")
        #expect(RenderError.imageTooLarge(width: 800, height: 40000, limit: 32767).description
            == "a PNG of 800 × 40000 px is larger than cairo's limit of 32767 px; split it into paper pages or use a smaller scale")
    }

    @Test("font notes are reported for every form a long-lived Formsetter lays out")
    func fontNotesPerCall() throws {
        let formsetter = try Formsetter()
        let json = Data(#"[{"title":"G","sections":[{"fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8)
        for _ in 0..<2 {
            let result = try formsetter.layout(json, options: .init())
            #expect(result.diagnostics.contains { $0.message.contains("AvenirNext-DemiBold") })
        }
    }
}
