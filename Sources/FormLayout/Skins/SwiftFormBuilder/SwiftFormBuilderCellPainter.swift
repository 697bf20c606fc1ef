import FormModel

/// Places the parts of one SwiftFormBuilder row and computes its height (Docs/formats.md §3.3):
/// text field 5 + title + 5 + 45 + 4 + error + 6.5, picker and date the same with a 40-pt field,
/// check box 40, link 10 + label + 3 + error + 5.5, label 12 + text + 12, button 80, separator 21.
/// Style overrides of the cell are honoured wherever they are set: which builder properties reach
/// which cell is the converter's business, not the skin's.
struct SwiftFormBuilderCellPainter {
    typealias Theme = SwiftFormBuilderTheme
    let cell: Cell
    let frame: Rect
    let measurer: TextMeasurer

    var style: CellStyle { cell.style }
    var x: Double { frame.x }
    var y: Double { frame.y }
    var width: Double { frame.width }
    var margin: Double { Theme.margin }
    /// Width between the side margins.
    var innerWidth: Double { max(1, width - 2 * margin) }
    var opacity: Double { cell.state.disabled ? Theme.disabledAlpha : 1 }
    var isInError: Bool { cell.state.invalid || !(cell.state.error ?? "").isEmpty }

    func layout() -> (height: Double, boxes: [LayoutBox]) {
        var parts: [LayoutBox] = []
        let height = draw(into: &parts)
        let own = LayoutBox(id: cell.id, role: .cell, frame: Rect(x: x, y: y, width: width, height: height),
                            paint: style.box.cellBackground.map { BoxPaint(fill: $0) })
        return (height, [own] + parts)
    }

    private func draw(into parts: inout [LayoutBox]) -> Double {
        switch cell.kind {
        case .text, .secureText, .count, .custom: field(.textField, into: &parts)
        case .textArea: field(.textArea, into: &parts)
        case .select, .time, .dateTime, .segment: field(.picker, into: &parts)
        case .date: field(.date, into: &parts)
        case .checkbox, .toggle: checkbox(into: &parts)
        case .link: link(into: &parts)
        case .label: label(into: &parts)
        case .button: button(into: &parts)
        case .separator: separator(into: &parts)
        case .spacer: 20
        }
    }

    // MARK: Title, field, error

    /// Field height, error label and bottom inset of the three field xibs.
    struct FieldMetrics {
        var height: Double
        var errorFont: FontRef
        var errorColor: Color
        var bottom: Double

        static let textField = FieldMetrics(height: Theme.textFieldHeight, errorFont: Theme.fieldErrorFont, errorColor: Theme.fieldError, bottom: 6.5)
        static let textArea = FieldMetrics(height: Theme.textAreaHeight, errorFont: Theme.fieldErrorFont, errorColor: Theme.fieldError, bottom: 6.5)
        static let picker = FieldMetrics(height: Theme.pickerHeight, errorFont: Theme.pickerErrorFont, errorColor: Theme.redBlood, bottom: 6.5)
        static let date = FieldMetrics(height: Theme.pickerHeight, errorFont: Theme.pickerErrorFont, errorColor: Theme.redBlood, bottom: 6)
    }

    private func field(_ metrics: FieldMetrics, into parts: inout [LayoutBox]) -> Double {
        let titleHeight = title(at: Point(x: x + margin, y: y + 5), into: &parts)
        let box = Rect(x: x + margin, y: y + 5 + titleHeight + 5, width: innerWidth, height: metrics.height)
        parts += control(in: box)
        let errorTop = box.maxY + 4
        let errorHeight = error(at: Point(x: x + margin, y: errorTop), font: metrics.errorFont, color: metrics.errorColor, into: &parts)
        return errorTop - y + errorHeight + metrics.bottom
    }

    /// The title with `*` appended when mandatory; one line, cut with an ellipsis like the
    /// xib's one-line label. Returns its height, 0 when the cell has no title.
    private func title(at origin: Point, into parts: inout [LayoutBox]) -> Double {
        guard let label = markedLabel, !label.isEmpty else { return 0 }
        let paragraph = ParagraphStyle(font: style.text.titleFont.resolved(over: Theme.titleFont), color: style.text.titleColor ?? Theme.text,
                                       linkColor: style.text.linkColor ?? Theme.link, maxLines: 1)
        let block = measurer.paragraph(label, style: paragraph, origin: origin, width: innerWidth)
        parts.append(LayoutBox(id: cell.id, role: .title, frame: Rect(x: origin.x, y: origin.y, width: innerWidth, height: block.height),
                               text: block.lines, links: block.links))
        return block.height
    }

    /// The label with the mandatory `*` appended (link ranges are unchanged by appending).
    var markedLabel: RichText? {
        guard var label = cell.label else { return cell.state.required ? RichText("*") : nil }
        if cell.state.required { label.text += "*" }
        return label
    }

    /// The paint of a field: the form's border and fill, else the xib's 1-pt white border with
    /// radius 4 on a clear background; the radius is clamped to half the height; in error the
    /// border takes `invalidBorder`.
    func fieldPaint(height: Double) -> BoxPaint {
        var stroke = style.box.border ?? Theme.border
        var fill = style.box.fill
        if cell.state.disabled { stroke = style.disabled.border ?? stroke; fill = style.disabled.fill ?? fill }
        if isInError { stroke = style.invalid.border ?? Theme.invalidBorder; fill = style.invalid.fill ?? fill }
        let lineWidth = max(0, style.box.borderWidth ?? 1)
        let radius = min(max(0, style.box.cornerRadius ?? Theme.defaultRadius), height / 2)
        return BoxPaint(fill: fill, stroke: lineWidth > 0 ? stroke : nil, strokeWidth: lineWidth, corners: .all(radius))
    }

    /// The field box with its value or placeholder, and the stepper or segments some kinds add.
    private func control(in box: Rect) -> [LayoutBox] {
        let role: BoxRole = if case .custom = cell.kind { .placeholderBox } else { .control }
        var boxes = [LayoutBox(id: cell.id, role: role, frame: box, paint: fieldPaint(height: box.height), opacity: opacity)]
        if cell.kind == .segment, !cell.options.isEmpty {
            boxes.append(segments(in: box))
            return boxes
        }
        // `leftPaggind`: the text's inset on both sides, at most half the field.
        let padding = min(max(0, style.text.padding ?? 0), box.width / 2)
        var slot = box.inset(left: padding, right: padding)
        if cell.kind == .count {
            let stepper = SwiftFormBuilderIcons.stepperFrame(in: box)
            boxes.append(LayoutBox(id: cell.id, role: .icon, frame: stepper,
                                   shapes: SwiftFormBuilderIcons.stepper(in: stepper, color: style.control.tint ?? Theme.text), opacity: opacity))
            slot.width = max(0, stepper.x - 8 - slot.x)
        }
        guard let (text, color) = shownValue() else { return boxes }
        let font = style.text.font.resolved(over: Theme.inputFont)
        if cell.kind == .textArea {
            let block = measurer.paragraph(RichText(text), style: ParagraphStyle(font: font, color: color), origin: Point(x: slot.x, y: box.y + 8),
                                           width: max(1, slot.width))
            boxes.append(LayoutBox(id: cell.id, role: .value, frame: slot, text: block.lines.filter { $0.origin.y + $0.height <= box.maxY - 4 },
                                   opacity: opacity))
            return boxes
        }
        let line = measurer.singleLine(text.split(whereSeparator: \.isNewline).joined(separator: " "), font: font, width: max(1, slot.width))
        boxes.append(LayoutBox(id: cell.id, role: .value, frame: slot, text: [
            TextLine(text: line.text, origin: Point(x: slot.x, y: box.midY - line.height / 2), width: line.width, height: line.height,
                     font: font, color: color),
        ], opacity: opacity))
        return boxes
    }

    /// What a field shows: the value (bullets for secure text, the option's title for pickers),
    /// else the placeholder, else a custom cell's type name, in the placeholder colour.
    private func shownValue() -> (text: String, color: Color)? {
        let text = CellDisplay.valueText(of: cell, toggles: SwiftFormBuilderSkin.toggleWording(for: cell.kind))
        let textColor = cell.state.disabled ? style.text.disabledColor ?? style.text.color ?? Theme.text : style.text.color ?? Theme.text
        if !text.isEmpty { return (text, textColor) }
        let placeholderColor = style.text.placeholderColor ?? Theme.placeholder
        if let placeholder = cell.placeholder, !placeholder.isEmpty { return (placeholder, placeholderColor) }
        if case let .custom(type) = cell.kind { return (type, placeholderColor) }
        return nil
    }

    /// A segmented control filling the field: the selected segment in the tint with its title
    /// in the screen colour, dividers in the border colour.
    private func segments(in box: Rect) -> LayoutBox {
        let tint = style.control.tint ?? Theme.text
        let paint = fieldPaint(height: box.height)
        let count = Double(cell.options.count)
        let segmentWidth = box.width / count
        var shapes: [VectorShape] = []
        let selected: Int? = if case let .option(index) = cell.value, cell.options.indices.contains(index) { index } else { nil }
        if let selected {
            let pill = Rect(x: box.x + segmentWidth * Double(selected), y: box.y, width: segmentWidth, height: box.height)
            shapes.append(.roundedRect(pill.inset(top: 2, left: 2, bottom: 2, right: 2), radius: max(0, paint.corners.topLeft - 2), fill: tint))
        }
        for index in 1..<cell.options.count {
            let dividerX = box.x + segmentWidth * Double(index)
            shapes.append(.polyline([Point(x: dividerX, y: box.y), Point(x: dividerX, y: box.maxY)], stroke: paint.stroke ?? tint,
                                    lineWidth: max(1, paint.strokeWidth)))
        }
        let font = style.text.font.resolved(over: Theme.inputFont)
        let lines = cell.options.enumerated().map { index, option -> TextLine in
            let line = measurer.singleLine(option, font: font, width: max(1, segmentWidth - 8))
            let left = box.x + segmentWidth * Double(index)
            return TextLine(text: line.text, origin: Point(x: left + (segmentWidth - line.width) / 2, y: box.midY - line.height / 2),
                            width: line.width, height: line.height, font: font,
                            color: index == selected ? Theme.screen : style.text.color ?? Theme.text)
        }
        return LayoutBox(id: cell.id, role: .value, frame: box, text: lines, shapes: shapes, opacity: opacity)
    }

    /// The error label at `origin`, between the side margins; returns its wrapped height (0
    /// without an error, like the xibs' empty label).
    func error(at origin: Point, font: FontRef, color: Color, into parts: inout [LayoutBox]) -> Double {
        guard let message = cell.state.error, !message.isEmpty else { return 0 }
        let paragraph = ParagraphStyle(font: style.error.font.resolved(over: font), color: style.error.color ?? color)
        let block = measurer.paragraph(RichText(message), style: paragraph, origin: origin, width: innerWidth)
        parts.append(LayoutBox(id: cell.id, role: .error, frame: Rect(x: origin.x, y: origin.y, width: innerWidth, height: block.height), text: block.lines))
        return block.height
    }
}
