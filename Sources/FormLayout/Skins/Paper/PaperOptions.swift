import FormModel

/// The options of a select or segment as a row of circles with their texts, wrapping like words:
/// the reader ticks one. Each circle is a radio button of the fillable twin. Where several may be
/// picked, the options are square tick boxes, each a check box of the twin (`<id>.<n>`, from 1,
/// kids of a field named the cell id) whose on state is the option's export name.
struct PaperOptions {
    typealias Theme = PaperTheme
    let cell: Cell
    /// The options' texts as printed (`cell.options`, with where to go on after some).
    let texts: [String]
    let measurer: TextMeasurer
    /// False for the fillable twin: the radio buttons show the choice.
    var printsValues = true

    /// Places every option from `origin` within `width`; returns the bottom.
    func place(at origin: Point, width: Double, into parts: inout [LayoutBox]) -> Double {
        let selected: Int? = if case let .option(index) = cell.value { index } else { nil }
        let textWidth = max(1, width - Theme.tickSize - 4)
        let exports = FieldMark.exportNames(of: cell)
        var x = origin.x, y = origin.y + 2, rowHeight = 0.0
        for (index, option) in cell.options.enumerated() {
            let lines = measurer.lines(texts.indices.contains(index) ? texts[index] : option, font: Theme.bodyFont, width: textWidth, maxLines: nil)
            let itemWidth = Theme.tickSize + 4 + (lines.map(\.width).max() ?? 0)
            let itemHeight = max(Theme.tickSize, lines.reduce(0) { $0 + $1.height })
            if x > origin.x, x + itemWidth > origin.x + width {
                x = origin.x
                y += rowHeight + 4
                rowHeight = 0
            }
            let circle = Rect(x: x, y: y + 1, width: Theme.tickSize, height: Theme.tickSize)
            let on = index == selected
            var box: LayoutBox
            if cell.allowsMultipleOptions {
                box = LayoutBox(id: cell.id, role: .control, frame: circle, shapes: PaperControls.tickBox(circle, on: on && printsValues))
                box.field = FieldMark(kind: .checkbox(on: on), name: "\(cell.id).\(index + 1)", tooltip: (cell.label?.text ?? "") + ": " + option)
                box.field?.option = index
            } else {
                box = LayoutBox(id: cell.id, role: .control, frame: circle, shapes: PaperControls.choiceCircle(circle, on: on && printsValues))
                box.field = FieldMark(kind: .radio(option: index, selected: on), name: cell.id, tooltip: cell.label?.text ?? "", value: option)
            }
            box.field?.exports = exports
            parts.append(box)
            var lineY = y
            let text = lines.map { line in
                defer { lineY += line.height }
                return TextLine(line, origin: Point(x: circle.maxX + 4, y: lineY), font: Theme.bodyFont, color: Theme.text)
            }
            parts.append(LayoutBox(id: cell.id, role: .value, frame: Rect(x: circle.maxX + 4, y: y, width: itemWidth - Theme.tickSize - 4, height: itemHeight), text: text))
            x += itemWidth + 12
            rowHeight = max(rowHeight, itemHeight)
        }
        return y + rowHeight + 1
    }
}
