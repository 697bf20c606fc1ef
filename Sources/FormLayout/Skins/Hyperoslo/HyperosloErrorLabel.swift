import FormModel

/// An error message given for a hyperoslo cell (`--errors`): the library has no error label, so
/// the message is written in the invalid colour under the value box and the cell grows by it.
struct HyperosloErrorLabel {
    typealias Theme = HyperosloTheme
    static let font = FontRef("AvenirNext-Medium", size: 13)
    /// Gap between the bottom of the 85-pt cell's box area and the label, and below the label.
    static let gap = 4.0

    let cell: Cell
    let measurer: TextMeasurer

    /// Extra height the label needs at `width` (0 without a message).
    func extraHeight(width: Double) -> Double {
        guard let block = block(origin: Point(x: 0, y: 0), width: width) else { return 0 }
        return block.height + Self.gap
    }

    /// The label box under a cell drawn in `frame` (85 pt tall before it grew).
    func box(in frame: Rect) -> LayoutBox? {
        let origin = Point(x: frame.x + 15, y: frame.y + HyperosloSkin.rowHeight - 10 + Self.gap)
        guard let block = block(origin: origin, width: frame.width) else { return nil }
        return LayoutBox(id: cell.id, role: .error, frame: Rect(x: origin.x, y: origin.y, width: labelWidth(frame.width), height: block.height),
                         text: block.lines)
    }

    func labelWidth(_ cellWidth: Double) -> Double { max(0, cellWidth - 30) }

    /// The wrapped message for a cell `width` wide.
    private func block(origin: Point, width: Double) -> RichTextBlock? {
        guard let message = cell.state.error, !message.isEmpty else { return nil }
        return measurer.paragraph(RichText(message), style: ParagraphStyle(font: cell.style.error.font.resolved(over: Self.font),
                                                                          color: cell.style.error.color ?? Theme.invalidBorder),
                                  origin: origin, width: labelWidth(width))
    }
}
