import FormModel

/// A vector drawing (icons, switch knobs, dividers) in absolute page coordinates.
public struct VectorShape: Sendable, Hashable {
    /// One step of a path.
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        /// A circle or arc around `center`, angles in radians, clockwise on screen.
        case arc(center: Point, radius: Double, start: Double, end: Double)
        case close
    }

    public var elements: [Element]
    public var fill: Color?
    public var stroke: Color?
    public var lineWidth: Double

    public init(_ elements: [Element], fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.elements = elements; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }

    /// A closed rectangle with rounded corners.
    public static func roundedRect(_ rect: Rect, radius: Double, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) -> VectorShape {
        roundedRect(rect, corners: .all(radius), fill: fill, stroke: stroke, lineWidth: lineWidth)
    }

    /// A closed rectangle with its own radius at each corner (each at most half the shorter side).
    public static func roundedRect(_ rect: Rect, corners: CornerRadii, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) -> VectorShape {
        let limit = min(rect.width, rect.height) / 2
        let (tl, tr, br, bl) = (min(corners.topLeft, limit), min(corners.topRight, limit), min(corners.bottomRight, limit), min(corners.bottomLeft, limit))
        let quarter = Double.pi / 2
        return VectorShape([
            .arc(center: Point(x: rect.x + tl, y: rect.y + tl), radius: tl, start: 2 * quarter, end: 3 * quarter),
            .arc(center: Point(x: rect.maxX - tr, y: rect.y + tr), radius: tr, start: 3 * quarter, end: 4 * quarter),
            .arc(center: Point(x: rect.maxX - br, y: rect.maxY - br), radius: br, start: 0, end: quarter),
            .arc(center: Point(x: rect.x + bl, y: rect.maxY - bl), radius: bl, start: quarter, end: 2 * quarter),
            .close,
        ], fill: fill, stroke: stroke, lineWidth: lineWidth)
    }

    /// A full circle.
    public static func circle(center: Point, radius: Double, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) -> VectorShape {
        VectorShape([.arc(center: center, radius: radius, start: 0, end: 2 * .pi), .close], fill: fill, stroke: stroke, lineWidth: lineWidth)
    }

    /// An open polyline through `points`.
    public static func polyline(_ points: [Point], stroke: Color, lineWidth: Double) -> VectorShape {
        guard let first = points.first else { return VectorShape([]) }
        return VectorShape([.move(first)] + points.dropFirst().map { .line($0) }, stroke: stroke, lineWidth: lineWidth)
    }
}

extension VectorShape {
    /// The shape moved by `dx`, `dy`; arcs keep their radius and angles.
    public func offsetBy(dx: Double, dy: Double) -> VectorShape {
        func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        var shape = self
        shape.elements = elements.map { element in
            switch element {
            case let .move(point): .move(move(point))
            case let .line(point): .line(move(point))
            case let .curve(a, b, c): .curve(move(a), move(b), move(c))
            case let .arc(center, radius, start, end): .arc(center: move(center), radius: radius, start: start, end: end)
            case .close: .close
            }
        }
        return shape
    }
}
