import FormModel

/// Places the parts of one Formworks row inside its frame (Docs/formats.md §4.3): the cell box in
/// `componentBackground`, the 12-pt `background` strip, title, required / check icon,
/// description, control, error, validator hint.
struct FormworksCellPainter {
    typealias Theme = FormworksTheme
    let cell: Cell
    let frame: Rect
    let palette: FormworksPalette
    let measurer: TextMeasurer

    func boxes() -> [LayoutBox] {
        let row = FormworksRow(cell: cell, palette: palette, origin: Point(x: frame.x, y: frame.y), width: frame.width,
                               frameHeight: frame.height, measurer: measurer)
        switch row.shape {
        case .spacer:
            return [LayoutBox(id: cell.id, role: .cell, frame: frame, paint: BoxPaint(fill: palette.background))]
        case .separator:
            let thickness = min(frame.height, max(0, cell.style.box.borderWidth ?? 1))
            return [LayoutBox(id: cell.id, role: .cell, frame: frame),
                    LayoutBox(id: cell.id, role: .separator, frame: Rect(x: frame.x, y: frame.midY - thickness / 2, width: frame.width, height: thickness),
                              paint: BoxPaint(fill: cell.style.box.border ?? palette.background))]
        case .button:
            return [LayoutBox(id: cell.id, role: .cell, frame: frame), button()]
        case .text, .input:
            break
        }
        let background = cell.style.box.cellBackground ?? palette.componentBackground
        var boxes = [
            LayoutBox(id: cell.id, role: .cell, frame: frame, paint: BoxPaint(fill: background)),
            LayoutBox(id: cell.id, role: .separator, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: min(Theme.strip, frame.height)),
                      paint: BoxPaint(fill: palette.background)),
        ]
        let inner = max(1, frame.width - 2 * row.margin)
        if let title = row.title {
            boxes.append(textBox(title, role: .title, x: frame.x + row.margin, y: row.titleTop, width: row.titleWidth))
        }
        if case .input = row.shape, let icon = icon(at: Rect(x: frame.maxX - row.margin - Theme.iconSize, y: row.titleTop,
                                                             width: Theme.iconSize, height: Theme.iconSize), knockout: background) {
            boxes.append(icon)
        }
        if let detail = row.detail, let first = detail.lines.first {
            boxes.append(textBox(detail, role: .title, x: frame.x + row.margin, y: first.origin.y, width: inner))
        }
        if let control = row.control {
            boxes += FormworksControls(cell: cell, palette: palette, measurer: measurer).boxes(in: control)
        }
        if let error = row.error, let first = error.lines.first {
            boxes.append(textBox(error, role: .error, x: frame.x + row.margin, y: first.origin.y, width: inner))
        }
        if let hint = row.hint, let first = hint.lines.first {
            boxes.append(textBox(hint, role: .title, x: frame.x + row.margin, y: first.origin.y, width: inner))
        }
        return boxes
    }

    /// A box around placed text, with its links.
    private func textBox(_ block: RichTextBlock, role: BoxRole, x: Double, y: Double, width: Double) -> LayoutBox {
        LayoutBox(id: cell.id, role: role, frame: Rect(x: x, y: y, width: width, height: block.height), text: block.lines, links: block.links)
    }

    /// `asterisk.circle.fill` when required and not valid, or invalid; `checkmark.circle.fill`
    /// when the answer is valid; none for an empty optional field.
    private func icon(at slot: Rect, knockout: Color) -> LayoutBox? {
        let shapes: [VectorShape]
        if cell.state.valid && !cell.state.invalid {
            shapes = FormworksIcons.checkmark(in: slot, color: palette.componentCorrect, knockout: knockout)
        } else if cell.state.required || cell.state.invalid {
            shapes = FormworksIcons.asterisk(in: slot, color: palette.componentRequired, knockout: knockout)
        } else {
            return nil
        }
        return LayoutBox(id: cell.id, role: .icon, frame: slot, shapes: shapes, opacity: cell.state.disabled ? 0.5 : 1)
    }

    /// The Submit row: a full-width accent bar, the title bold and centred in the background colour.
    private func button() -> LayoutBox {
        let fill = cell.style.box.fill ?? palette.accent
        let font = cell.style.text.font.resolved(over: Theme.buttonFont)
        let margin = Theme.sideMargin(width: frame.width)
        let line = measurer.singleLine(cell.label?.text ?? "", font: font, width: max(1, frame.width - 2 * margin))
        return LayoutBox(
            id: cell.id, role: .control, frame: frame, paint: BoxPaint(fill: fill, corners: .all(cell.style.box.cornerRadius ?? 0)),
            text: [TextLine(text: line.text, origin: Point(x: frame.midX - line.width / 2, y: frame.midY - line.height / 2),
                            width: line.width, height: line.height, font: font, color: cell.style.control.buttonTitleColor ?? palette.background)],
            opacity: cell.state.disabled ? 0.5 : 1)
    }
}
