import FormModel

/// The system controls hyperoslo cells host, drawn in the iOS 7–12 look (Docs/formats.md §2.8):
/// UISwitch 51 × 31 and a tint-outlined UISegmentedControl.
struct HyperosloControls {
    typealias Theme = HyperosloTheme
    let cell: Cell
    let measurer: TextMeasurer

    private var tint: Color { cell.style.control.tint ?? Theme.tint }
    private var opacity: Double { cell.state.disabled ? 0.5 : 1 }

    func toggle(origin: Point) -> [LayoutBox] {
        let frame = Rect(x: origin.x, y: origin.y, width: 51, height: 31)
        let isOn = cell.value == .toggle(true)
        let track = VectorShape.roundedRect(frame.inset(top: 0.75, left: 0.75, bottom: 0.75, right: 0.75), radius: 15,
                                            fill: isOn ? tint : (cell.style.box.fill ?? .white),
                                            stroke: isOn ? tint : Theme.switchOffBorder, lineWidth: 1.5)
        let knobCenter = Point(x: isOn ? frame.maxX - 15.5 : frame.x + 15.5, y: frame.y + 15.5)
        let shadow = VectorShape.circle(center: Point(x: knobCenter.x, y: knobCenter.y + 1.5), radius: 14, fill: Color.black.fading(0.12))
        let knob = VectorShape.circle(center: knobCenter, radius: 14, fill: .white, stroke: Color.black.fading(0.06), lineWidth: 0.5)
        return [LayoutBox(id: cell.id, role: .control, frame: frame, shapes: [track, shadow, knob], opacity: opacity)]
    }

    func segment(in frame: Rect) -> [LayoutBox] {
        let titles = cell.options.isEmpty ? [""] : cell.options
        let selected: Int? = if case let .option(index) = cell.value { index } else { nil }
        let font = cell.style.text.font.resolved(over: Theme.segmentFont)
        let width = frame.width / Double(titles.count)
        var shapes = [VectorShape.roundedRect(frame.inset(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5), radius: 4,
                                              fill: cell.style.box.fill ?? .white, stroke: tint, lineWidth: 1)]
        if let selected, titles.indices.contains(selected) {
            shapes.append(selectedSegment(selected, of: titles.count, in: frame.inset(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)))
        }
        for index in 1..<max(1, titles.count) {
            let x = frame.x + width * Double(index)
            shapes.append(.polyline([Point(x: x, y: frame.y), Point(x: x, y: frame.maxY)], stroke: tint, lineWidth: 1))
        }
        let lines = titles.enumerated().map { index, title in
            let line = measurer.singleLine(title, font: font, width: max(0, width - 10))
            return TextLine(text: line.text, origin: Point(x: frame.x + width * Double(index) + (width - line.width) / 2,
                                                           y: frame.y + (frame.height - line.height) / 2),
                            width: line.width, height: line.height, font: font, color: index == selected ? .white : tint)
        }
        return [LayoutBox(id: cell.id, role: .control, frame: frame, text: lines, shapes: shapes, opacity: opacity)]
    }

    /// The tint-filled selected segment; the outer ends keep the control's rounded corners.
    private func selectedSegment(_ index: Int, of count: Int, in frame: Rect) -> VectorShape {
        let width = frame.width / Double(count)
        let rect = Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
        let left = index == 0 ? 4.0 : 0, right = index == count - 1 ? 4.0 : 0
        return .roundedRect(rect, corners: CornerRadii(topLeft: left, topRight: right, bottomRight: right, bottomLeft: left), fill: tint)
    }
}
