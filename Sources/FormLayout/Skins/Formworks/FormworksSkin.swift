import FormModel

/// The look of Formworks at HEAD (Docs/formats.md §4.3): a table of full-width rows, each a 12-pt
/// `background` strip over a `componentBackground` card with a rounded title, a required / check
/// icon, the description, a rounded-rect field and the validator hint; then a 50-pt Submit bar.
/// A group with a title gets the 50-pt modal header (title at x 10, no Cancel button: nothing is
/// presented modally on paper).
public struct FormworksSkin: Skin {
    typealias Theme = FormworksTheme
    public let palette: FormworksPalette

    /// The skin in `palette` (see `FormworksPalette.choose`).
    public init(palette: FormworksPalette) { self.palette = palette }

    public let name = "formworks"
    public var screenBackground: Color { palette.background }
    public let flow = FlowMetrics(rowInset: 0, headerInset: 0, headerHeight: FormworksTheme.headerHeight, headerGap: 0,
                                  groupBottomInset: 0, backgroundOverhang: 0, screenTop: 0, rowGap: 0, chunkHeight: 85, singleColumn: true)

    public func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double {
        FormworksRow(cell: cell, palette: palette, origin: Point(x: 0, y: 0), width: width, frameHeight: nil, measurer: measurer).height
    }

    /// 50 pt when the group has a title, else none.
    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double {
        (group.title?.isEmpty ?? true) ? 0 : Theme.headerHeight
    }

    public func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        var text: [TextLine] = []
        var links: [LinkArea] = []
        if let title = group.title, !title.isEmpty {
            let font = group.style.font.resolved(over: Theme.titleFont)
            let width = max(1, frame.width - 2 * Theme.headerTitleX)
            let probe = measurer.singleLine(title.text, font: font, width: width)
            let block = measurer.paragraph(title, style: ParagraphStyle(font: font, color: group.style.textColor ?? palette.componentTitle,
                                                                        linkColor: palette.accent, maxLines: 1),
                                           origin: Point(x: frame.x + Theme.headerTitleX, y: frame.midY - probe.height / 2), width: width)
            text = block.lines
            links = block.links
        }
        return [LayoutBox(id: group.id, role: .groupHeader, frame: frame,
                          paint: BoxPaint(fill: group.style.background ?? palette.componentBackground), text: text, links: links)]
    }

    /// `componentBackground` behind the rows: every row paints its own strip and card, but the
    /// shared flow centres a shorter cell in a taller row (multi-column forms from other formats),
    /// and the space around it should read as card, not screen.
    public func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox? {
        LayoutBox(id: group.id, role: .groupBackground, frame: frame, paint: BoxPaint(fill: palette.componentBackground))
    }

    public func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        FormworksCellPainter(cell: cell, frame: frame, palette: palette, measurer: measurer).boxes()
    }
}

extension FormworksSkin {
    /// A switch's value written as text reads "Yes" / "No".
    static let toggleWording = ToggleWording.yesNo
}
