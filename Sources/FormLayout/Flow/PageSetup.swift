import Foundation
import FormModel

/// The canvas a form is laid out on: one screen-wide page as tall as the form, or paper pages.
public enum PageSetup: Sendable, Hashable {
    /// One page `width` wide and exactly as tall as the content.
    case screen(width: Double)
    /// Pages of `size` with `margin` on every side; rows never split across pages.
    case paper(size: Size, margin: Double)

    public static let a4 = PageSetup.paper(size: Size(width: 595.28, height: 841.89), margin: 18)
    public static let letter = PageSetup.paper(size: Size(width: 612, height: 792), margin: 18)

    /// Parses `screen`, `a4`, `letter` or `WxH` (points, or with a unit: `210x297mm`); `screenWidth`
    /// is the width of `screen`.
    public init?(parsing text: String, screenWidth: Double) {
        switch text.lowercased() {
        case "screen": self = .screen(width: screenWidth)
        case "a4": self = .a4
        case "letter": self = .letter
        default:
            let parts = text.lowercased().split(separator: "x", maxSplits: 1)
            let unit = parts.last.map { String($0.drop { $0.isNumber || $0 == "." }) } ?? ""
            guard parts.count == 2, let width = Self.length(parsing: parts[0].allSatisfy { $0.isNumber || $0 == "." } ? parts[0] + unit : String(parts[0])), let height = Self.length(parsing: String(parts[1])),
                  (100...14400).contains(width), (100...14400).contains(height) else { return nil }
            self = .paper(size: Size(width: width, height: height), margin: 18)
        }
    }

    /// A length in points from `36`, `36pt`, `15mm`, `1.5cm` or `0.5in`; nil when unreadable.
    public static func length(parsing text: String) -> Double? {
        let units: [(String, Double)] = [("mm", 72 / 25.4), ("cm", 72 / 2.54), ("in", 72), ("pt", 1)]
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        let (number, factor) = units.first { lowered.hasSuffix($0.0) }.map { (String(lowered.dropLast($0.0.count)), $0.1) } ?? (lowered, 1)
        guard let value = Double(number), value.isFinite else { return nil }
        return value * factor
    }

    /// The same paper turned sideways (width and height swapped); a screen stays as it is.
    public func landscape() -> PageSetup {
        guard case let .paper(size, margin) = self, size.height > size.width else { return self }
        return .paper(size: Size(width: size.height, height: size.width), margin: margin)
    }

    /// The same paper with `margin` points on every side; a screen stays as it is.
    public func withMargin(_ margin: Double) -> PageSetup {
        guard case let .paper(size, _) = self else { return self }
        return .paper(size: size, margin: margin)
    }

    /// The width the form's rows are laid out in.
    var contentWidth: Double {
        switch self {
        case let .screen(width): width
        case let .paper(size, margin): size.width - 2 * margin
        }
    }
}
