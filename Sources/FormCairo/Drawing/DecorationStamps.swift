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
    struct Decoration: Hashable {
        let size: Size
        let paint: BoxPaint?
        let shapes: [VectorShape]
        let cap: UInt32
        let join: UInt32
    }

    /// How many times this document has drawn each decoration: what it places depends on this
    /// document alone, whatever the recordings borrowed already hold.
    private var draws: [Decoration: Int] = [:]
    /// Borrowed from the font system for this document (`StampRecordings`).
    private let recordings: StampRecordings
    private let lender: IdlePool<StampRecordings>
    /// Bounds the decorations counted; past it they are forgotten and start over.
    static let maximumDecorations = 4_096
    /// Draws of a decoration made directly before it is placed from a recording: a decoration
    /// seen only twice costs fewer bytes inline, since deflate shrinks a repeated path well.
    static let directDraws = 2

    /// Stamps for one document, placing recordings borrowed from `lender`.
    init(lender: IdlePool<StampRecordings>) {
        self.lender = lender
        recordings = lender.take { StampRecordings() }
    }

    /// Released only once the document is finished: the owner releases its stamps after that.
    deinit {
        recordings.documentEnded()
        lender.giveBack(recordings)
    }

    /// Draws the paint and shapes of `box` on `cairo`.
    func draw(_ box: LayoutBox, on cairo: OpaquePointer) {
        let frame = box.frame
        let bordered = (box.paint?.stroke != nil) && (box.paint?.strokeWidth ?? 0) > 0
        let decoration = Decoration(size: Size(width: frame.width, height: frame.height), paint: box.paint,
                                    shapes: box.shapes.map { $0.offsetBy(dx: -frame.x, dy: -frame.y) },
                                    cap: bordered ? cairo_get_line_cap(cairo).rawValue : 0,
                                    join: bordered ? cairo_get_line_join(cairo).rawValue : 0)
        let times = draws[decoration] ?? 0
        if times == 0, draws.count >= Self.maximumDecorations { draws.removeAll(keepingCapacity: true) }
        draws[decoration] = times + 1
        guard times >= Self.directDraws, let recording = recordings.recording(of: decoration, record: Self.record) else {
            return DecorationPen(cairo: cairo, vector: true).draw(box.paint, box.shapes, in: frame)
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
}
