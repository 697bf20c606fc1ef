import Foundation

/// Corner radius of a button.
public enum Radius: Sendable, Hashable {
    /// 0 pt (the default).
    case none
    /// 3 pt.
    case soft
    /// 6 pt.
    case medium
    /// 10 pt.
    case hard
    /// 20 pt.
    case rounded
    /// Any radius up to 40 pt.
    case custom(_ round: CGFloat)

    /// The radius in points.
    public var floatValue: CGFloat {
        switch self {
        case .none: 0
        case .soft: 3
        case .medium: 6
        case .hard: 10
        case .rounded: 20
        case let .custom(round): min(round, 40)
        }
    }
}

/// Look of the button of a button cell; replaces the xib's look (red #B90000) when given.
public final class FormItemButtonProperty {
    private var backgroundColor = UIColor.white
    private var isActive: Bool?
    private var titleColor: UIColor = .white
    private var cornerRadius: Radius = .none
    private var borderColor: UIColor = .clear
    private var borderWidth: CGFloat = 0

    /// Defaults: white background, white title, radius 0, no border.
    public init() {}

    /// Button background (default white).
    public func backgroundColor(_ value: UIColor) -> FormItemButtonProperty {
        backgroundColor = value
        return self
    }

    /// Whether the button can be pressed (default true).
    public func isActive(_ value: Bool) -> FormItemButtonProperty {
        isActive = value
        return self
    }

    /// Title colour (default white).
    public func titleColor(_ values: UIColor) -> FormItemButtonProperty {
        titleColor = values
        return self
    }

    /// Corner radius (default `.none`).
    public func radius(_ value: Radius) -> FormItemButtonProperty {
        cornerRadius = value
        return self
    }

    /// Border width and colour (default 0, clear).
    public func border(width: CGFloat, color: UIColor) -> FormItemButtonProperty {
        borderColor = color
        borderWidth = width
        return self
    }

    /// The background colour.
    public func getBackgroundColor() -> UIColor? { backgroundColor }
    /// Whether the button is enabled.
    public func getIsActive() -> Bool { isActive ?? true }
    /// The title colour.
    public func getTitleColor() -> UIColor { titleColor }
    /// The corner radius in points.
    public func getCornerRadius() -> CGFloat { cornerRadius.floatValue }
    /// The border colour.
    public func getBorderColor() -> UIColor { borderColor }
    /// The border width in points.
    public func getBorderWidth() -> CGFloat { borderWidth }
}
