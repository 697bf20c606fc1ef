/// What a computed field of the fillable twin is computed from, when a PDF viewer can compute it:
/// a sum or difference of products of fields and numbers (`$grunnlonn + $tillegg`,
/// `$tickets[0].quantity * $tickets[0].price`, `$antall * 5 + 2.5`, `$total - $egenandel`). The
/// PDF writer makes it the field's Calculate script and lists the field in the form's
/// calculation order.
public struct FieldCalculation: Sendable, Hashable {
    /// A number in the formula: a field's value or a constant.
    public enum Operand: Sendable, Hashable {
        /// The value of the field with this full name (a cell id until the twin's names are given).
        case field(String)
        case number(Double)
    }

    /// Factors multiplied together, added or (when `negative`) subtracted.
    public struct Term: Sendable, Hashable {
        public var negative: Bool
        public var factors: [Operand]

        public init(negative: Bool, factors: [Operand]) { self.negative = negative; self.factors = factors }
    }

    public var terms: [Term]

    public init(terms: [Term]) { self.terms = terms }

    /// The fields read, in order of first use.
    public var fields: [String] {
        var names: [String] = []
        for term in terms {
            for case let .field(name) in term.factors where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The same calculation over other field names.
    public func renamingFields(_ rename: (String) -> String) -> FieldCalculation {
        FieldCalculation(terms: terms.map { term in
            Term(negative: term.negative, factors: term.factors.map { operand in
                if case let .field(name) = operand { .field(rename(name)) } else { operand }
            })
        })
    }
}

extension FieldCalculation {
    /// The characters of a hyperoslo formula variable (`NSString+HYPWordExtractor`, Docs/formats.md §2.9).
    private static let variableCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÆÖØabcdefghijklmnopqrstuvwxyzåäæöø_[.]0123456789")

    /// A hyperoslo `formula` as a calculation; nil when it is anything else than fields and
    /// numbers joined by `+`, `-` and `*` with at least one field (a division, parentheses, or
    /// text joined from fields such as `first_name last_name`, which viewers are not asked to compute).
    public init?(hyperosloFormula formula: String) {
        var terms: [Term] = []
        var current: Term? = nil
        var expectsOperand = true
        var pendingNegative = false
        var word = ""

        func endWord() -> Bool {
            guard !word.isEmpty else { return true }
            defer { word = "" }
            guard expectsOperand else { return false }
            let operand: Operand
            if word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
                guard let number = Double(word), number.isFinite else { return false }
                operand = .number(number)
            } else {
                operand = .field(word)
            }
            if current == nil { current = Term(negative: pendingNegative, factors: []) }
            current!.factors.append(operand)
            expectsOperand = false
            return true
        }

        for character in formula {
            if Self.variableCharacters.contains(character) { word.append(character); continue }
            guard endWord() else { return nil }
            switch character {
            case "$", " ":
                continue
            case "*":
                guard !expectsOperand else { return nil }
                expectsOperand = true
            case "+", "-":
                if expectsOperand {
                    // Only the first term may carry a sign of its own (`-$a + $b`).
                    guard terms.isEmpty, current == nil, !pendingNegative else { return nil }
                    pendingNegative = character == "-"
                    continue
                }
                terms.append(current!)
                current = nil
                pendingNegative = character == "-"
                expectsOperand = true
            default:
                return nil
            }
        }
        guard endWord(), !expectsOperand, let last = current else { return nil }
        terms.append(last)
        self.init(terms: terms)
        if fields.isEmpty { return nil }
    }
}
