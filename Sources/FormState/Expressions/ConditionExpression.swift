import FormModel

/// A parsed hyperoslo `condition`: the DDMathParser subset the library uses (numbers, `$vars`,
/// quoted names, `+ - * / %`, comparisons, `&&`, `||`, `!`, and function calls).
public indirect enum ConditionExpression: Sendable, Hashable {
    case number(Double)
    /// `$name` or `"name"` (DDMathParser reads a quoted string as a variable).
    case variable(String)
    case unary(String, ConditionExpression)
    case binary(String, ConditionExpression, ConditionExpression)
    case call(String, [ConditionExpression])

    /// Parses `text`; throws `ExpressionError` on a syntax error or nesting deeper than the limit.
    public static func parse(_ text: String) throws(ExpressionError) -> ConditionExpression {
        var parser = ConditionParser(tokens: try ConditionTokenizer.tokens(text))
        return try parser.parseAll()
    }

    /// Whether the condition holds for a hyperoslo values dictionary (`.null` is NSNull); false
    /// when the library's evaluation fails (an absent variable, text that is no number).
    public func holds(in values: [String: RawValue]) -> Bool {
        (try? ConditionEvaluator(values: values).holds(self)) ?? false
    }
}
