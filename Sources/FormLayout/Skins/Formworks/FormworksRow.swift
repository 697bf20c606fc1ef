import FormModel

/// The vertical structure of one Formworks row, measured once and shared by `intrinsicHeight`
/// and the painter so the two can never disagree (Docs/formats.md §4.3):
/// strip 12 · 16 · title · 8 · description · 20 · control · [8 · error] · 16 · hint · 8 · 11.
struct FormworksRow {
    typealias Theme = FormworksTheme

    /// How a cell kind fills its row.
    enum Shape: Equatable {
        /// Title, icon, description, a control `height` tall, error, hint.
        case input(height: Double)
        /// Title (as body text, full width) and description only: labels and links.
        case text
        /// A full-width 50-pt accent bar without the strip (Submit).
        case button
        /// A line `thickness` tall in the background colour.
        case separator(thickness: Double)
        /// Empty space showing the screen.
        case spacer
    }

    let shape: Shape
    /// Left and right layout margin.
    let margin: Double
    let title: RichTextBlock?
    let detail: RichTextBlock?
    /// The control band (text field, switch, segment…); nil for shapes without one.
    let control: Rect?
    let error: RichTextBlock?
    let hint: RichTextBlock?
    /// The top of the title, where the icon is top-aligned.
    let titleTop: Double
    /// The width the title is broken to.
    let titleWidth: Double
    let height: Double

    /// How `cell` fills its row.
    static func shape(of cell: Cell) -> Shape {
        switch cell.kind {
        case .button: .button
        case .label, .link: .text
        case .separator: .separator(thickness: max(0, cell.style.box.borderWidth ?? 1))
        case .spacer: .spacer
        case .textArea: .input(height: Theme.textAreaHeight)
        default: .input(height: Theme.inputHeight)
        }
    }

    /// Measures `cell` in a frame at `origin`, `width` wide; `frameHeight` (when the flow fixed
    /// it) lets a custom cell's box fill the frame.
    init(cell: Cell, palette: FormworksPalette, origin: Point, width: Double, frameHeight: Double?, measurer: TextMeasurer) {
        shape = Self.shape(of: cell)
        margin = Theme.sideMargin(width: width)
        let inner = max(1, width - 2 * margin)
        let left = origin.x + margin
        var y = origin.y + Theme.strip + Theme.titleTop
        titleTop = y
        // 85 % of the margin width; narrower cells (from multi-column formats) keep the icon clear.
        titleWidth = shape == .text ? inner : max(1, min(inner * Theme.titleWidthShare, inner - Theme.iconSize - 8))
        let controlHeight: Double
        switch shape {
        case .button, .separator, .spacer:
            (title, detail, control, error, hint) = (nil, nil, nil, nil, nil)
            height = switch shape {
            case .button: Theme.submitHeight
            case let .separator(thickness): thickness
            default: Theme.spacerHeight
            }
            return
        case .text:
            controlHeight = 0
        case let .input(height):
            controlHeight = height
        }
        let style = cell.style
        let linkColor = style.text.linkColor ?? palette.accent
        let titleColor = style.text.titleColor ?? palette.componentTitle
        if shape == .text {
            let font = style.text.titleFont.resolved(over: Theme.bodyFont)
            title = Self.paragraph(cell.label, ParagraphStyle(font: font, color: cell.kind == .link ? linkColor : titleColor,
                                                              linkColor: linkColor, alignment: style.text.alignment ?? .left),
                                   x: left, y: &y, width: inner, measurer: measurer)
        } else {
            let font = Self.titleFont(cell, width: titleWidth, measurer: measurer)
            title = Self.paragraph(cell.label, ParagraphStyle(font: font, color: titleColor, linkColor: linkColor,
                                                              alignment: style.text.alignment ?? .left, maxLines: Theme.titleMaxLines),
                                   x: left, y: &y, width: titleWidth, measurer: measurer)
        }
        y += Theme.descriptionGap
        detail = Self.paragraph(cell.state.collapsed ? nil : cell.detail, ParagraphStyle(font: Theme.descriptionFont, color: palette.componentDescription, linkColor: linkColor),
                                x: left, y: &y, width: inner, measurer: measurer)
        let errorStyle = ParagraphStyle(font: style.error.font.resolved(over: Theme.hintFont), color: style.error.color ?? palette.componentRequired)
        let errorText = cell.state.error.flatMap { $0.isEmpty ? nil : RichText($0) }
        let hintStyle = ParagraphStyle(font: Theme.hintFont, color: palette.componentDescription)
        let hintText = shape == .text ? nil : cell.hint.flatMap { $0.isEmpty ? nil : RichText($0) }
        if shape == .text {
            control = nil
        } else {
            y += Theme.inputGap
            var band = controlHeight
            if case .custom = cell.kind, let frameHeight {
                // The box takes what the frame leaves once everything below it is measured.
                let below = Self.measuredHeight(errorText, errorStyle, width: inner, measurer: measurer, gap: Theme.errorGap)
                    + Theme.hintGap + Self.measuredHeight(hintText, hintStyle, width: inner, measurer: measurer, gap: 0)
                    + Theme.bottomGap + Theme.bottomMargin
                band = max(controlHeight, frameHeight - (y - origin.y) - below)
            }
            control = Rect(x: left, y: y, width: inner, height: band)
            y += band
        }
        if errorText != nil { y += Theme.errorGap }
        error = Self.paragraph(errorText, errorStyle, x: left, y: &y, width: inner, measurer: measurer)
        if shape == .text {
            hint = nil
        } else {
            y += Theme.hintGap
            hint = Self.paragraph(hintText, hintStyle, x: left, y: &y, width: inner, measurer: measurer)
        }
        height = y + Theme.bottomGap + Theme.bottomMargin - origin.y
    }

    /// The height `text` takes plus `gap`, or 0 when there is no text.
    private static func measuredHeight(_ text: RichText?, _ style: ParagraphStyle, width: Double, measurer: TextMeasurer, gap: Double) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        return measurer.paragraph(text, style: style, origin: Point(x: 0, y: 0), width: width).height + gap
    }

    /// The title font: the largest size down to 75 % at which the title fits in three lines
    /// (`adjustsFontSizeToFitWidth`, `minimumScaleFactor` 0.75), in whole points.
    static func titleFont(_ cell: Cell, width: Double, measurer: TextMeasurer) -> FontRef {
        let font = cell.style.text.titleFont.resolved(over: Theme.titleFont)
        guard let text = cell.label?.text, !text.isEmpty else { return font }
        let smallest = font.size * Theme.titleMinimumScale
        var size = font.size
        while size > smallest {
            if measurer.lines(text, font: font.sized(size), width: width, maxLines: nil).count <= Theme.titleMaxLines { return font.sized(size) }
            size = max(smallest, size - 1)
        }
        return font.sized(smallest)
    }

    /// Lays out `text` at (`x`, `y`) and moves `y` below it; nil (and `y` unchanged) when empty.
    private static func paragraph(_ text: RichText?, _ style: ParagraphStyle, x: Double, y: inout Double, width: Double,
                                  measurer: TextMeasurer) -> RichTextBlock? {
        guard let text, !text.isEmpty else { return nil }
        let block = measurer.paragraph(text, style: style, origin: Point(x: x, y: y), width: width)
        y += block.height
        return block
    }
}
