/// The caps a records file is read within, applied while it is read, so that reading costs
/// what the records used cost, never what the file could make the reader build
/// (`Docs/guide/limits.md`).
public struct RecordLimits: Sendable, Hashable {
    /// Records of one run; reading stops at the first record past them, with a warning.
    public var records = 1_000_000
    /// Columns of a CSV header (more fail the file) and cells kept of one row (a row of more
    /// cells than its header fails on its own anyway).
    public var columns = 10_000
    /// Bytes of one CSV cell (50 times the 20,000 characters a string value keeps); a longer
    /// cell fails its record.
    public var cellBytes = 1 << 20
    /// Bytes one record spans (a CSV row, a JSON line); a longer one fails on its own. Its values
    /// JSON, every character escaped, stays under the 32 MiB a values file may have.
    public var recordBytes = 4 << 20

    /// The limits a run reads records with.
    public static let standard = RecordLimits()

    public init() {}

    /// `4 MiB`, `1 MiB`, or bytes for limits under a MiB (tests use small ones).
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
