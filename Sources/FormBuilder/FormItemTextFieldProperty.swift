import Foundation

/// Left padding of the text inside a field.
public enum LeftPadding: Sendable, Hashable {
    /// 0 pt.
    case none
    /// 3 pt (the default).
    case minimum
    /// 10 pt.
    case standard
    /// 20 pt.
    case large
    /// 35 pt.
    case wide
    /// Any size; the skin clamps it to half the field's width.
    case custom(padding: CGFloat)

    /// The padding in points.
    public var floatValue: CGFloat {
        switch self {
        case .none: 0
        case .minimum: 3
        case .standard: 10
        case .large: 20
        case .wide: 35
        case let .custom(padding): padding
        }
    }
}

/// Border width of a field.
public enum BorderWidth: Sendable, Hashable {
    /// No border (the default).
    case none
    /// 1 pt.
    case thin
    /// 3 pt.
    case standard
    /// 5 pt.
    case large
    /// Any width.
    case custom(padding: CGFloat)

    /// The width in points.
    public var floatValue: CGFloat {
        switch self {
        case .none: 0
        case .thin: 1
        case .standard: 3
        case .large: 5
        case let .custom(padding): padding
        }
    }
}

/// Look of the text field of textfield, date and picker cells; replaces the xib's look when given.
public final class FormItemTextFieldProperty {
    private var backgroundColor: UIColor = .clear
    private var rightIcon: UIImage?
    private var isActive: Bool?
    private var borderColor: UIColor = .black
    private var borderWidth: BorderWidth = .none
    private var cornerRadius: CGFloat = 0
    private var placeholderColor = UIColor(hexString: "#C6C6C6")
    private var leftPaggind: LeftPadding = .minimum

    /// Defaults: clear background, black border of width 0, radius 0, placeholder #C6C6C6, padding 3.
    public init() {}

    /// Field background (default clear).
    public func backgroundColor(_ value: UIColor) -> FormItemTextFieldProperty {
        backgroundColor = value
        return self
    }

    /// An icon at the right edge of the field.
    public func rightIcon(_ value: UIImage) -> FormItemTextFieldProperty {
        rightIcon = value
        return self
    }

    /// Whether the field can be edited (default true; false draws it disabled).
    public func isActive(_ value: Bool) -> FormItemTextFieldProperty {
        isActive = value
        return self
    }

    /// Border colour and width (default black, `.none`).
    public func border(color: UIColor, width: BorderWidth) -> FormItemTextFieldProperty {
        borderColor = color
        borderWidth = width
        return self
    }

    /// Corner radius (default 0; the skin clamps it to half the field's height).
    public func cornerRadius(_ value: CGFloat) -> FormItemTextFieldProperty {
        cornerRadius = value
        return self
    }

    /// Placeholder colour (default #C6C6C6).
    public func placeholderColor(_ value: UIColor) -> FormItemTextFieldProperty {
        placeholderColor = value
        return self
    }

    /// Left padding of the text (sic; default `.minimum`).
    public func leftPaggind(_ value: LeftPadding) -> FormItemTextFieldProperty {
        leftPaggind = value
        return self
    }

    /// The background colour.
    public func getBackgroundColor() -> UIColor? { backgroundColor }
    /// The right icon, if any.
    public func getRightIcon() -> UIImage? { rightIcon }
    /// Whether the field is editable.
    public func getIsActive() -> Bool { isActive ?? true }
    /// The border colour.
    public func getBorderColor() -> UIColor { borderColor }
    /// The border width in points.
    public func getBorderWidth() -> CGFloat { borderWidth.floatValue }
    /// The corner radius in points.
    public func getCornerRadius() -> CGFloat { cornerRadius }
    /// The placeholder colour.
    public func getPlaceholderColor() -> UIColor { placeholderColor }
    /// The left padding in points.
    public func getLeftPadding() -> CGFloat { leftPaggind.floatValue }
}
