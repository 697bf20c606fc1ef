import CPangoCairo
import FormLayout
import FormModel

/// The recordings `DecorationStamps` places, by decoration: kept between documents by a
/// `FontSystem` (`IdlePool`) and lent to one document at a time, so a print run records a form's
/// frames once rather than once a record.
///
/// Kept rather than released with each document because cairo 1.16.0 leaks when a recording
/// surface is released after a PDF surface that painted it was destroyed: it copies the
/// recording for the snapshot the PDF page took and never frees the copy (measured: six
/// recordings a document leak 11.8 KB a document, 118 MB over 10,000 records; none when the
/// recordings outlive the documents; cairo 1.18.4 does not leak). Past the bound they are
/// forgotten, and released once the document that borrowed them has ended
/// (`CairoBugs.freesRecordingsTooEarly`), so what leaks on 1.16 is bounded by the bound.
final class StampRecordings {
    private var recordings: [DecorationStamps.Decoration: OpaquePointer] = [:]
    /// Recordings forgotten while a document is open: released when it ends.
    private var retired: [OpaquePointer] = []
    /// Bounds the recordings kept; past it they are forgotten and recorded again when placed.
    static let maximumRecordings = 4_096

    deinit {
        for recording in recordings.values { cairo_surface_destroy(recording) }
        for recording in retired { cairo_surface_destroy(recording) }
    }

    /// The recordings kept.
    var count: Int { recordings.count }

    /// The recording of `decoration`, made by `record` the first time; nil if cairo fails.
    func recording(of decoration: DecorationStamps.Decoration, record: (DecorationStamps.Decoration) -> OpaquePointer?) -> OpaquePointer? {
        if let kept = recordings[decoration] { return kept }
        guard let made = record(decoration) else { return nil }
        if recordings.count >= Self.maximumRecordings {
            retired.append(contentsOf: recordings.values)
            recordings.removeAll(keepingCapacity: true)
        }
        recordings[decoration] = made
        return made
    }

    /// The document that borrowed these recordings is finished: those forgotten during it go.
    func documentEnded() {
        for recording in retired { cairo_surface_destroy(recording) }
        retired.removeAll()
    }
}
