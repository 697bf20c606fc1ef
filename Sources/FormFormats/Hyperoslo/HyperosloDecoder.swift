import FormModel

/// Decodes hyperoslo/Form JSON (Docs/formats.md §2): groups → sections → fields, dynamic sections
/// with templates, initial values, targets and formulas as written; FormState evaluates them.
struct HyperosloDecoder {
    let log: DiagnosticLog

    static func mismatch(_ root: JSONValue) -> String? {
        switch root {
        case let .array(items):
            if items.isEmpty { return nil }
            if case .object = items[0], items[0]["sections"] != nil || items[0]["title"] != nil { return nil }
            return "root is an array whose first element has no \"sections\""
        case .object:
            return root["groups"] == nil ? "root object has no \"groups\" key" : nil
        default:
            return "root is \(root.typeName), not an array of groups or {\"groups\": …}"
        }
    }

    /// Decodes groups one at a time, each taken out of `document` so its JSON is freed once decoded.
    func decode(_ document: JSONDocument, values: [String: JSONValue]) throws(DecodeFailure) -> Form {
        let isObject = document.isObject
        // Taken before anything else holds the root, so the groups are not shared with it.
        guard let groupElements = document.takeElements(of: isObject ? "groups" : nil) else {
            guard isObject else { throw DecodeFailure("the root must be an array of groups or {\"groups\": …}") }
            throw DecodeFailure("\"groups\" must be an array of groups")
        }
        var templates: [String: JSONNode] = [:]
        if isObject {
            for template in try document.node["templates"]?.array("sections") ?? [] {
                if let id = template.string("id") { templates[id] = template }
            }
        }
        var ids = UniqueIDs(log: log)
        let fields = HyperosloFieldDecoder(log: log, values: values)
        var groups: [Group] = []
        groups.reserveCapacity(groupElements.count)
        for index in 0..<groupElements.count {
            let node = try groupElements.take(index)
            guard node.isObject else {
                log.warn(node.path, "a group must be an object, found \(node.value.typeName); skipped")
                continue
            }
            groups.append(group(node, index: index, templates: templates, fields: fields, ids: &ids))
        }
        reportUnusedValues(values, form: groups, templates: Set(templates.keys))
        if groups.isEmpty { log.warn("", "the form has no groups; an empty page is drawn") }
        return Form(groups: groups, defaultSkin: "hyperoslo", designWidth: 768, semantics: .hyperoslo)
    }

    private func group(_ node: JSONNode, index: Int, templates: [String: JSONNode], fields: HyperosloFieldDecoder, ids: inout UniqueIDs) -> Group {
        let id = node.string("id") ?? "group-\(index)"
        var sources: [SectionSource] = []
        for (sectionIndex, section) in node.array("sections").enumerated() {
            guard section.isObject else {
                log.warn(section.path, "a section must be an object, found \(section.value.typeName); skipped")
                continue
            }
            let sectionID = section.string("id") ?? "\(id).section-\(sectionIndex)"
            let isDynamic = section.string("type") == "dynamic"
            sources.append(SectionSource(id: sectionID, node: section, dynamic: isDynamic, index: nil))
            if isDynamic {
                sources += instances(of: sectionID, section: section, templates: templates, values: fields.values)
            }
        }
        var sections: [Section] = []
        for (position, source) in sources.enumerated() {
            let fieldNodes = source.node.array("fields")
            let addsButton = source.dynamic && source.index == nil
            let endsWithSeparator = position < sources.count - 1 || source.dynamic
            // Exactly the room needed: growing by doubling left a long form's cells a third empty.
            var cells: [Cell] = []
            cells.reserveCapacity(fieldNodes.count + (addsButton ? 1 : 0) + (endsWithSeparator ? 1 : 0))
            for node in fieldNodes {
                if let cell = fields.cell(node, index: source.index, ids: &ids) { cells.append(cell) }
            }
            if addsButton {
                cells.append(fields.addButton(for: source.id, section: source.node, ids: &ids))
            }
            if endsWithSeparator {
                cells.append(fields.separator(after: source.id, section: source.node, ids: &ids))
            }
            var section = Section(id: source.id, cells: cells, sourcePath: source.node.path)
            if addsButton, let template = templates[source.id] {
                // Decoded apart: its ids are not the form's, and its problems are the instances'.
                let quiet = HyperosloFieldDecoder(log: DiagnosticLog(), values: [:])
                var scratch = UniqueIDs(log: DiagnosticLog())
                section.template = template.array("fields").compactMap { quiet.cell($0, index: nil, ids: &scratch) }
            }
            sections.append(section)
        }
        // Every hyperoslo group has a header card, titled or not.
        let title = node.string("title") ?? ""
        return Group(id: id, title: RichText(title), collapsed: node.bool("collapsed") ?? false,
                     style: HyperosloStyles(log: log).group(node["styles"]), sections: sections, sourcePath: node.path)
    }

    /// The most instances values may create of one dynamic section (README Limits).
    static let maximumInstances = 1000

    /// Template sections created by initial values such as `companies[0].name`; instances past
    /// `maximumInstances` are left out with one warning naming the cap.
    private func instances(of sectionID: String, section: JSONNode, templates: [String: JSONNode], values: [String: JSONValue]) -> [SectionSource] {
        let prefix = sectionID + "["
        var indices = Set<Int>()
        var beyond = 0
        for key in values.keys where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            guard let close = rest.firstIndex(of: "]"), let number = Int(rest[..<close]), number >= 0 else { continue }
            if number < Self.maximumInstances { indices.insert(number) } else { beyond += 1 }
        }
        if beyond > 0 {
            log.warn("values.\(sectionID)[\(Self.maximumInstances)]", "values name instances of \"\(sectionID)\" past the first \(Self.maximumInstances); \(beyond) value\(beyond == 1 ? "" : "s") for them \(beyond == 1 ? "is" : "are") left out")
        }
        guard !indices.isEmpty else { return [] }
        guard let template = templates[sectionID] else {
            log.warn(section.path, "values create instances of dynamic section \"\(sectionID)\", but templates.sections has no section with that id; none drawn")
            return []
        }
        // Instances are numbered 0..<n in the library, so a gap still creates the earlier ones.
        return (0...indices.max()!).map { SectionSource(id: "\(sectionID)[\($0)]", node: template, dynamic: false, index: $0) }
    }

    /// Whether `key` (`companies[1500].name`) names an instance past the cap of a dynamic section
    /// the form has (counted by `instances`); other keys are reported as unknown.
    private static func isPastInstanceCap(_ key: String, templates: Set<String>) -> Bool {
        guard let open = key.firstIndex(of: "["), let close = key[open...].firstIndex(of: "]"),
              let number = Int(key[key.index(after: open)..<close]) else { return false }
        return number >= maximumInstances && templates.contains(String(key[..<open]))
    }

    private func reportUnusedValues(_ values: [String: JSONValue], form groups: [Group], templates: Set<String>) {
        guard !values.isEmpty else { return }
        var known = Set<String>()
        for group in groups { for section in group.sections { for cell in section.cells { known.insert(cell.id) } } }
        for key in values.keys.sorted() where !known.contains(key) && !Self.isPastInstanceCap(key, templates: templates) {
            log.add(UnknownValueKey.diagnostic(key, noun: .fieldID))
        }
    }
}

/// A section to draw: a section of the JSON or an instance of a template section.
private struct SectionSource {
    var id: String
    var node: JSONNode
    var dynamic: Bool
    /// The instance number replacing `:index` in template ids.
    var index: Int?
}
