import FormFormats
import Foundation
import Formsetter
import Testing

/// The warning `--strict` fails a form for is the one every decoder gives for a key naming nothing.
@Test("each format's unknown values or answers key is recognised as one, and nothing else is", arguments: [
    (#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"a","title":"A","type":"text"}]}]}]"#, "values.nope"),
    (#"{"fields":[{"key":"a","type":"text","label":"A"}]}"#, "values.nope"),
    (#"{"components":[{"text":{"id":"a","title":"A"}}]}"#, "answers.nope"),
])
func unknownValueKeyRecognised(form: String, path: String) throws {
    let decoded = try Formsetter.decode(Data(form.utf8), options: .init(values: Data(#"{"nope":"x","a":"y"}"#.utf8)))
    #expect(decoded.diagnostics.filter(UnknownValueKey.matches).map(\.path) == [path])
}
