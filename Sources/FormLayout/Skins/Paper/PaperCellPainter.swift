import FormModel

/// Places one cell of the paper look and computes its height: the title (with `*` when
/// required), the cell's description, then a control sized for handwriting, then the rule
/// text. Values are printed inside the controls and wrap; nothing is ever cut.
struct PaperCellPainter {
    typealias Theme = PaperTheme
    let cell: Cell
    let frame: Rect
    let measurer: TextMeasurer
    /// False for the fillable twin: the PDF fields show the values, so the page only has the
    /// empty boxes (the geometry stays the same) and the boxes carry field marks.
    var printsValues = true
    /// The look's own words: routing sentences, option-list heads.
    var wording = PaperWording()

    var x: Double { frame.x }
    /// Width the cell may draw in: its frame less the gutter to its right neighbour.
    var width: Double { max(1, frame.width - Theme.gutter) }
    var title: String { cell.label?.text ?? "" }

    func layout() -> (height: Double, boxes: [LayoutBox]) {
        var parts: [LayoutBox] = []
        var y = frame.y
        switch cell.kind {
        case .button: return (0, [own(height: 0)])
        case .spacer: y += 8
        case .separator:
            parts.append(LayoutBox(id: cell.id, role: .separator, frame: Rect(x: x, y: y + 4, width: frame.width, height: Theme.line),
                                   shapes: [PaperControls.rule(y: y + 4, from: x, to: frame.maxX, width: 0.4)]))
            y += 9
        case .label, .link:
            // A text cell (a GIGFormulary index header or intro) is a paragraph, not a field's label.
            y += paragraph(cell.label, font: Theme.bodyFont, color: Theme.text, role: .value, at: Point(x: x, y: y), width: width, into: &parts)
            y += paragraph(cell.detail, font: Theme.noteFont, color: Theme.note, role: .value, at: Point(x: x, y: y), width: width, into: &parts)
        case .toggle, .checkbox:
            y = tickRow(into: &parts)
        default:
            y += paragraph(markedTitle, font: Theme.labelFont, color: Theme.ink, role: .title, at: Point(x: x, y: y), width: width, into: &parts)
            y += paragraph(routing, font: Theme.routingFont, color: Theme.text, role: .value, at: Point(x: x, y: y), width: width, into: &parts)
            y += paragraph(cell.computedFrom.map { RichText(wording.computed(from: $0)) }, font: Theme.routingFont, color: Theme.text, role: .value,
                           at: Point(x: x, y: y), width: width, into: &parts)
            y += paragraph(cell.detail, font: Theme.noteFont, color: Theme.note, role: .value, at: Point(x: x, y: y), width: width, into: &parts)
            y += 2
            y = control(at: y, into: &parts)
            if let hint = cell.hint, !hint.isEmpty {
                y += 2 + paragraph(RichText(wording.libraryHint(hint)), font: Theme.noteFont, color: Theme.note, role: .value, at: Point(x: x, y: y + 2), width: width, into: &parts)
            }
        }
        let height = y - frame.y + Theme.cellBottom
        let semantics = PaperFieldSemantics(cell: cell, language: wording.language)
        for index in parts.indices where parts[index].field != nil { semantics.apply(to: &parts[index].field!) }
        // Only the fillable twin's boxes are fields; a printed page has none.
        if printsValues { for index in parts.indices { parts[index].field = nil } }
        return (height, [own(height: height)] + parts)
    }

    private func own(height: Double) -> LayoutBox { LayoutBox(id: cell.id, role: .cell, frame: Rect(x: x, y: frame.y, width: frame.width, height: height)) }

    private var markedTitle: RichText? {
        guard var label = cell.label, !label.isEmpty else { return nil }
        if cell.state.required { label.text += " *" }
        return label
    }

    /// When a conditional question applies, in words; nil for one that always does.
    private var routing: RichText? { wording.routing(cell.routing, places: cell.routingPlaces).map { RichText($0) } }

    /// Each option's text as printed: with where to go on when choosing it skips questions.
    private var optionTexts: [String] {
        cell.options.enumerated().map { index, option in cell.routingPlaces.goTo[index].map { option + " " + wording.goTo($0) } ?? option }
    }

    /// A wrapped paragraph as one box; returns its height (0 for no text).
    private func paragraph(_ text: RichText?, font: FontRef, color: Color, role: BoxRole, at origin: Point, width: Double, into parts: inout [LayoutBox]) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        let block = measurer.paragraph(text, style: ParagraphStyle(font: font, color: color, linkColor: Theme.ink), origin: origin, width: width)
        parts.append(LayoutBox(id: cell.id, role: role, frame: Rect(x: origin.x, y: origin.y, width: width, height: block.height), text: block.lines, links: block.links))
        return block.height
    }

    // MARK: controls

    private var textValue: String? {
        let text = CellDisplay.valueText(of: cell, toggles: PaperSkin.toggleWording)
        return text.isEmpty ? nil : text
    }

    /// What a comb prints, one character a cell: the value's own characters, without the
    /// grouping a display formatter adds (`010185 12345` would not fit 11 cells, nor fill them right).
    private var combText: String? {
        guard cell.kind != .secureText, let characters = cell.ungroupedValue, !characters.isEmpty else { return textValue }
        return characters
    }

    private func control(at top: Double, into parts: inout [LayoutBox]) -> Double {
        switch cell.kind {
        case .date:
            return comb(pattern: "__/__/____", hints: wording.dateHints, format: .date("dd/mm/yyyy"), value: textValue.map { PaperDates.date($0) },
                        at: top, into: &parts)
        case .time: return comb(pattern: "__:__", hints: wording.timeHints, format: .time("HH:MM"), value: textValue.map { PaperDates.time($0) }, at: top, into: &parts)
        case .dateTime:
            let value = textValue.map { text in PaperDates.date(text).flatMap { date in PaperDates.time(text).map { date + " " + $0 } } }
            return comb(pattern: "__/__/____ __:__", hints: wording.dateHints + wording.timeHints, format: .date("dd/mm/yyyy HH:MM"), value: value,
                        at: top, into: &parts)
        case .textArea: return writingLines(at: top, into: &parts)
        case .select, .segment:
            if !cell.options.isEmpty, cell.options.count <= Theme.maximumTickOptions {
                return PaperOptions(cell: cell, texts: optionTexts, measurer: measurer, printsValues: printsValues).place(at: Point(x: x, y: top), width: width, into: &parts)
            }
            return listBox(at: top, into: &parts)
        case .custom: return blankBox(at: top, into: &parts)
        default:
            if let count = PaperSkin.combLength(of: cell, width: width), (combText?.count ?? 0) <= count {
                return comb(pattern: String(repeating: "_", count: count), hints: nil, format: nil, value: .some(combText), at: top, into: &parts)
            }
            return writingBox(at: top, mark: .text(maxLength: cell.rules.maxLength, comb: false, multiline: false), into: &parts)
        }
    }

    /// A comb; `value` is nil when there is none, `.some(nil)` when a value could not be read
    /// into the pattern (then it is printed in a writing box instead, never lost). `format` is
    /// the pattern as the viewer's date and time scripts write it: the comb keeps its cells, and
    /// the scripts accept only values that fill them as printed (`01/01/2024`, not `01012024`).
    private func comb(pattern: String, hints: String?, format: FieldMark.Format?, value: String??, at top: Double, into parts: inout [LayoutBox]) -> Double {
        let characters = Array(pattern)
        // A value the pattern cannot hold, or a comb wider than the cell: a writing box instead.
        if case .some(.none) = value, textValue != nil {
            return writingBox(at: top, mark: .text(maxLength: nil, comb: false, multiline: false), into: &parts)
        }
        if Double(characters.count) * Theme.combWidth > width + 0.001 {
            return writingBox(at: top, mark: .text(maxLength: cell.rules.maxLength, comb: false, multiline: false), into: &parts)
        }
        let shown = (value ?? nil).map(Array.init)
        var hintCharacters: [Character]? = nil
        if let hints, shown == nil {
            var letters = Array(hints).makeIterator()
            hintCharacters = characters.map { $0 == "_" ? (letters.next() ?? " ") : " " }
        }
        let frame = Rect(x: x, y: top, width: Double(characters.count) * Theme.combWidth, height: Theme.boxHeight)
        let drawn = PaperControls.comb(characters, at: Point(x: x, y: top), value: shown, hints: hintCharacters, measurer: measurer)
        // In the twin the field draws the value, or the hints and separators while empty, so
        // nothing typed ever sits on top of printed characters.
        var box = LayoutBox(id: cell.id, role: .control, frame: frame, text: printsValues ? drawn.text : [], shapes: drawn.shapes)
        box.field = FieldMark(kind: .text(maxLength: characters.count, comb: true, multiline: false), name: cell.id, tooltip: title,
                              value: (value ?? nil), formatHint: hints == nil ? nil : pattern.replacingUnderscores(with: hints!))
        box.field?.lines = (value ?? nil).map { [$0] } ?? []
        box.field?.format = format
        parts.append(box)
        return frame.maxY
    }

    /// A box as wide as the length rule allows (full width without one), growing with its value.
    private func writingBox(at top: Double, mark: FieldMark.Kind, into parts: inout [LayoutBox]) -> Double {
        // 5 mm a handwritten character; a length one line cannot hold wraps onto ruled lines.
        let needed = cell.rules.maxLength.map { Double($0) * Theme.handwrittenWidth + 2 * Theme.padding }
        let boxWidth = needed.map { min(width, max(60, $0)) } ?? width
        let writingRows = needed.map { max(1, Int(($0 - 2 * Theme.padding) / max(1, boxWidth - 2 * Theme.padding) - 0.001) + 1) } ?? 1
        let lines = textValue.map { measurer.lines($0, font: Theme.valueFont, width: boxWidth - 2 * Theme.padding, maxLines: nil) } ?? []
        let textHeight = lines.reduce(0) { $0 + $1.height }
        let height = max(Double(writingRows) * Theme.boxHeight, textHeight + 2 * Theme.padding)
        var y = top + (lines.count == 1 ? (Theme.boxHeight - textHeight) / 2 : Theme.padding)
        let text = lines.map { line in
            defer { y += line.height }
            return TextLine(line, origin: Point(x: x + Theme.padding, y: y), font: Theme.valueFont, color: Theme.text)
        }
        let frame = Rect(x: x, y: top, width: boxWidth, height: height)
        var shapes = [PaperControls.outline(frame)]
        if lines.isEmpty {
            for row in 1..<writingRows {
                shapes.append(PaperControls.rule(y: top + Double(row) * Theme.boxHeight, from: x + Theme.padding, to: frame.maxX - Theme.padding,
                                                 color: Theme.faint, width: 0.4))
            }
        }
        var box = LayoutBox(id: cell.id, role: .control, frame: frame, text: printsValues ? text : [], shapes: shapes)
        var kind = mark
        if case let .text(maxLength, comb, multiline) = mark {
            // The twin holds what the page prints: a grouped `1234.56.78903` is longer than its 11 digits.
            let fitting = maxLength.map { max($0, textValue?.count ?? 0) }
            kind = .text(maxLength: fitting, comb: comb, multiline: multiline || lines.count > 1)
        }
        // The twin does not prefill a password: bullets are not its value.
        box.field = FieldMark(kind: kind, name: cell.id, tooltip: title, value: cell.kind == .secureText ? nil : textValue)
        box.field?.lines = cell.kind == .secureText ? [] : lines.map(\.text)
        box.field?.lineHeight = lines.first?.height ?? 0
        box.field?.textOrigin = Point(x: Theme.padding, y: (text.first?.origin.y ?? top) - top)
        // One line of any length may be typed: the viewer shrinks the text to fit the box.
        if case .text(_, _, false) = kind { box.field?.typingSize = .fit }
        if case .choice = kind { box.field?.typingSize = .fit }
        parts.append(box)
        return frame.maxY
    }

    /// A picker with too many options for tick boxes: a writing box, the options listed under it.
    private func listBox(at top: Double, into parts: inout [LayoutBox]) -> Double {
        let selected: Int? = if case let .option(index) = cell.value, cell.options.indices.contains(index) { index } else { nil }
        let mark: FieldMark.Kind = cell.options.isEmpty ? .text(maxLength: nil, comb: false, multiline: false) : .choice(options: cell.options, selected: selected)
        var y = writingBox(at: top, mark: mark, into: &parts)
        if !cell.options.isEmpty, let last = parts.indices.last { parts[last].field?.exports = FieldMark.exportNames(of: cell) }
        if !cell.options.isEmpty {
            y += 2 + paragraph(RichText(wording.oneOf + " " + optionTexts.joined(separator: " · ")), font: Theme.noteFont, color: Theme.note, role: .value,
                               at: Point(x: x, y: y + 2), width: width, into: &parts)
        }
        return y
    }

    /// An empty box for what the app draws itself (a signature, a photo): as tall as the form asks.
    private func blankBox(at top: Double, into parts: inout [LayoutBox]) -> Double {
        let height = frame.height > 0 ? max(Theme.boxHeight, frame.maxY - Theme.cellBottom - top) : 3 * Theme.boxHeight
        let box = Rect(x: x, y: top, width: width, height: height)
        var placeholder = LayoutBox(id: cell.id, role: .placeholderBox, frame: box, shapes: [PaperControls.outline(box)])
        if PaperFieldSemantics.isSignature(cell) { placeholder.field = FieldMark(kind: .signature, name: cell.id, tooltip: title) }
        parts.append(placeholder)
        return box.maxY
    }

    /// A multi-line area: a box with writing lines, the value written on them.
    private func writingLines(at top: Double, into parts: inout [LayoutBox]) -> Double {
        let lines = textValue.map { measurer.lines($0, font: Theme.valueFont, width: width - 2 * Theme.padding, maxLines: nil) } ?? []
        let count = max(Theme.areaLines, lines.count + 1)
        let frame = Rect(x: x, y: top, width: width, height: Double(count) * Theme.lineSpacing)
        var shapes = [PaperControls.outline(frame)]
        for index in 1..<count {
            let y = top + Double(index) * Theme.lineSpacing
            shapes.append(PaperControls.rule(y: y, from: x + Theme.padding, to: frame.maxX - Theme.padding, color: Theme.faint, width: 0.4))
        }
        let text = lines.enumerated().map { index, line in
            TextLine(line, origin: Point(x: x + Theme.padding, y: top + Double(index + 1) * Theme.lineSpacing - line.height - 1),
                     font: Theme.valueFont, color: Theme.text)
        }
        var box = LayoutBox(id: cell.id, role: .control, frame: frame, text: printsValues ? text : [], shapes: shapes)
        box.field = FieldMark(kind: .text(maxLength: cell.rules.maxLength, comb: false, multiline: true), name: cell.id, tooltip: title, value: textValue)
        box.field?.lines = lines.map(\.text)
        box.field?.lineHeight = Theme.lineSpacing
        box.field?.textOrigin = Point(x: Theme.padding, y: (text.first?.origin.y ?? top) - top)
        // Viewers space typed lines by the font size: PDFium (Chrome, Edge) 1.17 em apart with
        // Helvetica, MuPDF 1.12 em. At this size they follow the printed writing lines.
        box.field?.typingSize = .points((Theme.lineSpacing / 1.17).rounded())
        parts.append(box)
        return frame.maxY
    }

    /// A check box or switch: a tick box with the title beside it.
    private func tickRow(into parts: inout [LayoutBox]) -> Double {
        let tick = Rect(x: x, y: frame.y + 1, width: Theme.tickSize, height: Theme.tickSize)
        let on = cell.value == .toggle(true)
        var box = LayoutBox(id: cell.id, role: .control, frame: tick, shapes: PaperControls.tickBox(tick, on: on && printsValues))
        box.field = FieldMark(kind: .checkbox(on: on), name: cell.id, tooltip: title)
        parts.append(box)
        let textX = tick.maxX + 5, textWidth = max(1, width - Theme.tickSize - 5)
        var y = frame.y
        y += paragraph(markedTitle, font: Theme.bodyFont, color: Theme.text, role: .title, at: Point(x: textX, y: y), width: textWidth, into: &parts)
        y += paragraph(routing, font: Theme.routingFont, color: Theme.text, role: .value, at: Point(x: textX, y: y), width: textWidth, into: &parts)
        y += paragraph(cell.detail, font: Theme.noteFont, color: Theme.note, role: .value, at: Point(x: textX, y: y + 1), width: textWidth, into: &parts)
        return max(y, tick.maxY)
    }
}

private extension String {
    /// The pattern with each `_` replaced by the next hint letter (`__/__` + `DDMM` → `DD/MM`).
    func replacingUnderscores(with hints: String) -> String {
        var letters = hints.makeIterator()
        return String(map { $0 == "_" ? (letters.next() ?? "_") : $0 })
    }
}
