import FormModel

/// How a skin words a switch's or check box's value when it shows it as text.
enum ToggleWording: Sendable {
    /// "Yes" / "No" (hyperoslo, Formworks).
    case yesNo
    /// "✓" when on, nothing when off (GIGFormulary, SwiftFormBuilder's fields).
    case checkMark
    /// Nothing: the skin draws the control instead (paper, SwiftFormBuilder's switches and check boxes).
    case hidden
}

/// The text a cell's value is shown as, shared by every skin.
enum CellDisplay {
    /// The value as shown: bullets for secure text, the option's title for pickers, the toggle in
    /// the skin's wording; "" when there is nothing to show (empty value, option out of range).
    static func valueText(of cell: Cell, toggles wording: ToggleWording) -> String {
        switch cell.value {
        // A password is never shown: one bullet per character, as on screen.
        case let .text(text): cell.kind == .secureText ? String(repeating: "•", count: text.count) : text
        case let .option(index) where cell.options.indices.contains(index): cell.options[index]
        case let .toggle(flag):
            switch wording {
            case .yesNo: flag ? "Yes" : "No"
            case .checkMark: flag ? "✓" : ""
            case .hidden: ""
            }
        default: ""
        }
    }
}
