import FormModel

/// Places the parts of one GIGFormulary cell and computes its height (Docs/formats.md §1.7):
/// text 64, picker/date 77, boolean 80, index 20 + text; error labels grow a cell.
struct GIGFormularyCellPainter {
    typealias Theme = GIGFormularyTheme
    let cell: Cell
    let frame: Rect
    let measurer: TextMeasurer
    let template: CellTemplate?

    var style: CellStyle { cell.style }
    private var x: Double { frame.x }
    private var y: Double { frame.y }
    private var width: Double { frame.width }

    func layout() -> (height: Double, boxes: [LayoutBox]) {
        var parts: [LayoutBox] = []
        let height: Double
        if let template, cell.kind.isField {
            height = GIGFormularyTemplatePainter(painter: self, template: template).draw(into: &parts)
        } else {
            height = draw(into: &parts)
        }
        let own = LayoutBox(id: cell.id, role: .cell, frame: Rect(x: x, y: y, width: width, height: height),
                            paint: (template?.background ?? style.box.cellBackground).map { BoxPaint(fill: $0) })
        return (height, [own] + parts)
    }

    private func draw(into parts: inout [LayoutBox]) -> Double {
        switch cell.kind {
        case .text, .secureText, .count: return field(top: 2, bottom: 5, boxHeight: 30, into: &parts)
        case .textArea: return field(top: 2, bottom: 5, boxHeight: 60, into: &parts)
        case .select, .date, .dateTime, .time, .segment, .custom: return field(top: 10, bottom: 10, boxHeight: 30, into: &parts)
        case .checkbox, .toggle: return cell.detail == nil ? boolean(into: &parts) : expandable(into: &parts)
        case .label, .link: return index(into: &parts)
        case .button: return button(into: &parts)
        case .separator:
            parts.append(LayoutBox(id: cell.id, role: .separator, frame: Rect(x: x, y: y, width: width, height: 1), paint: BoxPaint(fill: style.box.border ?? Theme.lineStyle)))
            return 1
        case .spacer: return 20
        }
    }

    // MARK: Text, picker and date cells

    private func field(top: Double, bottom: Double, boxHeight: Double, into parts: inout [LayoutBox]) -> Double {
        let titleHeight = title(at: Rect(x: x + 16, y: y + top, width: width - 32, height: 21), into: &parts)
        let boxTop = y + top + titleHeight + 2
        let iconWidth = cell.state.required ? 30.0 : 0
        let icon = Rect(x: x + width - 8 - iconWidth, y: boxTop, width: iconWidth, height: 30)
        let box = Rect(x: x + 16, y: boxTop, width: max(0, icon.x - 11 - (x + 16)), height: boxHeight)
        parts += control(in: box, lined: style.kind == .line)
        if cell.state.required { parts.append(LayoutBox(id: cell.id, role: .icon, frame: icon, shapes: GIGFormularyIcons.asterisk(in: icon))) }
        let errorTop = max(box.maxY, icon.maxY) + 4
        let errorHeight = error(at: Point(x: x + 16, y: errorTop), width: width - 32, into: &parts)
        return errorTop - y + errorHeight + bottom
    }

    /// The title above a box: wraps, at least `slot.height` tall; 0 when the cell has no title.
    func title(at slot: Rect, into parts: inout [LayoutBox]) -> Double {
        guard let label = cell.label, !label.isEmpty else { return 0 }
        let block = measurer.paragraph(label, style: titleStyle(), origin: Point(x: slot.x, y: slot.y), width: slot.width)
        let height = max(slot.height, block.height)
        parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: slot.x, y: slot.y, width: slot.width, height: height),
                               text: block.lines, links: block.links))
        return height
    }

    func titleStyle(font: FontRef = Theme.titleFont) -> ParagraphStyle {
        ParagraphStyle(font: style.text.titleFont.resolved(over: font), color: style.text.titleColor ?? Theme.title,
                       linkColor: style.text.linkColor ?? style.text.titleColor ?? Theme.link, alignment: style.text.alignment ?? .left)
    }

    /// The rounded box (or, for the `line` style, a bare field over a 1-pt line) with its value.
    func control(in box: Rect, lined: Bool, paint: BoxPaint? = nil, font: FontRef? = nil, textColor: Color? = nil, inset: Double = 7) -> [LayoutBox] {
        var boxes: [LayoutBox] = []
        let boxPaint = lined ? nil : (paint ?? BoxPaint(fill: Theme.boxFill, stroke: Theme.boxBorder, strokeWidth: 0.5, corners: .all(5)))
        boxes.append(LayoutBox(id: cell.id, role: .control, frame: box, paint: boxPaint))
        if lined {
            boxes.append(LayoutBox(id: cell.id, role: .separator, frame: Rect(x: box.x, y: box.maxY - 1, width: box.width, height: 1),
                                   paint: BoxPaint(fill: Theme.lineStyle)))
        }
        let textFont = font ?? style.text.font.resolved(over: Theme.inputFont)
        var color = textColor ?? style.text.color ?? Theme.inputText
        var shown = displayedValue()
        if shown.isEmpty, let placeholder = cell.placeholder {
            shown = placeholder
            color = Theme.placeholder
        }
        if case let .custom(type) = cell.kind, shown.isEmpty { (shown, color) = (type, Theme.placeholder) }
        guard !shown.isEmpty else { return boxes }
        let slot = box.inset(left: lined ? 0 : inset, right: inset)
        if cell.kind == .textArea {
            let block = measurer.paragraph(RichText(shown), style: ParagraphStyle(font: textFont, color: color), origin: Point(x: slot.x, y: box.y + 5), width: slot.width)
            boxes.append(LayoutBox(id: cell.id, role: .value, frame: slot, text: block.lines.filter { $0.origin.y + $0.height <= box.maxY },
                                   opacity: cell.state.disabled ? 0.5 : 1))
            return boxes
        }
        let line = measurer.singleLine(shown, font: textFont, width: slot.width)
        boxes.append(LayoutBox(id: cell.id, role: .value, frame: slot, text: [
            TextLine(text: line.text, origin: Point(x: slot.x, y: box.y + (box.height - line.height) / 2), width: line.width,
                     height: line.height, font: textFont, color: color),
        ], opacity: cell.state.disabled ? 0.5 : 1))
        return boxes
    }

    private func displayedValue() -> String {
        CellDisplay.valueText(of: cell, toggles: GIGFormularySkin.toggleWording)
    }

    /// The red label under a control; returns its wrapped height (0 without an error).
    func error(at origin: Point, width: Double, into parts: inout [LayoutBox]) -> Double {
        guard let message = cell.state.error, !message.isEmpty else { return 0 }
        let block = measurer.paragraph(RichText(message), style: ParagraphStyle(font: style.error.font.resolved(over: Theme.errorFont),
                                                                                color: style.error.color ?? Theme.error),
                                       origin: origin, width: width)
        parts.append(LayoutBox(id: cell.id, role: .error, frame: Rect(x: origin.x, y: origin.y, width: width, height: block.height), text: block.lines))
        return block.height
    }

    // MARK: Boolean, expandable, index, button

    private func boolean(into parts: inout [LayoutBox]) -> Double {
        let titleSlot = Rect(x: x + 56, y: y + 24, width: max(1, width - 56 - 51), height: 44)
        var titleHeight = 44.0
        if let label = cell.label, !label.isEmpty {
            let block = measurer.paragraph(label, style: titleStyle(), origin: .init(x: titleSlot.x, y: titleSlot.y), width: titleSlot.width)
            titleHeight = max(44, block.height)
            let dy = (titleHeight - block.height) / 2
            parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: titleSlot.x, y: titleSlot.y, width: titleSlot.width, height: titleHeight),
                                   text: block.lines.map { $0.moved(dy: dy) }, links: block.links.map { $0.moved(dy: dy) }))
        }
        let middle = titleSlot.y + titleHeight / 2
        check(at: Rect(x: x + 9, y: middle - 20, width: 40, height: 40), into: &parts)
        if cell.state.required {
            let icon = Rect(x: x + width - 38, y: middle - 15, width: 30, height: 30)
            parts.append(LayoutBox(id: cell.id, role: .icon, frame: icon, shapes: GIGFormularyIcons.asterisk(in: icon)))
        }
        let errorTop = titleSlot.y + titleHeight + 2
        return errorTop - y + error(at: Point(x: x + 16, y: errorTop), width: width - 32, into: &parts) + 10
    }

    private func check(at frame: Rect, into parts: inout [LayoutBox]) {
        parts.append(LayoutBox(id: cell.id, role: .control, frame: frame,
                               shapes: GIGFormularyIcons.checkbox(in: frame, on: cell.value == .toggle(true)),
                               opacity: cell.state.disabled ? 0.5 : 1))
    }

    /// Label, description (unless collapsed: the library starts with it folded away), the
    /// read-more or read-less button, the error.
    private func expandable(into parts: inout [LayoutBox]) -> Double {
        check(at: Rect(x: x + 9, y: y + 12, width: 40, height: 40), into: &parts)
        let iconLeft = cell.state.required ? x + width - 38 : x + width - 8
        if cell.state.required {
            let icon = Rect(x: iconLeft, y: y + 17, width: 30, height: 30)
            parts.append(LayoutBox(id: cell.id, role: .icon, frame: icon, shapes: GIGFormularyIcons.asterisk(in: icon)))
        }
        let textWidth = max(1, iconLeft - 10 - (x + 59))
        let text = ParagraphStyle(font: Theme.expandableFont, color: Theme.expandableText, linkColor: style.text.linkColor ?? Theme.link)
        var top = y + 15
        for (part, role) in [(cell.label, BoxRole.title), (cell.state.collapsed ? nil : cell.detail, BoxRole.value)] {
            guard let part, !part.isEmpty else { continue }
            let block = measurer.paragraph(part, style: text, origin: Point(x: x + 59, y: top), width: textWidth)
            parts.append(LayoutBox(id: cell.id, role: role, frame: Rect(x: x + 59, y: top, width: textWidth, height: block.height),
                                   text: block.lines, links: block.links, opacity: cell.state.disabled ? 0.5 : 1))
            top += block.height + 10
        }
        top -= 2
        if let button = cell.hint {
            let font = style.text.font.resolved(over: Theme.titleFont)
            let line = measurer.singleLine(button, font: font, width: textWidth)
            parts.append(LayoutBox(id: cell.id, role: .control, frame: Rect(x: x + 59, y: top, width: textWidth, height: line.height), text: [
                TextLine(text: line.text, origin: Point(x: x + 59, y: top), width: line.width, height: line.height, font: font,
                         color: style.control.buttonTitleColor ?? Theme.link),
            ]))
            top += line.height + 8
        }
        let errorHeight = error(at: Point(x: x + 16, y: top), width: width - 32, into: &parts)
        return top - y + errorHeight + (errorHeight > 0 ? 10 : 2)
    }

    private func index(into parts: inout [LayoutBox]) -> Double {
        guard let label = cell.label, !label.isEmpty else { return 20 }
        var target = label
        if cell.kind == .link, target.links.isEmpty { target.links = [RichText.Link(range: 0..<label.text.utf16.count, target: cell.value.linkTarget ?? label.text)] }
        let base = target.links.isEmpty ? Theme.titleFont : Theme.linkedIndexFont
        var paragraph = titleStyle(font: base)
        if !target.links.isEmpty { paragraph.font = FontRef(style.text.titleFont?.name ?? base.name, size: base.size) }
        let block = measurer.paragraph(target, style: paragraph, origin: Point(x: x + 16, y: y + 10), width: width - 32)
        parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: x + 16, y: y + 10, width: width - 32, height: block.height),
                               text: block.lines, links: block.links))
        return 20 + block.height
    }

    /// GIGFormulary has no buttons (the host app's send button); forms from other formats get a
    /// plain rounded button in the link colour.
    private func button(into parts: inout [LayoutBox]) -> Double {
        let box = Rect(x: x + 16, y: y + 10, width: width - 32, height: 40)
        let font = style.text.font.resolved(over: Theme.titleFont)
        let line = measurer.singleLine(cell.label?.text ?? "", font: font, width: box.width - 16)
        parts.append(LayoutBox(id: cell.id, role: .control, frame: box, paint: BoxPaint(fill: style.box.fill ?? Theme.link, corners: .all(5)), text: [
            TextLine(text: line.text, origin: Point(x: box.x + (box.width - line.width) / 2, y: box.y + (box.height - line.height) / 2),
                     width: line.width, height: line.height, font: font, color: style.control.buttonTitleColor ?? .white),
        ], opacity: cell.state.disabled ? 0.5 : 1))
        return 60
    }
}

extension CellKind {
    /// Kinds drawn as a title above a value box.
    var isField: Bool {
        switch self {
        case .text, .textArea, .secureText, .count, .select, .date, .dateTime, .time, .segment, .custom: true
        default: false
        }
    }
}

extension CellValue {
    /// The URL of a link cell, when its value is one.
    var linkTarget: String? { if case let .text(text) = self { text } else { nil } }
}

extension TextLine {
    func moved(dy: Double) -> TextLine { var line = self; line.origin.y += dy; return line }
}

extension LinkArea {
    func moved(dy: Double) -> LinkArea { over(rects.map { $0.offsetBy(dx: 0, dy: dy) }) }
}
