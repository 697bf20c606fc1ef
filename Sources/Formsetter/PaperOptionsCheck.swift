import FormLayout

/// Which page options go together. `--width` is refused with paper pages rather than silently
/// ignored: on paper the rows are as wide as the page less its margins, so the page size and
/// margins are what a user changes.
enum PaperOptionsCheck {
    static func check(_ page: PageSetup, width: Double?, landscape: Bool, margin: Double?) throws {
        guard case let .paper(size, _) = page else {
            if landscape { throw UsageError("--landscape needs paper pages (--page a4, letter or WxH)") }
            if margin != nil { throw UsageError("--margin needs paper pages (--page a4, letter or WxH)") }
            return
        }
        if width != nil {
            throw UsageError("--width cannot be combined with --page: on paper the rows are as wide as the page less its margins; change --page or --margin instead")
        }
        if let margin, !(margin.isFinite && margin >= 0 && margin * 2 <= min(size.width, size.height) - 72) {
            throw UsageError("--margin must leave at least 1 inch of the page between the margins (0 to \(Int((min(size.width, size.height) - 72) / 2)) pt here)")
        }
    }
}
