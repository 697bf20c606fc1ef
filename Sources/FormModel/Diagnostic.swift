import Foundation

/// A problem found in the input, with the JSON path it concerns and what was done instead.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable { case note, warning, error }

    public var severity: Severity
    /// A JSON path such as `groups[0].sections[1].fields[3].size.width`; empty for the whole input.
    public var path: String
    public var message: String

    public init(_ severity: Severity = .warning, path: String, _ message: String) {
        self.severity = severity; self.path = path; self.message = message
    }

    /// The line printed on stderr: `warning: <path>: <message>`.
    public var description: String {
        path.isEmpty ? "\(severity.rawValue): \(message)" : "\(severity.rawValue): \(path): \(message)"
    }
}

/// Collects diagnostics while a stage runs; reference type so nested helpers can share one.
/// Sendable because every access takes its lock.
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    public init() {}

    /// What was recorded, in order.
    public var items: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Records a warning once (identical repeats are dropped).
    public func warn(_ path: String, _ message: String) {
        add(Diagnostic(.warning, path: path, message))
    }

    /// Records a diagnostic once (identical repeats are dropped).
    public func add(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(diagnostic).inserted { recorded.append(diagnostic) }
    }
}
