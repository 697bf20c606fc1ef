import FormModel

/// Cells hyperoslo/Form has no type for, drawn in its look so any form can use it: static
/// text (GIGFormulary index), links, and check boxes with a wrapping label and details.
/// They are 85 pt tall like every hyperoslo cell, or taller when their text needs it.
struct HyperosloTextCells {
    typealias Theme = HyperosloTheme
    let cell: Cell
    let measurer: TextMeasurer

    static func handles(_ kind: CellKind) -> Bool { kind == .label || kind == .link || kind == .checkbox }

    func height(width: Double) -> Double {
        max(HyperosloSkin.rowHeight, layout(in: Rect(x: 0, y: 0, width: width, height: 0)).bottom + 10)
    }

    func boxes(in frame: Rect) -> [LayoutBox] {
        let background = cell.style.box.cellBackground.map { LayoutBox(id: cell.id, role: .control, frame: frame.inset(left: 10, right: 10), paint: BoxPaint(fill: $0, corners: .all(HyperosloSkin.cornerRadius))) }
        return (background.map { [$0] } ?? []) + layout(in: frame).boxes
    }

    /// Static text keeps the title style its format gave it (GIGFormulary index: size, colour).
    private var paragraph: ParagraphStyle {
        let style = cell.style
        let font = cell.kind == .label ? (style.text.titleFont ?? style.text.font).resolved(over: Theme.fieldFont) : style.text.font.resolved(over: Theme.fieldFont)
        let color = (cell.kind == .label ? style.text.titleColor : nil) ?? style.text.color ?? Theme.text
        return ParagraphStyle(font: font, color: color, linkColor: style.text.linkColor ?? Theme.tint, alignment: style.text.alignment ?? .left)
    }

    private func layout(in frame: Rect) -> (boxes: [LayoutBox], bottom: Double) {
        var boxes: [LayoutBox] = []
        var label = cell.label ?? RichText("")
        if cell.kind == .link, label.links.isEmpty, !label.isEmpty {
            let target = if case let .text(url) = cell.value { url } else { label.text }
            label.links = [RichText.Link(range: 0..<label.text.utf16.count, target: target)]
        }
        let left = cell.kind == .checkbox ? 44.0 : 15
        var top = frame.y + (cell.kind == .checkbox ? 33 : 12)
        if cell.kind == .checkbox {
            let box = Rect(x: frame.x + 12, y: top, width: 22, height: 22)
            let on = cell.value == .toggle(true)
            let tint = cell.style.control.tint ?? Theme.tint
            var shapes = [VectorShape.roundedRect(box.inset(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5), radius: 4,
                                                  fill: on ? tint : Theme.fieldFill, stroke: cell.state.invalid ? Theme.invalidBorder : tint)]
            if on {
                shapes.append(.polyline([Point(x: box.x + 5.5, y: box.midY), Point(x: box.x + 9.5, y: box.maxY - 6), Point(x: box.maxX - 5, y: box.y + 6)],
                                        stroke: .white, lineWidth: 2))
            }
            boxes.append(LayoutBox(id: cell.id, role: .control, frame: box, shapes: shapes, opacity: cell.state.disabled ? 0.5 : 1))
            top -= 1
        }
        let width = max(1, frame.width - left - 15)
        for (part, role) in [(label, BoxRole.title), ((cell.state.collapsed ? nil : cell.detail) ?? RichText(""), BoxRole.value)] where !part.isEmpty {
            let block = measurer.paragraph(part, style: paragraph, origin: Point(x: frame.x + left, y: top), width: width)
            boxes.append(LayoutBox(id: cell.id, role: role, frame: Rect(x: frame.x + left, y: top, width: width, height: block.height),
                                   text: block.lines, links: block.links, opacity: cell.state.disabled ? 0.5 : 1))
            top += block.height + 6
        }
        // An --errors message under a check box or link, as under the value box of other cells.
        if cell.kind != .label, let message = cell.state.error, !message.isEmpty {
            let style = ParagraphStyle(font: cell.style.error.font.resolved(over: HyperosloErrorLabel.font), color: cell.style.error.color ?? Theme.invalidBorder)
            let block = measurer.paragraph(RichText(message), style: style, origin: Point(x: frame.x + left, y: top), width: width)
            boxes.append(LayoutBox(id: cell.id, role: .error, frame: Rect(x: frame.x + left, y: top, width: width, height: block.height), text: block.lines))
            top += block.height + 6
        }
        return (boxes, top - frame.y)
    }
}
