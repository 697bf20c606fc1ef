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

extension Diagnostic {
    /// `diagnostics` with each kind (the same severity and message, at any path) shown at most
    /// `keep` times: the rest of a kind become one line counting them ("and 99,990 more like
    /// this"), placed after the last one shown, so 100,000 unknown keys are 11 lines, not 100,000.
    public static func condensed(_ diagnostics: [Diagnostic], keep: Int = 10) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.kind, default: 0] += 1 }
        var shown: [String: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let kind = diagnostic.kind, seen = shown[kind, default: 0]
            shown[kind] = seen + 1
            if seen < keep { result.append(diagnostic) }
            if seen == keep - 1, let total = counts[kind], total > keep {
                let more = CNumericLocale.format("%d", total - keep).groupingThousands
                result.append(Diagnostic(diagnostic.severity, path: "", "and \(more) more like this: \(diagnostic.message)"))
            }
        }
        return result
    }

    /// What makes two diagnostics the same kind: severity and message.
    var kind: String { severity.rawValue + "\u{0}" + message }
}

extension String {
    /// `99990` → `99,990`.
    fileprivate var groupingThousands: String {
        var digits = Array(self), grouped: [Character] = []
        while digits.count > 3 { grouped = [","] + digits.suffix(3) + grouped; digits.removeLast(3) }
        return String(digits + grouped)
    }
}
