import CPangoCairo
import FormLayout
import FormModel

/// Draws a box's decoration (its paint and vector shapes) on a cairo context: the page's own,
/// or a recording that `DecorationStamps` places again and again.
struct DecorationPen {
    let cairo: OpaquePointer
    /// PDF and SVG: a filled and stroked box is one path (see `draw(_:in:)`).
    let vector: Bool

    func draw(_ paint: BoxPaint?, _ shapes: [VectorShape], in frame: Rect) {
        if let paint { draw(paint, in: frame) }
        for shape in shapes { draw(shape) }
    }

    private func draw(_ paint: BoxPaint, in frame: Rect) {
        if let shadow = paint.shadow {
            // A soft edge from three spreads of the offset shape, each a third of the alpha.
            let step = shadow.blur / 2
            for spread in [-step, 0, step] {
                let rect = frame.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).inset(top: -spread, left: -spread, bottom: -spread, right: -spread)
                roundedRect(rect, paint.corners)
                setColor(shadow.color.fading(1.0 / 3))
                cairo_fill(cairo)
            }
        }
        // UIKit draws borders inside the bounds.
        let stroke = paint.strokeWidth > 0 ? paint.stroke : nil
        let half = paint.strokeWidth / 2
        let border = { self.roundedRect(frame.inset(top: half, left: half, bottom: half, right: half), paint.corners, shrink: half) }
        // In PDF and SVG an opaque border covers the fill's outer half-width band, so the fill
        // can take the border's path: one path (`B`) instead of two, the same picture, and far
        // fewer numbers for cairo to print. Pixels keep the outer fill edge.
        let sharedPath = vector && paint.fill != nil && stroke?.alpha == 1
        if let fill = paint.fill {
            sharedPath ? border() : roundedRect(frame, paint.corners)
            setColor(fill)
            sharedPath ? cairo_fill_preserve(cairo) : cairo_fill(cairo)
        }
        if let stroke {
            if !sharedPath { border() }
            setColor(stroke)
            cairo_set_line_width(cairo, paint.strokeWidth)
            strokeMeasuredCoarsely()
        }
    }

    private func draw(_ shape: VectorShape) {
        cairo_new_path(cairo)
        for element in shape.elements {
            switch element {
            case let .move(point): cairo_move_to(cairo, point.x, point.y)
            case let .line(point): cairo_line_to(cairo, point.x, point.y)
            case let .curve(c1, c2, end): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case let .arc(center, radius, start, end): cairo_arc(cairo, center.x, center.y, radius, start, end)
            case .close: cairo_close_path(cairo)
            }
        }
        if let fill = shape.fill {
            setColor(fill)
            shape.stroke == nil ? cairo_fill(cairo) : cairo_fill_preserve(cairo)
        }
        if let stroke = shape.stroke {
            setColor(stroke)
            cairo_set_line_width(cairo, shape.lineWidth)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            strokeMeasuredCoarsely()
        }
    }

    /// Strokes the path. PDF and SVG get the path as it is, so there cairo's tolerance only sets
    /// how finely it flattens curves to measure the stroke (its extents, rounded out to whole
    /// points): coarser, it measures a rounded frame several times faster.
    private func strokeMeasuredCoarsely() {
        guard vector else { return cairo_stroke(cairo) }
        cairo_set_tolerance(cairo, Self.measuringTolerance)
        cairo_stroke(cairo)
        cairo_set_tolerance(cairo, Self.defaultTolerance)
    }

    private static let measuringTolerance = 0.5, defaultTolerance = 0.1

    private func roundedRect(_ rect: Rect, _ corners: CornerRadii, shrink: Double = 0) {
        cairo_new_path(cairo)
        let limit = min(rect.width, rect.height) / 2
        func radius(_ value: Double) -> Double { max(0, min(value - shrink, limit)) }
        let (tl, tr, br, bl) = (radius(corners.topLeft), radius(corners.topRight), radius(corners.bottomRight), radius(corners.bottomLeft))
        let quarter = Double.pi / 2
        cairo_move_to(cairo, rect.x + tl, rect.y)
        cairo_arc(cairo, rect.maxX - tr, rect.y + tr, tr, -quarter, 0)
        cairo_arc(cairo, rect.maxX - br, rect.maxY - br, br, 0, quarter)
        cairo_arc(cairo, rect.x + bl, rect.maxY - bl, bl, quarter, 2 * quarter)
        cairo_arc(cairo, rect.x + tl, rect.y + tl, tl, 2 * quarter, 3 * quarter)
        cairo_close_path(cairo)
    }

    /// Whether drawing `shapes` sets round caps and joins on the context: a stroked shape does,
    /// and later borders on the same context keep them.
    static func setsRoundLines(_ shapes: [VectorShape]) -> Bool { shapes.contains { $0.stroke != nil } }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
