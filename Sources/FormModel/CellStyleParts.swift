/// Fonts, colours and placement of a cell's title and value text.
public struct TextStyle: Sendable, Hashable {
    /// Font of the title (label) above or beside the control.
    public var titleFont: FontSpec?
    /// Colour of the title.
    public var titleColor: Color?
    /// Font of the value (and placeholder) inside the control.
    public var font: FontSpec?
    /// Colour of the value.
    public var color: Color?
    /// Colour of the value while the cell is disabled.
    public var disabledColor: Color?
    /// Colour of placeholder text.
    public var placeholderColor: Color?
    /// Colour of link text.
    public var linkColor: Color?
    /// Horizontal alignment of the value.
    public var alignment: TextAlignment?
    /// Left and right padding of the text inside the control (SwiftFormBuilder `LeftPadding`).
    public var padding: Double?

    /// Text overrides; nil leaves a part to the skin.
    public init(titleFont: FontSpec? = nil, titleColor: Color? = nil, font: FontSpec? = nil, color: Color? = nil, disabledColor: Color? = nil,
                placeholderColor: Color? = nil, linkColor: Color? = nil, alignment: TextAlignment? = nil, padding: Double? = nil) {
        self.titleFont = titleFont; self.titleColor = titleColor; self.font = font; self.color = color; self.disabledColor = disabledColor
        self.placeholderColor = placeholderColor; self.linkColor = linkColor; self.alignment = alignment; self.padding = padding
    }
}

/// The control's box and the cell's background.
public struct BoxStyle: Sendable, Hashable {
    /// Fill of the control's box.
    public var fill: Color?
    /// Stroke of the box (and of separators).
    public var border: Color?
    /// Stroke width of the box (hyperoslo: also a separator's height).
    public var borderWidth: Double?
    /// Corner radius of the box.
    public var cornerRadius: Double?
    /// Background of the whole cell.
    public var cellBackground: Color?

    /// Box overrides; nil leaves a part to the skin.
    public init(fill: Color? = nil, border: Color? = nil, borderWidth: Double? = nil, cornerRadius: Double? = nil, cellBackground: Color? = nil) {
        self.fill = fill; self.border = border; self.borderWidth = borderWidth; self.cornerRadius = cornerRadius
        self.cellBackground = cellBackground
    }
}

/// How the control's box changes while a cell is in a state (disabled, invalid).
public struct StateStyle: Sendable, Hashable {
    /// Fill of the box in this state.
    public var fill: Color?
    /// Stroke of the box in this state.
    public var border: Color?

    /// State overrides; nil keeps the normal look.
    public init(fill: Color? = nil, border: Color? = nil) { self.fill = fill; self.border = border }
}

/// The error label under a control.
public struct ErrorStyle: Sendable, Hashable {
    /// Colour of the error text.
    public var color: Color?
    /// Font of the error text.
    public var font: FontSpec?

    /// Error label overrides; nil leaves a part to the skin.
    public init(color: Color? = nil, font: FontSpec? = nil) { self.color = color; self.font = font }
}

/// Accent colours of interactive controls.
public struct ControlStyle: Sendable, Hashable {
    /// Accent of switches, segments, steppers.
    public var tint: Color?
    /// Title colour of buttons.
    public var buttonTitleColor: Color?

    /// Control overrides; nil leaves a part to the skin.
    public init(tint: Color? = nil, buttonTitleColor: Color? = nil) { self.tint = tint; self.buttonTitleColor = buttonTitleColor }
}

/// Image names a form gives for its markers; they live in the app's assets, so skins draw their
/// built-in marker instead and the decoder warns.
public struct IconNames: Sendable, Hashable {
    /// The mandatory marker.
    public var mandatory: String?
    /// A ticked check box.
    public var checkboxOn: String?
    /// An unticked check box.
    public var checkboxOff: String?

    /// Icon names; nil means the skin's marker.
    public init(mandatory: String? = nil, checkboxOn: String? = nil, checkboxOff: String? = nil) {
        self.mandatory = mandatory; self.checkboxOn = checkboxOn; self.checkboxOff = checkboxOff
    }
}
