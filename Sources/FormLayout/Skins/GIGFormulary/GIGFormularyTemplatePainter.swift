import FormModel

/// Draws a field cell from a `CellTemplate` instead of the built-in xib metrics.
struct GIGFormularyTemplatePainter {
    typealias Theme = GIGFormularyTheme
    let painter: GIGFormularyCellPainter
    let template: CellTemplate

    private var cell: Cell { painter.cell }

    func draw(into parts: inout [LayoutBox]) -> Double {
        let frame = painter.frame
        let origin = Point(x: frame.x, y: frame.y)
        var bottom = 0.0
        if let part = template.title, let label = cell.label, !label.isEmpty {
            let slot = CellTemplate.rect(part, width: frame.width, origin: origin)
            var style = painter.titleStyle()
            style.font = FontSpec(name: part.font, size: part.size).resolved(over: style.font)
            style.color = part.color ?? style.color
            style.alignment = part.align ?? style.alignment
            let block = painter.measurer.paragraph(label, style: style, origin: Point(x: slot.x, y: slot.y), width: slot.width)
            let height = max(slot.height, block.height)
            parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: slot.x, y: slot.y, width: slot.width, height: height),
                                   text: block.lines, links: block.links))
            bottom = max(bottom, slot.y + height - origin.y)
        }
        if let part = template.box {
            var slot = CellTemplate.rect(part, width: frame.width, origin: origin)
            if slot.height == 0 { slot.height = 30 }
            let paint = BoxPaint(fill: part.fill ?? Theme.boxFill, stroke: part.border ?? Theme.boxBorder,
                                 strokeWidth: part.borderWidth ?? 0.5, corners: .all(part.radius ?? 5))
            let font = FontSpec(name: part.font, size: part.size).resolved(over: cell.style.text.font.resolved(over: Theme.inputFont))
            parts += painter.control(in: slot, lined: part.underline ?? false, paint: paint, font: font, textColor: part.color, inset: part.inset ?? 7)
            bottom = max(bottom, slot.maxY - origin.y)
        }
        if let part = template.icon, cell.state.required {
            var slot = CellTemplate.rect(part, width: frame.width, origin: origin)
            if slot.height == 0 { slot.height = slot.width }
            parts.append(LayoutBox(id: cell.id, role: .icon, frame: slot, shapes: GIGFormularyIcons.asterisk(in: slot)))
            bottom = max(bottom, slot.maxY - origin.y)
        }
        let height = template.height ?? bottom + 8
        guard let part = template.error, let message = cell.state.error, !message.isEmpty else { return height }
        let slot = CellTemplate.rect(part, width: frame.width, origin: origin)
        let style = ParagraphStyle(font: FontSpec(name: part.font, size: part.size).resolved(over: cell.style.error.font.resolved(over: Theme.errorFont)),
                                   color: part.color ?? cell.style.error.color ?? Theme.error)
        let block = painter.measurer.paragraph(RichText(message), style: style, origin: Point(x: slot.x, y: slot.y), width: slot.width)
        parts.append(LayoutBox(id: cell.id, role: .error, frame: Rect(x: slot.x, y: slot.y, width: slot.width, height: block.height), text: block.lines))
        return max(height, slot.y - origin.y + block.height + 5)
    }
}
