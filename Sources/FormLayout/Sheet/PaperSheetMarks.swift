import FormModel

/// Where the registration marks and the page code sit on a paper page: points, y down from the page's top left.
///
/// A mark is three concentric squares (a black ring one unit wide, a white gap of one unit, a
/// black core three units across, the unit being `markSide / 7`), centred `markCentreInset`
/// from both edges of each corner: its outer edge lies 5.5 mm to 10.5 mm from each edge. The
/// QR code (version 3, level M) sits right of the bottom left mark, its bottom level with the
/// mark's, with its four-module quiet zone clear. A reader finds the four marks, takes the
/// one nearest the code as the bottom left, and maps the page onto the scan with them.
public enum PaperSheetMarks {
    static let millimetre = 72 / 25.4
    /// 5 mm: outer square of a mark; ring 1u, white gap 1u, black core 3u, u = markSide / 7.
    public static let markSide: Double = 5 * millimetre
    /// 8 mm from both edges of each corner.
    public static let markCentreInset: Double = 8 * millimetre
    /// QR version 3, error correction M.
    public static let codeModules = 29
    /// Points per module.
    public static let codeModuleSize = 1.25
    /// Modules of blank paper kept around the code.
    public static let codeQuietModules = 4
    /// The least margin of a page with marks, and its margin when none is given: 12 mm, 1.5 mm
    /// inside the marks' inner edges (10.5 mm), so no content touches them.
    public static let leastMargin: Double = 12 * millimetre
    /// The paper look's footer band on a page with marks (20 pt without): with the least margin,
    /// content ends 21.2 mm above the bottom edge, clear of the code's quiet zone (20.1 mm).
    public static let footerBand = 26.0

    /// `setup` with a margin of at least `leastMargin` (paper pages with marks); a screen as it is.
    public static func setup(_ setup: PageSetup) -> PageSetup {
        guard case let .paper(_, margin) = setup, margin < leastMargin else { return setup }
        return setup.withMargin(leastMargin)
    }

    /// Centres of the four marks, in this order: top left, top right, bottom right, bottom left.
    public static func markCentres(page: Size) -> [Point] {
        let inset = markCentreInset
        return [Point(x: inset, y: inset), Point(x: page.width - inset, y: inset),
                Point(x: page.width - inset, y: page.height - inset), Point(x: inset, y: page.height - inset)]
    }

    /// The QR symbol's square (without its 4-module quiet zone), near the bottom left mark.
    public static func codeFrame(page: Size) -> Rect {
        let side = Double(codeModules) * codeModuleSize
        let quiet = Double(codeQuietModules) * codeModuleSize
        let markEdge = markCentreInset + markSide / 2
        return Rect(x: markEdge + millimetre + quiet, y: page.height - (markCentreInset - markSide / 2) - side, width: side, height: side)
    }

    /// The code's square with its quiet zone.
    public static func codeClearFrame(page: Size) -> Rect {
        let quiet = Double(codeQuietModules) * codeModuleSize
        let frame = codeFrame(page: page)
        return Rect(x: frame.x - quiet, y: frame.y - quiet, width: frame.width + 2 * quiet, height: frame.height + 2 * quiet)
    }

    /// The ids of the boxes the marks and the code are drawn in: page furniture that stays where
    /// it is when a right-to-left page is mirrored.
    public static let boxIDs: Set<String> = [marksID, codeID, codeWordsID]
    static let marksID = "sheet-marks"
    static let codeID = "page-code"
    static let codeWordsID = "page-code-words"

    /// The four marks of a page `size`, as one box of page furniture.
    static func marksBox(page size: Size) -> LayoutBox {
        let unit = markSide / 7
        let shapes = markCentres(page: size).flatMap { centre -> [VectorShape] in
            // The ring: the outer square clockwise, the gap's square against it, so it is a hole.
            let outer = square(centre: centre, half: 3.5 * unit, clockwise: true)
            let gap = square(centre: centre, half: 2.5 * unit, clockwise: false)
            let core = square(centre: centre, half: 1.5 * unit, clockwise: true)
            return [VectorShape(outer + gap, fill: .black), VectorShape(core, fill: .black)]
        }
        return LayoutBox(id: marksID, role: .separator, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), shapes: shapes)
    }

    /// The code's dark modules as one filled shape, each row's runs of dark modules one rectangle.
    static func codeBox(_ symbol: PaperCodeSymbol, page size: Size) -> LayoutBox {
        let frame = codeFrame(page: size)
        let module = codeModuleSize
        var elements: [VectorShape.Element] = []
        for row in 0..<codeModules {
            var column = 0
            while column < codeModules {
                guard symbol.isDark(row: row, column: column) else { column += 1; continue }
                let start = column
                while column < codeModules, symbol.isDark(row: row, column: column) { column += 1 }
                let x0 = frame.x + Double(start) * module, x1 = frame.x + Double(column) * module
                let y0 = frame.y + Double(row) * module, y1 = y0 + module
                elements += [.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)), .line(Point(x: x0, y: y1)), .close]
            }
        }
        return LayoutBox(id: codeID, role: .separator, frame: frame, shapes: [VectorShape(elements, fill: .black)])
    }

    private static func square(centre: Point, half: Double, clockwise: Bool) -> [VectorShape.Element] {
        let (left, right, top, bottom) = (centre.x - half, centre.x + half, centre.y - half, centre.y + half)
        let corners = clockwise
            ? [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)]
            : [Point(x: left, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom), Point(x: right, y: top)]
        return [.move(corners[0])] + corners.dropFirst().map { .line($0) } + [.close]
    }
}
