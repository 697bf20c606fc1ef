import Foundation
import FormModel

/// Reads a target's `condition` as the answers it asks for, so a print look can word it:
/// `$fagforening == 1` on a switch is "ticked", `$type == 2` on a select names the option,
/// `present($x)` is "answered", `age($born) < 26` an age, `a || b` either; anything else is
/// kept as the expression with the questions' titles in place of their ids.
struct ConditionWords {
    let questions: RoutingQuestions
    let log: DiagnosticLog

    /// The conditions any one of which makes `condition` hold; a condition that cannot be parsed
    /// is kept as written, with a warning at `path`.
    func conditions(_ condition: String, path: String) -> [RoutingCondition] {
        do {
            return words(try ConditionExpression.parse(condition))
        } catch {
            log.warn(path, "the condition \"\(ConditionCache.shortened(condition))\" cannot be parsed (\(error)); it is printed as written")
            return [.expression(condition)]
        }
    }

    private func words(_ expression: ConditionExpression) -> [RoutingCondition] {
        switch expression {
        case let .binary("||", left, right):
            return words(left) + words(right)
        case let .unary("!", .binary(relation, left, right)) where Self.opposite[relation] != nil:
            return words(.binary(Self.opposite[relation]!, left, right))
        case let .binary(relation, .number(number), .variable(name)) where Self.mirrored[relation] != nil:
            return words(.binary(Self.mirrored[relation]!, .variable(name), .number(number)))
        case let .binary(relation, .variable(name), .number(number)) where Self.opposite[relation] != nil:
            if let routing = compared(name, relation: relation, with: .number(number)) { return [routing] }
        case let .binary(relation, .call("age", arguments), .number(years)) where arguments.count == 1 && years == years.rounded() && abs(years) < 1000:
            if case let .variable(name) = arguments[0], let age = Self.ageRelation[relation] {
                return [.age(question: questions.title(name), relation: age, years: Int(years))]
            }
        case let .call("equals", arguments) where arguments.count == 2:
            if case let .variable(name) = arguments[0], questions.question(name) != nil, case let .variable(literal) = arguments[1],
               let routing = compared(name, relation: "==", with: .string(literal)) { return [routing] }
        case let .call(function, arguments) where (function == "present" || function == "missing") && arguments.count == 1:
            if case let .variable(name) = arguments[0], questions.question(name) != nil {
                return [.answered(question: questions.title(name), answered: function == "present")]
            }
        default:
            break
        }
        return [.expression(Self.text(of: expression, questions: questions))]
    }

    /// `name relation value` on a tick box, a list of options or any other question.
    private func compared(_ name: String, relation: String, with value: RawValue) -> RoutingCondition? {
        guard let question = questions.question(name) else { return nil }
        switch question.kind {
        case .toggle, .checkbox:
            guard case let .number(number) = value, number == 0 || number == 1, relation == "==" || relation == "!=" else { break }
            return .ticked(question: question.title, on: (number == 1) == (relation == "=="))
        case .select, .segment:
            guard relation == "==" || relation == "!=" else { break }
            let matching = question.options.filter { ConditionEvaluator.isEqual($0.id, value) || $0.id.text == value.text }
            guard !matching.isEmpty else { break }
            let titles = relation == "==" ? matching.map(\.title) : question.options.filter { option in !matching.contains { $0.title == option.title } }.map(\.title)
            return .chosen(question: question.title, options: titles)
        default:
            break
        }
        return .compared(question: question.title, relation: relation, value: value.text)
    }

    private static let opposite = ["==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"]
    private static let mirrored = ["==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="]
    /// Age rules compare whole years; `<=` 25 is `<` 26 only for whole numbers, so only the
    /// library's own four relations are worded.
    private static let ageRelation = ["<": "<", ">": ">", "==": "=", "!=": "!="]

    /// The expression as text, each variable that names a question replaced by its title in quotes.
    static func text(of expression: ConditionExpression, questions: RoutingQuestions) -> String {
        switch expression {
        case let .number(number): return RawValue.number(number).text
        case let .variable(name): return questions.question(name) == nil ? name : "“" + questions.title(name) + "”"
        case let .unary(op, inner): return op + text(of: inner, questions: questions)
        case let .binary(op, left, right): return "(" + text(of: left, questions: questions) + " " + op + " " + text(of: right, questions: questions) + ")"
        case let .call(name, arguments): return name + "(" + arguments.map { text(of: $0, questions: questions) }.joined(separator: ", ") + ")"
        }
    }
}
