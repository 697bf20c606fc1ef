import Foundation

/// The cell type and look of an item; getters give SwiftFormBuilder's defaults for what was not set.
public final class FormItemUIProperties {
    private var cellType: FormItemCellType
    private(set) var tintColorSet: UIColor?
    private(set) var errorColorSet: UIColor?
    private var keyboardType = UIKeyboardType.default
    private var font: UIFont?
    private var fontSize: CGFloat?
    private(set) var textColorSet: UIColor?
    private(set) var underlineColorSet: UIColor?
    private var textAlignment: NSTextAlignment?
    private(set) var elementColorSet: UIColor?
    private var textFieldProperty: FormItemTextFieldProperty?
    private var buttonProperty: FormItemButtonProperty?

    /// Properties for a cell of the given type.
    public init(itemType: FormItemCellType) {
        cellType = itemType
    }

    /// Caret colour of text fields (default white).
    public func tintColor(_ value: UIColor) -> FormItemUIProperties {
        tintColorSet = value
        return self
    }

    /// Colour of the input's border when the item is invalid (default red).
    public func errorColor(_ value: UIColor) -> FormItemUIProperties {
        errorColorSet = value
        return self
    }

    /// Keyboard shown while editing (not visible in a static render).
    public func keyboardType(_ value: UIKeyboardType) -> FormItemUIProperties {
        keyboardType = value
        return self
    }

    /// Font of the text (applied by the label cell); wins over `fontSize`.
    public func font(_ value: UIFont) -> FormItemUIProperties {
        font = value
        return self
    }

    /// Accepts `UIFont(name:size:)` unwrapped, as the README writes it (nil keeps the default font).
    public func font(_ value: UIFont?) -> FormItemUIProperties {
        font = value ?? font
        return self
    }

    /// Size of the default font (applied by the label cell).
    public func fontSize(_ value: CGFloat) -> FormItemUIProperties {
        fontSize = value
        return self
    }

    /// Text colour (default white).
    public func textColor(_ value: UIColor) -> FormItemUIProperties {
        textColorSet = value
        return self
    }

    /// Colour of the underlined part of a link title (default blue).
    public func underlinedColor(_ value: UIColor) -> FormItemUIProperties {
        underlineColorSet = value
        return self
    }

    /// Text alignment (applied by the label cell).
    public func alignment(_ value: NSTextAlignment) -> FormItemUIProperties {
        textAlignment = value
        return self
    }

    /// Look of the text field of textfield, date and picker cells.
    public func textFieldPropertie(_ value: FormItemTextFieldProperty) -> FormItemUIProperties {
        textFieldProperty = value
        return self
    }

    /// Look of the button of a button cell.
    public func buttonPropertie(_ value: FormItemButtonProperty) -> FormItemUIProperties {
        buttonProperty = value
        return self
    }

    /// Colour of non-text elements: the separator line (default white).
    public func elementColor(_ value: UIColor) -> FormItemUIProperties {
        elementColorSet = value
        return self
    }

    /// The caret colour.
    public func getTintColor() -> UIColor { tintColorSet ?? .white }
    /// The error colour.
    public func getErrorColor() -> UIColor { errorColorSet ?? .red }
    /// The keyboard type.
    public func getKeyboardType() -> UIKeyboardType { keyboardType }
    /// The cell type.
    public func getCellType() -> FormItemCellType? { cellType }
    /// The custom font, if any.
    public func getFont() -> UIFont? { font }
    /// The custom font size, if any.
    public func getFontSize() -> CGFloat? { fontSize }
    /// The text colour.
    public func getTextColor() -> UIColor { textColorSet ?? .white }
    /// The colour of underlined link text.
    public func getUnderlinedTextColor() -> UIColor { underlineColorSet ?? .blue }
    /// The text alignment, if set.
    public func getAlignment() -> NSTextAlignment? { textAlignment }
    /// The text-field look, if given.
    public func getTextfieldProperty() -> FormItemTextFieldProperty? { textFieldProperty }
    /// The button look, if given.
    public func getButtonProperty() -> FormItemButtonProperty? { buttonProperty }
    /// The colour of non-text elements.
    public func getNonTextualElementBackgroundColor() -> UIColor { elementColorSet ?? .white }
}
