import Foundation

/// When references are written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write references that do not exist yet (the local default).
    case missing
    /// Write references that do not exist or do not match.
    case failed
    /// Write every reference.
    case all
    /// Write nothing (the default when `CI` is set).
    case never

    /// `FORMSETTER_RECORD` if set (an unknown value is an error), else `never` under CI, else `missing`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(RecordModeError) -> RecordMode {
        if let value = environment["FORMSETTER_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else { throw RecordModeError(value: value) }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
        return .missing
    }
}

/// An unknown `FORMSETTER_RECORD` value.
public struct RecordModeError: Error, CustomStringConvertible {
    public var value: String
    public var description: String { "FORMSETTER_RECORD=\(value) is not one of missing, failed, all, never" }
}
