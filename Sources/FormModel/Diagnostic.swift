import Foundation

/// A problem found in the input, with the JSON path it concerns and what was done instead.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable { case note, warning, error }

    public var severity: Severity
    /// A JSON path such as `groups[0].sections[1].fields[3].size.width`; empty for the whole input.
    public var path: String
    public var message: String
    /// How many diagnostics this one stands for: 1, or for a line counting others of one kind
    /// (`and 990 more like this: …`), how many it counts.
    public var counted = 1

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
    /// Per kind (`Diagnostic.kind`): how many were kept, how many more were counted, and where
    /// the line counting them stands in `recorded`.
    private var kinds: [String: (kept: Int, more: Int, summary: Int?)] = [:]

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

    /// Records a diagnostic once (identical repeats are dropped), its quoted texts cut to 40
    /// characters. Of one kind (the same message but for quoted texts and numbers) the first
    /// `Diagnostic.keptPerKind` are kept and the rest counted in one line, so an input with
    /// 800,000 bad colours costs 11 lines, not 800,000.
    public func add(_ diagnostic: Diagnostic) {
        let diagnostic = Diagnostic(diagnostic.severity, path: diagnostic.path, Diagnostic.cuttingQuotes(diagnostic.message))
        lock.lock()
        defer { lock.unlock() }
        guard !seen.contains(diagnostic) else { return }
        let kind = diagnostic.kind
        var count = kinds[kind] ?? (0, 0, nil)
        defer { kinds[kind] = count }
        if count.kept < Diagnostic.keptPerKind {
            count.kept += 1
            seen.insert(diagnostic)
            recorded.append(diagnostic)
            return
        }
        count.more += 1
        var summary = Diagnostic(diagnostic.severity, path: "", "and \(CNumericLocale.format("%d", count.more).groupingThousands) more like this: \(diagnostic.message)")
        summary.counted = count.more
        if let index = count.summary { recorded[index] = summary } else {
            count.summary = recorded.count
            recorded.append(summary)
        }
    }
}

extension Diagnostic {
    /// How many diagnostics of one kind are kept, and printed; the rest are counted.
    public static let keptPerKind = 10

    /// `diagnostics` with each kind (the same severity and message but for quoted texts and
    /// numbers, at any path) shown at most `keep` times: the rest of a kind become one line
    /// counting them ("and 99,990 more like this"), placed after the last one shown, so 100,000
    /// unknown keys are 11 lines, not 100,000.
    public static func condensed(_ diagnostics: [Diagnostic], keep: Int = keptPerKind) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.kind, default: 0] += 1 }
        var shown: [String: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let kind = diagnostic.kind, seen = shown[kind, default: 0]
            shown[kind] = seen + 1
            if seen < keep { result.append(diagnostic) }
            if seen == keep - 1, let total = counts[kind], total > keep {
                var summary = Diagnostic(diagnostic.severity, path: "", "and \(CNumericLocale.format("%d", total - keep).groupingThousands) more like this: \(diagnostic.message)")
                summary.counted = total - keep
                result.append(summary)
            }
        }
        return result
    }

    /// What makes two diagnostics the same kind: severity and message, with each quoted text
    /// and each run of digits left out (`"#ggg" is not a colour` and `"#zzz" is not a colour`
    /// are one kind).
    /// Read as UTF-8 bytes (a quote and a digit are single bytes, never part of another
    /// character's): 200,000 diagnostics of an extract spent seconds on Characters here.
    var kind: String {
        var template = Array(severity.rawValue.utf8) + [0]
        template.reserveCapacity(message.utf8.count + template.count)
        var quoted = false, inDigits = false
        for byte in message.utf8 {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
                template.append(byte)
                inDigits = false
                continue
            }
            if quoted { continue }
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if !inDigits { template.append(UInt8(ascii: "#")) }
                inDigits = true
                continue
            }
            inDigits = false
            template.append(byte)
        }
        return String(decoding: template, as: UTF8.self)
    }

    /// The longest quoted text a message keeps.
    static let quotedLimit = 40

    /// `message` with each quoted text longer than `quotedLimit` characters cut to them and `…`:
    /// a 1 MB field name is not printed once per field.
    static func cuttingQuotes(_ message: String) -> String {
        // A quoted text of at most `quotedLimit` bytes has at most as many characters: most
        // messages are returned after one pass over their bytes.
        var quotedBytes = 0, inQuote = false, longest = 0
        for byte in message.utf8 {
            if byte == UInt8(ascii: "\"") { inQuote.toggle(); quotedBytes = 0 } else if inQuote { quotedBytes += 1; longest = max(longest, quotedBytes) }
        }
        guard longest > quotedLimit else { return message }
        var result = "", quote = "", quoted = false
        for character in message {
            if character == "\"" {
                if quoted { result += quote.count > quotedLimit ? String(quote.prefix(quotedLimit)) + "…" : quote; quote = "" }
                quoted.toggle()
                result.append(character)
            } else if quoted {
                quote.append(character)
            } else {
                result.append(character)
            }
        }
        return result + quote
    }
}

extension String {
    /// `99990` → `99,990`.
    fileprivate var groupingThousands: String {
        var digits = Array(self), grouped: [Character] = []
        while digits.count > 3 { grouped = [","] + digits.suffix(3) + grouped; digits.removeLast(3) }
        return String(digits + grouped)
    }
}
