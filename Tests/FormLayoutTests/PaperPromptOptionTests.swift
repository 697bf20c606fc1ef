import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper never prints a prompt option (\"Select…\") as an answer; its text heads the list")
struct PaperPromptOptionTests {
    static func optionTexts(_ tree: LayoutTree, _ id: String) -> [String] {
        tree.pages.flatMap(\.boxes).filter { $0.id == id && $0.role == .value }.flatMap(\.text).map(\.text)
    }

    static func layout(_ form: Form) -> LayoutTree {
        LayoutEngine(skin: PaperSkin(), measurer: FixedAdvanceMeasurer()).layout(form, page: .a4)
    }

    @Test("GIGFormulary KeyNoSelected and a hyperoslo option without an id are prompts; paper leaves them out and keeps the chosen option")
    func promptsLeftOut() throws {
        let gig = #"{"fields":[{"key":"kind","type":"picker","label":"Tipo","listOptions":[{"key":"KeyNoSelected","value":"Selecciona"},{"key":"agua","value":"Agua"},{"key":"fuego","value":"Fuego"}],"value":"fuego"}]}"#
        let gigForm = try FormDecoder.decode(Data(gig.utf8)).form
        #expect(gigForm.allCells[0].promptOption == 0)
        let tree = Self.layout(gigForm)
        #expect(Self.optionTexts(tree, "kind") == ["Selecciona", "Agua", "Fuego"])
        var paper = gigForm.allCells[0]
        PaperSkin.dropPromptOption(of: &paper)
        #expect(paper.options == ["Agua", "Fuego"])
        #expect(paper.value == .option(1))
        #expect(paper.detail == RichText("Selecciona"))

        let hyperoslo = #"[{"id":"g","sections":[{"id":"s","fields":[{"id":"size","title":"Size","type":"select","values":[{"title":"Choose a size"},{"id":"s","title":"Small"}]}]}]}]"#
        let hyperosloForm = try FormDecoder.decode(Data(hyperoslo.utf8)).form
        #expect(hyperosloForm.allCells[0].promptOption == 0)
        #expect(Self.optionTexts(Self.layout(hyperosloForm), "size") == ["Choose a size", "Small"])
    }

    @Test("the prompt follows the cell's own note; a prompt that is the only option is no instruction")
    func instruction() {
        var noted = Cell(id: "kind", kind: .select, label: "Kind", detail: "As on the policy.", options: ["Choose one", "A", "B"])
        noted.promptOption = 0
        PaperSkin.dropPromptOption(of: &noted)
        #expect(noted.detail == RichText("As on the policy. Choose one"))
        var empty = Cell(id: "none", kind: .select, label: "None", options: ["Nessun valore"])
        empty.promptOption = 0
        PaperSkin.dropPromptOption(of: &empty)
        #expect(empty.options.isEmpty)
        #expect(empty.detail == nil)
    }

    @Test("the native format keeps the prompt option; an index outside the options is diagnosed at its path")
    func native() throws {
        var cell = Cell(id: "kind", kind: .select, label: "Kind", options: ["Choose", "A"])
        cell.promptOption = 0
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [cell])])], defaultSkin: "paper")
        let json = NativeEncoder.encode(form)
        #expect(json.contains(#""promptOption": 0"#))
        #expect(try FormDecoder.decode(Data(json.utf8)).form.allCells[0].promptOption == 0)
        let bad = json.replacingOccurrences(of: #""promptOption": 0"#, with: #""promptOption": 5"#)
        let decoded = try FormDecoder.decode(Data(bad.utf8))
        #expect(decoded.form.allCells[0].promptOption == nil)
        #expect(decoded.diagnostics.contains { $0.path == "groups[0].sections[0].cells[0].promptOption" })
    }
}
