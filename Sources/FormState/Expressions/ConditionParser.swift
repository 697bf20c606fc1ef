import FormModel

/// One lexical token of a condition.
enum ConditionToken: Equatable {
    case number(Double)
    case variable(String)
    case identifier(String)
    case symbol(String)
}

/// Splits a condition into tokens.
enum ConditionTokenizer {
    private static let symbols = ["&&", "||", "==", "!=", "<=", ">=", "**", "<", ">", "+", "-", "*", "/", "%", "^", "!", "(", ")", ","]

    static func tokens(_ text: String) throws(ExpressionError) -> [ConditionToken] {
        let characters = Array(text)
        var tokens: [ConditionToken] = []
        var index = 0
        func isName(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while index < characters.count {
            let c = characters[index]
            if c.isWhitespace { index += 1; continue }
            if c.isNumber || (c == "." && index + 1 < characters.count && characters[index + 1].isNumber) {
                var end = index
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                guard let value = Double(String(characters[index..<end])) else {
                    throw ExpressionError("\"\(String(characters[index..<end]))\" is not a number")
                }
                tokens.append(.number(value)); index = end; continue
            }
            if c == "$" {
                var end = index + 1
                while end < characters.count, isName(characters[end]) { end += 1 }
                guard end > index + 1 else { throw ExpressionError("\"$\" is not followed by a variable name") }
                tokens.append(.variable(String(characters[(index + 1)..<end]))); index = end; continue
            }
            if c == "\"" || c == "'" {
                guard let close = characters[(index + 1)...].firstIndex(of: c) else { throw ExpressionError("unterminated quoted name") }
                tokens.append(.variable(String(characters[(index + 1)..<close]))); index = close + 1; continue
            }
            if isName(c) {
                var end = index
                while end < characters.count, isName(characters[end]) { end += 1 }
                tokens.append(.identifier(String(characters[index..<end]))); index = end; continue
            }
            let rest = String(characters[index..<min(index + 2, characters.count)])
            guard let symbol = symbols.first(where: { rest.hasPrefix($0) }) else {
                throw ExpressionError("unexpected character \"\(c)\"")
            }
            tokens.append(.symbol(symbol)); index += symbol.count
        }
        return tokens
    }
}

/// Precedence-climbing parser over condition tokens, with a nesting limit.
struct ConditionParser {
    let tokens: [ConditionToken]
    var position = 0
    var depth = 0

    init(tokens: [ConditionToken]) { self.tokens = tokens }

    /// Binary operators from loosest to tightest.
    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

    mutating func parseAll() throws(ExpressionError) -> ConditionExpression {
        guard !tokens.isEmpty else { throw ExpressionError("the expression is empty") }
        // A flat chain (a + b + c …) builds a tall tree without deep parser recursion; evaluation
        // walks the tree recursively, so the token count bounds its height.
        if tokens.count > ExpressionError.maximumTokens { throw ExpressionError("longer than \(ExpressionError.maximumTokens) tokens") }
        let expression = try binary(level: 0)
        if position < tokens.count { throw ExpressionError("unexpected \(describe(tokens[position])) after a complete expression") }
        return expression
    }

    private mutating func enter() throws(ExpressionError) {
        depth += 1
        if depth > ExpressionError.maximumDepth { throw ExpressionError.tooDeep }
    }

    private mutating func binary(level: Int) throws(ExpressionError) -> ConditionExpression {
        if level == Self.levels.count { return try unary() }
        try enter()
        defer { depth -= 1 }
        var left = try binary(level: level + 1)
        while position < tokens.count, case let .symbol(op) = tokens[position], Self.levels[level].contains(op) {
            position += 1
            let right = try binary(level: level + 1)
            left = .binary(op, left, right)
        }
        return left
    }

    private mutating func unary() throws(ExpressionError) -> ConditionExpression {
        try enter()
        defer { depth -= 1 }
        if position < tokens.count, case let .symbol(op) = tokens[position], ["-", "+", "!"].contains(op) {
            position += 1
            return .unary(op, try unary())
        }
        var base = try primary()
        if position < tokens.count, case let .symbol(op) = tokens[position], op == "^" || op == "**" {
            position += 1
            base = .binary("^", base, try unary())
        }
        return base
    }

    private mutating func primary() throws(ExpressionError) -> ConditionExpression {
        guard position < tokens.count else { throw ExpressionError("the expression ends too early") }
        let token = tokens[position]
        position += 1
        switch token {
        case let .number(value): return .number(value)
        case let .variable(name): return .variable(name)
        case let .identifier(name):
            guard position < tokens.count, tokens[position] == .symbol("(") else {
                throw ExpressionError("\"\(name)\" is neither a $variable nor a function call")
            }
            position += 1
            var arguments: [ConditionExpression] = []
            if position < tokens.count, tokens[position] == .symbol(")") { position += 1; return .call(name, arguments) }
            while true {
                arguments.append(try binary(level: 0))
                guard position < tokens.count else { throw ExpressionError("missing \")\" after the arguments of \(name)") }
                if tokens[position] == .symbol(")") { position += 1; return .call(name, arguments) }
                guard tokens[position] == .symbol(",") else { throw ExpressionError("expected \",\" or \")\", found \(describe(tokens[position]))") }
                position += 1
            }
        case .symbol("("):
            let inner = try binary(level: 0)
            guard position < tokens.count, tokens[position] == .symbol(")") else { throw ExpressionError("missing \")\"") }
            position += 1
            return inner
        case let .symbol(symbol):
            throw ExpressionError("unexpected \"\(symbol)\"")
        }
    }

    private func describe(_ token: ConditionToken) -> String {
        switch token {
        case let .number(value): "number \(value)"
        case let .variable(name): "variable \(name)"
        case let .identifier(name): "\"\(name)\""
        case let .symbol(symbol): "\"\(symbol)\""
        }
    }
}
