import FormModel

/// FORMValidator's `validateFieldValue:` (formats.md §2.7) with the class-by-name validators for
/// Norwegian social security and bank account numbers, and `compare_to`.
struct HyperosloValidator {
    let log: DiagnosticLog
    let patterns: PatternMatcher

    /// FORMValidationResultType, with the message `validate` reports.
    enum Failure: String {
        case valueMissing = "a value is required"
        case tooShort = "too short"
        case tooLong = "too long"
        case invalidValue = "out of range"
        case invalidFormat = "does not match the format"
        case comparison = "does not compare as compare_rule requires"
    }

    /// nil when the value is valid. `dependent` is the value of the `compare_to` field.
    func validate(_ value: HyperosloFieldValue?, cell: Cell, dependent: HyperosloFieldValue??) -> Failure? {
        let rules = cell.rules
        if let failure = basic(value, cell: cell) { return failure }
        if let dependent { return compare(value, dependent, rule: rules.compareRule ?? "", cell: cell) }
        return nil
    }

    private func basic(_ value: HyperosloFieldValue?, cell: Cell) -> Failure? {
        let rules = cell.rules
        guard let value else { return rules.required ? .valueMissing : nil }
        switch value {
        case .option: return nil
        case let .options(selected):
            if rules.required && selected.isEmpty { return .valueMissing }
            if let minimum = rules.minLength, minimum > 0, selected.count < minimum { return .tooShort }
            if let maximum = rules.maxLength, maximum > 0, selected.count > maximum { return .tooLong }
            return nil
        case let .raw(raw):
            // Date values are NSDate objects in the library: the text rules do not apply to them.
            let isDate = HyperosloType(cell.logic).isDate
            let text: String? = if case let .string(text) = raw, !isDate { text } else { nil }
            if let text, let minimum = rules.minLength, minimum > 0, text.utf16.count < minimum { return .tooShort }
            if let text, let maximum = rules.maxLength, text.utf16.count > maximum { return .tooLong }
            if rules.minValue != nil || rules.maxValue != nil {
                let number: Double = switch raw {
                case let .number(n): n
                case let .bool(b): b ? 1 : 0
                case let .string(s): Self.floatValue(s)
                default: 0
                }
                if let minimum = rules.minValue, Float(number) < Float(minimum) { return .invalidValue }
                if let maximum = rules.maxValue, Float(number) > Float(maximum) { return .invalidValue }
            }
            if let text, let pattern = rules.pattern {
                switch patterns.matches(pattern: pattern, text: text, whole: false, caseInsensitive: true) {
                case false?: return .invalidFormat
                case nil: log.warn(cell.sourcePath + ".validations.format", (patterns.problem(with: pattern) ?? "not evaluated") + "; the rule is ignored")
                default: break
                }
            }
            if let text { return byName(text, id: cell.id) }
            return nil
        }
    }

    /// FORMClassFactory picks `FORM<CamelCaseID>Validator` by the field id's last component.
    private func byName(_ text: String, id: String) -> Failure? {
        let name = id.split(separator: ".").last.map(String.init) ?? id
        switch name {
        case "social_security_number": return Self.isNorwegianSocialSecurityNumber(text) ? nil : .invalidFormat
        case "bank_account_number": return Self.isNorwegianAccountNumber(text) ? nil : .invalidFormat
        default: return nil
        }
    }

    /// `validateFieldValue:withDependentValue:withComparator:`: dates compare with `>`/`<`; other
    /// values compare object addresses in the library, which Formsetter cannot reproduce: two
    /// present values fail unless the rule allows equality, an absent value sorts first.
    private func compare(_ value: HyperosloFieldValue?, _ dependent: HyperosloFieldValue?, rule: String, cell: Cell) -> Failure? {
        if case let .raw(.string(a))? = value, case let .raw(.string(b))? = dependent,
           let first = HyperosloDate(parsing: a, timeZone: .gmt), let second = HyperosloDate(parsing: b, timeZone: .gmt) {
            let order = [first.year, first.month, first.day, first.hour, first.minute]
                .lexicographicallyPrecedes([second.year, second.month, second.day, second.hour, second.minute])
            if rule == ">" && !order { return nil }
            if rule == "<" && order { return nil }
        }
        let a = value == nil ? 0 : 1, b = dependent == nil ? 0 : 1
        let holds = switch rule {
        case ">": a > b
        case ">=": a >= b && !(a == 1 && b == 1)
        case "<": a < b
        case "<=": a <= b && !(a == 1 && b == 1)
        case "==": a == 0 && b == 0
        default: false
        }
        return holds ? nil : .comparison
    }

    /// NSString `floatValue`: the leading number, 0 when there is none.
    static func floatValue(_ text: String) -> Double {
        var prefix = ""
        for c in text.drop(while: { $0 == " " }) {
            if c.isASCII && (c.isNumber || c == "." || ((c == "-" || c == "+") && prefix.isEmpty) || ((c == "e" || c == "E") && !prefix.isEmpty)) {
                prefix.append(c)
            } else { break }
        }
        while !prefix.isEmpty, Double(prefix) == nil { prefix.removeLast() }
        return Double(prefix) ?? 0
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

    /// Norwegian bank account number: 11 digits, mod-11 check digit with weights 5,4,3,2,7,6,5,4,3,2.
    static func isNorwegianAccountNumber(_ value: String) -> Bool {
        let digits = value.compactMap(\.wholeNumberValue)
        guard digits.count == 11, value.allSatisfy(\.isNumber) else { return false }
        let remainder = zip(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]).map(*).reduce(0, +) % 11
        let check = remainder == 0 ? 0 : 11 - remainder
        return check != 10 && check == digits[10]
    }
}
