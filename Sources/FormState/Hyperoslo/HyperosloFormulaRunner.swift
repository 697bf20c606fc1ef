import FormModel

/// The formula branch of FORMData `updateTargets:`: collects each variable's value (a select's
/// option `value`, text, "0" or "" when empty), runs the formula, and stores the result.
struct HyperosloFormulaRunner {
    let store: HyperosloStore
    let log: DiagnosticLog

    /// Formulas longer than this are not evaluated.
    static let maximumLength = 8192

    /// The field's new value, or nil when the library's formula gives nil.
    struct Result {
        var output: HyperosloFormula.Output?

        func apply(to store: inout HyperosloStore, id: String, type: HyperosloType) {
            let raw: RawValue? = switch output {
            case let .number(number)?: .number(number.doubleValue)
            case let .text(text)?: .string(text)
            case nil: nil
            }
            var value = HyperosloFieldValue.assigned(raw, type: type)
            // NSNumber `stringValue` keeps integer results integral ("300"), as numeric fields store them.
            if type.isNumeric, case let .number(number)? = output { value = .raw(.string(number.text)) }
            store.value[id] = value
            store.values[id] = raw
        }
    }

    /// The last inputs and result of each field's formula. Targets run a formula again whenever
    /// a field above them changes, often with the same inputs (ten fields each updating the same
    /// ten formulas); the result is a function of the inputs, so it is reused, not rebuilt.
    /// It also counts the text the form's formulas have substituted, against `maximumFormBytes`.
    struct Memo {
        fileprivate var last: [String: (formula: String, inputs: [String: HyperosloFormula.Input], result: Result)] = [:]
        fileprivate var substitutedBytes = 0
        fileprivate var overBudget = false
    }

    /// The most text all the formulas of one form may substitute together (each formula's text
    /// with its variables' values in place, before arithmetic): 32 MiB, about 160 formulas each
    /// reading ten 20,000-character texts, or hundreds of thousands of ordinary ones. Past it a
    /// fan of formulas over long texts would take minutes; the rest are not evaluated.
    static let maximumFormBytes = 32 << 20

    func run(_ formula: String, for cell: Cell, type: HyperosloType, memo: inout Memo) -> Result {
        var inputs: [String: HyperosloFormula.Input] = [:]
        let empty = type.isNumeric ? "0" : ""
        let variables = HyperosloFormula.variables(formula)
        // Substitution replaces each variable in the whole text: bound the work a hostile formula can ask for.
        if formula.utf8.count > Self.maximumLength || variables.count > ExpressionError.maximumTokens {
            log.warn(cell.sourcePath + ".formula", "longer than \(Self.maximumLength) characters or \(ExpressionError.maximumTokens) variables; not evaluated, the field is left empty")
            return Result(output: nil)
        }
        for variable in variables {
            if let source = store.cell(variable), HyperosloType(source.logic).isSelect {
                if case let .option(index)? = store.value[variable], let number = source.logic.options[index].number {
                    inputs[variable] = .number(number)
                }
                continue
            }
            switch store.values[variable] {
            case let .string(text)?: inputs[variable] = .text(text.isEmpty ? empty : text)
            case let .number(number)?: inputs[variable] = .text(RawValue.numberText(number))
            case let .bool(flag)?: inputs[variable] = .text(flag ? "1" : "0")
            default: inputs[variable] = .text(empty)
            }
        }
        if let last = memo.last[cell.id], last.formula == formula, last.inputs == inputs { return last.result }
        let substituted = formula.utf8.count + variables.reduce(0) { total, variable in
            if case let .text(text)? = inputs[variable] { total + text.utf8.count } else { total + 24 }
        }
        guard memo.substitutedBytes + substituted <= Self.maximumFormBytes else {
            if !memo.overBudget {
                log.warn(cell.sourcePath + ".formula", "the form's formulas have substituted \(memo.substitutedBytes) bytes of text, and this one would pass the \(Self.maximumFormBytes >> 20) MiB one form may; it and every later formula over the limit are not evaluated, their fields left empty")
                memo.overBudget = true
            }
            return Result(output: nil)
        }
        memo.substitutedBytes += substituted
        let result = evaluate(formula, inputs: inputs, at: cell.sourcePath + ".formula")
        memo.last[cell.id] = (formula, inputs, result)
        return result
    }

    private func evaluate(_ formula: String, inputs: [String: HyperosloFormula.Input], at path: String) -> Result {
        var problem: String?
        let output = HyperosloFormula.run(formula.replacingOccurrences(of: "$", with: ""), values: inputs, problem: &problem)
        if let problem { log.warn(path, problem + "; the field is left empty") }
        if case let .text(text)? = output, let cut = text.cutToMaximumTextLength {
            log.warn(path, "result of \(text.unicodeScalars.count) characters cut to its first \(maximumTextLength)")
            return Result(output: .text(cut))
        }
        return Result(output: output)
    }
}
