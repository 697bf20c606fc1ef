import FormModel

/// Decodes Formworks JSON (Docs/formats.md §4): the seed README format and the current (HEAD) one.
/// The form becomes one group (titled with the form's title) of one section: a cell per
/// component, then the "Submit" button. Answers (component id → text) fill the fields and decide
/// the required / check-mark icons.
struct FormworksDecoder {
    let log: DiagnosticLog

    /// Top-level keys either state of the format reads.
    static let formKeys: Set = ["id", "title", "style", "components", "responseType", "responseFormat"]
    /// The id of the button appended after the components.
    static let submitID = "submit"

    static func mismatch(_ root: JSONValue) -> String? {
        guard case .object = root else {
            return "root is \(root.typeName), not an object with a \"components\" array"
        }
        guard let components = root["components"] else { return "root object has no \"components\" key" }
        guard case .array = components else { return "\"components\" is \(components.typeName), not an array" }
        return nil
    }

    func decode(_ root: JSONNode, answers: [String: JSONValue]) throws(DecodeFailure) -> Form {
        if let reason = Self.mismatch(root.value) { throw DecodeFailure("input is not Formworks JSON: \(reason)") }
        let dialect = FormworksDialect.of(root.value)
        readFormKeys(root, dialect: dialect)
        let title = root.string("title") ?? {
            if dialect == .readme { log.warn("", "the form has no \"title\" (required by the README); no header is drawn") }
            return ""
        }()
        let decoder = FormworksComponentDecoder(log: log, dialect: dialect)
        var ids = UniqueIDs(log: log)
        var cells: [Cell] = []
        // Components alike share one style (and rules, logic) instead of a copy each.
        let parts = SharedCellParts()
        let nodes = root.array("components")
        for (index, node) in nodes.enumerated() {
            guard var component = decoder.component(node) else { continue }
            let rawID = component.id.flatMap { $0.isEmpty ? nil : $0 } ?? {
                let madeUp = "component-\(index)"
                // HEAD makes a random UUID; a fixed id keeps the output byte-identical between runs.
                log.add(Diagnostic(.note, path: component.cell.sourcePath, "component has no \"id\" (or an empty one); it is called \"\(madeUp)\""))
                return madeUp
            }()
            component.cell.id = ids.claim(rawID, path: component.cell.sourcePath + ".id")
            apply(answers[component.cell.id], to: &component, dialect: dialect)
            cells.append(parts.share(component.cell))
        }
        if nodes.isEmpty { log.warn("components", "the form has no components; only the Submit button is drawn") }
        reportUnusedAnswers(answers, known: Set(cells.map(\.id)))
        cells.append(Cell(id: ids.claim(Self.submitID, path: ""), kind: .button, label: "Submit", sourcePath: "components"))
        let groupID = root.string("id").flatMap { $0.isEmpty ? nil : $0 } ?? "form"
        let group = Group(id: groupID, title: title.isEmpty ? nil : RichText(title),
                          sections: [Section(id: "components", cells: cells)], sourcePath: "")
        var settings = ["dialect": dialect.rawValue, "responseType": responseType(root, dialect: dialect)]
        settings["id"] = root.string("id")
        var form = Form(title: title.isEmpty ? nil : title, groups: [group], defaultSkin: "formworks",
                        palette: FormworksStyle(log: log).palette(root["style"]), semantics: .formworks, settings: settings)
        form.identifier = root.string("id").flatMap { $0.isEmpty ? nil : $0 }
        return form
    }

    /// The output shape asked for: HEAD's `responseFormat` or the README's `responseType`, "long" by default.
    private func responseType(_ root: JSONNode, dialect: FormworksDialect) -> String {
        let given = root["responseFormat"]?.value.scalarText ?? root["responseType"]?.value.scalarText
        return given == "short" ? "short" : "long"
    }

    /// Checks the keys that do not change the drawing (`responseType`, `responseFormat`) and
    /// reports unknown ones.
    private func readFormKeys(_ root: JSONNode, dialect: FormworksDialect) {
        for key in ["responseType", "responseFormat"] {
            guard let value = root.string(key) else { continue }
            if key == "responseType", dialect == .head, root["responseFormat"] != nil {
                log.warn(key, "read only by the seed README format; \"responseFormat\" is used")
            } else if value != "long" && value != "short" {
                log.warn(key, "expected \"long\" or \"short\", found \"\(value)\"; \"long\" is used")
            }
        }
        guard case let .object(members) = root.value else { return }
        for (key, _) in members where !Self.formKeys.contains(key) {
            log.warn(key, "unknown key; ignored")
        }
    }

    /// Keeps the answer as the field's raw value; FormState shows it and decides the icons.
    private func apply(_ answer: JSONValue?, to component: inout FormworksComponentDecoder.Component, dialect: FormworksDialect) {
        let path = "answers.\(component.cell.id)"
        var text = ""
        switch answer {
        case nil, .null?: break
        case let .string(value)?: text = value
        case let .number(value)?:
            text = formatNumber(value)
            log.warn(path, "expected a string, found a number; shown as \"\(text)\"")
        case let .bool(value)?:
            text = value ? "true" : "false"
            log.warn(path, "expected a string, found a boolean; shown as \"\(text)\"")
        case let other?:
            log.warn(path, "expected a string, found \(other.typeName); ignored")
        }
        component.cell.logic.raw = .string(text)
        component.cell.logic.fromValues = answer != nil
    }

    private func reportUnusedAnswers(_ answers: [String: JSONValue], known: Set<String>) {
        for key in answers.keys.sorted() where !known.contains(key) {
            log.add(UnknownValueKey.diagnostic(key, in: "answers", noun: .componentID))
        }
    }
}
