import CBoundedRegex
import Foundation

/// A regular expression in ICU syntax (NSRegularExpression's) whose matching is bounded in engine steps, per match and per form.
///
/// ICU counts its work in ticks of 10,000 backtracking steps; a match stops after
/// `stepTicksPerMatch` ticks, and all matches sharing one `Budget` stop once it is spent. Both
/// bounds count steps, not wall time, so an outcome is the same on every machine and thread.
public final class BoundedRegex: @unchecked Sendable {
    /// What one evaluation found.
    public enum Outcome: Equatable, Sendable {
        /// The pattern matched.
        case match
        /// The pattern did not match.
        case noMatch
        /// Matching stopped at the per-match or per-form bound (or the backtracking memory bound) before it could decide.
        case overBudget
    }

    /// Compile flags.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw ICU-independent flag bits.
        public let rawValue: Int
        /// Creates options from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Letters match regardless of case (`NSRegularExpression.Options.caseInsensitive`).
        public static let caseInsensitive = Options(rawValue: 1)
    }

    /// Why a pattern could not be compiled.
    public struct CompileError: Error, Equatable, Sendable, CustomStringConvertible {
        /// ICU's error name (e.g. `U_REGEX_MISMATCHED_PAREN`) or the reason the pattern was refused.
        public let description: String
        /// An error with this reason.
        public init(description: String) { self.description = description }
    }

    /// The steps all matches of one form may take together; share one instance across a form's evaluations.
    public final class Budget: @unchecked Sendable {
        private let lock = NSLock()
        private var remaining: Int
        /// A budget of `stepTicks` ticks (10,000 ICU engine steps each).
        public init(stepTicks: Int = BoundedRegex.defaultTicksPerForm) { remaining = max(0, stepTicks) }
        /// Whether every tick has been spent.
        public var isSpent: Bool { lock.withLock { remaining <= 0 } }
        /// Spends one tick; false when none was left.
        fileprivate func spendTick() -> Bool {
            lock.withLock {
                remaining -= 1
                return remaining > 0
            }
        }
    }

    /// Ticks (10,000 engine steps each) one match may take: about 10 ms of backtracking.
    public static let defaultTicksPerMatch = 100
    /// Ticks all matches of one form may take together.
    public static let defaultTicksPerForm = 2_000
    /// Longest pattern compiled, in UTF-16 units; longer ones are refused.
    public static let maximumPatternLength = 4_096
    /// Backtracking memory one match may use, in bytes.
    public static let stackLimitBytes: Int32 = 1 << 20

    /// The version of the ICU that matches patterns (loading it if needed), e.g. "72.1", or nil
    /// when it cannot be loaded.
    public static var icuVersion: String? {
        var buffer = [CChar](repeating: 0, count: 32)
        guard fs_icu_version(&buffer, buffer.count) == 1 else { return nil }
        return String(cString: buffer)
    }

    /// The pattern as written.
    public let pattern: String
    /// The compile flags.
    public let options: Options
    /// Ticks one match may take.
    public let ticksPerMatch: Int
    private let compiled: OpaquePointer

    private init(pattern: String, options: Options, ticksPerMatch: Int, compiled: OpaquePointer) {
        self.pattern = pattern
        self.options = options
        self.ticksPerMatch = ticksPerMatch
        self.compiled = compiled
    }

    deinit { fs_regex_free(compiled) }

    /// The compiled pattern, from the process-wide cache when it was compiled before.
    public static func compile(_ pattern: String, options: Options = [], ticksPerMatch: Int = defaultTicksPerMatch) throws(CompileError) -> BoundedRegex {
        let key = CacheKey(pattern: pattern, options: options, ticksPerMatch: ticksPerMatch)
        return try cache.value(for: key) { compileUncached(key) }.get()
    }

    /// Whether the whole text matches (as `NSPredicate(format: "SELF MATCHES %@")` and Swift's `wholeMatch` test).
    public func wholeMatch(in text: String, budget: Budget? = nil) -> Outcome {
        evaluate(text, whole: true, budget: budget)
    }

    /// Whether the pattern matches somewhere in the text.
    public func firstMatch(in text: String, budget: Budget? = nil) -> Outcome {
        evaluate(text, whole: false, budget: budget)
    }

    private func evaluate(_ text: String, whole: Bool, budget: Budget?) -> Outcome {
        if budget?.isSpent == true { return .overBudget }
        let units = Array(text.utf16)
        guard units.count <= Int(Int32.max) else { return .overBudget }
        let found = withExtendedLifetime(budget) {
            units.withUnsafeBufferPointer { buffer in
                fs_regex_run(compiled, buffer.baseAddress, Int32(buffer.count), whole ? 1 : 0, Int32(clamping: ticksPerMatch),
                             Self.stackLimitBytes, budget == nil ? nil : spendBudgetTick,
                             budget.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
            }
        }
        switch found {
        case 1: return .match
        case 0: return .noMatch
        default: return .overBudget
        }
    }

    private static func compileUncached(_ key: CacheKey) -> Result<BoundedRegex, CompileError> {
        let units = Array(key.pattern.utf16)
        guard units.count <= maximumPatternLength else {
            return .failure(CompileError(description: "pattern longer than \(maximumPatternLength) UTF-16 units"))
        }
        var errorName: UnsafePointer<CChar>?
        let compiled = units.withUnsafeBufferPointer { buffer in
            fs_regex_compile(buffer.baseAddress, Int32(buffer.count), key.options.contains(.caseInsensitive) ? 1 : 0, &errorName)
        }
        guard let compiled else {
            return .failure(CompileError(description: errorName.map { String(cString: $0) } ?? "invalid pattern"))
        }
        return .success(BoundedRegex(pattern: key.pattern, options: key.options, ticksPerMatch: key.ticksPerMatch, compiled: compiled))
    }

    private struct CacheKey: Hashable {
        let pattern: String
        let options: Options
        let ticksPerMatch: Int
    }

    /// Compiled patterns by key; emptied when full so hostile input cannot grow it without bound.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [CacheKey: Result<BoundedRegex, CompileError>] = [:]
        private let capacity = 1_024

        func value(for key: CacheKey, make: () -> Result<BoundedRegex, CompileError>) -> Result<BoundedRegex, CompileError> {
            if let hit = lock.withLock({ entries[key] }) { return hit }
            let made = make()
            return lock.withLock {
                if let raced = entries[key] { return raced }
                if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
                entries[key] = made
                return made
            }
        }
    }

    private static let cache = Cache()
}

/// ICU calls this once per tick of a match; returning 0 stops the match undecided.
private func spendBudgetTick(context: UnsafeRawPointer?) -> Int32 {
    guard let context else { return 1 }
    return Unmanaged<BoundedRegex.Budget>.fromOpaque(context).takeUnretainedValue().spendTick() ? 1 : 0
}
