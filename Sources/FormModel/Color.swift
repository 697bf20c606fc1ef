import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when invalid.
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(rgb: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6:
            self.init(rgb: value)
        case 8:
            self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// The colour as `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ channel: Double) -> String {
            let text = String(Int((channel * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func fading(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This colour painted over an opaque `background`: the opaque colour seen.
    public func painted(over background: Color) -> Color {
        let alpha = max(0, min(1, self.alpha))
        return Color(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
                     blue: blue * alpha + background.blue * (1 - alpha))
    }

    public static let white = Color(rgb: 0xFFFFFF)
    public static let black = Color(rgb: 0x000000)
    public static let clear = Color(rgb: 0, alpha: 0)
}

extension Color: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "invalid colour \(text)"))
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}
