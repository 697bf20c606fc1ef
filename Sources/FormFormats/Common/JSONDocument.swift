import FormModel

/// A parsed document that a decoder may take apart as it reads, so each part it has decoded is
/// freed at once: a form of 100,000 fields no longer holds its whole JSON tree beside the cells
/// made from it. Nothing else may hold the root while parts are taken, or they stay shared.
final class JSONDocument {
    private var root: JSONValue
    let log: DiagnosticLog

    init(_ root: consuming JSONValue, log: DiagnosticLog) {
        self.root = root
        self.log = log
    }

    /// The document as it is now (without the parts taken so far).
    var node: JSONNode { JSONNode(value: root, path: "", log: log) }

    /// The elements of the root object's array member `key` (the last one when repeated), or of
    /// the root itself when it is an array and `key` is nil; they leave the document. Nil when
    /// there is no such array (a member of another type stays, for the caller to report).
    func takeElements(of key: String?) -> JSONElements? {
        guard let key else {
            guard case .array = root else { return nil }
            var taken = JSONValue.null
            swap(&taken, &root)
            return JSONElements(taking: taken, path: "", log: log)
        }
        guard case var .object(members) = root,
              let index = members.lastIndex(where: { $0.0 == key }), case .array = members[index].1 else { return nil }
        root = .null  // so `members` holds the only reference and is changed in place
        var taken = JSONValue.null
        swap(&taken, &members[index].1)
        root = .object(members)
        return JSONElements(taking: taken, path: key, log: log)
    }
}

/// An array's elements, each handed out once and then forgotten.
final class JSONElements {
    private var items: [JSONValue]
    /// The array's JSON path, e.g. `groups`.
    let path: String
    let log: DiagnosticLog

    fileprivate init(taking array: consuming JSONValue, path: String, log: DiagnosticLog) {
        guard case let .array(items) = array else { preconditionFailure("JSONElements needs an array") }
        array = .null
        self.items = items
        self.path = path
        self.log = log
    }

    var count: Int { items.count }

    /// Element `index` as a node at `path[index]`; the array keeps null in its place.
    func take(_ index: Int) -> JSONNode {
        var taken = JSONValue.null
        swap(&taken, &items[index])
        return JSONNode(value: taken, path: "\(path)[\(index)]", log: log)
    }
}
