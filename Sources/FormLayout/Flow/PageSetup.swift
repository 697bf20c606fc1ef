import FormModel

/// The canvas a form is laid out on: one screen-wide page as tall as the form, or paper pages.
public enum PageSetup: Sendable, Hashable {
    /// One page `width` wide and exactly as tall as the content.
    case screen(width: Double)
    /// Pages of `size` with `margin` on every side; rows never split across pages.
    case paper(size: Size, margin: Double)

    public static let a4 = PageSetup.paper(size: Size(width: 595.28, height: 841.89), margin: 18)
    public static let letter = PageSetup.paper(size: Size(width: 612, height: 792), margin: 18)

    /// Parses `screen`, `a4`, `letter` or `WxH` (points); `screenWidth` is the width of `screen`.
    public init?(parsing text: String, screenWidth: Double) {
        switch text.lowercased() {
        case "screen": self = .screen(width: screenWidth)
        case "a4": self = .a4
        case "letter": self = .letter
        default:
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  (100...14400).contains(width), (100...14400).contains(height) else { return nil }
            self = .paper(size: Size(width: width, height: height), margin: 18)
        }
    }

    /// The width the form's rows are laid out in.
    var contentWidth: Double {
        switch self {
        case let .screen(width): width
        case let .paper(size, margin): size.width - 2 * margin
        }
    }
}
