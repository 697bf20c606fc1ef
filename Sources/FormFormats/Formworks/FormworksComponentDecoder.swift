import FormModel

/// Turns one element of `components` into a Cell (Docs/formats.md §4.1–4.3): a text field, or a text
/// area for `multiline` / `isMultiline`, with its rule's hint and its answer's validity.
struct FormworksComponentDecoder {
    let log: DiagnosticLog
    let dialect: FormworksDialect

    /// The component type keys of HEAD, in the order `FWComponentModelWrapper` tries them.
    static let types = ["text", "multiline", "numerical", "email", "phonenumber"]
    /// Keys of a component body every state of the format reads.
    static let commonKeys: Set = ["id", "title", "description", "required", "regex", "placeholder"]
    /// Keys only the seed README format reads.
    static let readmeKeys: Set = ["validator", "isMultiline"]
    /// The README validator names.
    static let validators = ["email", "phonenumber", "max32", "custom"]

    /// A decoded component before its id is made unique and its answer applied.
    struct Component {
        var id: String?
        var type: String
        var required: Bool
        var rule: FormworksRule
        var cell: Cell
    }

    /// The component at `node`, or nil (with a diagnostic) when it cannot be drawn.
    func component(_ node: JSONNode) -> Component? {
        guard case let .object(members) = node.value else {
            log.warn(node.path, "a component must be an object such as {\"text\": {…}}, found \(node.value.typeName); skipped")
            return nil
        }
        if members.contains(where: { $0.0 == "componentType" }) { return flatComponent(node) }
        guard let type = Self.types.first(where: { key in members.contains { $0.0 == key } }), let body = node[type] else {
            let keys = members.map { "\"\($0.0)\"" }.joined(separator: ", ")
            let path = members.first.map { "\(node.path).\($0.0)" } ?? node.path
            log.warn(path, (members.isEmpty ? "empty component" : "unknown component type \(keys)")
                + "; skipped (Formworks rejects the whole form; known types: \(Self.types.joined(separator: ", ")))")
            return nil
        }
        for (key, _) in members where key != type {
            log.warn("\(node.path).\(key)", "a component has one type key; \"\(key)\" is ignored, \"\(type)\" is used")
        }
        guard body.isObject else {
            log.warn(body.path, "expected an object, found \(body.value.typeName); skipped")
            return nil
        }
        if dialect == .readme, type != "text" {
            log.add(Diagnostic(.note, path: body.path, "\"\(type)\" components belong to the current Formworks format, not the seed README's; read as such"))
        }
        reportUnknownKeys(body, type: type)
        let title = body.string("title") ?? {
            if dialect == .readme { log.warn(body.path, "component has no \"title\" (required by the README); none is drawn") }
            return ""
        }()
        let required = body.bool("required") ?? false
        let rule = rule(body, type: type)
        let multiline = type == "multiline" || (dialect == .readme && type == "text" && body.bool("isMultiline") == true)
        let description = body.string("description") ?? ""
        let placeholder = body.string("placeholder") ?? ""
        // HEAD's multiline view model returns the title as its description (Docs/formats.md §4.3); that
        // is a bug the app shows, not something a form author means, so the description is drawn.
        let cell = Cell(
            id: "", kind: multiline ? .textArea : .text,
            label: title.isEmpty ? nil : RichText(title),
            detail: description.isEmpty ? nil : RichText(description),
            hint: rule.hint, placeholder: placeholder.isEmpty ? nil : placeholder,
            state: CellState(required: required), rules: ValueRules(required: required, pattern: rule.pattern),
            logic: CellLogic(type: type, validators: [Validator(name: rule.name)]), sourcePath: body.path)
        return Component(id: body.string("id"), type: type, required: required, rule: rule, cell: cell)
    }

    /// A component of the flat pre-README shape (Formworks' own test fixtures at `022dc8e`):
    /// `{title, subtitle, errorMessage, componentType, required, specs: {placeholder}}`. No rule
    /// is known for it, so any answer is accepted and `errorMessage` is not shown.
    private func flatComponent(_ node: JSONNode) -> Component? {
        let type = node.string("componentType") ?? "plain_text"
        log.add(Diagnostic(.note, path: node.path, "flat \"componentType\" component (an early Formworks shape); read as a text component"))
        let known: Set = ["id", "title", "subtitle", "description", "errorMessage", "componentType", "required", "specs"]
        if case let .object(members) = node.value {
            for (key, _) in members where !known.contains(key) { log.warn("\(node.path).\(key)", "unknown key; ignored") }
        }
        let title = node.string("title") ?? ""
        let description = node.string("subtitle") ?? node.string("description") ?? ""
        let placeholder = node["specs"]?.string("placeholder") ?? ""
        let required = node.bool("required") ?? false
        let cell = Cell(
            id: "", kind: type.lowercased().contains("multi") ? .textArea : .text,
            label: title.isEmpty ? nil : RichText(title), detail: description.isEmpty ? nil : RichText(description),
            placeholder: placeholder.isEmpty ? nil : placeholder, state: CellState(required: required),
            rules: ValueRules(required: required), logic: CellLogic(type: "text", validators: [Validator(name: "")]), sourcePath: node.path)
        let rule = FormworksRule(name: "", pattern: nil)
        return Component(id: node.string("id"), type: "text", required: required, rule: rule, cell: cell)
    }

    /// The rule of a component: the README `validator`, or the HEAD type's built-in pattern.
    private func rule(_ body: JSONNode, type: String) -> FormworksRule {
        let regex = body.string("regex")
        let regexPath = body.path + ".regex"
        if let builtIn = FormworksRule.builtIn[type] {
            if let regex, !regex.isEmpty {
                log.add(Diagnostic(.note, path: regexPath, "\"\(type)\" components use their built-in rule; this regex is ignored"))
            }
            return FormworksRule(name: type, pattern: builtIn)
        }
        guard dialect == .readme, type == "text" else {
            // HEAD reports a text component with a regex as `custom`, one without as "".
            return FormworksRule(name: regex?.isEmpty == false ? "custom" : "", pattern: regex)
        }
        guard let validator = body.string("validator") else {
            log.warn(body.path, "component has no \"validator\" (required by the README); any answer is accepted")
            return FormworksRule(name: "custom", pattern: nil)
        }
        guard Self.validators.contains(validator) else {
            log.warn(body.path + ".validator", "unknown validator \"\(validator)\" (known: \(Self.validators.joined(separator: ", "))); any answer is accepted")
            return FormworksRule(name: "custom", pattern: nil)
        }
        if validator != "custom" {
            if let regex, !regex.isEmpty {
                log.add(Diagnostic(.note, path: regexPath, "\"regex\" is read only with validator \"custom\"; ignored"))
            }
            return FormworksRule(name: validator, pattern: FormworksRule.builtIn[validator])
        }
        if regex?.isEmpty ?? true {
            log.add(Diagnostic(.note, path: body.path, "validator \"custom\" without a \"regex\" accepts any answer (as the README says)"))
        }
        return FormworksRule(name: "custom", pattern: regex)
    }

    private func reportUnknownKeys(_ body: JSONNode, type: String) {
        guard case let .object(members) = body.value else { return }
        for (key, _) in members {
            let path = "\(body.path).\(key)"
            if Self.commonKeys.contains(key) { continue }
            if Self.readmeKeys.contains(key) {
                if dialect == .head {
                    log.warn(path, "read only by the seed README format; the current format ignores it")
                } else if type != "text" {
                    log.warn(path, "read only in \"text\" components; ignored")
                }
                continue
            }
            log.warn(path, "unknown key; ignored")
        }
    }
}
