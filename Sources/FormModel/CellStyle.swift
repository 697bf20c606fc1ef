/// Style overrides a form sets on a cell; nil means the skin's default.
public struct CellStyle: Sendable, Hashable {
    public var titleFont: FontSpec?
    public var titleColor: Color?
    public var font: FontSpec?
    public var textColor: Color?
    public var disabledTextColor: Color?
    public var fill: Color?
    public var border: Color?
    public var borderWidth: Double?
    public var cornerRadius: Double?
    public var disabledFill: Color?
    public var disabledBorder: Color?
    public var invalidFill: Color?
    public var invalidBorder: Color?
    /// Accent of switches, segments, steppers.
    public var tint: Color?
    /// Title colour of buttons.
    public var buttonTitleColor: Color?
    public var alignment: TextAlignment?
    public var cellStyle: CellStyleKind
    /// Background of the whole cell.
    public var cellBackground: Color? = nil
    public var errorColor: Color? = nil
    public var errorFont: FontSpec? = nil
    /// Colour of link text; nil = the skin's.
    public var linkColor: Color? = nil
    /// Colour of placeholder text; nil = the skin's.
    public var placeholderColor: Color? = nil
    /// Left and right padding of the text inside the control (SwiftFormBuilder `LeftPadding`).
    public var padding: Double? = nil
    /// Image names the form gives for the mandatory marker and the check box (resolved by skins).
    public var mandatoryIcon: String? = nil
    public var checkboxOnIcon: String? = nil
    public var checkboxOffIcon: String? = nil

    public init(titleFont: FontSpec? = nil, titleColor: Color? = nil, font: FontSpec? = nil, textColor: Color? = nil,
                disabledTextColor: Color? = nil, fill: Color? = nil, border: Color? = nil, borderWidth: Double? = nil,
                cornerRadius: Double? = nil, disabledFill: Color? = nil, disabledBorder: Color? = nil,
                invalidFill: Color? = nil, invalidBorder: Color? = nil, tint: Color? = nil,
                buttonTitleColor: Color? = nil, alignment: TextAlignment? = nil, cellStyle: CellStyleKind = .default) {
        self.titleFont = titleFont; self.titleColor = titleColor; self.font = font; self.textColor = textColor
        self.disabledTextColor = disabledTextColor; self.fill = fill; self.border = border
        self.borderWidth = borderWidth; self.cornerRadius = cornerRadius; self.disabledFill = disabledFill
        self.disabledBorder = disabledBorder; self.invalidFill = invalidFill; self.invalidBorder = invalidBorder
        self.tint = tint; self.buttonTitleColor = buttonTitleColor; self.alignment = alignment; self.cellStyle = cellStyle
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
