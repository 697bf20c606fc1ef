import Foundation

/// The result of checking one snapshot.
public struct SnapshotOutcome: Sendable {
    public enum Status: String, Sendable {
        /// Equal to the reference (within the tolerance).
        case matched
        /// The reference was missing or re-recorded; the check fails once.
        case recorded
        /// Different from the reference.
        case mismatch
        /// No reference and the record mode forbids writing one.
        case missing
    }

    public var name: String
    public var status: Status
    /// The measured figures, or why it failed.
    public var message: String
    public var comparison: ImageComparison?
    public var changes: [CellChange]
    /// Files written for inspection (actual, expected | diff | actual, changes).
    public var artifacts: [URL]
    public var reference: URL

    public var passed: Bool { status == .matched }
}
