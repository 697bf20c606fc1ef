import Foundation
import FormModel

/// Turns one hyperoslo field object into a Cell (Docs/formats.md §2.4, §2.5, §2.8).
struct HyperosloFieldDecoder {
    let log: DiagnosticLog
    /// Fields styled alike share one style (and rules, logic) instead of a copy each.
    let parts = SharedCellParts()
    let values: [String: JSONValue]

    /// The largest custom height accepted, in 85-pt chunks; taller ones are clamped.
    static let maximumChunks = 100.0

    func cell(_ node: JSONNode, index: Int?, ids: inout UniqueIDs) -> Cell? {
        guard node.isObject else {
            log.warn(node.path, "a field must be an object, found \(node.value.typeName); skipped")
            return nil
        }
        let rawID = node.string("id").map { instantiate($0, index) } ?? {
            log.warn(node.path, "field has no \"id\"; one is made up from its position")
            return node.path
        }()
        let id = ids.claim(rawID, path: node.path + ".id")
        let typeName = node.string("type") ?? {
            log.warn(node.path, "field has no \"type\"; drawn as a text field")
            return "text"
        }()
        let type = HyperosloFieldType(typeName)
        if case .custom = type {
            log.warn(node.path + ".type", "\"\(typeName)\" is not a built-in type; drawn as a placeholder box")
        }
        let inputType = node.string("input_type")
        let options = HyperosloOptions(node.array("values"), index: index)
        // Instances of template sections take their values only from the values dictionary
        // (FORMData insertTemplateSectionWithID overwrites the template's own `value`).
        let sidecar = values[id].flatMap { $0 == .null ? nil : $0 }
        // An instance field without a value holds NSNull in the values dictionary (`.remove` buttons excepted).
        let instanceDefault: JSONValue? = index != nil && !id.hasSuffix(".remove") ? .null : nil
        let given = sidecar ?? (index == nil ? node["value"]?.value : instanceDefault)
        let logic = CellLogic(type: typeName, inputType: inputType, raw: given.flatMap { raw($0, path: node.path + ".value") },
                              fromValues: sidecar != nil, formula: node.string("formula").map { instantiate($0, index) },
                              targets: HyperosloTargets(log: log).parse(node["targets"], index: index), options: options.logic)
        let disabled = node.bool("disabled") ?? false
        let state = CellState(hidden: node.bool("hidden") ?? false, disabled: disabled,
                              required: node["validations"]?.bool("required") ?? false)
        var kind = type.kind
        if kind == .text, type.isSecure || inputType == "password" { kind = .secureText }
        var cell = Cell(
            id: id, kind: kind, label: node.string("title").map { RichText($0) },
            placeholder: node.string("placeholder"),
            options: options.titles, widthPercent: width(node),
            height: height(node, type: type), style: HyperosloStyles(log: log).cell(node["styles"], kind: kind),
            state: state, rules: rules(node["validations"]), logic: logic, sourcePath: node.path)
        cell.allowsMultipleOptions = type == .multiSelect
        cell.promptOption = options.logic.firstIndex { $0.id == .null }
        return parts.share(cell)
    }

    /// A JSON value as the model keeps it; objects cannot be a field value.
    private func raw(_ value: JSONValue, path: String) -> RawValue? {
        if let raw = RawValue(value) { return raw }
        log.warn(path, "a field value cannot be an object; ignored")
        return nil
    }

    /// The rules of `validations` (numbers may be numeric strings).
    private func rules(_ validations: JSONNode?) -> ValueRules {
        guard let validations else { return ValueRules() }
        func count(_ key: String) -> Int? {
            validations.number(key).flatMap { $0.isFinite && $0 >= 0 && $0 < 1e6 ? Int($0) : nil }
        }
        return ValueRules(minLength: count("min_length"), maxLength: count("max_length"),
                          minValue: validations.number("min_value"), maxValue: validations.number("max_value"),
                          required: validations.bool("required") ?? false, pattern: validations.string("format"),
                          compareTo: validations.string("compare_to"), compareRule: validations.string("compare_rule"))
    }

    /// The button a dynamic section appends (`<sectionID>.add`, titled `action_title`).
    func addButton(for sectionID: String, section: JSONNode, ids: inout UniqueIDs) -> Cell {
        let title = section.string("action_title") ?? {
            log.warn(section.path, "dynamic section has no \"action_title\"; its button is titled \"Add\"")
            return "Add"
        }()
        return parts.share(Cell(id: ids.claim("\(sectionID).add", path: section.path), kind: .button, label: RichText(title),
                                sourcePath: section.path))
    }

    /// The 1-pt line drawn after a section (`separator-<sectionID>`).
    func separator(after sectionID: String, section: JSONNode, ids: inout UniqueIDs) -> Cell {
        let styles = section["styles"]
        let style = CellStyle(box: BoxStyle(border: styles?.color("separator_color"), borderWidth: styles?.number("height").flatMap { $0 > 0 && $0 <= 85 ? $0 : nil }))
        // Shared like field cells: a long form has a separator per section.
        return parts.share(Cell(id: ids.claim("separator-\(sectionID)", path: section.path), kind: .separator, style: style,
                                sourcePath: section.path))
    }

    func instantiate(_ id: String, _ index: Int?) -> String {
        guard let index else { return id }
        return id.replacingOccurrences(of: ":index", with: String(index))
    }

    /// `size.width` in percent; invalid values fall back to 100.
    private func width(_ node: JSONNode) -> Double {
        guard let size = node["size"] else { return 100 }
        guard let width = size.number("width") else {
            if size["width"] != nil { log.warn(size.path + ".width", "not a number; 100 % is used") }
            return 100
        }
        if width <= 0 {
            log.warn(size.path + ".width", "\(formatNumber(width)) is not a positive percentage; 100 % is used")
            return 100
        }
        if width > 100 {
            log.warn(size.path + ".width", "\(formatNumber(width)) % is wider than the row; 100 % is used")
            return 100
        }
        return width
    }

    /// `size.height` in 85-pt chunks, used only by custom types (the library draws built-ins 85 high).
    private func height(_ node: JSONNode, type: HyperosloFieldType) -> CellHeight {
        guard case .custom = type else { return .intrinsic }
        guard let size = node["size"], size["height"] != nil else { return .chunks(1) }
        guard let chunks = size.number("height") else {
            log.warn(size.path + ".height", "not a number; 1 chunk (85 pt) is used")
            return .chunks(1)
        }
        if chunks <= 0 {
            log.warn(size.path + ".height", "\(formatNumber(chunks)) is not a positive number of chunks; 1 is used")
            return .chunks(1)
        }
        if chunks > Self.maximumChunks {
            log.warn(size.path + ".height", "\(formatNumber(chunks)) chunks is too tall; clamped to \(formatNumber(Self.maximumChunks))")
            return .chunks(Self.maximumChunks)
        }
        return .chunks(chunks)
    }
}
