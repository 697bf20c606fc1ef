import FormPatterns
import Foundation

/// Every regular-expression check of the state stage goes through here (hyperoslo `format`,
/// GIGFormulary `customValidator`, Formworks `regex`): ICU syntax as NSRegularExpression has it,
/// evaluated by `BoundedRegex`, so a hostile pattern stops at a step bound per match and per
/// form instead of stalling the render. Use one matcher per form: it holds the form's budget.
public final class PatternMatcher: @unchecked Sendable {
    private let budget = BoundedRegex.Budget()
    private let lock = NSLock()
    private var problems: [String: String] = [:]

    /// A matcher with a fresh per-form step budget.
    public init() {}

    /// Whether `text` matches `pattern`: the whole text when `whole` (as `SELF MATCHES`),
    /// otherwise anywhere in it (NSRegularExpression search). nil when the pattern cannot be
    /// compiled or matching stopped at the step bound; `problem(with:)` says which.
    public func matches(pattern: String, text: String, whole: Bool, caseInsensitive: Bool) -> Bool? {
        let regex: BoundedRegex
        do {
            regex = try BoundedRegex.compile(pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            record(pattern, "not a valid regular expression (\(error.description))")
            return nil
        }
        switch whole ? regex.wholeMatch(in: text, budget: budget) : regex.firstMatch(in: text, budget: budget) {
        case .match: return true
        case .noMatch: return false
        case .overBudget:
            record(pattern, "matching stopped at the step bound (\(BoundedRegex.defaultTicksPerMatch * 10_000) steps a match, "
                + "\(BoundedRegex.defaultTicksPerForm * 10_000) a form): the pattern backtracks too much")
            return nil
        }
    }

    /// Why `pattern` could not be evaluated, once `matches` returned nil for it.
    public func problem(with pattern: String) -> String? {
        lock.withLock { problems[pattern] }
    }

    private func record(_ pattern: String, _ problem: String) {
        lock.withLock { problems[pattern] = problem }
    }
}
