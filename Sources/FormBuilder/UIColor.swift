import Foundation
import FormModel

/// Linux stand-in for UIKit's `UIColor`: an sRGB colour with alpha, channels 0...1.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// Red channel, 0...1.
    public let red: CGFloat
    /// Green channel, 0...1.
    public let green: CGFloat
    /// Blue channel, 0...1.
    public let blue: CGFloat
    /// Alpha channel, 0...1.
    public let alpha: CGFloat

    /// A colour from its red, green, blue and alpha channels (0...1), as in UIKit.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey of the given brightness (0 black ... 1 white), as in UIKit.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0...1), as in UIKit.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// SwiftFormBuilder's `UIColor(hexString:)`: `#RRGGBB` or `RRGGBB`; anything else gives opaque black.
    public convenience init(hexString: String) {
        var digits = hexString.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6, let value = UInt64(digits, radix: 16) else {
            self.init(red: 0, green: 0, blue: 0, alpha: 1)
            return
        }
        self.init(red: CGFloat((value & 0xFF0000) >> 16) / 255, green: CGFloat((value & 0x00FF00) >> 8) / 255,
                  blue: CGFloat(value & 0x0000FF) / 255, alpha: 1)
    }

    /// UIKit's asset-catalog lookup; there is no asset catalog here, so always nil.
    public convenience init?(named name: String) {
        return nil
    }

    /// The same colour with another alpha, as in UIKit.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour in the normalized model, channels clamped to 0...1.
    public var modelColor: Color {
        func clamp(_ value: CGFloat) -> Double { Double(min(max(value, 0), 1)) }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public var description: String { modelColor.hexString }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
}

extension UIColor {
    /// UIKit `black`.
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit `darkGray` (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// UIKit `lightGray` (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// UIKit `white`.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit `gray` (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit `red`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit `green`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit `blue`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit `cyan`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit `yellow`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit `magenta`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit `orange`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit `purple`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit `brown`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit `clear` (transparent black).
    public static let clear = UIColor(white: 0, alpha: 0)

    /// iOS `systemRed` (light appearance, #FF3B30).
    public static let systemRed = UIColor(hexString: "#FF3B30")
    /// iOS `systemOrange` (light appearance, #FF9500).
    public static let systemOrange = UIColor(hexString: "#FF9500")
    /// iOS `systemYellow` (light appearance, #FFCC00).
    public static let systemYellow = UIColor(hexString: "#FFCC00")
    /// iOS `systemGreen` (light appearance, #34C759).
    public static let systemGreen = UIColor(hexString: "#34C759")
    /// iOS `systemTeal` (light appearance, #5AC8FA).
    public static let systemTeal = UIColor(hexString: "#5AC8FA")
    /// iOS `systemBlue` (light appearance, #007AFF).
    public static let systemBlue = UIColor(hexString: "#007AFF")
    /// iOS `systemIndigo` (light appearance, #5856D6).
    public static let systemIndigo = UIColor(hexString: "#5856D6")
    /// iOS `systemPurple` (light appearance, #AF52DE).
    public static let systemPurple = UIColor(hexString: "#AF52DE")
    /// iOS `systemPink` (light appearance, #FF2D55).
    public static let systemPink = UIColor(hexString: "#FF2D55")
    /// iOS `systemGray` (#8E8E93).
    public static let systemGray = UIColor(hexString: "#8E8E93")
    /// iOS `label` (light appearance: black).
    public static let label = UIColor.black
    /// iOS `secondaryLabel` (light appearance: #3C3C43 at 60 %).
    public static let secondaryLabel = UIColor(hexString: "#3C3C43").withAlphaComponent(0.6)
    /// iOS `systemBackground` (light appearance: white).
    public static let systemBackground = UIColor.white
}
