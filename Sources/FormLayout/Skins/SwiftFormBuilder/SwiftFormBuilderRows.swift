import FormModel

/// The rows that are not a title over a field: check box, link, label, button, separator.
extension SwiftFormBuilderCellPainter {
    /// The check-box row: a 30 × 30 button at x 18, top 5, and a one-line label at x 56 that
    /// shrinks to half size before it is cut, centred on the button; 40 tall. The published
    /// cell's button is unfinished (title "B", no images), so — as Docs/formats.md §3.3 recommends —
    /// it is drawn with the link cell's check box. Toggles from other formats are drawn the same.
    /// Unlike the xib, an error (from other formats) gets the link cell's error label below, and
    /// a label with links (GIGFormulary `{* … *}`) is laid out as a link row so the links stay.
    func checkbox(into parts: inout [LayoutBox]) -> Double {
        if cell.label?.links.isEmpty == false { return link(into: &parts) }
        let button = Rect(x: x + margin, y: y + 5, width: 30, height: 30)
        parts.append(checkBox(in: button))
        let labelX = x + 56
        let labelWidth = max(1, x + width - margin - labelX)
        if let label = markedLabel, !label.isEmpty {
            let font = style.text.font.resolved(over: Theme.checkboxFont)
            let line = shrunkLine(label.text, font: font, width: labelWidth)
            parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: labelX, y: button.y, width: labelWidth, height: button.height), text: [
                TextLine(text: line.text, origin: Point(x: labelX, y: button.midY - line.height / 2), width: line.width, height: line.height,
                         font: line.font, color: style.text.color ?? Theme.text),
            ], opacity: opacity))
        }
        let errorTop = button.maxY + 3
        let errorHeight = error(at: Point(x: x + margin, y: errorTop), font: Theme.pickerErrorFont, color: Theme.redBlood, into: &parts)
        return errorHeight > 0 ? errorTop - y + errorHeight + 5.5 : 40
    }

    /// A one-line label that shrinks down to half its font size (`minimumScaleFactor` 0.5)
    /// before it is cut with an ellipsis.
    private func shrunkLine(_ text: String, font: FontRef, width: Double) -> (text: String, width: Double, height: Double, font: FontRef) {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let natural = measurer.lines(flat, font: font, width: nil, maxLines: nil).first?.width ?? 0
        let scale = natural > width ? max(0.5, width / natural) : 1
        let shrunk = font.sized(font.size * scale)
        let line = measurer.singleLine(flat, font: shrunk, width: width)
        return (line.text, line.width, line.height, shrunk)
    }

    /// The check button of the link cell, `check_off` / `check_on` at their 21-pt size centred in `button`.
    private func checkBox(in button: Rect) -> LayoutBox {
        LayoutBox(id: cell.id, role: .control, frame: button,
                  shapes: SwiftFormBuilderIcons.checkBox(centeredIn: button, on: cell.value == .toggle(true)), opacity: opacity)
    }

    /// The link row: a 25 × 25 check button at x 18 and a multi-line label at x 48, top 10, the
    /// two centred on each other; link spans in `linkColor`, underlined; the error label 3 below.
    /// When the label carries no link but the value is a URL, the whole title links to it.
    func link(into parts: inout [LayoutBox]) -> Double {
        let labelX = x + 48
        let labelWidth = max(1, x + width - margin - labelX)
        var block: RichTextBlock?
        if var label = markedLabel, !label.isEmpty {
            let titleLength = cell.label?.text.utf16.count ?? 0
            if label.links.isEmpty, titleLength > 0, case let .text(target) = cell.value, !target.isEmpty {
                label.links = [RichText.Link(range: 0..<titleLength, target: target)]
            }
            let paragraph = ParagraphStyle(font: style.text.font.resolved(over: Theme.linkFont), color: style.text.color ?? Theme.text,
                                           linkColor: style.text.linkColor ?? Theme.link, alignment: style.text.alignment ?? .left)
            block = measurer.paragraph(label, style: paragraph, origin: Point(x: labelX, y: y + 10), width: labelWidth)
        }
        // The band holds the label and the check button, whichever is taller, both centred in it.
        let band = Rect(x: x, y: y + 10, width: width, height: max(block?.height ?? 0, 25))
        parts.append(checkBox(in: Rect(x: x + margin, y: band.midY - 12.5, width: 25, height: 25)))
        if let block {
            let dy = (band.height - block.height) / 2
            parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: labelX, y: band.y, width: labelWidth, height: band.height),
                                   text: block.lines.map { $0.shifted(dy: dy) }, links: block.links.map { $0.shifted(dy: dy) }, opacity: opacity))
        }
        let errorTop = band.maxY + 3
        let errorHeight = error(at: Point(x: x + margin, y: errorTop), font: Theme.pickerErrorFont, color: Theme.redBlood, into: &parts)
        return errorTop - y + errorHeight + 5.5
    }

    /// The label row: the label (the item's value) inset 18 left and right, 12 top and bottom,
    /// multi-line, with its links.
    func label(into parts: inout [LayoutBox]) -> Double {
        let text: RichText? = if let label = cell.label, !label.isEmpty { label } else if case let .text(value) = cell.value { RichText(value) } else { nil }
        guard let text, !text.isEmpty else { return 24 }
        // Static text of other formats styles itself as a title (GIGFormulary index `titleColor`, `sizeTitle`).
        let paragraph = ParagraphStyle(font: (style.text.font ?? style.text.titleFont).resolved(over: Theme.labelFont),
                                       color: style.text.color ?? style.text.titleColor ?? Theme.text,
                                       linkColor: style.text.linkColor ?? Theme.link, alignment: style.text.alignment ?? .left)
        let block = measurer.paragraph(text, style: paragraph, origin: Point(x: x + margin, y: y + 12), width: innerWidth)
        parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: x + margin, y: y + 12, width: innerWidth, height: block.height),
                               text: block.lines, links: block.links, opacity: opacity))
        return 24 + block.height
    }

    /// The button row, 80 tall: a 40-pt button centred 20 from the top, as wide as its title
    /// + 40 (at most the row − 40), "RedBlood" with a white title unless styled; radius ≤ 20.
    func button(into parts: inout [LayoutBox]) -> Double {
        let font = style.text.font.resolved(over: Theme.buttonFont)
        let title = cell.label?.text ?? ""
        let natural = measurer.lines(title, font: font, width: nil, maxLines: nil).first?.width ?? 0
        let buttonWidth = min(natural + 40, max(0, width - 40))
        let box = Rect(x: x + (width - buttonWidth) / 2, y: y + 20, width: buttonWidth, height: 40)
        var fill = style.box.fill ?? Theme.redBlood
        var stroke = style.box.border
        if cell.state.disabled { fill = style.disabled.fill ?? fill; stroke = style.disabled.border ?? stroke }
        let lineWidth = max(0, style.box.borderWidth ?? 0)
        let paint = BoxPaint(fill: fill, stroke: lineWidth > 0 ? stroke : nil, strokeWidth: lineWidth,
                             corners: .all(min(max(0, style.box.cornerRadius ?? 0), box.height / 2)))
        var text: [TextLine] = []
        if !title.isEmpty {
            let line = measurer.singleLine(title, font: font, width: max(1, box.width - 40))
            text = [TextLine(text: line.text, origin: Point(x: box.midX - line.width / 2, y: box.midY - line.height / 2), width: line.width,
                             height: line.height, font: font, color: style.control.buttonTitleColor ?? Theme.text)]
        }
        parts.append(LayoutBox(id: cell.id, role: .control, frame: box, paint: paint, text: text, opacity: opacity))
        return 80
    }

    /// The separator row, 21 tall: a 1-pt line inset 18 left and right, 10 top and bottom.
    func separator(into parts: inout [LayoutBox]) -> Double {
        parts.append(LayoutBox(id: cell.id, role: .separator, frame: Rect(x: x + margin, y: y + 10, width: innerWidth, height: 1),
                               paint: BoxPaint(fill: style.box.border ?? Theme.border)))
        return 21
    }
}

extension TextLine {
    /// The line moved down by `dy`.
    fileprivate func shifted(dy: Double) -> TextLine { var line = self; line.origin.y += dy; return line }
}

extension LinkArea {
    /// The link's rectangles moved down by `dy`.
    fileprivate func shifted(dy: Double) -> LinkArea { over(rects.map { $0.offsetBy(dx: 0, dy: dy) }) }
}
