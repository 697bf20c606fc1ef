import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Registries through the CLI: library errors worded as flags, help lists formats, skins and palettes")
struct RegistryTests {

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
        #expect(page.stderr == "error: --page must be screen, a3, a4, a5, letter, legal, tabloid or WxH in points (100–14400 each), not \"20x400\"\n")
        let help = try runCLI(["render", "--help"])
        for name in Skins.names + FormatRegistry.all.map(\.name) + FormworksPalette.names {
            #expect(help.output.contains(name))
        }
    }
}
