import Foundation

/// The elements of one root member's array, checked while the document was parsed but built
/// again only when asked for, one at a time: a form of 100,000 fields never holds the JSON tree
/// of all its groups, only the input bytes and the group being decoded.
final class DeferredElements {
    private let data: Data
    /// The root member holding the array, e.g. `groups`.
    let key: String
    private let ranges: [Range<Int>]
    /// How a syntax error names the file (`input is not valid JSON …`).
    private let label: String

    init(data: Data, key: String, ranges: [Range<Int>], label: String) {
        self.data = data; self.key = key; self.ranges = ranges; self.label = label
    }

    var count: Int { ranges.count }

    /// Element `index`, built again from its bytes (its notes came with the document's). It was
    /// checked with the document, so building it again does not fail.
    func element(_ index: Int) throws(DecodeFailure) -> JSONValue {
        let range = ranges[index]
        let path: [JSONParser.PathStep] = [.key(key), .index(index)]
        let result = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), element: range, path: path)
            return Result { () throws(JSONSyntaxError) in try parser.parseElement() }
        }
        do { return try result.get() } catch { throw JSONFile.failure(error, in: data, label: label) }
    }

    /// Every element, for a reader that needs the whole array.
    func all() throws(DecodeFailure) -> [JSONValue] {
        var values: [JSONValue] = []
        for index in ranges.indices { values.append(try element(index)) }
        return values
    }
}

extension JSONValue {
    /// Parses like `parse(_:notes:)`, with the same value, notes and errors, except that the
    /// elements of the root object's array member `key` are checked and then dropped: the member
    /// holds `[]` and `ranges` says where each element lies, for `DeferredElements` to build it
    /// again. nil ranges: nothing was deferred (no such non-empty array, or `key` repeats and the
    /// document was parsed whole).
    static func parse(_ data: Data, deferring key: String,
                      notes: inout [(path: String, message: String)]) throws(JSONSyntaxError) -> (root: JSONValue, ranges: [Range<Int>]?) {
        guard data.count <= maximumInputBytes else { return (try parse(data, notes: &notes), nil) }
        let (result, written, abandoned, ranges) = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), deferring: key)
            let result = Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
            return (result, parser.notes, parser.abandonedDeferral, parser.deferredRanges)
        }
        if abandoned { return (try parse(data, notes: &notes), nil) }
        notes = written
        let root = try result.get()
        guard let ranges, !ranges.isEmpty else { return (root, nil) }
        return (root, ranges)
    }
}
