/// Style overrides a form sets on a cell, grouped by what they reach; nil means the skin's default.
/// The native format keeps its flat keys (`titleFont`, `disabledFill`, …); only this model groups them.
public struct CellStyle: Sendable, Hashable {
    /// Fonts, colours and placement of the cell's title and value text.
    public var text: TextStyle
    /// The control's box and the cell's background.
    public var box: BoxStyle
    /// The box while the cell is disabled (its text colour is `text.disabledColor`).
    public var disabled: StateStyle
    /// The box while the cell's value is invalid.
    public var invalid: StateStyle
    /// The error label under the control.
    public var error: ErrorStyle
    /// Switches, segments, steppers and buttons.
    public var control: ControlStyle
    /// Image names the form gives for its markers (resolved by skins).
    public var icons: IconNames
    /// GIGFormulary's cell style: a boxed control, an underline, or a named template.
    public var kind: CellStyleKind

    /// A style from its groups; every group defaults to "the skin decides".
    public init(text: TextStyle = TextStyle(), box: BoxStyle = BoxStyle(), disabled: StateStyle = StateStyle(),
                invalid: StateStyle = StateStyle(), error: ErrorStyle = ErrorStyle(), control: ControlStyle = ControlStyle(),
                icons: IconNames = IconNames(), kind: CellStyleKind = .default) {
        self.text = text; self.box = box; self.disabled = disabled; self.invalid = invalid
        self.error = error; self.control = control; self.icons = icons; self.kind = kind
    }
}

/// Horizontal text alignment.
public enum TextAlignment: String, Sendable, Hashable { case left, center, right, justified }

/// The cell styles of GIGFormulary: a boxed control, an underline, or a named template.
public enum CellStyleKind: Sendable, Hashable {
    case `default`
    case line
    case custom(template: String)
}
