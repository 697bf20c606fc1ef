import CPangoCairo
import FormLayout
import FormModel

/// Places recurring box decorations (a field's frame, a switch, a chevron) on PDF pages from
/// one cairo recording each, which cairo writes once as a Form XObject: a field drawn a thousand
/// times costs a `Do` each instead of its whole path printed and compressed again. A decoration
/// is drawn directly the first `directDraws` times it is seen, so one-off boxes stay inline.
final class DecorationStamps {
    /// A box's paint and shapes relative to its top-left corner, and the line cap and join its
    /// border takes from the page (whatever the last shape set; 0 without a border).
    private struct Decoration: Hashable {
        let size: Size
        let paint: BoxPaint?
        let shapes: [VectorShape]
        let cap: UInt32
        let join: UInt32
    }

    private enum Entry {
        /// Drawn directly this many times so far.
        case drawn(Int)
        case recorded(OpaquePointer)
    }

    private var entries: [Decoration: Entry] = [:]
    /// Recordings forgotten while the document is open, released with the stamps
    /// (`CairoBugs.freesRecordingsTooEarly`).
    private var retired: [OpaquePointer] = []
    /// Bounds the decorations remembered; past it they are forgotten and start over.
    static let maximumDecorations = 4_096
    /// Draws of a decoration made directly before it is recorded: a decoration seen only twice
    /// costs fewer bytes inline, since deflate shrinks a repeated path well.
    static let directDraws = 2

    /// Released only once the document is finished: the owner releases its stamps after that.
    deinit {
        forget()
        for recording in retired { cairo_surface_destroy(recording) }
    }

    /// Draws the paint and shapes of `box` on `cairo`.
    func draw(_ box: LayoutBox, on cairo: OpaquePointer) {
        let frame = box.frame
        let bordered = (box.paint?.stroke != nil) && (box.paint?.strokeWidth ?? 0) > 0
        let decoration = Decoration(size: Size(width: frame.width, height: frame.height), paint: box.paint,
                                    shapes: box.shapes.map { $0.offsetBy(dx: -frame.x, dy: -frame.y) },
                                    cap: bordered ? cairo_get_line_cap(cairo).rawValue : 0,
                                    join: bordered ? cairo_get_line_join(cairo).rawValue : 0)
        let recording: OpaquePointer
        switch entries[decoration] {
        case let .recorded(made):
            recording = made
        case let seen:
            var times = 0
            if case let .drawn(count) = seen { times = count } else if entries.count >= Self.maximumDecorations { forget() }
            guard times >= Self.directDraws, let made = Self.record(decoration) else {
                entries[decoration] = .drawn(times + 1)
                return DecorationPen(cairo: cairo, vector: true).draw(box.paint, box.shapes, in: frame)
            }
            entries[decoration] = .recorded(made)
            recording = made
        }
        cairo_set_source_surface(cairo, recording, frame.x, frame.y)
        cairo_paint(cairo)
        // Leave the page's line style as drawing the shapes on it would have.
        if DecorationPen.setsRoundLines(box.shapes) {
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        }
    }

    /// An unbounded recording of `decoration` drawn at the origin (cairo measures its ink once,
    /// for the XObject's box), or nil if cairo fails.
    private static func record(_ decoration: Decoration) -> OpaquePointer? {
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        let cairo = cairo_create(recording)!
        cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: decoration.cap))
        cairo_set_line_join(cairo, cairo_line_join_t(rawValue: decoration.join))
        DecorationPen(cairo: cairo, vector: true)
            .draw(decoration.paint, decoration.shapes, in: Rect(x: 0, y: 0, width: decoration.size.width, height: decoration.size.height))
        let status = cairo_status(cairo)
        cairo_destroy(cairo)
        guard status == CAIRO_STATUS_SUCCESS, cairo_surface_status(recording) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(recording)
            return nil
        }
        return recording
    }

    private func forget() {
        for case let .recorded(recording) in entries.values {
            if CairoBugs.freesRecordingsTooEarly { retired.append(recording) } else { cairo_surface_destroy(recording) }
        }
        entries.removeAll(keepingCapacity: true)
    }
}
