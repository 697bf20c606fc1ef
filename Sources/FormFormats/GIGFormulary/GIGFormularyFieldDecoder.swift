import FormModel

/// Turns one GIGFormulary field object into a Cell (Docs/formats.md §1.2, §1.3, §1.8, §1.9).
struct GIGFormularyFieldDecoder {
    let log: DiagnosticLog
    let values: [String: JSONValue]

    func cell(_ node: JSONNode, ids: inout UniqueIDs) -> Cell? {
        guard node.isObject else {
            log.warn(node.path, "a field must be an object, found \(node.value.typeName); skipped")
            return nil
        }
        // The library draws an empty, zero-height view for these.
        guard let key = node.string("key"), !key.isEmpty else {
            log.warn(node.path, "field has no \"key\"; skipped, as the library draws an empty view")
            return nil
        }
        guard let type = node.string("type"), !type.isEmpty else {
            log.warn(node.path, "field has no \"type\"; skipped, as the library draws an empty view")
            return nil
        }
        let id = ids.claim(key, path: node.path + ".key")
        let given = values[key].map { ($0, "values.\(key)") } ?? node["value"].map { ($0.value, $0.path) }
        let style = GIGFormularyStyle(log: log).style(node["style"])
        let state = CellState(hidden: node.bool("isHidden") ?? false, disabled: !(node.bool("isEditing") ?? true),
                              required: isMandatory(node))
        let validators = GIGFormularyValidators(log: log).parse(node)
        let raw = given.flatMap { $0.0 == .null ? nil : RawValue($0.0) }
        let length = validators.first { $0.name == "lengthText" }
        let rules = ValueRules(minLength: length?.minLength, maxLength: length?.maxLength, required: validators.contains { $0.name == "mandatory" })
        var cell = Cell(id: id, kind: .text, style: style, state: state, rules: rules,
                        logic: CellLogic(type: type, raw: raw, fromValues: values[key] != nil,
                                         targets: GIGFormularyRules(log: log).targets(node, key: key, type: type), validators: validators),
                        sourcePath: node.path)
        switch type {
        case "text":
            cell.kind = node.bool("isPassword") == true ? .secureText : .text
            cell.label = node.string("label").map { RichText($0) }
            cell.placeholder = node.string("placeHolder")
            if let (value, _) = given, value != .null { cell.value = .text(value.scalarText) }
        case "picker":
            guard let options = options(node) else { return nil }
            cell.kind = .select
            cell.label = node.string("label").map { RichText($0) }
            cell.options = options.map(\.title)
            cell.promptOption = options.firstIndex { $0.key == "KeyNoSelected" }
            cell.logic.options = options.map { OptionLogic(id: .string($0.key)) }
            cell.value = .option(0)
            if let (value, path) = given, value != .null {
                cell.value = .option(chosenOption(value.scalarText, in: options, path: path, fromValues: values[key] != nil))
            }
        case "datePicker":
            cell.kind = .date
            cell.label = node.string("label").map { RichText($0) }
            cell.placeholder = node.string("placeHolder")
            if let (value, path) = given, value != .null {
                let text = value.scalarText
                if !Self.isDayMonthYear(text) { log.warn(path, "\"\(text)\" is not a dd/MM/yyyy date; shown as written") }
                cell.value = .text(text)
            }
        case "boolean":
            cell.kind = .checkbox
            cell.label = node.string("label").map(GIGLinkMarkup.parse)
            cell.value = .toggle(given.map { Self.flag($0.0) } ?? false)
            if node.string("subtype") == "expandable" { expandable(node, into: &cell) }
        case "index":
            cell.kind = .label
            cell.label = node.string("label").map(GIGLinkMarkup.parse)
            cell.state.required = false
        default:
            log.warn(node.path + ".type", "unknown type \"\(type)\" (expected text, picker, datePicker, boolean or index); skipped, as the library draws an empty view")
            return nil
        }
        return cell
    }

    /// `{"type":"mandatory"}` in the validator list, or the legacy `"mandatory": true`.
    private func isMandatory(_ node: JSONNode) -> Bool {
        guard let validator = node["validator"] else { return node.bool("mandatory") ?? false }
        switch validator.value {
        case .string: return node.bool("mandatory") ?? false
        case .array: return validator.elements?.contains { $0.string("type") == "mandatory" } ?? false
        default:
            log.warn(validator.path, "expected an array of validators (or a legacy validator name), found \(validator.value.typeName); ignored")
            return false
        }
    }

    /// The option `text` names: the one with that key (`populateValue`), else the one with that
    /// title (`OptionTitleMatch`; never the "KeyNoSelected" prompt). A text naming none or several
    /// shows the first option, as the library does for an unknown key, and is reported: an error
    /// for a value given to the form (it fails the render), a warning for the form's own.
    private func chosenOption(_ text: String, in options: [(key: String, title: String)], path: String, fromValues: Bool) -> Int {
        if let index = options.firstIndex(where: { $0.key == text }) { return index }
        let keys = options.map(\.key), titles = options.map(\.title)
        let choices = options.indices.filter { options[$0].key != "KeyNoSelected" }
        let problem: String
        switch OptionTitleMatch(text, titles: titles, among: choices) {
        case let .one(index): return index
        case let .several(indices):
            problem = "\"\(text)\" is the title of several options: \(OptionTitleMatch.listed(indices, ids: keys, titles: titles)); give the option's key; the first option is shown"
        case .none:
            problem = "\"\(text)\" is the key or title of no option; the options are: \(OptionTitleMatch.listed(choices, ids: keys, titles: titles)); the first option is shown"
        }
        log.add(Diagnostic(fromValues ? .error : .warning, path: path, problem))
        return 0
    }

    /// Picker options; the library draws an empty view when they are missing or malformed.
    private func options(_ node: JSONNode) -> [(key: String, title: String)]? {
        guard let list = node["listOptions"], let items = list.elements, !items.isEmpty else {
            log.warn(node.path + ".listOptions", "a picker needs a non-empty array of {key, value} options; skipped, as the library draws an empty view")
            return nil
        }
        var options: [(String, String)] = []
        for item in items {
            guard let key = item.string("key"), let title = item.string("value") else {
                log.warn(item.path, "an option needs \"key\" and \"value\"; the picker is skipped, as the library draws an empty view")
                return nil
            }
            options.append((key, title))
        }
        return options
    }

    /// The expandable check box as the library first draws it: collapsed, the label and the
    /// read-more button (the cell's hint); the description stays in the detail for print looks.
    private func expandable(_ node: JSONNode, into cell: inout Cell) {
        guard let info = node["expandableInfo"], let more = info.string("textButtonReadMore"),
              info.string("textButtonReadLess") != nil, let description = info.string("description") else {
            log.warn(node.path + ".expandableInfo", "needs textButtonReadMore, textButtonReadLess and description; drawn as a plain check box")
            return
        }
        cell.detail = GIGLinkMarkup.parse(description)
        cell.state.collapsed = true
        cell.hint = more
        // A check box has no input text, so its font and button colour go to the read-more button.
        if let style = node["style"] {
            let name = style.string("expandCollapseButtonFont"), size = style.number("expandCollapseButtonFontSize")
            if name != nil || size != nil { cell.style.text.font = FontSpec(name: name, size: size) }
            cell.style.control.buttonTitleColor = style.color("expandCollapseButtonTextColor")
        }
    }


    private static func flag(_ value: JSONValue) -> Bool {
        switch value {
        case let .bool(flag): flag
        case let .number(number): number != 0
        case let .string(text): ["true", "yes", "1"].contains(text.lowercased())
        default: false
        }
    }

    private static func isDayMonthYear(_ text: String) -> Bool {
        let parts = text.split(separator: "/")
        return parts.count == 3 && parts[0].count == 2 && parts[1].count == 2 && parts[2].count == 4 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
    }
}
