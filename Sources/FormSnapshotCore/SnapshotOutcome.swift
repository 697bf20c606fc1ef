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
        /// The input could not be read or holds no form; nothing was compared.
        case unreadable
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

    /// The outcome of an input that could not be read or decoded: a failure naming the file and why.
    public static func unreadable(_ input: URL, named name: String, reference: URL, error: any Error) -> SnapshotOutcome {
        SnapshotOutcome(name: name, status: .unreadable, message: "\(input.path) cannot be checked: \(error)",
                        comparison: nil, changes: [], artifacts: [], reference: reference)
    }
}
