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

    /// The width the form's rows are laid out in.
    var contentWidth: Double {
        switch self {
        case let .screen(width): width
        case let .paper(size, margin): size.width - 2 * margin
        }
    }
}
