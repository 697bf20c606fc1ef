import Foundation
import FormModel

/// Vector versions of the SF Symbols Formworks shows (`asterisk.circle.fill`,
/// `checkmark.circle.fill`) and of the small glyphs other cell kinds need in this skin.
enum FormworksIcons {
    /// `asterisk.circle.fill` in a 24 × 24 `frame`: a disc in `color` with a six-spoke asterisk
    /// cut out (drawn in `knockout`, the colour behind the icon).
    static func asterisk(in frame: Rect, color: Color, knockout: Color) -> [VectorShape] {
        let center = Point(x: frame.midX, y: frame.midY)
        let radius = frame.width * 0.42
        var shapes = [VectorShape.circle(center: center, radius: radius, fill: color)]
        let arm = radius * 0.52
        for degrees in [90.0, 30.0, 150.0] {
            let angle = degrees * .pi / 180
            let dx = cos(angle) * arm, dy = sin(angle) * arm
            shapes.append(.polyline([Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy)],
                                    stroke: knockout, lineWidth: frame.width * 0.09))
        }
        return shapes
    }

    /// `checkmark.circle.fill` in a 24 × 24 `frame`: a disc in `color` with a tick cut out.
    static func checkmark(in frame: Rect, color: Color, knockout: Color) -> [VectorShape] {
        let center = Point(x: frame.midX, y: frame.midY)
        let radius = frame.width * 0.42
        let unit = frame.width / 24
        return [
            .circle(center: center, radius: radius, fill: color),
            .polyline([Point(x: center.x - 4.8 * unit, y: center.y + 0.3 * unit),
                       Point(x: center.x - 1.4 * unit, y: center.y + 3.7 * unit),
                       Point(x: center.x + 4.9 * unit, y: center.y - 3.9 * unit)],
                      stroke: knockout, lineWidth: 2.2 * unit),
        ]
    }

    /// The glyph at the trailing end of a select, date or time field; nil for other kinds.
    static func trailing(for kind: CellKind, in slot: Rect, color: Color) -> [VectorShape]? {
        switch kind {
        case .select: chevron(slot, color: color)
        case .date, .dateTime: calendar(slot, color: color)
        case .time: clock(slot, color: color)
        default: nil
        }
    }

    /// A circled minus or plus (the count cell's stepper ends).
    static func stepper(plus: Bool, center: Point, color: Color) -> [VectorShape] {
        var shapes = [VectorShape.circle(center: center, radius: 10, stroke: color, lineWidth: 1.5),
                      .polyline([Point(x: center.x - 5, y: center.y), Point(x: center.x + 5, y: center.y)], stroke: color, lineWidth: 1.8)]
        if plus {
            shapes.append(.polyline([Point(x: center.x, y: center.y - 5), Point(x: center.x, y: center.y + 5)], stroke: color, lineWidth: 1.8))
        }
        return shapes
    }

    /// A check mark inside a checkbox square.
    static func tick(in box: Rect, color: Color) -> VectorShape {
        .polyline([Point(x: box.x + box.width * 0.25, y: box.midY + box.height * 0.02),
                   Point(x: box.x + box.width * 0.43, y: box.y + box.height * 0.7),
                   Point(x: box.x + box.width * 0.76, y: box.y + box.height * 0.3)],
                  stroke: color, lineWidth: 2)
    }

    private static func chevron(_ r: Rect, color: Color) -> [VectorShape] {
        [.polyline([Point(x: r.x + 4, y: r.y + 7.5), Point(x: r.midX, y: r.y + 13.5), Point(x: r.maxX - 4, y: r.y + 7.5)],
                   stroke: color, lineWidth: 2)]
    }

    private static func calendar(_ r: Rect, color: Color) -> [VectorShape] {
        let body = Rect(x: r.x + 2.5, y: r.y + 4, width: 15, height: 13.5)
        var shapes = [VectorShape.roundedRect(body, radius: 2.5, stroke: color, lineWidth: 1.4),
                      .roundedRect(Rect(x: body.x, y: body.y, width: body.width, height: 4), radius: 2, fill: color)]
        for row in 0..<2 {
            for column in 0..<3 {
                shapes.append(.circle(center: Point(x: body.x + 3.5 + Double(column) * 4, y: body.y + 7.5 + Double(row) * 3.5),
                                      radius: 0.9, fill: color))
            }
        }
        return shapes
    }

    private static func clock(_ r: Rect, color: Color) -> [VectorShape] {
        let center = Point(x: r.midX, y: r.midY)
        return [.circle(center: center, radius: 8, stroke: color, lineWidth: 1.5),
                .polyline([Point(x: center.x, y: center.y - 5), center, Point(x: center.x + 3.5, y: center.y + 2)], stroke: color, lineWidth: 1.5)]
    }
}
