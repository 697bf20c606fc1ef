import Foundation
import FormModel

/// Evaluates a parsed hyperoslo `condition` against the values dictionary the way
/// DDMathParser with the library's `equals`/`present`/`missing` functions does
/// (`Source/Others/DDMathEvaluator+FORM.m`).
struct ConditionEvaluator {
    /// The data source's values: field id → value; `.null` is NSNull.
    let values: [String: RawValue]

    /// Why an evaluation stopped; the library then treats the condition as false.
    enum Failure: Error {
        /// A runtime miss the library produces routinely (an absent variable, text that is no number).
        case unresolved
        /// Something the library would not evaluate either, worth a warning.
        case unsupported(String)
    }

    /// The condition's truth (`boolValue` of the number DDMathParser returns).
    func holds(_ expression: ConditionExpression) throws(Failure) -> Bool {
        try number(expression) != 0
    }

    private func number(_ expression: ConditionExpression) throws(Failure) -> Double {
        switch expression {
        case let .number(value): return value
        case let .variable(name): return try substitute(name)
        case let .unary(op, operand):
            let value = try number(operand)
            switch op {
            case "-": return -value
            case "!": return value == 0 ? 1 : 0
            default: return value
            }
        case let .binary(op, left, right):
            let a = try number(left)
            // DDMathParser evaluates both sides; no short-circuit changes the result here.
            let b = try number(right)
            switch op {
            case "||": return (a != 0 || b != 0) ? 1 : 0
            case "&&": return (a != 0 && b != 0) ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return a / b
            case "%": return b == 0 ? .nan : a.truncatingRemainder(dividingBy: b)
            case "^": return pow(a, b)
            default: throw .unsupported("operator \"\(op)\" is not supported")
            }
        case let .call(name, arguments):
            return try call(name, arguments)
        }
    }

    /// A variable's value: numbers and booleans as numbers, numeric text as its number; NSNull,
    /// absent keys and other text make the library's evaluation fail.
    private func substitute(_ name: String) throws(Failure) -> Double {
        switch values[name] {
        case let .number(value)?: return value
        case let .bool(flag)?: return flag ? 1 : 0
        case let .string(text)?:
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { throw .unresolved }
            return value
        default: throw .unresolved
        }
    }

    private func call(_ name: String, _ arguments: [ConditionExpression]) throws(Failure) -> Double {
        switch name {
        case "equals":
            guard arguments.count >= 2, case let .variable(baseKey) = arguments[0] else {
                throw .unsupported("equals needs a variable and at least one more argument")
            }
            // A name with no value stands for itself, which is how `equals($x, "text")` compares with text.
            let base = values[baseKey] ?? .string(baseKey)
            for argument in arguments.dropFirst() {
                guard case let .variable(otherKey) = argument else { return 0 }
                let other = values[otherKey] ?? .string(otherKey)
                if !Self.isEqual(base, other) { return 0 }
            }
            return 1
        case "present", "missing":
            guard arguments.count == 1 else { throw .unsupported("\(name) takes one argument") }
            let value: RawValue? = if case let .variable(key) = arguments[0] { values[key] } else { nil }
            let isEmptyText = if case let .string(text)? = value { text.isEmpty } else { false }
            if name == "missing" {
                let absent = value == nil || value == .null
                return (absent || isEmptyText) ? 1 : 0
            }
            // The library's test reads `(value || !isNull)`, so an absent or NSNull value counts as present.
            return isEmptyText ? 0 : 1
        default:
            throw .unsupported("function \"\(name)\" is not one the library registers (equals, present, missing)")
        }
    }

    /// NSObject `isEqual:` between values of the dictionary (numbers and booleans compare as numbers).
    static func isEqual(_ a: RawValue, _ b: RawValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): x == y
        case let (.number(x), .bool(y)), let (.bool(y), .number(x)): x == (y ? 1 : 0)
        case let (.bool(x), .bool(y)): x == y
        case let (.string(x), .string(y)): x == y
        case (.null, .null): true
        default: false
        }
    }
}

