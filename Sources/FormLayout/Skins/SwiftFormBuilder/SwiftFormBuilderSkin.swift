import FormModel

/// The look of SwiftFormBuilder (Docs/formats.md §3.3, §3.4): a table of full-width rows on a black
/// screen, white Roboto titles over bordered 45-pt text fields and 40-pt pickers, `*` appended
/// to mandatory titles, red error labels and borders, check boxes, underlined links, centred
/// red buttons and separators.
public struct SwiftFormBuilderSkin: Skin {
    /// A skin with the library's default look.
    public init() {}

    public let name = "swiftformbuilder"
    public let screenBackground = SwiftFormBuilderTheme.screen
    // One table section without separators: rows touch; chunks use the table's estimated row height.
    public let flow = FlowMetrics(rowInset: 0, headerInset: 0, headerHeight: 0, headerGap: 0, groupBottomInset: 0,
                                  backgroundOverhang: 0, screenTop: 0, rowGap: 0, chunkHeight: 60, singleColumn: true)

    public func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double {
        SwiftFormBuilderCellPainter(cell: cell, frame: Rect(x: 0, y: 0, width: width, height: 0), measurer: measurer).layout().height
    }

    /// SwiftFormBuilder has one untitled section; a titled group (from another format) gets a
    /// plain header row: Roboto-Medium 18 white, 20 above and 8 below, as tall as its wrapped title.
    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double {
        headerText(group, x: 0, y: 0, width: width, measurer: measurer).map { $0.height + 28 } ?? 0
    }

    public func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        guard let block = headerText(group, x: frame.x, y: frame.y, width: frame.width, measurer: measurer) else { return [] }
        return [LayoutBox(id: group.id, role: .groupHeader, frame: frame, paint: group.style.background.map { BoxPaint(fill: $0) },
                          text: block.lines, links: block.links)]
    }

    private func headerText(_ group: Group, x: Double, y: Double, width: Double, measurer: TextMeasurer) -> RichTextBlock? {
        guard let title = group.title, !title.isEmpty else { return nil }
        let margin = SwiftFormBuilderTheme.margin
        let style = ParagraphStyle(font: group.style.font.resolved(over: SwiftFormBuilderTheme.headerFont),
                                   color: group.style.textColor ?? SwiftFormBuilderTheme.text, linkColor: SwiftFormBuilderTheme.link)
        return measurer.paragraph(title, style: style, origin: Point(x: x + margin, y: y + 20), width: max(1, width - 2 * margin))
    }

    public func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox? { nil }

    public func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        SwiftFormBuilderCellPainter(cell: cell, frame: frame, measurer: measurer).layout().boxes
    }
}

extension SwiftFormBuilderSkin {
    /// Switches and check boxes draw their control, so their value is not written; other fields
    /// holding a toggle show a tick when on.
    static func toggleWording(for kind: CellKind) -> ToggleWording {
        kind == .checkbox || kind == .toggle ? .hidden : .checkMark
    }
}
