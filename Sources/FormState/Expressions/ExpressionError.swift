/// Why an expression could not be parsed or evaluated.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for diagnostics.
    public var description: String
    /// An error with its message.
    public init(_ description: String) { self.description = description }

    /// Expressions nest at most this deep (parentheses, operators, function arguments), so a
    /// hostile input cannot exhaust the stack.
    public static let maximumDepth = 64

    /// Expressions have at most this many tokens, which bounds the height of their trees.
    public static let maximumTokens = 512

    static let tooDeep = ExpressionError("nested deeper than \(maximumDepth) levels")
}
