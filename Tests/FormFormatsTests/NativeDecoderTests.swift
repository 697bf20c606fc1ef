import FormFormats
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("Native format: bad input becomes diagnostics; the JSON Schema rejects what the format forbids")
struct NativeDecoderTests {
    @Test("bad native input gives diagnostics with paths, never a crash")
    func badInput() throws {
        let json = ##"{"format":"formsetter","groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"slider","width":-3,"style":{"fill":"#XYZ","alignment":"middle"},"value":{"option":-1},"label":{"text":"ab","links":[{"start":1,"end":9,"target":"x"}]}}]}]}]}"##
        let decoded = try FormDecoder.decode(Data(json.utf8))
        let paths = Set(decoded.diagnostics.map(\.path))
        for path in ["groups[0].sections[0].cells[0].kind", "groups[0].sections[0].cells[0].width", "groups[0].sections[0].cells[0].style.fill",
                     "groups[0].sections[0].cells[0].style.alignment", "groups[0].sections[0].cells[0].value", "groups[0].sections[0].cells[0].label.links[0]"] {
            #expect(paths.contains(path), "\(path) in \(paths)")
        }
    }

    @Test("a huge option index in a native form is a diagnostic, not a crash")
    func hugeOptionIndex() throws {
        let json = #"{"format":"formsetter","version":1,"groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"select","options":["x"],"value":{"option":1e19}}]}]}]}"#
        let decoded = try FormDecoder.decode(Data(json.utf8))
        #expect(decoded.form.allCells[0].value == .empty)
        #expect(decoded.diagnostics.map(\.path) == ["groups[0].sections[0].cells[0].value"])
    }

    @Test("the schema rejects what the format forbids")
    func schemaRejects() throws {
        let schema = Paths.root.appendingPathComponent("Schemas/formsetter-form.schema.json")
        let bad = #"{"format":"formsetter","groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"slider","width":150}]}]}]}"#
        let script = "import json,sys,jsonschema\nv=jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))\nprint(len(list(v.iter_errors(json.loads(sys.argv[2])))))"
        let (status, text) = try runPython(["-c", script, schema.path, bad])
        #expect(status == 0, "\(text)")
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
    }
}
