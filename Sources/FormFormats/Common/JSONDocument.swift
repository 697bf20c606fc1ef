import Foundation
import FormModel

/// A parsed document that a decoder may take apart as it reads, so each part it has decoded is
/// freed at once: a form of 100,000 fields no longer holds its whole JSON tree beside the cells
/// made from it. The root's `groups` array may not even be kept (`DeferredElements`): its
/// elements are built again as they are taken. Nothing else may hold the root while parts are taken,
/// or they stay shared.
final class JSONDocument {
    private(set) var root: JSONValue
    private var deferred: DeferredElements?
    let log: DiagnosticLog

    init(_ root: consuming JSONValue, deferred: DeferredElements? = nil, log: DiagnosticLog) {
        self.root = root
        self.deferred = deferred
        self.log = log
    }

    /// Whether the root is an object.
    var isObject: Bool { if case .object = root { true } else { false } }

    /// The document as it is now, without the parts taken so far; deferred elements not taken
    /// are parsed into it first.
    var node: JSONNode {
        get throws(DecodeFailure) {
            if let deferred {
                self.deferred = nil
                let elements = try deferred.all()
                guard case var .object(members) = root, let index = members.lastIndex(where: { $0.0 == deferred.key }) else {
                    preconditionFailure("a deferred array belongs to a member of the root object")
                }
                root = .null
                members[index].1 = .array(elements)
                root = .object(members)
            }
            return JSONNode(value: root, path: "", log: log)
        }
    }

    /// The elements of the root object's array member `key` (the last one when repeated), or of
    /// the root itself when it is an array and `key` is nil; they leave the document. Nil when
    /// there is no such array (a member of another type stays, for the caller to report).
    func takeElements(of key: String?) -> JSONElements? {
        if let deferred, deferred.key == key {
            self.deferred = nil
            return JSONElements(deferred, log: log)
        }
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

/// An array's elements, each handed out once and then forgotten (or, deferred, parsed only then).
final class JSONElements {
    private var items: [JSONValue]
    private let deferred: DeferredElements?
    /// The array's JSON path, e.g. `groups`.
    let path: String
    private let log: DiagnosticLog

    fileprivate init(taking array: consuming JSONValue, path: String, log: DiagnosticLog) {
        guard case let .array(items) = array else { preconditionFailure("JSONElements needs an array") }
        array = .null
        self.items = items
        deferred = nil
        self.path = path
        self.log = log
    }

    fileprivate init(_ deferred: DeferredElements, log: DiagnosticLog) {
        items = []
        self.deferred = deferred
        path = deferred.key
        self.log = log
    }

    var count: Int { deferred?.count ?? items.count }

    /// Element `index` as a node at `path[index]`; the array keeps null in its place. A deferred
    /// element is built now.
    func take(_ index: Int) throws(DecodeFailure) -> JSONNode {
        let elementPath = "\(path)[\(index)]"
        if let deferred { return JSONNode(value: try deferred.element(index), path: elementPath, log: log) }
        var taken = JSONValue.null
        swap(&taken, &items[index])
        return JSONNode(value: taken, path: elementPath, log: log)
    }
}
