import FormModel

/// Writes a Form in Formsetter's native JSON format (Schemas/formsetter-form.schema.json): a
/// one-to-one image of the model, so decoding it gives the same Form and the same pixels.
/// Defaults (false, nil, width 100, intrinsic height) are left out.
public enum NativeEncoder {
    /// The native JSON text of `form`.
    public static func encode(_ form: Form) -> String { value(of: form).prettyText() }

    static func value(of form: Form) -> JSONValue {
        var members: [(String, JSONValue)] = [("format", .string(NativeNames.format)), ("version", .number(NativeNames.version))]
        if let title = form.title { members.append(("title", .string(title))) }
        if let identifier = form.identifier { members.append(("id", .string(identifier))) }
        members.append(("defaultSkin", .string(form.defaultSkin)))
        members.append(("designWidth", .number(form.designWidth)))
        if !form.palette.isEmpty {
            members.append(("palette", .object(form.palette.keys.sorted().map { ($0, color(form.palette[$0]!)) })))
        }
        members.append(("groups", .array(form.groups.map(group))))
        return .object(members)
    }

    private static func group(_ group: Group) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(group.id))]
        if let title = group.title { members.append(("title", richText(title))) }
        if group.collapsed { members.append(("collapsed", .bool(true))) }
        var style: [(String, JSONValue)] = []
        if let background = group.style.background { style.append(("background", color(background))) }
        if let text = group.style.textColor { style.append(("textColor", color(text))) }
        if let font = group.style.font { style.append(("font", fontSpec(font))) }
        if !style.isEmpty { members.append(("style", .object(style))) }
        members.append(("sections", .array(group.sections.map { section in
            .object([("id", .string(section.id)), ("cells", .array(section.cells.map(cell)))]
                    + (section.template.isEmpty ? [] : [("template", .array(section.template.map(cell)))]))
        })))
        return .object(members)
    }

    private static func cell(_ cell: Cell) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(cell.id)), ("kind", .string(NativeNames.name(of: cell.kind)))]
        if case let .custom(type) = cell.kind { members.append(("customType", .string(type))) }
        if let label = cell.label { members.append(("label", richText(label))) }
        if let detail = cell.detail { members.append(("detail", richText(detail))) }
        if let hint = cell.hint { members.append(("hint", .string(hint))) }
        if let placeholder = cell.placeholder { members.append(("placeholder", .string(placeholder))) }
        switch cell.value {
        case .empty: break
        case let .text(text):
            let ungrouped = cell.ungroupedValue.map { [("ungrouped", JSONValue.string($0))] } ?? []
            members.append(("value", .object([("text", .string(text))] + ungrouped)))
        case let .toggle(flag): members.append(("value", .object([("toggle", .bool(flag))])))
        case let .option(index): members.append(("value", .object([("option", .number(Double(index)))])))
        }
        if !cell.options.isEmpty { members.append(("options", .array(cell.options.map { .string($0) }))) }
        if cell.allowsMultipleOptions { members.append(("multipleOptions", .bool(true))) }
        if let prompt = cell.promptOption { members.append(("promptOption", .number(Double(prompt)))) }
        if cell.widthPercent != 100 { members.append(("width", .number(cell.widthPercent))) }
        if case let .chunks(count) = cell.height { members.append(("height", .object([("chunks", .number(count))]))) }
        let style = self.style(cell.style)
        if !style.isEmpty { members.append(("style", .object(style))) }
        let state = self.state(cell.state)
        if !state.isEmpty { members.append(("state", .object(state))) }
        let rules = NativeLogic.rules(cell.rules)
        if !rules.isEmpty { members.append(("rules", .object(rules))) }
        let logic = NativeLogic.logic(cell.logic)
        if !logic.isEmpty { members.append(("logic", .object(logic))) }
        return .object(members)
    }

    private static func style(_ style: CellStyle) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        func add(_ key: String, _ value: Color?) { if let value { members.append((key, color(value))) } }
        func add(_ key: String, _ value: Double?) { if let value { members.append((key, .number(value))) } }
        func add(_ key: String, _ value: FontSpec?) { if let value { members.append((key, fontSpec(value))) } }
        func add(_ key: String, _ value: String?) { if let value { members.append((key, .string(value))) } }
        add("titleFont", style.text.titleFont); add("titleColor", style.text.titleColor)
        add("font", style.text.font); add("textColor", style.text.color); add("disabledTextColor", style.text.disabledColor)
        add("fill", style.box.fill); add("border", style.box.border); add("borderWidth", style.box.borderWidth)
        add("cornerRadius", style.box.cornerRadius); add("disabledFill", style.disabled.fill); add("disabledBorder", style.disabled.border)
        add("invalidFill", style.invalid.fill); add("invalidBorder", style.invalid.border); add("tint", style.control.tint)
        add("buttonTitleColor", style.control.buttonTitleColor)
        add("alignment", style.text.alignment?.rawValue)
        switch style.kind {
        case .default: break
        case .line: members.append(("cellStyle", .string("line")))
        case let .custom(template): members.append(("cellStyle", .object([("custom", .string(template))])))
        }
        add("cellBackground", style.box.cellBackground); add("errorColor", style.error.color); add("errorFont", style.error.font)
        add("linkColor", style.text.linkColor); add("placeholderColor", style.text.placeholderColor); add("padding", style.text.padding)
        add("mandatoryIcon", style.icons.mandatory); add("checkboxOnIcon", style.icons.checkboxOn); add("checkboxOffIcon", style.icons.checkboxOff)
        return members
    }

    private static func state(_ state: CellState) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        for (key, flag) in [("hidden", state.hidden), ("disabled", state.disabled), ("required", state.required),
                            ("invalid", state.invalid), ("valid", state.valid), ("collapsed", state.collapsed)] where flag {
            members.append((key, .bool(true)))
        }
        if let error = state.error { members.append(("error", .string(error))) }
        return members
    }

    private static func richText(_ text: RichText) -> JSONValue {
        guard !text.links.isEmpty else { return .string(text.text) }
        return .object([("text", .string(text.text)), ("links", .array(text.links.map { link in
            .object([("start", .number(Double(link.range.lowerBound))), ("end", .number(Double(link.range.upperBound))),
                     ("target", .string(link.target))])
        }))])
    }

    private static func fontSpec(_ font: FontSpec) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let name = font.name { members.append(("name", .string(name))) }
        if let size = font.size { members.append(("size", .number(size))) }
        return .object(members)
    }

    /// `#RRGGBB[AA]` when every channel is a whole 8-bit value, else the exact channels.
    private static func color(_ color: Color) -> JSONValue {
        let channels = [color.red, color.green, color.blue, color.alpha]
        if channels.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) { return .string(color.hexString) }
        return .object([("red", .number(color.red)), ("green", .number(color.green)), ("blue", .number(color.blue)), ("alpha", .number(color.alpha))])
    }
}
