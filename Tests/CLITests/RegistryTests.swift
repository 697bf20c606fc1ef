import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Registries: formats and skins drive decoding, help, validation and sidecars")
struct RegistryTests {
    @Test("each format's descriptor names the skin its decoder gives the form", arguments: ["hyperoslo", "gigformulary", "formworks"])
    func defaultSkins(format: String) throws {
        let input = try #require(try Paths.inputs(format).first)
        let decoded = try FormDecoder.decode(Data(contentsOf: input.json))
        #expect(decoded.format.descriptor.name == format)
        #expect(decoded.form.defaultSkin == decoded.format.descriptor.defaultSkin)
        #expect(Skins.descriptor(named: decoded.format.descriptor.defaultSkin) != nil)
    }

    @Test("detection tries the formats in registry order and names each in its error")
    func detectionOrder() throws {
        #expect(FormatRegistry.all.map(\.name) == ["native", "hyperoslo", "gigformulary", "formworks"])
        #expect(throws: DecodeFailure.self) { try FormDecoder.decode(Data(#"{"x": 1}"#.utf8)) }
        do {
            _ = try FormDecoder.decode(Data(#"{"x": 1}"#.utf8))
        } catch {
            #expect(error.description.hasPrefix("unrecognised form format; tried native: "))
            #expect(FormatRegistry.all.allSatisfy { error.description.contains("\($0.name): ") })
        }
    }

    @Test("sidecars: values or answers and errors beside a form; variants are not forms")
    func sidecars() throws {
        #expect(FormatRegistry.sidecarSuffixes == [".values.json", ".answers.json", ".errors.json"])
        #expect(FormatRegistry.isSidecar("a.values.json"))
        #expect(FormatRegistry.isSidecar("a.answers-valid.json"))
        #expect(FormatRegistry.isSidecar("a.errors.json"))
        #expect(!FormatRegistry.isSidecar("a.json"))
        #expect(!FormatRegistry.isSidecar("values.json"))
        #expect(FormatRegistry.isSidecar("a.output-long.json"))
        let formworks = Paths.fixture("formworks/aviso-sinistro-residencial-pt.json")
        #expect(FormatRegistry.sidecars(of: formworks).values?.lastPathComponent == "aviso-sinistro-residencial-pt.answers.json")
        #expect(FormatRegistry.sidecars(of: formworks).errors == nil)
        let gig = Paths.fixture("gigformulary/seed-readme-text.json")
        #expect(FormatRegistry.sidecars(of: gig).values?.lastPathComponent == "seed-readme-text.values.json")
        #expect(FormatRegistry.sidecars(of: gig).errors?.lastPathComponent == "seed-readme-text.errors.json")
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

    @Test("the CLI words library errors as its flags, exit 64; help lists the registries")
    func cliWording() throws {
        let form = Data(#"{"components":[{"text":{"id":"a","title":"A"}}]}"#.utf8)
        let palette = try runCLI(["layout", "-", "--palette", "sepia"], stdin: form)
        #expect(palette.status == 64)
        #expect(palette.stderr == "error: --palette must be light, dark, form for the formworks skin, not \"sepia\"\n")
        let otherSkin = try runCLI(["layout", "-", "--skin", "hyperoslo", "--palette", "sepia"], stdin: form)
        #expect(otherSkin.status == 64)
        #expect(otherSkin.stderr == "error: --palette must be light, dark, form for the hyperoslo skin, not \"sepia\"\n")
        let width = try runCLI(["layout", "-", "--width", "50"], stdin: form)
        #expect(width.status == 64)
        #expect(width.stderr == "error: --width must be between 100 and 10000 points\n")
        let skin = try runCLI(["layout", "-", "--skin", "retro"], stdin: form)
        #expect(skin.status == 64)
        #expect(skin.stderr == "error: unknown --skin \"retro\"; available: \(Skins.names.joined(separator: ", "))\n")
        let page = try runCLI(["layout", "-", "--page", "20x400"], stdin: form)
        #expect(page.status == 64)
        #expect(page.stderr == "error: --page must be screen, a4, letter or WxH in points (100–14400 each), not \"20x400\"\n")
        let help = try runCLI(["render", "--help"])
        for name in Skins.names + FormatRegistry.all.map(\.name) + FormworksPalette.names {
            #expect(help.output.contains(name))
        }
    }
}
