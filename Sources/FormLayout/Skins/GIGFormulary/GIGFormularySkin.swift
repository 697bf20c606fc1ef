import FormModel

/// The look of GIGFormulary (Docs/formats.md §1.6–1.8): one full-width column on white with 3-pt gaps,
/// titles above rounded (or underlined) 30-pt boxes, an orange asterisk for mandatory fields,
/// red error labels that grow the cell, check rings and discs, `{* links *}`.
public struct GIGFormularySkin: Skin {
    let templates: [String: CellTemplate]

    public init(templates: [String: CellTemplate] = [:]) { self.templates = templates }

    public let name = "gigformulary"
    public let screenBackground = Color.white
    public let flow = FlowMetrics(rowInset: 0, headerInset: 0, headerHeight: 0, headerGap: 0, groupBottomInset: 0,
                                  backgroundOverhang: 0, screenTop: 0, rowGap: 3, chunkHeight: 64, singleColumn: true)

    public func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double {
        painter(cell, Rect(x: 0, y: 0, width: width, height: 0), measurer).layout().height
    }

    public func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        guard let block = headerText(group, x: frame.x, y: frame.y, width: frame.width, measurer: measurer) else { return [] }
        return [LayoutBox(id: group.id, role: .groupHeader, frame: frame, paint: group.style.background.map { BoxPaint(fill: $0) },
                          text: block.lines, links: block.links)]
    }

    /// GIGFormulary has no group headers; a titled group (from another format) gets a plain
    /// title row, as tall as its wrapped title.
    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double {
        headerText(group, x: 0, y: 0, width: width, measurer: measurer).map { $0.height + 20 } ?? 0
    }

    private func headerText(_ group: Group, x: Double, y: Double, width: Double, measurer: TextMeasurer) -> RichTextBlock? {
        guard let title = group.title, !title.isEmpty else { return nil }
        let font = group.style.font.resolved(over: GIGFormularyTheme.titleFont.sized(20))
        return measurer.paragraph(title, style: ParagraphStyle(font: font, color: group.style.textColor ?? .black),
                                  origin: Point(x: x + 16, y: y + 10), width: width - 32)
    }

    public func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox? { nil }

    public func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        painter(cell, frame, measurer).layout().boxes
    }

    private func painter(_ cell: Cell, _ frame: Rect, _ measurer: TextMeasurer) -> GIGFormularyCellPainter {
        var template: CellTemplate?
        if case let .custom(name) = cell.style.kind { template = templates[name] }
        return GIGFormularyCellPainter(cell: cell, frame: frame, measurer: measurer, template: template)
    }
}

extension GIGFormularySkin {
    /// A toggle's value written as text is a tick when on, nothing when off.
    static let toggleWording = ToggleWording.checkMark
}
