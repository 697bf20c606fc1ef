import Foundation

/// The elements of one root member's array, checked while the document was parsed but built
/// again only when asked for, one at a time: a form of 100,000 fields never holds the JSON tree
/// of all its groups, only the input bytes and the group being decoded.
final class DeferredElements {
    private let data: Data
    /// The root member holding the array, e.g. `groups`.
    let key: String
    private let ranges: [Range<Int>]

    fileprivate init(data: Data, key: String, ranges: [Range<Int>]) {
        self.data = data; self.key = key; self.ranges = ranges
    }

    var count: Int { ranges.count }

    /// Element `index`, built again from its bytes (its notes came with the document's).
    func element(_ index: Int) throws(JSONSyntaxError) -> JSONValue {
        let range = ranges[index]
        let path: [JSONParser.PathStep] = [.key(key), .index(index)]
        let result = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), element: range, path: path)
            return Result { () throws(JSONSyntaxError) in try parser.parseElement() }
        }
        return try result.get()
    }

    /// Every element, for a reader that needs the whole array.
    func all() throws(JSONSyntaxError) -> [JSONValue] {
        var values: [JSONValue] = []
        for index in ranges.indices { values.append(try element(index)) }
        return values
    }
}

extension JSONValue {
    /// Parses like `parse(_:notes:)`, with the same value, notes and errors, except that the
    /// elements of the root object's array member `key` are checked and then dropped: the member
    /// holds `[]` and the elements are built again, one at a time, by the returned
    /// `DeferredElements`. A document whose `key` repeats is parsed whole.
    static func parse(_ data: Data, deferring key: String,
                      notes: inout [(path: String, message: String)]) throws(JSONSyntaxError) -> (root: JSONValue, deferred: DeferredElements?) {
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
        return (root, DeferredElements(data: data, key: key, ranges: ranges))
    }
}
