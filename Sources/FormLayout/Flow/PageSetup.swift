import Foundation
import FormModel

/// The canvas a form is laid out on: one screen-wide page as tall as the form, or paper pages.
public enum PageSetup: Sendable, Hashable {
    /// One page `width` wide and exactly as tall as the content.
    case screen(width: Double)
    /// Pages of `size` with `margin` on every side; rows never split across pages.
    case paper(size: Size, margin: Double)

    /// The margin of the named paper sizes, in points.
    public static let defaultMargin = 18.0
    /// ISO A4 (595.28 × 841.89 pt) with the default margin.
    public static let a4 = PageSetup.paper(size: Size(width: 595.28, height: 841.89), margin: defaultMargin)
    /// US Letter (612 × 792 pt) with the default margin.
    public static let letter = PageSetup.paper(size: Size(width: 612, height: 792), margin: defaultMargin)
    /// ISO A3 (297 × 420 mm) with the default margin.
    public static let a3 = PageSetup.paper(size: Size(width: 841.89, height: 1190.55), margin: defaultMargin)
    /// ISO A5 (148 × 210 mm) with the default margin.
    public static let a5 = PageSetup.paper(size: Size(width: 419.53, height: 595.28), margin: defaultMargin)
    /// US Legal (8.5 × 14 in) with the default margin.
    public static let legal = PageSetup.paper(size: Size(width: 612, height: 1008), margin: defaultMargin)
    /// US Tabloid (11 × 17 in) with the default margin.
    public static let tabloid = PageSetup.paper(size: Size(width: 792, height: 1224), margin: defaultMargin)

    /// The named paper sizes `--page` takes.
    public static let named: [(name: String, page: PageSetup)] = [("a3", a3), ("a4", a4), ("a5", a5), ("letter", letter), ("legal", legal), ("tabloid", tabloid)]

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
    public var contentWidth: Double {
        switch self {
        case let .screen(width): width
        case let .paper(size, margin): size.width - 2 * margin
        }
    }
}
