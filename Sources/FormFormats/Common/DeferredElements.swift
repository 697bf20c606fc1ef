import Foundation

/// The elements of one root member's array, located while the document was parsed but built
/// only when asked for, one at a time: a form of 100,000 fields never holds the JSON tree of all
/// its groups, only the input bytes and the group being decoded.
final class DeferredElements {
    private let data: Data
    /// The root member holding the array, e.g. `groups`.
    let key: String
    private let ranges: [Range<Int>]
    private var notes: JSONParser.NoteState

    fileprivate init(data: Data, key: String, ranges: [Range<Int>], notes: JSONParser.NoteState) {
        self.data = data; self.key = key; self.ranges = ranges; self.notes = notes
    }

    var count: Int { ranges.count }

    /// Element `index`, with the notes its parse wrote (paths from the root, as a whole parse
    /// writes them); after the last element, the summary of notes past the budget, if any.
    func element(_ index: Int) throws(JSONSyntaxError) -> (value: JSONValue, notes: [(path: String, message: String)]) {
        let range = ranges[index]
        let path: [JSONParser.PathStep] = [.key(key), .index(index)]
        let (result, written, state) = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), element: range, path: path, notes: notes)
            let result = Result { () throws(JSONSyntaxError) in try parser.parseElement(endingAt: range.upperBound) }
            return (result, parser.notes, parser.noteState)
        }
        notes = state
        var all = written
        if index == ranges.count - 1, state.unlisted > 0 { all.append(JSONParser.unlistedSummary(state.unlisted)) }
        return (try result.get(), all)
    }

    /// Every element, for a reader that needs the whole array.
    func all() throws(JSONSyntaxError) -> (values: [JSONValue], notes: [(path: String, message: String)]) {
        var values: [JSONValue] = [], notes: [(path: String, message: String)] = []
        for index in ranges.indices {
            let element = try element(index)
            values.append(element.value)
            notes += element.notes
        }
        return (values, notes)
    }
}

extension JSONValue {
    /// Parses like `parse(_:notes:)`, except that the elements of the root object's array member
    /// `key` are only located: the member holds `[]` and the elements come from the returned
    /// `DeferredElements`, parsed when asked for. When the document does not parse (or that array
    /// cannot be skipped cleanly: a repeated key, a value that does not end) it is parsed whole,
    /// so the error is that of `parse(_:notes:)`; an element's own error comes when it is asked
    /// for, and is then the document's first. Notes of elements come with them, after the root's.
    static func parse(_ data: Data, deferring key: String,
                      notes: inout [(path: String, message: String)]) throws(JSONSyntaxError) -> (root: JSONValue, deferred: DeferredElements?) {
        guard data.count <= maximumInputBytes else { return (try parse(data, notes: &notes), nil) }
        let (result, written, abandoned, ranges, state) = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), deferring: key)
            let result = Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
            return (result, parser.notes, parser.abandonedDeferral, parser.deferredRanges, parser.noteState)
        }
        // On any failure the whole parse runs again, so the error is the first in the document,
        // as a whole parse reports it (a skipped element may hold an earlier one).
        guard !abandoned, case let .success(root) = result else { return (try parse(data, notes: &notes), nil) }
        notes = written
        guard let ranges, !ranges.isEmpty else { return (root, nil) }
        return (root, DeferredElements(data: data, key: key, ranges: ranges, notes: state))
    }
}
