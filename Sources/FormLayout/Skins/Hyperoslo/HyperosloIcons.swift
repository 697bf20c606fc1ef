import FormModel

/// Vector versions of hyperoslo's 20 × 20 asset icons (`arrow_down`, `calendar`, `clock`) and
/// the count cell's circled minus and plus.
enum HyperosloIcons {
    /// An icon with its frame and shapes in page coordinates.
    struct Icon {
        var frame: Rect
        var shapes: [VectorShape]
    }

    /// The icons a value cell of `kind` shows; `slot` is the 20 × 20 icon frame at the right.
    static func icon(for kind: CellKind, in slot: Rect) -> [Icon]? {
        switch kind {
        case .select: [chevron(slot)]
        case .date, .dateTime: [calendar(slot)]
        case .time: [clock(slot)]
        default: nil
        }
    }

    /// Circled minus (left) and plus (right) inside a count cell's box.
    static func stepper(in box: Rect, tint: Color) -> [Icon] {
        let minus = Rect(x: box.x + 5, y: box.midY - 10, width: 30, height: 20)
        let plus = Rect(x: box.maxX - 35, y: box.midY - 10, width: 30, height: 20)
        func circled(_ frame: Rect, plus: Bool) -> Icon {
            let center = Point(x: frame.midX, y: frame.midY)
            var shapes = [VectorShape.circle(center: center, radius: 8.5, stroke: tint, lineWidth: 1.2),
                          .polyline([Point(x: center.x - 4.5, y: center.y), Point(x: center.x + 4.5, y: center.y)], stroke: tint, lineWidth: 1.4)]
            if plus {
                shapes.append(.polyline([Point(x: center.x, y: center.y - 4.5), Point(x: center.x, y: center.y + 4.5)], stroke: tint, lineWidth: 1.4))
            }
            return Icon(frame: frame, shapes: shapes)
        }
        return [circled(minus, plus: false), circled(plus, plus: true)]
    }

    private static func chevron(_ r: Rect) -> Icon {
        Icon(frame: r, shapes: [.polyline([Point(x: r.x + 3.5, y: r.y + 7.5), Point(x: r.midX, y: r.y + 13.5), Point(x: r.maxX - 3.5, y: r.y + 7.5)],
                                          stroke: HyperosloTheme.chevron, lineWidth: 1.5)])
    }

    private static func calendar(_ r: Rect) -> Icon {
        let color = HyperosloTheme.dateIcon
        let body = Rect(x: r.x + 2.5, y: r.y + 4, width: 15, height: 13.5)
        var shapes = [VectorShape.roundedRect(body, radius: 1.5, stroke: color, lineWidth: 1.2),
                      VectorShape.roundedRect(Rect(x: body.x, y: body.y, width: body.width, height: 3.5), radius: 1.5, fill: color)]
        for x in [r.x + 6.5, r.x + 13.5] {
            shapes.append(.polyline([Point(x: x, y: r.y + 2.5), Point(x: x, y: r.y + 5.5)], stroke: color, lineWidth: 1.4))
        }
        for row in 0..<2 {
            for column in 0..<3 {
                let cell = Rect(x: body.x + 2.5 + Double(column) * 3.75, y: body.y + 5.5 + Double(row) * 3.5, width: 2.2, height: 2)
                shapes.append(.roundedRect(cell, radius: 0.3, fill: color))
            }
        }
        return Icon(frame: r, shapes: shapes)
    }

    private static func clock(_ r: Rect) -> Icon {
        let color = HyperosloTheme.dateIcon
        let center = Point(x: r.midX, y: r.midY)
        return Icon(frame: r, shapes: [
            .circle(center: center, radius: 8, stroke: color, lineWidth: 1.3),
            .polyline([Point(x: center.x, y: center.y - 5), center, Point(x: center.x + 3.5, y: center.y + 2)], stroke: color, lineWidth: 1.3),
        ])
    }
}
