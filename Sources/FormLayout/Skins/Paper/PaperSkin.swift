import Foundation
import FormModel

/// A look for printing any form on paper: black on white, thin rules, writing boxes sized from
/// the length rules, comb cells for fixed-length values and dates, tick boxes for options and
/// booleans, writing lines for multi-line text; no buttons, no validation colours, every group
/// expanded. On paper pages it adds a running header (the form's title), "Page x of y" in the
/// footer, and repeats a group's title with "(continued)" after a page break.
public struct PaperSkin: PageDecorating {
    typealias Theme = PaperTheme
    /// The footer's page label; `{page}` and `{pages}` are replaced.
    public var pageLabel: String
    /// Appended to a group's title when it continues on a new page.
    public var continuedLabel: String
    /// False for the fillable twin, whose PDF fields show the values instead of the page.
    public var printsValues: Bool
    /// The look's words in the form's language: routing sentences, option-list heads.
    public var wording: PaperWording
    /// Blank entries printed after each repeating section's entries (`--repeat-rows`).
    public var repeatRows = 3
    /// Passwords and confirmation boxes are printed as the screen shows them (`--as-shown`);
    /// otherwise they are left out (`PaperScreenOnly`). Buttons are never printed.
    public var keepsScreenFields = false
    /// Link keys of the form → URLs (the link map): their addresses are printed like URL targets'.
    public var linkMap: [String: String] = [:]
    /// Each printed question's title starts with its number, 1., 2., … (`--number-questions`).
    public var numbersQuestions = false

    /// A paper look with English furniture unless other labels are given.
    public init(pageLabel: String = "Page {page} of {pages}", continuedLabel: String = "(continued)", printsValues: Bool = true,
                wording: PaperWording = PaperWording()) {
        self.pageLabel = pageLabel; self.continuedLabel = continuedLabel; self.printsValues = printsValues; self.wording = wording
    }

    public let name = "paper"
    public let screenBackground = PaperTheme.white
    public let flow: FlowMetrics = {
        var metrics = FlowMetrics(rowInset: 0, headerInset: 0, headerHeight: 0, headerGap: 6, groupBottomInset: 14,
                                  backgroundOverhang: 0, screenTop: 18, rowGap: 4, chunkHeight: 40)
        metrics.topAlignsCells = true
        return metrics
    }()
    public let headerBand = 22.0
    /// Taller with marks, so the content keeps clear of the code's quiet zone (`PaperSheetMarks.footerBand`).
    public var footerBand: Double { printsSheetMarks ? PaperSheetMarks.footerBand : 20 }
    /// Paper pages carry registration marks and a QR code (`PaperSheetMarks`); their margin is
    /// then at least `PaperSheetMarks.leastMargin`. Off unless asked for (`SkinOptions.marks`).
    public var printsSheetMarks = false
    /// The record of a print run these pages print: their codes carry it, and its line and name
    /// are printed beside the code.
    public var printRunRecord: PrintRunRecord?

    public func intrinsicHeight(of cell: Cell, width: Double, measurer: TextMeasurer) -> Double {
        PaperCellPainter(cell: cell, frame: Rect(x: 0, y: 0, width: width, height: 0), measurer: measurer, wording: wording).layout().height
    }

    public func boxes(for cell: Cell, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        PaperCellPainter(cell: cell, frame: frame, measurer: measurer, printsValues: printsValues, wording: wording).layout().boxes
    }

    // MARK: groups

    public func headerHeight(for group: Group, width: Double, measurer: TextMeasurer) -> Double {
        headerText(group, at: Point(x: 0, y: 0), width: width, measurer: measurer).map { $0.height + 4 } ?? 0
    }

    public func header(for group: Group, frame: Rect, measurer: TextMeasurer) -> [LayoutBox] {
        guard let block = headerText(group, at: Point(x: frame.x, y: frame.y), width: frame.width, measurer: measurer) else { return [] }
        let rule = PaperControls.rule(y: frame.y + block.height + 2, from: frame.x, to: frame.maxX, width: 0.9)
        return [LayoutBox(id: group.id, role: .groupHeader, frame: frame, text: block.lines, shapes: [rule], links: block.links)]
    }

    private func headerText(_ group: Group, at origin: Point, width: Double, measurer: TextMeasurer) -> RichTextBlock? {
        guard let title = group.title, !title.isEmpty else { return nil }
        return measurer.paragraph(title, style: ParagraphStyle(font: Theme.groupFont, color: Theme.ink, linkColor: Theme.ink), origin: origin, width: max(1, width))
    }

    public func background(for group: Group, frame: Rect, closesGroup: Bool) -> LayoutBox? { nil }

    // MARK: paper

    /// Every group expanded, screen-only fields removed (`PaperScreenOnly`; groups left empty too),
    /// each link's address written after its text (`PaperLinkURLs`), questions numbered when asked
    /// (`PaperNumbering`) and routing told where its questions are (`PaperRoutingPlaces`), heights left to the look (custom boxes keep
    /// theirs), cells with a comb widened so one comb cell is at least 7 mm wide, prompt options
    /// dropped, and answers longer than a page printed in parts (`PaperLongAnswers`).
    public func prepare(_ form: Form, contentWidth: Double) -> Form {
        var form = form
        let screenOnly = PaperScreenOnly.ids(in: form, keepingFields: keepsScreenFields)
        PaperLinkURLs.apply(to: &form, linkMap: linkMap)
        // Routing names questions by the titles they had before numbering.
        let titles = Dictionary(form.cells.map { ($0.id, $0.label.flatMap { $0.isEmpty ? nil : $0.text } ?? $0.id) }, uniquingKeysWith: { first, _ in first })
        var numbers: [String: Int] = [:]
        var questions = 0
        for g in form.groups.indices {
            form.groups[g].collapsed = false
            for s in form.groups[g].sections.indices {
                form.groups[g].sections[s].template.removeAll { PaperScreenOnly.isScreenOnly($0, keepingFields: keepsScreenFields) }
            }
            PaperRepeatRows.add(repeatRows, to: &form.groups[g], note: wording.separateSheet)
            let entries = numbersQuestions ? PaperNumbering.entrySections(of: form.groups[g]) : []
            for s in form.groups[g].sections.indices {
                form.groups[g].sections[s].cells = form.groups[g].sections[s].cells.filter { !screenOnly.contains($0.id) }.flatMap { cell in
                    var cell = cell
                    if numbersQuestions, !entries.contains(s), PaperNumbering.isQuestion(cell) {
                        questions += 1
                        cell = PaperNumbering.numbered(cell, questions)
                        numbers[cell.id] = numbers[cell.id] ?? questions
                    }
                    if case .custom = cell.kind {} else { cell.height = .intrinsic }
                    Self.dropPromptOption(of: &cell)
                    if let cells = Self.combCells(of: cell), contentWidth > 0 {
                        // One point more: the flow rounds cell widths down to whole points.
                        let needed = (Double(cells) * Theme.combWidth + Theme.gutter + 1) / contentWidth * 100
                        if needed <= 100 { cell.widthPercent = min(100, max(cell.widthPercent, needed.rounded(.up))) }
                    }
                    // The twin's field holds the whole value; a printed page prints it in parts.
                    return printsValues ? PaperLongAnswers.parts(of: cell, contentWidth: contentWidth, continued: continuedLabel) : [cell]
                }
            }
        }
        PaperRoutingPlaces.apply(to: &form, titles: titles, numbers: numbers)
        // A group left with nothing to fill in (only screen-only fields, or hidden cells) prints no header.
        form.groups.removeAll { group in group.sections.allSatisfy { $0.cells.allSatisfy(\.state.hidden) } }
        return form
    }

    /// A "Select…" option is no answer to tick: it is left out, and a value that chose it is none.
    /// Its text heads the other options as the instruction ("Selecciona el tipo de siniestro"),
    /// after the cell's own note; a prompt with no other option (SwiftFormBuilder's "Nessun
    /// valore" of a picker without values) says there is nothing to choose and is dropped.
    public static func dropPromptOption(of cell: inout Cell) {
        guard let prompt = cell.promptOption, cell.options.indices.contains(prompt) else { return }
        let instruction = cell.options[prompt].trimmingCharacters(in: .whitespaces)
        if cell.options.count > 1, !instruction.isEmpty {
            cell.detail = cell.detail.flatMap { $0.isEmpty ? nil : RichText($0.text + " " + instruction, links: $0.links) } ?? RichText(instruction)
        }
        // The options' ids go with them: the fillable twin exports them by index.
        if cell.logic.options.count == cell.options.count { cell.logic.options.remove(at: prompt) }
        cell.options.remove(at: prompt)
        if case let .option(index) = cell.value { cell.value = index == prompt ? .empty : .option(index > prompt ? index - 1 : index) }
        cell.promptOption = nil
    }

    /// How many comb cells `cell` wants: dates and times, or a fixed-length text.
    static func combCells(of cell: Cell) -> Int? {
        switch cell.kind {
        case .date: 10
        case .time: 5
        case .dateTime: 16
        case .text, .count: cell.rules.fixedLength
        default: nil
        }
    }

    /// The comb a text cell gets within `width`: its fixed length, when one comb line fits.
    static func combLength(of cell: Cell, width: Double) -> Int? {
        guard let count = combCells(of: cell), cell.kind != .date, cell.kind != .time, cell.kind != .dateTime,
              Double(count) * Theme.combWidth <= width + 0.001 else { return nil }
        return count
    }

    public func continued(_ group: Group) -> Group {
        var group = group
        if let title = group.title, !title.isEmpty { group.title = RichText(title.text + " " + continuedLabel) }
        return group
    }

    /// The PDF's `/Lang` when it is not the wording's language (`SkinOptions.languageTag`).
    public var languageTag: String?

    /// The PDF's `/Lang`: the tag asked for, else the wording's language.
    public var language: String? { languageTag ?? wording.language.tag }

    public func furniture(page number: Int, of count: Int, size: Size, margin: Double, title: String?, identifier: String?,
                          marksRequired: Bool, code: PaperCodeSymbol?, measurer: TextMeasurer) -> [LayoutBox] {
        let width = size.width - 2 * margin
        let label = pageLabel.replacingOccurrences(of: "{page}", with: "\(number)").replacingOccurrences(of: "{pages}", with: "\(count)")
        let pageLine = measurer.singleLine(label, font: Theme.furnitureFont, width: width)
        let footerY = size.height - margin - pageLine.height
        var boxes: [LayoutBox] = []
        let idLine = identifier.flatMap { $0.isEmpty ? nil : measurer.singleLine($0, font: Theme.furnitureFont, width: width / 2) }
        if (title?.isEmpty == false) || idLine != nil {
            var text: [TextLine] = []
            var height = idLine?.height ?? 0
            if let idLine {
                text.append(TextLine(text: idLine.text, origin: Point(x: margin + width - idLine.width, y: margin), width: idLine.width,
                                     height: idLine.height, font: Theme.furnitureFont, color: Theme.note))
            }
            if let title, !title.isEmpty {
                let line = measurer.singleLine(title, font: Theme.furnitureFont, width: width - (idLine.map { $0.width + 12 } ?? 0))
                text.insert(TextLine(text: line.text, origin: Point(x: margin, y: margin), width: line.width, height: line.height,
                                     font: Theme.furnitureFont, color: Theme.note), at: 0)
                height = max(height, line.height)
            }
            let rule = PaperControls.rule(y: margin + height + 3, from: margin, to: margin + width, width: 0.4)
            boxes.append(LayoutBox(id: "page-header", role: .separator, frame: Rect(x: margin, y: margin, width: width, height: height + 3),
                                   text: text, shapes: [rule]))
        }
        // Beside the code, whose quiet zone reaches into the footer line's band; as far in on the
        // right, so that a right-to-left page, mirrored, keeps the footer off the code too.
        let codeSide = code == nil ? margin : max(margin, PaperSheetMarks.codeClearFrame(page: size).maxX + 2)
        let (keyX, footerRight) = (codeSide, size.width - codeSide)
        var footer = [TextLine(text: pageLine.text, origin: Point(x: footerRight - pageLine.width, y: footerY),
                               width: pageLine.width, height: pageLine.height, font: Theme.furnitureFont, color: Theme.note)]
        if marksRequired {
            let key = measurer.singleLine(wording.requiredKey, font: Theme.furnitureFont, width: max(1, footerRight - keyX - pageLine.width - 12))
            footer.insert(TextLine(text: key.text, origin: Point(x: keyX, y: footerY), width: key.width, height: key.height,
                                   font: Theme.furnitureFont, color: Theme.note), at: 0)
        }
        boxes.append(LayoutBox(id: "page-footer", role: .separator, frame: Rect(x: margin, y: footerY, width: width, height: pageLine.height),
                               text: footer))
        if let code { boxes += sheetMarks(code, size: size, measurer: measurer) }
        return boxes
    }

    /// The registration marks, the QR code and, in a print run, the record's line and whole name
    /// in small words right of the code, level with its bottom.
    private func sheetMarks(_ symbol: PaperCodeSymbol, size: Size, measurer: TextMeasurer) -> [LayoutBox] {
        var boxes = [PaperSheetMarks.marksBox(page: size), PaperSheetMarks.codeBox(symbol, page: size)]
        if let record = printRunRecord {
            let clear = PaperSheetMarks.codeClearFrame(page: size)
            let x = clear.maxX + 2
            // "#" and the line number read the same in every language the look words.
            let words = "#\(record.line) \(record.name)"
            let line = measurer.singleLine(words, font: Theme.codeWordsFont, width: max(1, size.width - x - PaperSheetMarks.markCentreInset - PaperSheetMarks.markSide))
            let bottom = PaperSheetMarks.codeFrame(page: size).maxY
            let text = TextLine(text: line.text, origin: Point(x: x, y: bottom - line.height), width: line.width, height: line.height,
                                font: Theme.codeWordsFont, color: Theme.ink)
            boxes.append(LayoutBox(id: PaperSheetMarks.codeWordsID, role: .separator, frame: Rect(x: x, y: bottom - line.height, width: line.width, height: line.height),
                                   text: [text]))
        }
        return boxes
    }
}

extension PaperSkin {
    /// Paper draws switches and check boxes as boxes to tick; it never writes their value.
    static let toggleWording = ToggleWording.hidden
}
