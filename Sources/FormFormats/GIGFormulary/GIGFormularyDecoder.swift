import FormModel

/// Decodes GIGFormulary JSON (Docs/formats.md §1): `{"fields": […]}` or a bare array of fields, in the
/// current format (validator arrays) or the legacy flat one (`"validator": "email"`,
/// `"mandatory": true`). Validators run on "send" in the library, so they are not evaluated
/// here; error labels come from the errors sidecar (`loadError`).
struct GIGFormularyDecoder {
    let log: DiagnosticLog

    static func mismatch(_ root: JSONValue) -> String? {
        if case .object = root {
            guard let list = root["fields"] else { return "root object has no \"fields\" key" }
            guard case .array = list else { return "\"fields\" is \(list.typeName), not an array" }
            return nil
        }
        guard case let .array(items) = root else { return "root is \(root.typeName), not {\"fields\": […]} or an array of fields" }
        guard let first = items.first else { return nil }
        return first["key"] != nil ? nil : "root is an array whose first element has no \"key\""
    }

    func decode(_ root: JSONNode, values: [String: JSONValue]) throws(DecodeFailure) -> Form {
        let fieldNodes = (root.isObject ? root["fields"]?.elements : root.elements) ?? []
        var ids = UniqueIDs(log: log)
        let fields = GIGFormularyFieldDecoder(log: log, values: values)
        // Fields styled alike share one style (and rules, logic) instead of a copy each.
        let parts = SharedCellParts()
        let cells = fieldNodes.compactMap { fields.cell($0, ids: &ids).map(parts.share) }
        let known = Set(cells.map(\.id))
        for key in values.keys.sorted() where !known.contains(key) {
            log.add(UnknownValueKey.diagnostic(key, noun: .fieldKey))
        }
        if cells.isEmpty { log.warn("", "the form has no fields; an empty page is drawn") }
        return Form(groups: [Group(id: "fields", sections: [Section(id: "fields", cells: cells)], sourcePath: root.path)],
                    defaultSkin: "gigformulary", semantics: .gigformulary)
    }
}
