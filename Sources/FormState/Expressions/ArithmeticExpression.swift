/// The arithmetic NSExpression evaluates for hyperoslo number formulas once the values are
/// substituted (`NSString+HYPFormula`): `+ - * /`, parentheses, unary minus; integer literals
/// stay integers (so `7 / 2` is 3, as NSExpression computes), a literal with a `.` is a double.
public enum ArithmeticExpression {
    /// A formula result: an integer or a double, as NSNumber holds it.
    public enum Number: Sendable, Hashable {
        case integer(Int64)
        case double(Double)

        /// The value as a double.
        public var doubleValue: Double {
            switch self {
            case let .integer(value): Double(value)
            case let .double(value): value
            }
        }

        /// NSNumber `stringValue`: `300`, `12.5`.
        public var text: String {
            switch self {
            case let .integer(value): String(value)
            case let .double(value): RawValue.numberText(value)
            }
        }
    }

    /// Evaluates `text`; throws `ExpressionError` for anything NSExpression would reject.
    public static func evaluate(_ text: String) throws(ExpressionError) -> Number {
        let tokens = try tokenize(text)
        if tokens.count > ExpressionError.maximumTokens { throw ExpressionError("longer than \(ExpressionError.maximumTokens) tokens") }
        var parser = Parser(tokens: tokens)
        let value = try parser.sum()
        if parser.position < tokens.count { throw ExpressionError("unexpected \"\(tokens[parser.position])\"") }
        return value
    }

    private static func tokenize(_ text: String) throws(ExpressionError) -> [String] {
        var tokens: [String] = []
        var number = ""
        for c in text {
            if c.isNumber || c == "." { number.append(c); continue }
            if !number.isEmpty { tokens.append(number); number = "" }
            if c == " " { continue }
            guard "+-*/()".contains(c) else {
                throw ExpressionError(c == "%" ? "\"%\" is a format character to NSExpression, not an operator" : "unexpected character \"\(c)\"")
            }
            tokens.append(String(c))
        }
        if !number.isEmpty { tokens.append(number) }
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        var position = 0
        var depth = 0

        init(tokens: [String]) { self.tokens = tokens }

        private mutating func enter() throws(ExpressionError) {
            depth += 1
            if depth > ExpressionError.maximumDepth { throw ExpressionError.tooDeep }
        }

        mutating func sum() throws(ExpressionError) -> Number {
            try enter()
            defer { depth -= 1 }
            var left = try product()
            while position < tokens.count, tokens[position] == "+" || tokens[position] == "-" {
                let op = tokens[position]
                position += 1
                left = try apply(op, left, try product())
            }
            return left
        }

        mutating func product() throws(ExpressionError) -> Number {
            var left = try factor()
            while position < tokens.count, tokens[position] == "*" || tokens[position] == "/" {
                let op = tokens[position]
                position += 1
                left = try apply(op, left, try factor())
            }
            return left
        }

        mutating func factor() throws(ExpressionError) -> Number {
            try enter()
            defer { depth -= 1 }
            guard position < tokens.count else { throw ExpressionError("the expression ends too early") }
            let token = tokens[position]
            position += 1
            switch token {
            case "-": return try apply("-", .integer(0), try factor())
            case "+": return try factor()
            case "(":
                let inner = try sum()
                guard position < tokens.count, tokens[position] == ")" else { throw ExpressionError("missing \")\"") }
                position += 1
                return inner
            default:
                if !token.contains("."), let value = Int64(token) { return .integer(value) }
                guard let value = Double(token) else { throw ExpressionError("\"\(token)\" is not a number") }
                return .double(value)
            }
        }

        private func apply(_ op: String, _ a: Number, _ b: Number) throws(ExpressionError) -> Number {
            if case let .integer(x) = a, case let .integer(y) = b {
                switch op {
                case "+": let (r, o) = x.addingReportingOverflow(y); if !o { return .integer(r) }
                case "-": let (r, o) = x.subtractingReportingOverflow(y); if !o { return .integer(r) }
                case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if !o { return .integer(r) }
                default:
                    guard y != 0 else { throw ExpressionError("division by zero") }
                    let (r, o) = x.dividedReportingOverflow(by: y); if !o { return .integer(r) }
                }
            }
            let x = a.doubleValue, y = b.doubleValue
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            default:
                guard y != 0 else { throw ExpressionError("division by zero") }
                return .double(x / y)
            }
        }
    }
}

import FormModel
