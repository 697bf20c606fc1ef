import FormSnapshotCore
import Foundation

/// The HTML report of a `swift test` run, when `FORMSETTER_SNAPSHOT_REPORT` names its folder:
/// every assertion's outcome is added and the report written again, so the folder holds the
/// whole run so far whenever the process stops, with the command that accepts the changes.
/// Kept only because the environment asked for it: without the variable nothing is held.
final class SnapshotTestReport: @unchecked Sendable {
    static let shared = SnapshotTestReport()

    /// How a failing run's changes become the references.
    static let acceptCommand = "FORMSETTER_RECORD=failed swift test"

    private let lock = NSLock()
    private var outcomes: [SnapshotOutcome] = []

    /// The report's folder, from the environment; nil when no report was asked for.
    static var folder: URL? {
        ProcessInfo.processInfo.environment["FORMSETTER_SNAPSHOT_REPORT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }

    /// Adds `outcome` and writes the report into `folder`; returns its page, nil when no
    /// folder was asked for.
    func add(_ outcome: SnapshotOutcome, reportingTo folder: URL? = SnapshotTestReport.folder) throws -> URL? {
        guard let folder else { return nil }
        lock.lock()
        defer { lock.unlock() }
        outcomes.append(outcome)
        return try SnapshotReport.write(outcomes, to: folder, title: "Formsetter snapshots (swift test)", accept: Self.acceptCommand)
    }
}
