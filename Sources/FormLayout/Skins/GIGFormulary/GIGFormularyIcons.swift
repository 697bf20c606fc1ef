import Foundation
import FormModel

/// Vector versions of GIGFormulary's bitmaps: the check ring (off), the orange disc with a
/// white tick (on) and the orange eight-spoke mandatory asterisk.
enum GIGFormularyIcons {
    static func checkbox(in frame: Rect, on: Bool) -> [VectorShape] {
        let center = Point(x: frame.midX, y: frame.midY)
        let radius = frame.width * 0.36
        guard on else { return [.circle(center: center, radius: radius, stroke: GIGFormularyTheme.checkOff, lineWidth: 2.5)] }
        let s = radius / 10
        return [
            .circle(center: center, radius: radius + 1.25, fill: GIGFormularyTheme.accent),
            .polyline([Point(x: center.x - 5 * s, y: center.y + 0.5 * s), Point(x: center.x - 1.5 * s, y: center.y + 4 * s),
                       Point(x: center.x + 5.5 * s, y: center.y - 4 * s)], stroke: .white, lineWidth: 2.5),
        ]
    }

    /// Aspect-fit in `frame` like the 34-px bitmap in its 30 × 30 image view.
    static func asterisk(in frame: Rect) -> [VectorShape] {
        let center = Point(x: frame.midX, y: frame.midY)
        let radius = min(frame.width, frame.height) * 0.3
        return (0..<4).map { index in
            let angle = Double(index) * .pi / 4
            let dx = radius * cos(angle), dy = radius * sin(angle)
            return .polyline([Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy)],
                             stroke: GIGFormularyTheme.accent, lineWidth: radius * 0.42)
        }
    }
}

