import FormModel

/// Lays a form out in a skin on pages: groups, header cards, rows, backgrounds.
/// Pure: the same form, skin, page setup and measurer give the same tree.
public struct LayoutEngine {
    public let skin: any Skin
    public let measurer: TextMeasurer

    /// The families style files name (`font.body.family`, …), by family, with the token and the
    /// file that named each: a family no font folder has is reported there, not at every cell.
    public var styleFamilies: [String: (token: String, source: String)] = [:]

    public init(skin: any Skin, measurer: TextMeasurer) { self.skin = skin; self.measurer = measurer }

    /// Whether the trees of this look are drawn as tagged PDFs (the decorated paper looks).
    public var tagsPages: Bool { skin is any PageDecorating }

    /// The layout tree of `form`; problems (rows taller than a page, font substitutions and
    /// missing glyphs, on the path of the cell or group whose text met them) go to `log`.
    public func layout(_ input: Form, page setup: PageSetup, log: DiagnosticLog = DiagnosticLog()) -> LayoutTree {
        var pages: [Page] = []
        var tree = layout(input, page: setup, log: log) { pages.append($0) }
        tree.pages = pages
        return tree
    }

    /// Lays `form` out and hands each page to `emit`, in order, as soon as it is complete, so a
    /// renderer can draw and write it while the next is laid out; returns the tree without its
    /// pages (title, outline, tagging). Decorated paper pages say "Page x of y", which needs the
    /// page count, so those are held and emitted together once the last is laid out.
    public func layout(_ input: Form, page setup: PageSetup, log: DiagnosticLog = DiagnosticLog(), emit: (Page) -> Void) -> LayoutTree {
        withoutActuallyEscaping(emit) { emit in layout(input, setup: setup, log: log, emit: emit) }
    }

    private func layout(_ input: Form, setup: PageSetup, log: DiagnosticLog, emit: @escaping (Page) -> Void) -> LayoutTree {
        let measurer = AttributingMeasurer(self.measurer, styleFamilies: styleFamilies)
        defer { for diagnostic in measurer.diagnostics { log.add(diagnostic) } }
        let decorating = skin as? any PageDecorating
        let given = setup
        let setup = decorating?.printsSheetMarks == true ? PaperSheetMarks.setup(setup) : setup
        if case let .paper(_, margin) = given, setup != given, margin != PageSetup.defaultMargin {
            log.add(Diagnostic(.note, path: "", "the margin is widened to 12 mm on pages with registration marks, which sit 5.5–10.5 mm from each edge"))
        }
        let form = decorating?.prepare(input, contentWidth: setup.contentWidth) ?? input
        let bands: (top: Double, bottom: Double) = if case .paper = setup, let decorating { (decorating.headerBand, decorating.footerBand) } else { (0, 0) }
        var held: [Page] = []
        let decoratesPages: Bool = if case .paper = setup, decorating != nil { true } else { false }
        let pageDone: (Page) -> Void = decoratesPages ? { held.append($0) } : emit
        var pages = PageStack(setup: setup, background: skin.screenBackground, top: topOfFirstPage(setup) + bands.top, bottomBand: bands.bottom, emit: pageDone)
        let metrics = skin.flow
        let rowsOfGroup = FlowRows(skin: skin, measurer: measurer)
        var outline: [OutlineEntry] = []
        for group in form.groups {
            let rows = group.collapsed ? [] : rowsOfGroup.rows(of: group, contentWidth: setup.contentWidth)
            // A header stays with its first row.
            let headerHeight = measurer.measuring(for: group.sourcePath) {
                skin.headerHeight(for: group, width: setup.contentWidth - 2 * metrics.headerInset, measurer: measurer)
            }
            let firstRow = rows.first.map { metrics.headerGap + $0.height } ?? 0
            pages.makeRoom(for: headerHeight + firstRow)
            if headerHeight > 0 {
                let frame = Rect(x: pages.originX + metrics.headerInset, y: pages.y,
                                 width: setup.contentWidth - 2 * metrics.headerInset, height: headerHeight)
                pages.append(measurer.measuring(for: group.sourcePath) { skin.header(for: group, frame: frame, measurer: measurer) })
            }
            if let title = group.title?.text, !title.isEmpty {
                outline.append(OutlineEntry(title: title, page: pages.pageIndex, y: pages.y))
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
                    if let decorating { repeatHeader(of: decorating.continued(group), pages: &pages, setup: setup) }
                    pieceTop = pages.y
                    backgroundIndex = pages.reserveSlot()
                } else {
                    pages.y += gap
                }
                if !pages.fits(row.height) {
                    log.warn(row.cells.first?.cell.sourcePath ?? "", "a row \(row.height < 1e15 ? String(Int(row.height)) : String(describing: row.height)) pt tall does not fit on a page; it is cut at the page's bottom")
                }
                for (cell, frame) in row.cells {
                    let shifted = frame.offsetBy(dx: pages.originX, dy: pages.y)
                    pages.append(measurer.measuring(for: cell.sourcePath) { skin.boxes(for: cell, frame: shifted, measurer: measurer) })
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
        if case let .paper(size, margin) = setup, let decorating {
            if held.contains(where: { $0.boxes.contains { $0.field != nil } }) {
                FillableFieldNames.assign(&held, paths: Dictionary(form.cells.map { ($0.id, $0.sourcePath) }, uniquingKeysWith: { first, _ in first }), log: log)
            }
            let marksRequired = form.cells.contains { $0.state.required && !$0.state.hidden }
            // Hashed before the furniture, which holds the page number and the code itself.
            let layoutHash = decorating.printsSheetMarks ? LayoutHash.of(held, size: size, margin: margin, language: decorating.language) : nil
            let record = decorating.printRunRecord
            for (index, var page) in held.enumerated() {
                var symbol: PaperCodeSymbol?
                if let layoutHash {
                    let code = PaperPageCode(layoutHash: layoutHash, page: index + 1, count: held.count, recordLine: record?.line, recordName: record?.name)
                    do { symbol = try PaperCodeSymbol(code) } catch { log.add(Diagnostic(.error, path: "", error.description)) }
                    page.code = symbol?.code
                }
                page.boxes += decorating.furniture(page: index + 1, of: held.count, size: size, margin: margin, title: form.displayTitle,
                                                   identifier: form.identifier, marksRequired: marksRequired, code: symbol, measurer: measurer)
                emit(page)
            }
        }
        var tree = LayoutTree(pages: [], title: form.displayTitle, outline: outline, tagged: tagsPages)
        tree.language = decorating?.language
        return tree
    }

    /// The header of a group continued from the previous page, above its next row.
    private func repeatHeader(of group: Group, pages: inout PageStack, setup: PageSetup) {
        let metrics = skin.flow
        let width = setup.contentWidth - 2 * metrics.headerInset
        let height = skin.headerHeight(for: group, width: width, measurer: measurer)
        guard height > 0 else { return }
        pages.append(skin.header(for: group, frame: Rect(x: pages.originX + metrics.headerInset, y: pages.y, width: width, height: height), measurer: measurer))
        pages.y += height + metrics.headerGap
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
    let bottomBand: Double
    let emit: (Page) -> Void
    var boxes: [LayoutBox?] = []
    /// Pages emitted so far: the index of the current one.
    private(set) var pageIndex = 0
    var y: Double

    init(setup: PageSetup, background: Color, top: Double, bottomBand: Double, emit: @escaping (Page) -> Void) {
        self.setup = setup; self.background = background; self.top = top; self.bottomBand = bottomBand; self.emit = emit; self.y = top
    }

    var originX: Double {
        if case let .paper(_, margin) = setup { return margin }
        return 0
    }

    private var bottom: Double {
        if case let .paper(size, margin) = setup { return size.height - margin - bottomBand }
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
        pageIndex += 1
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
