import FormModel

/// Places the parts of one hyperoslo cell inside its frame (Docs/formats.md §2.6 table):
/// heading (15, 10, w − 30, 20), control (10, 30, w − 20, 45), icon 20 × 20 at (w − 40, 43).
struct HyperosloCellPainter {
    typealias Theme = HyperosloTheme
    let cell: Cell
    let frame: Rect
    let measurer: TextMeasurer

    private var style: CellStyle { cell.style }
    private var disabled: Bool { cell.state.disabled }
    private var controlFrame: Rect {
        Rect(x: frame.x + 10, y: frame.y + 30, width: max(0, frame.width - 20), height: cell.kind == .textArea ? max(45, frame.height - 40) : 45)
    }

    func boxes() -> [LayoutBox] {
        var boxes = [LayoutBox(id: cell.id, role: .cell, frame: frame)]
        switch cell.kind {
        case .separator:
            let thickness = style.box.borderWidth ?? 1
            boxes.append(LayoutBox(id: cell.id, role: .separator,
                                   frame: Rect(x: frame.x, y: frame.maxY - thickness, width: frame.width, height: thickness),
                                   paint: BoxPaint(fill: style.box.border ?? Theme.separator)))
            return boxes
        case .spacer:
            return boxes
        case .button:
            return boxes + [button()]
        case let kind where HyperosloTextCells.handles(kind):
            return boxes + HyperosloTextCells(cell: cell, measurer: measurer).boxes(in: frame)
        default:
            break
        }
        if let title = heading() { boxes.append(title) }
        switch cell.kind {
        case .toggle: boxes += HyperosloControls(cell: cell, measurer: measurer).toggle(origin: Point(x: frame.x + 10, y: frame.y + 36))
        case .segment: boxes += HyperosloControls(cell: cell, measurer: measurer).segment(in: controlFrame)
        case .custom(let type): boxes += customBox(type)
        default: boxes += valueBox()
        }
        if let error = HyperosloErrorLabel(cell: cell, measurer: measurer).box(in: frame) { boxes.append(error) }
        return boxes
    }

    /// The heading label: one line, cut with an ellipsis.
    private func heading() -> LayoutBox? {
        guard let title = cell.label?.text, !title.isEmpty else { return nil }
        let box = Rect(x: frame.x + 15, y: frame.y + 10, width: max(0, frame.width - 30), height: 20)
        let font = style.text.titleFont.resolved(over: Theme.headingFont)
        let line = measurer.singleLine(title, font: font, width: box.width)
        return LayoutBox(id: cell.id, role: .title, frame: box, text: [
            TextLine(text: line.text, origin: Point(x: box.x, y: box.y + (box.height - line.height) / 2), width: line.width,
                     height: line.height, font: font, color: style.text.titleColor ?? Theme.headingText),
        ])
    }

    /// Text, select, date, time and count cells: the light-blue box with its value and icon.
    private func valueBox() -> [LayoutBox] {
        let box = controlFrame
        let fill: Color, border: Color
        // FORMTextField: an invalid field is red even when disabled (testNotValidWithDisabledField).
        if cell.state.invalid {
            (fill, border) = (style.invalid.fill ?? Theme.invalidFill, style.invalid.border ?? Theme.invalidBorder)
        } else if disabled {
            (fill, border) = (style.disabled.fill ?? Theme.disabledFill, style.disabled.border ?? Theme.disabledBorder)
        } else {
            (fill, border) = (style.box.fill ?? Theme.fieldFill, style.box.border ?? Theme.fieldBorder)
        }
        var boxes = [LayoutBox(id: cell.id, role: .control, frame: box,
                               paint: BoxPaint(fill: fill, stroke: border, strokeWidth: style.box.borderWidth ?? 1,
                                               corners: .all(style.box.cornerRadius ?? HyperosloSkin.cornerRadius)))]
        let stepper = cell.kind == .count
        var textFrame = box.inset(left: stepper ? 35 : 10, right: stepper ? 35 : 10)
        let icons = stepper ? HyperosloIcons.stepper(in: box, tint: style.control.tint ?? Theme.tint)
            : HyperosloIcons.icon(for: cell.kind, in: Rect(x: frame.maxX - 40, y: frame.y + 43, width: 20, height: 20))
        if let icons, !disabled {
            if !stepper { textFrame.width = max(0, textFrame.width - 30) }
            boxes.append(contentsOf: icons.map { LayoutBox(id: cell.id, role: .icon, frame: $0.frame, shapes: $0.shapes) })
        }
        if let text = valueText(in: textFrame, centered: stepper) { boxes.append(text) }
        return boxes
    }

    private func valueText(in box: Rect, centered: Bool) -> LayoutBox? {
        let font = style.text.font.resolved(over: Theme.fieldFont)
        var color = disabled ? (style.text.disabledColor ?? Theme.disabledText) : (style.text.color ?? Theme.text)
        var shown = CellDisplay.valueText(of: cell, toggles: HyperosloSkin.toggleWording)
        if shown.isEmpty {
            guard let placeholder = cell.placeholder, !placeholder.isEmpty else { return nil }
            shown = placeholder
            color = Theme.placeholder
        }
        if cell.kind == .textArea {
            let block = measurer.paragraph(RichText(shown), style: ParagraphStyle(font: font, color: color), origin: Point(x: box.x, y: box.y + 10), width: box.width)
            return LayoutBox(id: cell.id, role: .value, frame: box, text: block.lines.filter { $0.origin.y + $0.height <= box.maxY })
        }
        let line = measurer.singleLine(shown, font: font, width: box.width)
        let x = centered ? box.x + (box.width - line.width) / 2 : box.x
        return LayoutBox(id: cell.id, role: .value, frame: box, text: [
            TextLine(text: line.text, origin: Point(x: x, y: box.y + (box.height - line.height) / 2), width: line.width,
                     height: line.height, font: font, color: color),
        ])
    }

    /// A full-width filled button with its title centred (the cell has no heading).
    private func button() -> LayoutBox {
        let box = controlFrame
        let fill = style.box.fill ?? Theme.tint
        let font = style.text.font.resolved(over: Theme.buttonFont)
        let line = measurer.singleLine(cell.label?.text ?? "", font: font, width: max(0, box.width - 20))
        return LayoutBox(
            id: cell.id, role: .control, frame: box,
            paint: BoxPaint(fill: fill, stroke: style.box.border ?? fill, strokeWidth: style.box.borderWidth ?? 1,
                            corners: .all(style.box.cornerRadius ?? HyperosloSkin.cornerRadius)),
            text: [TextLine(text: line.text, origin: Point(x: box.x + (box.width - line.width) / 2, y: box.y + (box.height - line.height) / 2),
                            width: line.width, height: line.height, font: font, color: style.control.buttonTitleColor ?? .white)],
            opacity: disabled ? 0.5 : 1)
    }

    /// A neutral box for types the host app would draw, labelled with the type name.
    private func customBox(_ type: String) -> [LayoutBox] {
        let top = cell.label?.text.isEmpty == false ? 30.0 : 10.0
        let box = Rect(x: frame.x + 10, y: frame.y + top, width: max(0, frame.width - 20), height: max(0, frame.height - top - 10))
        let line = measurer.singleLine(type, font: Theme.customFont, width: max(0, box.width - 20))
        return [LayoutBox(id: cell.id, role: .placeholderBox, frame: box,
                          paint: BoxPaint(fill: Theme.customFill, stroke: Theme.disabledBorder, corners: .all(HyperosloSkin.cornerRadius)),
                          text: [TextLine(text: line.text, origin: Point(x: box.x + (box.width - line.width) / 2, y: box.y + (box.height - line.height) / 2),
                                          width: line.width, height: line.height, font: Theme.customFont, color: Theme.customText)])]
    }
}
