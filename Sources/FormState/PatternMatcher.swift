import Foundation

/// Every regular-expression check of the state stage goes through here (hyperoslo `format`,
/// GIGFormulary `customValidator`, Formworks `regex`): patterns are compiled once and cached.
/// This is the one seam to swap the engine (e.g. for a time-bounded one).
public final class PatternMatcher: @unchecked Sendable {
    private var cache: [Key: NSRegularExpression?] = [:]
    private let lock = NSLock()

    private struct Key: Hashable {
        var pattern: String
        var whole: Bool
        var caseInsensitive: Bool
    }

    /// A matcher with an empty cache.
    public init() {}

    /// Whether `text` matches `pattern`: the whole text when `whole` (as `SELF MATCHES`),
    /// otherwise anywhere in it (NSRegularExpression search). nil when the pattern cannot be compiled.
    public func matches(pattern: String, text: String, whole: Bool, caseInsensitive: Bool) -> Bool? {
        guard let expression = compiled(Key(pattern: pattern, whole: whole, caseInsensitive: caseInsensitive)) else { return nil }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private func compiled(_ key: Key) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let options: NSRegularExpression.Options = key.caseInsensitive ? [.caseInsensitive] : []
        var expression = try? NSRegularExpression(pattern: key.pattern, options: options)
        // Checked alone first: wrapping could make an unbalanced pattern such as `a)(b` compile.
        if expression != nil, key.whole {
            expression = try? NSRegularExpression(pattern: "\\A(?:" + key.pattern + ")\\z", options: options)
        }
        cache[key] = expression
        return expression
    }
}
