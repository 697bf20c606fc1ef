// Like UIKit, the module re-exports Foundation: builder code uses URL and CGFloat with one import.
@_exported import Foundation

/// Linux stand-in for UIKit's `UIFont`: a font name and a point size.
public final class UIFont: Sendable, Hashable {
    /// The iOS font name (`system`, `system-bold` … for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    private init(resolvedName: String, size: CGFloat) {
        fontName = resolvedName
        pointSize = size
    }

    /// A font by iOS PostScript or family name; failable as in UIKit, but never nil here.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(resolvedName: fontName, size: fontSize)
    }

    /// The system font at a size (rendered with the skin's system family).
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(resolvedName: "system", size: fontSize)
    }

    /// The system font at a size and weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(resolvedName: weight == .regular ? "system" : "system-" + weight.suffix, size: fontSize)
    }

    /// The bold system font at a size.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(resolvedName: "system-bold", size: fontSize)
    }

    /// The italic system font at a size.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(resolvedName: "system-italic", size: fontSize)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(resolvedName: fontName, size: fontSize)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName); hasher.combine(pointSize)
    }

    /// UIKit's font weights.
    public struct Weight: Sendable, Hashable, RawRepresentable {
        /// UIKit's raw weight value (-1 ... 1).
        public let rawValue: CGFloat
        /// A weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit `ultraLight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit `thin`.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit `light`.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit `regular`.
        public static let regular = Weight(rawValue: 0)
        /// UIKit `medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit `semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit `bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit `heavy`.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit `black`.
        public static let black = Weight(rawValue: 0.62)

        /// The name suffix the font mapping understands (`system-semibold`).
        var suffix: String {
            switch rawValue {
            case ..<(-0.7): "ultralight"
            case ..<(-0.5): "thin"
            case ..<(-0.2): "light"
            case ..<0.1: "regular"
            case ..<0.27: "medium"
            case ..<0.35: "semibold"
            case ..<0.5: "bold"
            case ..<0.6: "heavy"
            default: "black"
            }
        }
    }
}

/// Linux stand-in for UIKit's `UIImage`: only the name is kept.
public final class UIImage: Sendable, Hashable {
    /// The asset name given to `init(named:)`.
    public let name: String

    /// An image by asset name; failable as in UIKit, but never nil here.
    public init?(named name: String) { self.name = name }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Linux stand-in for UIKit's `UIKeyboardType` (not visible in a static render).
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's alias of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// Linux stand-in for UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
