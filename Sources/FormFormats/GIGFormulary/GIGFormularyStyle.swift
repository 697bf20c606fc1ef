import FormModel

/// Reads a field's `style` object (Docs/formats.md §1.3).
struct GIGFormularyStyle {
    let log: DiagnosticLog

    static let known: Set<String> = [
        "styleCell", "nameXib", "backgroundColorField", "titleColor", "errorColor", "sizeTitle", "sizeError", "font",
        "align", "mandatoryIcon", "checkBox", "acceptColorPicker", "containerAcceptColorPicker",
        "backgroundPickerColorPicker", "expandCollapseButtonTextColor", "expandCollapseButtonFont", "expandCollapseButtonFontSize",
    ]

    func style(_ node: JSONNode?) -> CellStyle {
        var style = CellStyle()
        guard let node else { return style }
        guard case let .object(members) = node.value else {
            log.warn(node.path, "expected an object, found \(node.value.typeName); ignored")
            return style
        }
        for (key, _) in members where !Self.known.contains(key) { log.warn("\(node.path).\(key)", "unknown style key; ignored") }
        let font = node.string("font")
        let titleSize = size(node, "sizeTitle")
        let errorSize = size(node, "sizeError")
        if font != nil || titleSize != nil { style.text.titleFont = FontSpec(name: font, size: titleSize) }
        // The library sets the input text in the title font when the style names one.
        if font != nil { style.text.font = FontSpec(name: font, size: titleSize ?? 17) }
        if font != nil || errorSize != nil { style.error.font = FontSpec(name: font, size: errorSize) }
        style.box.cellBackground = node.color("backgroundColorField")
        style.text.titleColor = node.color("titleColor")
        style.error.color = node.color("errorColor")
        if let align = node.string("align") {
            switch align {
            case "alignLeft": style.text.alignment = .left
            case "alignRight": style.text.alignment = .right
            case "alignCenter": style.text.alignment = .center
            default:
                log.warn(node.path + ".align", "\"\(align)\" is not alignLeft, alignCenter or alignRight; centred, as the library does")
                style.text.alignment = .center
            }
        }
        switch node.string("styleCell") {
        case nil, "default": break
        case "line": style.kind = .line
        case "custom":
            if let name = node.string("nameXib"), !name.isEmpty {
                style.kind = .custom(template: name)
            } else {
                log.warn(node.path + ".nameXib", "styleCell custom needs nameXib; drawn as default")
            }
        case let other?:
            log.warn(node.path + ".styleCell", "\"\(other)\" is not default, line or custom; drawn as default")
        }
        // Image names refer to the host app's asset catalogue, which a render does not have.
        if let icon = node.string("mandatoryIcon") {
            style.icons.mandatory = icon
            log.warn(node.path + ".mandatoryIcon", "image \"\(icon)\" cannot be resolved (it lives in the app's assets); the built-in asterisk is drawn")
        }
        if let box = node["checkBox"] {
            style.icons.checkboxOn = box.string("checkBoxOn")
            style.icons.checkboxOff = box.string("checkBoxOff")
            log.warn(box.path, "check box images cannot be resolved (they live in the app's assets); the built-in ring and disc are drawn")
        }
        return style
    }

    private func size(_ node: JSONNode, _ key: String) -> Double? {
        guard let value = node.number(key) else { return nil }
        guard value > 0, value <= 200 else {
            log.warn("\(node.path).\(key)", "font size \(formatNumber(value)) is out of range (0, 200]; the default is used")
            return nil
        }
        return value
    }
}
