import FormModel

/// The controls a Formworks row hosts in its control band: the rounded-rect text field and text
/// view of Formworks, and iOS 13-style stand-ins for the kinds other formats bring (switch,
/// checkbox, segmented control, stepper, custom placeholder).
struct FormworksControls {
    typealias Theme = FormworksTheme
    let cell: Cell
    let palette: FormworksPalette
    let measurer: TextMeasurer

    private var style: CellStyle { cell.style }
    private var opacity: Double { cell.state.disabled ? 0.5 : 1 }
    private var tint: Color { style.control.tint ?? palette.accent }

    /// The boxes for the control band `band`.
    func boxes(in band: Rect) -> [LayoutBox] {
        switch cell.kind {
        case .toggle: [toggle(in: band)]
        case .checkbox: [checkbox(in: band)]
        case .segment: [segment(in: band)]
        case let .custom(type): [custom(type, in: band)]
        default: field(in: band)
        }
    }

    /// `UITextField` / `UITextView` with the `roundedRect` border; value or placeholder inset 5 %
    /// of the width each side. Select, date, time and count fields reuse it with their glyphs.
    private func field(in box: Rect) -> [LayoutBox] {
        let paint = BoxPaint(fill: style.box.fill ?? palette.componentInputBackground,
                             stroke: style.box.border ?? palette.componentInputText.fading(0.2),
                             strokeWidth: style.box.borderWidth ?? Theme.fieldBorderWidth,
                             corners: .all(style.box.cornerRadius ?? Theme.fieldCornerRadius))
        var boxes = [LayoutBox(id: cell.id, role: .control, frame: box, paint: paint, opacity: opacity)]
        let inset = box.width * Theme.inputInsetShare
        var textFrame = box.inset(left: inset, right: inset)
        if cell.kind == .count {
            let color = tint
            let minus = Point(x: box.x + 8 + 10, y: box.midY), plus = Point(x: box.maxX - 8 - 10, y: box.midY)
            boxes.append(LayoutBox(id: cell.id, role: .icon, frame: Rect(x: box.x + 8, y: box.midY - 10, width: 20, height: 20),
                                   shapes: FormworksIcons.stepper(plus: false, center: minus, color: color), opacity: opacity))
            boxes.append(LayoutBox(id: cell.id, role: .icon, frame: Rect(x: box.maxX - 28, y: box.midY - 10, width: 20, height: 20),
                                   shapes: FormworksIcons.stepper(plus: true, center: plus, color: color), opacity: opacity))
            textFrame = box.inset(left: 36, right: 36)
        } else {
            let slot = Rect(x: box.maxX - inset - 20, y: box.midY - 10, width: 20, height: 20)
            if let glyph = FormworksIcons.trailing(for: cell.kind, in: slot, color: palette.componentPlaceholder) {
                boxes.append(LayoutBox(id: cell.id, role: .icon, frame: slot, shapes: glyph, opacity: opacity))
                textFrame.width = max(0, textFrame.width - 28)
            }
        }
        if let value = cell.kind == .textArea ? areaText(in: box) : lineText(in: textFrame, centered: cell.kind == .count) {
            boxes.append(value)
        }
        return boxes
    }

    /// What the field shows and in which colour: the value, else the placeholder.
    private func shown() -> (text: String, color: Color)? {
        let text = CellDisplay.valueText(of: cell, toggles: FormworksSkin.toggleWording)
        if !text.isEmpty { return (text, style.text.color ?? palette.componentInputText) }
        guard let placeholder = cell.placeholder, !placeholder.isEmpty else { return nil }
        return (placeholder, palette.componentPlaceholder)
    }

    /// One line, vertically centred, ellipsized to the frame; line breaks become spaces.
    private func lineText(in frame: Rect, centered: Bool) -> LayoutBox? {
        guard let (text, color) = shown() else { return nil }
        let font = style.text.font.resolved(over: Theme.inputFont)
        let line = measurer.singleLine(text.split(whereSeparator: \.isNewline).joined(separator: " "), font: font, width: max(1, frame.width))
        let x = centered ? frame.x + (frame.width - line.width) / 2 : frame.x
        return LayoutBox(id: cell.id, role: .value, frame: frame, text: [
            TextLine(text: line.text, origin: Point(x: x, y: frame.midY - line.height / 2), width: line.width, height: line.height,
                     font: font, color: color),
        ], opacity: opacity)
    }

    /// Wrapped lines from the top (text container inset 8), keeping the given line breaks; the
    /// last line that fits ends in an ellipsis when text is cut.
    private func areaText(in box: Rect) -> LayoutBox? {
        guard let (text, color) = shown() else { return nil }
        let font = style.text.font.resolved(over: Theme.textAreaFont)
        let inset = box.width * Theme.inputInsetShare
        let frame = box.inset(top: Theme.textAreaInset, left: inset, bottom: Theme.textAreaInset, right: inset)
        var measured: [MeasuredLine] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            measured += measurer.lines(String(paragraph), font: font, width: max(1, frame.width), maxLines: nil)
        }
        let lineHeight = measured.first?.height ?? font.size * 1.2
        let fitting = max(1, Int((frame.height / lineHeight).rounded(.down)))
        if measured.count > fitting {
            let cut = measured[fitting - 1].text + " " + measured[fitting].text
            measured = Array(measured.prefix(fitting - 1)) + [measurer.singleLine(cut + "…", font: font, width: max(1, frame.width))]
        }
        var y = frame.y
        let lines = measured.map { line -> TextLine in
            defer { y += line.height }
            return TextLine(line, origin: Point(x: frame.x, y: y), font: font, color: color)
        }
        return LayoutBox(id: cell.id, role: .value, frame: frame, text: lines, opacity: opacity)
    }

    /// A `UISwitch` (51 × 31) at the leading margin, on in `componentCorrect`.
    private func toggle(in band: Rect) -> LayoutBox {
        let frame = Rect(x: band.x, y: band.midY - 15.5, width: 51, height: 31)
        let isOn = cell.value == .toggle(true)
        let track = VectorShape.roundedRect(frame, radius: 15.5,
                                            fill: isOn ? (style.control.tint ?? palette.componentCorrect) : palette.componentInputText.fading(0.12))
        let knobCenter = Point(x: isOn ? frame.maxX - 15.5 : frame.x + 15.5, y: frame.midY)
        let shadow = VectorShape.circle(center: Point(x: knobCenter.x, y: knobCenter.y + 1.5), radius: 13.5, fill: Color.black.fading(0.12))
        let knob = VectorShape.circle(center: knobCenter, radius: 13.5, fill: .white)
        return LayoutBox(id: cell.id, role: .control, frame: frame, shapes: [track, shadow, knob], opacity: opacity)
    }

    /// A 24 × 24 rounded square at the leading margin, ticked in the accent colour when on.
    private func checkbox(in band: Rect) -> LayoutBox {
        let frame = Rect(x: band.x, y: band.midY - 12, width: 24, height: 24)
        let isOn = cell.value == .toggle(true)
        var shapes = [VectorShape.roundedRect(frame.inset(top: 0.75, left: 0.75, bottom: 0.75, right: 0.75), radius: 5,
                                              fill: isOn ? tint : palette.componentInputBackground,
                                              stroke: isOn ? tint : palette.componentInputText.fading(0.35), lineWidth: 1.5)]
        if isOn { shapes.append(FormworksIcons.tick(in: frame, color: palette.componentInputBackground)) }
        return LayoutBox(id: cell.id, role: .control, frame: frame, shapes: shapes, opacity: opacity)
    }

    /// An iOS 13 segmented control (32 high) with the selected segment in the accent colour and
    /// its title in the background colour, like the Submit button.
    private func segment(in band: Rect) -> LayoutBox {
        let frame = Rect(x: band.x, y: band.midY - 16, width: band.width, height: 32)
        let titles = cell.options.isEmpty ? [""] : cell.options
        let selected: Int? = if case let .option(index) = cell.value, titles.indices.contains(index) { index } else { nil }
        let width = frame.width / Double(titles.count)
        var shapes = [VectorShape.roundedRect(frame, radius: 8, fill: palette.componentInputBackground,
                                              stroke: palette.componentInputText.fading(0.2), lineWidth: 1)]
        if let selected {
            let pill = Rect(x: frame.x + width * Double(selected) + 2, y: frame.y + 2, width: max(0, width - 4), height: frame.height - 4)
            shapes.append(.roundedRect(pill, radius: 6.5, fill: tint))
        }
        for index in 1..<max(1, titles.count) where index != selected && index - 1 != selected {
            let x = frame.x + width * Double(index)
            shapes.append(.polyline([Point(x: x, y: frame.y + 8), Point(x: x, y: frame.maxY - 8)],
                                    stroke: palette.componentInputText.fading(0.2), lineWidth: 1))
        }
        let font = style.text.font.resolved(over: Theme.segmentFont)
        let lines = titles.enumerated().map { index, title in
            let line = measurer.singleLine(title, font: font, width: max(1, width - 12))
            return TextLine(text: line.text, origin: Point(x: frame.x + width * Double(index) + (width - line.width) / 2, y: frame.midY - line.height / 2),
                            width: line.width, height: line.height, font: font,
                            color: index == selected ? palette.background : palette.componentInputText)
        }
        return LayoutBox(id: cell.id, role: .control, frame: frame, text: lines, shapes: shapes, opacity: opacity)
    }

    /// A neutral box labelled with the type name, for cells the host app would draw.
    private func custom(_ type: String, in band: Rect) -> LayoutBox {
        let line = measurer.singleLine(type, font: Theme.customFont, width: max(1, band.width - 20))
        return LayoutBox(id: cell.id, role: .placeholderBox, frame: band,
                         paint: BoxPaint(fill: palette.componentInputBackground, stroke: palette.componentPlaceholder.fading(0.6),
                                         corners: .all(Theme.fieldCornerRadius)),
                         text: [TextLine(text: line.text, origin: Point(x: band.midX - line.width / 2, y: band.midY - line.height / 2),
                                         width: line.width, height: line.height, font: Theme.customFont, color: palette.componentPlaceholder)],
                         opacity: opacity)
    }
}
