import FormModel

/// The look of hyperoslo/Form with FORMDefaultStyle applied (Docs/formats.md §2.6, §2.8): white
/// header cards over a #DAE2EA screen, 85-pt cells, light-blue value boxes.
public struct HyperosloSkin: Skin {
    public init() {}

    public let name = "hyperoslo"
    public let screenBackground = HyperosloTheme.screen
    public let flow = FlowMetrics(rowInset: 15, headerInset: 10, headerHeight: 55, headerGap: 10, groupBottomInset: 30,
                                  backgroundOverhang: 15, screenTop: 20, rowGap: 0, chunkHeight: 85)

    static let rowHeight = 85.0
    static let cornerRadius = 5.0

    public func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double {
        if cell.kind == .separator { return 1 }
        if cell.kind == .textArea { return 2 * Self.rowHeight }
        if HyperosloTextCells.handles(cell.kind) { return HyperosloTextCells(cell: cell, measurer: measurer).height(width: width) }
        return Self.rowHeight + HyperosloErrorLabel(cell: cell, measurer: measurer).extraHeight(width: width)
    }

    /// Forms from formats without groups (a group with no title at all) get no header card.
    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double {
        group.title == nil ? 0 : flow.headerHeight
    }

    public func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        let paint = BoxPaint(fill: group.style.background ?? .white, corners: .all(Self.cornerRadius),
                             shadow: Shadow(offset: Point(x: 0, y: 2), blur: 1, color: Color.black.fading(0.2)))
        var text: [TextLine] = []
        if let title = group.title?.text, !title.isEmpty {
            let font = group.style.font.resolved(over: HyperosloTheme.headerFont)
            let line = measurer.singleLine(title, font: font, width: frame.width - 40)
            text.append(TextLine(text: line.text, origin: Point(x: frame.x + 20, y: frame.y + (frame.height - line.height) / 2),
                                 width: line.width, height: line.height, font: font,
                                 color: group.style.textColor ?? HyperosloTheme.text))
        }
        return [LayoutBox(id: group.id, role: .groupHeader, frame: frame, paint: paint, text: text)]
    }

    public func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox? {
        LayoutBox(id: group.id, role: .groupBackground, frame: frame,
                  paint: BoxPaint(fill: group.style.background ?? .white, corners: closesGroup ? .bottom(Self.cornerRadius) : .zero))
    }

    public func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        HyperosloCellPainter(cell: cell, frame: frame, measurer: measurer).boxes()
    }
}

extension HyperosloSkin {
    /// A switch's value written as text reads "Yes" / "No".
    static let toggleWording = ToggleWording.yesNo
}
