import Foundation
import FormModel

/// GIGFormulary's validators (formats.md §1.4, `Source/Validators/*.swift`), quirks included.
struct GIGFormularyValidation {
    let log: DiagnosticLog
    let patterns: PatternMatcher
    /// Today, for the age validator (the library compares with the device's date).
    let today: (year: Int, month: Int, day: Int)

    static let emailPattern = #"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$"#
    static let numericPattern = "^([0-9])+$"
    static let postalCodePattern = #"^((0?[1-9]\d{3})|([1-9]\d{4}))$"#
    static let phonePattern = #"^(\+\d{1,3})?\d{9}$"#

    /// The value a field hands its validators: text, a picker key, a date `dd/MM/yyyy`, a Bool.
    enum Value {
        case text(String)
        case date(day: Int, month: Int, year: Int)
        case flag(Bool)
        case none
    }

    /// The message the field shows: the failing validators sorted mandatory first, the first
    /// one's `textError` ("" without one); nil when every validator passes.
    func error(of cell: Cell, value: Value, values: [String: String]) -> String? {
        let mandatory = cell.logic.validators.contains { $0.name == "mandatory" }
        // A field with a customValidator builds every validator with the custom-regex
        // initialiser, which leaves the regex validators without a pattern: they always fail.
        let customOnly = cell.logic.validators.contains { $0.name == "customValidator" }
        let failing = cell.logic.validators.filter { !passes($0, value: value, mandatory: mandatory, customOnly: customOnly, values: values, cell: cell) }
        guard !failing.isEmpty else { return nil }
        let first = failing.first { $0.name == "mandatory" } ?? failing[0]
        return first.message ?? ""
    }

    private func passes(_ validator: Validator, value: Value, mandatory: Bool, customOnly: Bool, values: [String: String], cell: Cell) -> Bool {
        let text: String? = if case let .text(text) = value { text } else { nil }
        switch validator.name {
        case "mandatory":
            switch value {
            case let .text(text): return !text.isEmpty && text != "KeyNoSelected"
            case let .flag(flag): return flag
            case .date: return true
            case .none: return false
            }
        case "text":
            guard let text else { return false }
            return !(mandatory && text.isEmpty)
        case "lengthText":
            let count = text?.count ?? 0
            if let minimum = validator.minLength, count < minimum { return false }
            if let maximum = validator.maxLength, count > maximum { return false }
            return true
        case "email", "numeric", "postalCode", "phone", "customValidator":
            // An empty value of a field that is not mandatory passes every regex validator.
            guard let text, !text.isEmpty else { return !mandatory }
            if customOnly && validator.name != "customValidator" { return false }
            let pattern = switch validator.name {
            case "email": Self.emailPattern
            case "numeric": Self.numericPattern
            case "postalCode": Self.postalCodePattern
            case "phone": Self.phonePattern
            default: validator.pattern ?? ""
            }
            guard let matched = patterns.matches(pattern: pattern, text: text, whole: false, caseInsensitive: validator.name == "email" || validator.name == "customValidator") else {
                log.warn(cell.sourcePath + ".validator", "the regular expression \"\(pattern.prefix(80))\": \(patterns.problem(with: pattern) ?? "not evaluated"); the validator fails, as the library's would on a bad pattern")
                return false
            }
            return matched
        case "dniNie":
            guard let text, !text.isEmpty else { return !mandatory }
            return isDNIOrNIE(text)
        case "age":
            guard case let .date(day, month, year) = value else { return !mandatory }
            var age = today.year - year
            if (today.month, today.day) < (month, day) { age -= 1 }
            return age >= (validator.minAge ?? 0)
        case "bool":
            if mandatory, case let .flag(flag) = value { return flag }
            return true
        case "compare":
            let compared = validator.items.map { values[$0] ?? "" }
            return Set(compared).count <= 1
        default:
            return true
        }
    }

    /// Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter), with the check letter.
    func isDNIOrNIE(_ value: String) -> Bool {
        let upper = value.uppercased()
        // The DNI pattern is unanchored (a search), as the library's is.
        let dni = patterns.matches(pattern: "[0-9]{8}[A-Za-z]", text: upper, whole: false, caseInsensitive: false) ?? false
        let nie = patterns.matches(pattern: "^[KkLlMmXxYyZz]{1}[0-9]{7}[a-zA-Z]{1}$", text: upper, whole: false, caseInsensitive: false) ?? false
        guard dni || nie, let letter = upper.last else { return false }
        let digits = String(upper.dropLast()).replacingOccurrences(of: "X", with: "0").replacingOccurrences(of: "Y", with: "1")
            .replacingOccurrences(of: "Z", with: "2")
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let number = Int(digits.suffix(18)) else { return false }
        let letters = Array("TRWAGMYFPDXBNJZSQVHLCKE")
        return letters[number % 23] == letter
    }
}
