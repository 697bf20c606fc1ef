import Foundation
import FormModel

/// Reads a user's JSON file through the project's one parser: syntax errors carry line and
/// column, and what the parser tolerates (trailing commas, repeated keys) becomes a warning on
/// the JSON path, prefixed with where the file sits (`values`, `templates/card.json`, …).
public enum JSONFile {
    /// The root of `data` as a node at `path` ("" for the form itself); `label` names the file in
    /// a syntax error. Throws only when the bytes are not JSON.
    public static func read(_ data: Data, path: String, label: String, log: DiagnosticLog) throws(DecodeFailure) -> JSONNode {
        var notes: [(path: String, message: String)] = []
        do {
            let value = try JSONValue.parse(data, notes: &notes)
            for note in notes { log.warn(join(path, note.path), note.message) }
            return JSONNode(value: value, path: path, log: log)
        } catch {
            if let advice = SwiftSourceHint.advice(for: data) { throw DecodeFailure("\(label): \(advice)") }
            throw DecodeFailure("\(label) is \(error)")
        }
    }

    /// `prefix` followed by a path inside the file, as `JSONNode` spells member and element paths.
    static func join(_ prefix: String, _ inner: String) -> String {
        if prefix.isEmpty { return inner }
        if inner.isEmpty || inner.hasPrefix("[") { return prefix + inner }
        return prefix + "." + inner
    }
}
