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
        } catch { throw failure(error, in: data, label: label) }
    }

    /// The form `data` as a document its decoder may take apart; the elements of the root's
    /// array `deferring` (when given) are built one at a time as they are taken.
    static func readDocument(_ data: consuming Data, deferring key: String?, label: String, log: DiagnosticLog) throws(DecodeFailure) -> JSONDocument {
        guard let key else { return JSONDocument(try read(data, path: "", label: label, log: log).value, log: log) }
        var notes: [(path: String, message: String)] = []
        do {
            let (root, ranges) = try JSONValue.parse(data, deferring: key, notes: &notes)
            for note in notes { log.warn(note.path, note.message) }
            guard let ranges else { return JSONDocument(root, log: log) }
            return JSONDocument(root, deferred: DeferredElements(data: data, key: key, ranges: ranges, label: label), log: log)
        } catch { throw failure(error, in: data, label: label) }
    }

    /// How a syntax error in the file called `label` is reported; Swift source gets advice instead.
    static func failure(_ error: JSONSyntaxError, in data: Data, label: String) -> DecodeFailure {
        if let encoding = SwiftSourceHint.unicodeEncoding(of: data) {
            return DecodeFailure("\(label) is \(encoding) text, which is not read; save it as UTF-8")
        }
        if SwiftSourceHint.isJSONWithComments(data) {
            return DecodeFailure("\(label) is not valid JSON: it has comments (// or /* */), which JSON does not allow; remove them")
        }
        if let advice = SwiftSourceHint.advice(for: data) { return DecodeFailure("\(label): \(advice)") }
        return DecodeFailure("\(label) is \(error)")
    }

    /// `prefix` followed by a path inside the file, as `JSONNode` spells member and element paths.
    static func join(_ prefix: String, _ inner: String) -> String {
        if prefix.isEmpty { return inner }
        if inner.isEmpty || inner.hasPrefix("[") { return prefix + inner }
        return prefix + "." + inner
    }
}
