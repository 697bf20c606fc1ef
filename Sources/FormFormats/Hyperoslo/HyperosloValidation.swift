import Foundation
import FormModel

/// The checks FORMTextFieldCell runs when it is drawn (Docs/formats.md §2.7), deciding whether the
/// cell shows the invalid colours. Only the rules that need no other field are evaluated.
struct HyperosloValidation {
    let log: DiagnosticLog
    let path: String

    func isInvalid(id: String, text: String?, rules: JSONNode?) -> Bool {
        let value = text ?? ""
        if value.isEmpty { return rules?.bool("required") ?? false }
        if let rules {
            let length = value.count
            if let minimum = rules.number("min_length"), Double(length) < minimum { return true }
            if let maximum = rules.number("max_length"), Double(length) > maximum { return true }
            let number = Double(value.replacingOccurrences(of: ",", with: ".")) ?? 0
            if let minimum = rules.number("min_value"), number < minimum { return true }
            if let maximum = rules.number("max_value"), number > maximum { return true }
            if let pattern = rules.string("format"), !matches(pattern, value) { return true }
        }
        if id == "social_security_number" || id.hasSuffix(".social_security_number") {
            return !Self.isNorwegianSocialSecurityNumber(value)
        }
        return false
    }

    /// NSRegularExpression, case-insensitive, search semantics (a match anywhere is enough).
    private func matches(_ pattern: String, _ value: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
            log.warn(path + ".format", "invalid regular expression; the rule is ignored")
            return true
        }
        return expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
    }

    /// Norwegian fødselsnummer: 11 digits with two mod-11 check digits.
    static func isNorwegianSocialSecurityNumber(_ value: String) -> Bool {
        let digits = value.compactMap(\.wholeNumberValue)
        guard digits.count == 11, value.allSatisfy(\.isNumber) else { return false }
        func check(_ weights: [Int]) -> Int? {
            let remainder = zip(digits, weights).map(*).reduce(0, +) % 11
            let digit = remainder == 0 ? 0 : 11 - remainder
            return digit == 10 ? nil : digit
        }
        return check([3, 7, 6, 1, 8, 9, 4, 5, 2]) == digits[9] && check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == digits[10]
    }
}
