import FormModel

/// Vector versions of SwiftFormBuilder's images and of the stepper other formats bring.
enum SwiftFormBuilderIcons {
    /// `check_off` / `check_on` (SVG 21 × 21): a white 19 × 19 square with radius 3 and a #979797
    /// stroke; "on" adds a black tick (stroke 1.8). Drawn at its natural size, as a button image is.
    static func checkBox(centeredIn button: Rect, on: Bool) -> [VectorShape] {
        let origin = Point(x: button.midX - 10.5, y: button.midY - 10.5)
        func point(_ px: Double, _ py: Double) -> Point { Point(x: origin.x + px, y: origin.y + py) }
        var shapes = [VectorShape.roundedRect(Rect(x: origin.x + 1, y: origin.y + 1, width: 19, height: 19), radius: 3,
                                              fill: SwiftFormBuilderTheme.checkFill, stroke: SwiftFormBuilderTheme.checkStroke, lineWidth: 1)]
        if on {
            shapes.append(.polyline([point(5.5, 10.5), point(9, 14), point(15.5, 7)], stroke: SwiftFormBuilderTheme.tick, lineWidth: 1.8))
        }
        return shapes
    }

    /// Where a `UIStepper` (94 × 29) sits inside a count field: 8 from its right edge, centred.
    static func stepperFrame(in box: Rect) -> Rect {
        let height = min(29, box.height)
        return Rect(x: box.maxX - 8 - 94, y: box.midY - height / 2, width: 94, height: height)
    }

    /// A stepper outline with a divider, a minus and a plus, in `color`.
    static func stepper(in frame: Rect, color: Color) -> [VectorShape] {
        let half = frame.width / 2
        let minus = Point(x: frame.x + half / 2, y: frame.midY), plus = Point(x: frame.x + 1.5 * half, y: frame.midY)
        return [
            .roundedRect(frame, radius: 4, stroke: color, lineWidth: 1),
            .polyline([Point(x: frame.x + half, y: frame.y), Point(x: frame.x + half, y: frame.maxY)], stroke: color, lineWidth: 1),
            .polyline([Point(x: minus.x - 6, y: minus.y), Point(x: minus.x + 6, y: minus.y)], stroke: color, lineWidth: 1.5),
            .polyline([Point(x: plus.x - 6, y: plus.y), Point(x: plus.x + 6, y: plus.y)], stroke: color, lineWidth: 1.5),
            .polyline([Point(x: plus.x, y: plus.y - 6), Point(x: plus.x, y: plus.y + 6)], stroke: color, lineWidth: 1.5),
        ]
    }
}
