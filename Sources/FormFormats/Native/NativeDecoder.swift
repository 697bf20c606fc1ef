import FormModel

/// Reads Formsetter's native JSON format (see NativeEncoder and the JSON Schema) back into a
/// Form; wrong types and unknown names become diagnostics with their JSON path.
struct NativeDecoder {
    let log: DiagnosticLog
    /// Cells styled alike share one style (and rules, logic) instead of a copy each.
    let parts = SharedCellParts()

    static func mismatch(_ root: JSONValue) -> String? {
        guard case .object = root else { return "root is \(root.typeName), not an object" }
        guard case let .string(format)? = root["format"] else { return "root object has no \"format\": \"formsetter\"" }
        return format == NativeNames.format ? nil : "\"format\" is \"\(format)\", not \"formsetter\""
    }

    func decode(_ root: JSONNode) throws(DecodeFailure) -> Form {
        if let version = root.number("version"), version > NativeNames.version {
            log.warn("version", "version \(formatNumber(version)) is newer than this Formsetter reads (\(formatNumber(NativeNames.version))); unknown keys are ignored")
        }
        var palette: [String: Color] = [:]
        if let node = root["palette"], case let .object(members) = node.value {
            for (key, _) in members { if let color = color(node[key]) { palette[key] = color } }
        }
        var ids = UniqueIDs(log: log)
        let groups = root.array("groups").compactMap { group($0, ids: &ids) }
        var form = Form(title: root.string("title"), groups: groups, defaultSkin: root.string("defaultSkin") ?? "hyperoslo",
                        palette: palette, designWidth: positive(root, "designWidth") ?? 375)
        form.identifier = root.string("id")
        return form
    }

    private func group(_ node: JSONNode, ids: inout UniqueIDs) -> Group? {
        guard node.isObject else { log.warn(node.path, "a group must be an object; skipped"); return nil }
        let style = node["style"]
        let sections = node.array("sections").compactMap { section -> Section? in
            guard section.isObject else { log.warn(section.path, "a section must be an object; skipped"); return nil }
            var decoded = Section(id: section.string("id") ?? section.path, cells: section.array("cells").compactMap { cell($0, ids: &ids) })
            var templateIDs = UniqueIDs(log: log)
            decoded.template = section.array("template").compactMap { cell($0, ids: &templateIDs) }
            return decoded
        }
        return Group(id: node.string("id") ?? node.path, title: richText(node["title"]), collapsed: node.bool("collapsed") ?? false,
                     style: GroupStyle(background: color(style?["background"]), textColor: color(style?["textColor"]), font: fontSpec(style?["font"])),
                     sections: sections, sourcePath: node.path)
    }

    private func cell(_ node: JSONNode, ids: inout UniqueIDs) -> Cell? {
        guard node.isObject else { log.warn(node.path, "a cell must be an object; skipped"); return nil }
        let kindName = node.string("kind") ?? "text"
        var kind: CellKind
        if kindName == "custom" {
            kind = .custom(type: node.string("customType") ?? "custom")
        } else if let known = NativeNames.kind(named: kindName) {
            kind = known
        } else {
            log.warn(node.path + ".kind", "unknown kind \"\(kindName)\"; drawn as a custom box")
            kind = .custom(type: kindName)
        }
        var cell = Cell(id: ids.claim(node.string("id") ?? node.path, path: node.path + ".id"), kind: kind, sourcePath: node.path)
        cell.label = richText(node["label"])
        cell.detail = richText(node["detail"])
        cell.hint = node.string("hint")
        cell.placeholder = node.string("placeholder")
        cell.value = value(node["value"])
        if case .text = cell.value { cell.ungroupedValue = node["value"]?.string("ungrouped") }
        cell.options = node.array("options").compactMap { option in
            if case let .string(text) = option.value { return text }
            log.warn(option.path, "an option must be a string; skipped")
            return nil
        }
        cell.allowsMultipleOptions = node.bool("multipleOptions") ?? false
        if let prompt = node.number("promptOption") {
            if prompt >= 0, prompt == prompt.rounded(), Int(exactly: prompt).map(cell.options.indices.contains) == true {
                cell.promptOption = Int(prompt)
            } else {
                log.warn(node.path + ".promptOption", "must be the index of one of the cell's options; ignored")
            }
        }
        if let width = node.number("width") {
            if width > 0, width <= 100 { cell.widthPercent = width } else { log.warn(node.path + ".width", "must be in (0, 100]; 100 is used") }
        }
        if let height = node["height"] {
            if let chunks = height.number("chunks"), chunks > 0, chunks <= 100 { cell.height = .chunks(chunks) }
            else if height.value != .string("intrinsic") { log.warn(height.path, "expected \"intrinsic\" or {\"chunks\": 0 < n ≤ 100}; intrinsic is used") }
        }
        cell.style = style(node["style"])
        if let state = node["state"] {
            cell.state = CellState(hidden: state.bool("hidden") ?? false, disabled: state.bool("disabled") ?? false,
                                   required: state.bool("required") ?? false, invalid: state.bool("invalid") ?? false,
                                   valid: state.bool("valid") ?? false, error: state.string("error"))
            cell.state.collapsed = state.bool("collapsed") ?? false
        }
        if let rules = node["rules"] { cell.rules = NativeLogic.rules(rules, log: log) }
        if let logic = node["logic"] { cell.logic = NativeLogic.logic(logic, log: log) }
        return parts.share(cell)
    }

    private func value(_ node: JSONNode?) -> CellValue {
        guard let node else { return .empty }
        if let text = node.string("text") { return .text(text) }
        if let flag = node.bool("toggle") { return .toggle(flag) }
        if let index = node.number("option"), index >= 0, index < 1_000_000, index == index.rounded() { return .option(Int(index)) }
        log.warn(node.path, "expected {\"text\": …}, {\"toggle\": …} or {\"option\": index}; no value")
        return .empty
    }

    private func style(_ node: JSONNode?) -> CellStyle {
        var style = CellStyle()
        guard let node else { return style }
        style.text.titleFont = fontSpec(node["titleFont"]); style.text.titleColor = color(node["titleColor"])
        style.text.font = fontSpec(node["font"]); style.text.color = color(node["textColor"]); style.text.disabledColor = color(node["disabledTextColor"])
        style.box.fill = color(node["fill"]); style.box.border = color(node["border"]); style.box.borderWidth = nonNegative(node, "borderWidth")
        style.box.cornerRadius = nonNegative(node, "cornerRadius"); style.disabled.fill = color(node["disabledFill"])
        style.disabled.border = color(node["disabledBorder"]); style.invalid.fill = color(node["invalidFill"])
        style.invalid.border = color(node["invalidBorder"]); style.control.tint = color(node["tint"]); style.control.buttonTitleColor = color(node["buttonTitleColor"])
        if let alignment = node.string("alignment") {
            style.text.alignment = TextAlignment(rawValue: alignment)
            if style.text.alignment == nil { log.warn(node.path + ".alignment", "expected left, center, right or justified; ignored") }
        }
        if let cellStyle = node["cellStyle"] {
            if cellStyle.value == .string("line") { style.kind = .line }
            else if let template = cellStyle.string("custom") { style.kind = .custom(template: template) }
            else if cellStyle.value != .string("default") { log.warn(cellStyle.path, "expected \"default\", \"line\" or {\"custom\": name}; default is used") }
        }
        style.box.cellBackground = color(node["cellBackground"]); style.error.color = color(node["errorColor"]); style.error.font = fontSpec(node["errorFont"])
        style.text.linkColor = color(node["linkColor"]); style.text.placeholderColor = color(node["placeholderColor"]); style.text.padding = nonNegative(node, "padding")
        style.icons.mandatory = node.string("mandatoryIcon"); style.icons.checkboxOn = node.string("checkboxOnIcon"); style.icons.checkboxOff = node.string("checkboxOffIcon")
        return style
    }

    private func richText(_ node: JSONNode?) -> RichText? {
        guard let node else { return nil }
        if case let .string(text) = node.value { return RichText(text) }
        guard let text = node.string("text") else {
            log.warn(node.path, "expected a string or {\"text\", \"links\"}; ignored")
            return nil
        }
        let length = text.utf16.count
        let links = node.array("links").compactMap { link -> RichText.Link? in
            guard let start = link.number("start"), let end = link.number("end"), let target = link.string("target"),
                  start >= 0, start < end, end <= Double(length) else {
                log.warn(link.path, "a link needs start < end within the text (UTF-16 offsets) and a target; skipped")
                return nil
            }
            return RichText.Link(range: Int(start)..<Int(end), target: target)
        }
        return RichText(text, links: links)
    }

    private func fontSpec(_ node: JSONNode?) -> FontSpec? {
        guard let node else { return nil }
        let size = node.number("size").flatMap { $0 > 0 && $0 <= 200 ? $0 : nil }
        return FontSpec(name: node.string("name"), size: size)
    }

    private func color(_ node: JSONNode?) -> Color? {
        guard let node else { return nil }
        if case let .string(text) = node.value {
            if let color = Color(hex: text) { return color }
            log.warn(node.path, "invalid colour \"\(text)\"; the default is used")
            return nil
        }
        guard let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue"),
              [red, green, blue].allSatisfy({ (0...1).contains($0) }) else {
            log.warn(node.path, "expected \"#RRGGBB[AA]\" or {red, green, blue, alpha} in 0…1; the default is used")
            return nil
        }
        return Color(red: red, green: green, blue: blue, alpha: min(1, max(0, node.number("alpha") ?? 1)))
    }

    private func nonNegative(_ node: JSONNode, _ key: String) -> Double? {
        guard let value = node.number(key) else { return nil }
        if value >= 0, value <= 1000 { return value }
        log.warn("\(node.path).\(key)", "must be in [0, 1000]; the default is used")
        return nil
    }

    private func positive(_ node: JSONNode, _ key: String) -> Double? {
        guard let value = node.number(key) else { return nil }
        if value >= 100, value <= 10000 { return value }
        log.warn(node.path.isEmpty ? key : "\(node.path).\(key)", "must be in [100, 10000]; 375 is used")
        return nil
    }
}
