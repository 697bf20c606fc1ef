import FormModel

/// Lays a form out in a skin on pages: groups, header cards, rows, backgrounds.
/// Pure: the same form, skin, page setup and measurer give the same tree.
public struct LayoutEngine {
    public let skin: any Skin
    public let measurer: TextMeasurer

    public init(skin: any Skin, measurer: TextMeasurer) { self.skin = skin; self.measurer = measurer }

    /// The layout tree of `form`; problems (rows taller than a page) go to `log`.
    public func layout(_ form: Form, page setup: PageSetup, log: DiagnosticLog = DiagnosticLog()) -> LayoutTree {
        var pages: [Page] = []
        layout(form, page: setup, log: log) { pages.append($0) }
        return LayoutTree(pages: pages)
    }

    /// Lays `form` out and hands each page to `emit` as soon as it is complete, in order, so a
    /// renderer can draw and write it while the next is laid out; only one page is held.
    public func layout(_ form: Form, page setup: PageSetup, log: DiagnosticLog = DiagnosticLog(), emit: (Page) -> Void) {
        withoutActuallyEscaping(emit) { emit in layout(form, setup: setup, log: log, emit: emit) }
    }

    private func layout(_ form: Form, setup: PageSetup, log: DiagnosticLog, emit: @escaping (Page) -> Void) {
        var pages = PageStack(setup: setup, background: skin.screenBackground, top: topOfFirstPage(setup), emit: emit)
        let metrics = skin.flow
        let rowsOfGroup = FlowRows(skin: skin, measurer: measurer)
        for group in form.groups {
            let rows = group.collapsed ? [] : rowsOfGroup.rows(of: group, contentWidth: setup.contentWidth)
            // A header stays with its first row.
            let headerHeight = skin.headerHeight(for: group, width: setup.contentWidth - 2 * metrics.headerInset, measurer: measurer)
            let firstRow = rows.first.map { metrics.headerGap + $0.height } ?? 0
            pages.makeRoom(for: headerHeight + firstRow)
            if headerHeight > 0 {
                let frame = Rect(x: pages.originX + metrics.headerInset, y: pages.y,
                                 width: setup.contentWidth - 2 * metrics.headerInset, height: headerHeight)
                pages.append(skin.header(for: group, frame: frame, measurer: measurer))
            }
            pages.y += headerHeight + metrics.headerGap
            var pieceTop = pages.y - metrics.headerGap
            var backgroundIndex = pages.reserveSlot()
            var lastBottom = pages.y
            for (index, row) in rows.enumerated() {
                let gap = index == 0 ? 0 : metrics.rowGap
                if index > 0, !pages.fits(gap + row.height) {
                    pages.fill(slot: backgroundIndex, with: backgroundBox(group, from: pieceTop, to: lastBottom, pages: pages, setup: setup, closes: false))
                    pages.newPage()
                    pieceTop = pages.y
                    backgroundIndex = pages.reserveSlot()
                } else {
                    pages.y += gap
                }
                if !pages.fits(row.height) {
                    log.warn(row.cells.first?.cell.sourcePath ?? "", "a row \(Int(row.height)) pt tall does not fit on a page; it is cut at the page's bottom")
                }
                for (cell, frame) in row.cells {
                    pages.append(skin.boxes(for: cell, frame: frame.offsetBy(dx: pages.originX, dy: pages.y), measurer: measurer))
                }
                pages.y += row.height
                lastBottom = pages.y
            }
            if !rows.isEmpty {
                pages.fill(slot: backgroundIndex, with: backgroundBox(group, from: pieceTop, to: lastBottom + metrics.backgroundOverhang, pages: pages, setup: setup, closes: true))
            }
            pages.y = lastBottom + metrics.groupBottomInset
        }
        pages.finish()
    }

    private func topOfFirstPage(_ setup: PageSetup) -> Double {
        switch setup {
        case .screen: skin.flow.screenTop
        case let .paper(_, margin): margin
        }
    }

    private func backgroundBox(_ group: Group, from top: Double, to bottom: Double, pages: PageStack, setup: PageSetup, closes: Bool) -> LayoutBox? {
        let inset = skin.flow.rowInset
        let frame = Rect(x: pages.originX + inset, y: top, width: setup.contentWidth - 2 * inset, height: max(0, bottom - top))
        return skin.background(for: group, frame: frame, closesGroup: closes)
    }
}

/// The page being filled, with the cursor on it; finished pages go to `emit`.
private struct PageStack {
    let setup: PageSetup
    let background: Color
    let top: Double
    let emit: (Page) -> Void
    var boxes: [LayoutBox?] = []
    var y: Double

    init(setup: PageSetup, background: Color, top: Double, emit: @escaping (Page) -> Void) {
        self.setup = setup; self.background = background; self.top = top; self.emit = emit; self.y = top
    }

    var originX: Double {
        if case let .paper(_, margin) = setup { return margin }
        return 0
    }

    private var bottom: Double {
        if case let .paper(size, margin) = setup { return size.height - margin }
        return .infinity
    }

    /// Whether `height` more fits on the current page.
    func fits(_ height: Double) -> Bool { y + height <= bottom + 1e-9 }

    /// Starts a new page unless the current one is empty or `height` still fits.
    mutating func makeRoom(for height: Double) {
        if !fits(height), boxes.contains(where: { $0 != nil }) { newPage() }
    }

    mutating func newPage() {
        emitCurrent()
        boxes = []
        y = top
    }

    mutating func append(_ more: [LayoutBox]) { boxes += more as [LayoutBox?] }

    /// A place for a box that is known only later but is drawn behind what follows.
    mutating func reserveSlot() -> Int {
        boxes.append(nil)
        return boxes.count - 1
    }

    mutating func fill(slot: Int, with box: LayoutBox?) { boxes[slot] = box }

    /// Emits the last page.
    mutating func finish() {
        emitCurrent()
        boxes = []
    }

    private func emitCurrent() {
        let size: Size = switch setup {
        case let .screen(width): Size(width: width, height: max(1, y.rounded(.up)))
        case let .paper(size, _): size
        }
        emit(Page(size: size, background: background, boxes: boxes.compactMap { $0 }))
    }
}
