import Foundation
import SnapshotTesting

extension SnapshotTestingConfiguration.Record {
    /// The record mode for `.snapshots(record:)`: `SNAPSHOT_TESTING_RECORD` when it names a mode
    /// (all, failed, missing, never), else `.never` when `CI` is set (and not `false` or `0`) so
    /// a CI run never writes a missing reference and passes on a retry, else `.missing`.
    ///
    /// swift-snapshot-testing itself reads only `SNAPSHOT_TESTING_RECORD` and otherwise records
    /// missing references, on CI too.
    public static func environmentDefault(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let record = Self(rawValue: value) { return record }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
        return .missing
    }
}
