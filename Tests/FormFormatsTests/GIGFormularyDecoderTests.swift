import FormFormats
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("GIGFormulary decoder: links, the legacy format, values, bad input, the errors sidecar")
struct GIGFormularyDecoderTests {
    @Test("{* link *} markup: markers stripped, the link text is the key, first occurrence")
    func linkMarkup() throws {
        let json = #"{"fields":[{"key":"i","type":"index","label":"Lee la {* política *} y la {* política *}."}]}"#
        let form = try FormDecoder.decode(Data(json.utf8)).form
        let label = try #require(form.allCells.first?.label)
        #expect(label.text == "Lee la política y la política.")
        #expect(label.links.map(\.target) == ["política", "política"])
        #expect(label.links.map(\.range) == [7..<15, 7..<15])
    }

    @Test("the legacy flat format and a bare array: mandatory from \"mandatory\": true")
    func legacyFormat() throws {
        let json = #"[{"key":"n","type":"text","label":"Nom","mandatory":true,"validator":"lengthText","minLength":3},{"key":"e","type":"text","validator":"email"}]"#
        let form = try FormDecoder.decode(Data(json.utf8)).form
        #expect(form.allCells.map(\.state.required) == [true, false])
    }

    @Test("values (populateData): text, picker key, date, boolean; the picker shows the first option otherwise")
    func values() throws {
        let json = #"{"fields":[{"key":"t","type":"text"},{"key":"p","type":"picker","listOptions":[{"key":"k0","value":"Zero"},{"key":"k1","value":"One"}]},{"key":"q","type":"picker","listOptions":[{"key":"k0","value":"Zero"}]},{"key":"d","type":"datePicker"},{"key":"b","type":"boolean"}]}"#
        let decoded = try FormDecoder.decode(Data(json.utf8), values: Data(#"{"t":"Hola","p":"k1","d":"14/02/1990","b":true}"#.utf8))
        let expected: [CellValue] = [.text("Hola"), .option(1), .option(0), .text("14/02/1990"), .toggle(true)]
        #expect(decoded.form.allCells.map(\.value) == expected)
    }

    @Test("bad input: unknown types and broken pickers are skipped with their JSON path", arguments: [
        (#"{"fields":[{"key":"a","type":"slider"}]}"#, "fields[0].type"),
        (#"{"fields":[{"key":"a","type":"picker","listOptions":[]}]}"#, "fields[0].listOptions"),
        (#"{"fields":[{"key":"a","type":"picker","listOptions":[{"key":"x"}]}]}"#, "fields[0].listOptions[0]"),
        (#"{"fields":[{"type":"text"}]}"#, "fields[0]"),
        (#"{"fields":[{"key":"a","type":"text","style":{"titleColor":"red"}}]}"#, "fields[0].style.titleColor"),
        (#"{"fields":[{"key":"a","type":"text","style":{"styleCell":"line "}}]}"#, "fields[0].style.styleCell"),
    ])
    func badInput(json: String, path: String) throws {
        let decoded = try FormDecoder.decode(Data(json.utf8))
        #expect(decoded.diagnostics.contains { $0.path == path }, "\(decoded.diagnostics)")
    }

    @Test("errors sidecar: unknown keys and non-string messages are reported")
    func errorsSidecar() throws {
        let decoded = try FormDecoder.decode(Data(SampleForms.gigformularyThreeFields.utf8), errors: Data(#"{"a":"Bad","zz":"x","b":3}"#.utf8))
        #expect(decoded.form.allCells[0].state.error == "Bad")
        #expect(decoded.diagnostics.map(\.path).sorted() == ["errors.b", "errors.zz"])
    }
}
