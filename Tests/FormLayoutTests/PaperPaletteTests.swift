import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper ignores screen palettes")
struct PaperPaletteTests {
    @Test("--palette dark on paper lays out exactly as light, on white, with one note")
    func darkPalette() throws {
        let data = try Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.json"))
        var options = Formsetter.Options(skin: "paper", page: .a4)
        let light = try sharedFormsetter.layout(data, options: options)
        options.skinOptions.palette = "dark"
        let dark = try sharedFormsetter.layout(data, options: options)
        #expect(dark.tree == light.tree)
        #expect(dark.tree.pages.allSatisfy { $0.background == Color(red: 1, green: 1, blue: 1) })
        let notes = dark.diagnostics.filter { $0.message.contains("--palette") }
        #expect(notes == [Diagnostic(.note, path: "", "the paper look prints on white with dark ink; --palette dark is not applied")])
        #expect(!light.diagnostics.contains { $0.message.contains("--palette") })
    }
}
