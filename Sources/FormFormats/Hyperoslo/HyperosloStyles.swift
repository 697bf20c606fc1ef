import FormModel

/// Reads the `styles` objects of groups and fields (Docs/formats.md §2.8). The library stores every
/// value as a string; numbers are accepted too.
struct HyperosloStyles {
    let log: DiagnosticLog

    func group(_ styles: JSONNode?) -> GroupStyle {
        guard let styles else { return GroupStyle() }
        report(styles, known: ["background_color", "text_color", "font", "font_size"])
        return GroupStyle(background: styles.color("background_color"), textColor: styles.color("text_color"),
                          font: font(styles, name: "font", size: "font_size"))
    }

    func cell(_ styles: JSONNode?, kind: CellKind) -> CellStyle {
        guard let styles else { return CellStyle() }
        report(styles, known: Self.knownFieldKeys)
        var style = CellStyle()
        style.text.font = font(styles, name: "font", size: "font_size")
        style.text.titleFont = font(styles, name: "heading_label_font", size: "heading_label_font_size")
        style.text.titleColor = styles.color("heading_label_text_color")
        style.box.cornerRadius = nonNegative(styles, "corner_radius")
        style.box.borderWidth = nonNegative(styles, "border_width")
        let background = styles.color("background_color")
        let border = styles.color("border_color")
        switch kind {
        case .button:
            style.box.fill = background
            style.box.border = border
            style.control.buttonTitleColor = styles.color("title_color")
        case .segment, .toggle:
            style.box.fill = background
            style.control.tint = styles.color("tint_color")
        default:
            style.box.fill = styles.color("enabled_background_color") ?? styles.color("valid_background_color")
                ?? styles.color("inactive_background_color") ?? background
            style.box.border = styles.color("enabled_border_color") ?? styles.color("valid_border_color")
                ?? styles.color("inactive_border_color") ?? border
            style.text.color = styles.color("enabled_text_color")
            style.text.disabledColor = styles.color("disabled_text_color")
            style.disabled.fill = styles.color("disabled_background_color")
            style.disabled.border = styles.color("disabled_border_color")
            style.invalid.fill = styles.color("invalid_background_color")
            style.invalid.border = styles.color("invalid_border_color")
            style.control.tint = styles.color("plus_button_color") ?? styles.color("minus_button_color")
        }
        return style
    }

    private func font(_ styles: JSONNode, name: String, size: String) -> FontSpec? {
        let fontName = styles.string(name)
        var fontSize = styles.number(size)
        if let value = fontSize, value <= 0 || value > 200 {
            log.warn("\(styles.path).\(size)", "font size \(formatNumber(value)) is out of range (0, 200]; the default size is used")
            fontSize = nil
        }
        return fontName == nil && fontSize == nil ? nil : FontSpec(name: fontName, size: fontSize)
    }

    private func nonNegative(_ styles: JSONNode, _ key: String) -> Double? {
        guard let value = styles.number(key) else { return nil }
        guard value >= 0, value <= 100 else {
            log.warn("\(styles.path).\(key)", "\(formatNumber(value)) is out of range [0, 100]; the default is used")
            return nil
        }
        return value
    }

    private func report(_ styles: JSONNode, known: Set<String>) {
        guard case let .object(members) = styles.value else {
            log.warn(styles.path, "expected an object, found \(styles.value.typeName); ignored")
            return
        }
        for (key, _) in members where !known.contains(key) {
            log.warn("\(styles.path).\(key)", "unknown style key; ignored")
        }
    }

    /// Keys the library reads from field styles; the ones without a visible effect in a static
    /// render (active, highlighted, tooltip, clear button) are accepted silently.
    static let knownFieldKeys: Set<String> = [
        "font", "font_size", "corner_radius", "border_width", "border_color", "background_color",
        "active_background_color", "active_border_color", "inactive_background_color", "inactive_border_color",
        "enabled_background_color", "enabled_border_color", "disabled_background_color", "disabled_border_color",
        "valid_background_color", "valid_border_color", "invalid_background_color", "invalid_border_color",
        "enabled_text_color", "disabled_text_color", "tooltip_font", "tooltip_font_size", "tooltip_label_text_color",
        "tooltip_background_color", "clear_button_color", "minus_button_color", "plus_button_color",
        "heading_label_font", "heading_label_font_size", "heading_label_text_color",
        "highlighted_background_color", "title_color", "highlighted_title_color", "tint_color",
    ]
}
