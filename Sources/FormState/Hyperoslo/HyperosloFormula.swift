import FormModel

/// hyperoslo formulas as `NSString+HYPFormula` and `NSString+HYPWordExtractor` run them: the
/// variables are substituted as text, then the result is evaluated as arithmetic when any value
/// is a number, or kept as text otherwise (`"first_name last_name"` → "Ola Nordmann").
enum HyperosloFormula {
    /// A value handed to a formula: NSNumber or NSString.
    enum Input: Hashable {
        case number(Double)
        case text(String)
    }

    /// The result: a number (NSExpression) or text.
    enum Output: Hashable {
        case number(ArithmeticExpression.Number)
        case text(String)
    }

    private static let variableCharacters = Set("ABCDEFGHIJKOLMNOPQRSTUVWXYZÅÄÆÖØabcdefghijkolmnopqrstuvwxyzåäæöø_[.]0123456789")
    private static let numericCharacters = Set("1234567890.,+-*/%()")

    /// `hyp_variables`: runs of variable characters that are not plain numbers, in order, repeats kept.
    static func variables(_ formula: String) -> [String] {
        var words: [String] = []
        var word = ""
        for c in formula {
            if variableCharacters.contains(c) { word.append(c); continue }
            if !word.isEmpty { words.append(word); word = "" }
        }
        if !word.isEmpty { words.append(word) }
        return words.filter { !$0.allSatisfy { "0123456789.".contains($0) } }
    }

    /// `hyp_runFormulaWithValuesDictionary:`; nil when the library's result is nil. `problem`
    /// receives why arithmetic failed (worth a warning), not the library's silent nils.
    static func run(_ formula: String, values: [String: Input], problem: inout String?) -> Output? {
        let clean = removeStrayDots(formula)
        let isNumber = values.values.contains { input in
            switch input {
            case .number: true
            case let .text(text): !text.isEmpty && text.allSatisfy { numericCharacters.contains($0) }
            }
        }
        let processed: String?
        do throws(WorkingTextTooLong) {
            processed = try substitute(clean, values: values, isNumber: isNumber)
        } catch {
            problem = "the text it builds would pass \(maximumWorkingBytes >> 20) MiB; not evaluated"
            return nil
        }
        guard isNumber else { return processed.map { .text($0) } }
        // A nil formula string still answers `rangeOfString:` with location 0, so the library returns nil.
        guard let processed, let sanitized = sanitize(processed) else { return nil }
        if sanitized.contains(". ") || sanitized.contains("..") { return nil }
        do {
            return .number(try ArithmeticExpression.evaluate(sanitized))
        } catch {
            let shown = sanitized.count <= 80 ? sanitized : sanitized.prefix(80) + "…"
            problem = "\"\(shown)\" cannot be evaluated: \(error)"
            return nil
        }
    }

    /// The most text substitution may build: a value holding other keys is substituted again,
    /// so a few 20,000-character values could otherwise make gigabytes.
    static let maximumWorkingBytes = 1 << 20

    private struct WorkingTextTooLong: Error {}

    /// `hyp_processValuesDictionary:`: literal replacement of each key, longest first.
    private static func substitute(_ formula: String, values: [String: Input], isNumber: Bool) throws(WorkingTextTooLong) -> String? {
        let variables = variables(formula)
        if values.count < variables.count { return nil }
        var result = formula
        var found = 0
        for key in values.keys.sorted(by: { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }) {
            if LiteralText.occurrences(of: key, in: formula) > 0 { found += 1 }
            let text: String = switch values[key]! {
            case let .number(number): RawValue.numberText(number)
            case let .text(text): text.isEmpty ? (isNumber ? "0" : "") : text
            }
            let growth = text.utf8.count - key.utf8.count
            if growth > 0, result.utf8.count + LiteralText.occurrences(of: key, in: result) * growth > maximumWorkingBytes { throw WorkingTextTooLong() }
            result = LiteralText.replacing(key, with: text, in: result)
        }
        return found < variables.count ? nil : result
    }

    /// Numbers written with several dots keep only the last one (`1.000.5` → `1000.5`).
    private static func removeStrayDots(_ text: String) -> String {
        var result = text
        for run in runs(of: "1234567890.", in: text) {
            let components = run.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard components.count > 2 else { continue }
            var rebuilt = ""
            for component in components {
                if component == components.last { rebuilt += "." }
                rebuilt += component
            }
            result = result.replacingOccurrences(of: run, with: rebuilt)
        }
        return result
    }

    /// `sanitize`: only digits, operators and parentheses, starting and ending with a digit or a
    /// parenthesis; commas become dots.
    private static func sanitize(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, let last = trimmed.last else { return nil }
        let allowed = Set("1234567890.,+-*/%() ")
        let edges = Set("(1234567890)")
        guard trimmed.allSatisfy({ allowed.contains($0) }), edges.contains(first), edges.contains(last) else { return nil }
        var formula = text.replacingOccurrences(of: ",", with: ".")
        for run in runs(of: "1234567890.", in: formula) where run.filter({ $0 == "." }).count > 1 {
            formula = formula.replacingOccurrences(of: run, with: String(run.dropLast(2)))
        }
        return formula
    }

    private static func runs(of characters: String, in text: String) -> [String] {
        let set = Set(characters)
        var runs: [String] = []
        var run = ""
        for c in text {
            if set.contains(c) { run.append(c); continue }
            if !run.isEmpty { runs.append(run); run = "" }
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }
}

import Foundation
