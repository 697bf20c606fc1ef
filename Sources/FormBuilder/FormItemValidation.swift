import Foundation

// The rules of SwiftFormBuilder's `FormItem.checkValidity` (Docs/formats.md §3.2), quirks included.
extension FormItem {
    /// The error message `checkValidity()` stores, or nil when the item is valid.
    func validationError() -> String? {
        switch getValueType() {
        case .text, .username: freeTextError()
        case .firstname, .lastname: ruleError(String.isValidFirstLastName, message: VTRMessage.checkValueError)
        case .email: ruleError(String.isValidEmailAddress, message: VTRMessage.invalidMailError)
        case .fiscalCode: ruleError(String.isValidFiscalCode, message: VTRMessage.invalidFiscalCodeError)
        case .phonenumber: ruleError(String.isValidPhoneNumber, message: VTRMessage.invalidPhoneNumberError)
        case .password, .confirmPassword: passwordError()
        case .date: dateError()
        case .checkbox: checkboxError()
        case .discardable, nil: nil
        }
    }

    /// nil value: an error only when mandatory. `.some(nil)` means "stop, valid".
    private func missingValueError() -> String?? {
        getValue() == nil ? .some(getMandatory() ? VTRMessage.mandatoryError : nil) : .none
    }

    private func freeTextError() -> String? {
        if let missing = missingValueError() { return missing }
        guard let text = getValue() as? String else { return VTRMessage.stringValueNotFoundError }
        return getMandatory() && text.isEmpty ? VTRMessage.mandatoryError : nil
    }

    /// Names, e-mail, fiscal code, phone: mandatory → non-empty, valid, then the dependency;
    /// optional → valid when non-empty, no dependency.
    private func ruleError(_ isValid: (String) -> () -> Bool, message: String) -> String? {
        if let missing = missingValueError() { return missing }
        guard let text = getValue() as? String else { return VTRMessage.stringValueNotFoundError }
        guard getMandatory() else { return !text.isEmpty && !isValid(text)() ? message : nil }
        if text.isEmpty { return VTRMessage.mandatoryError }
        return isValid(text)() ? dependencyError(text: text) : message
    }

    /// Empty is an error even when optional; the dependency is always checked.
    private func passwordError() -> String? {
        if let missing = missingValueError() { return missing }
        guard let text = getValue() as? String else { return VTRMessage.stringValueNotFoundError }
        if text.isEmpty { return VTRMessage.mandatoryError }
        guard text.isValidPassword() else { return VTRMessage.invalidPasswordError }
        return dependencyError(text: text, unmatch: VTRMessage.unmatchPasswordError)
    }

    /// The library answers an empty mandatory date with the phone-number message.
    private func dateError() -> String? {
        if let missing = missingValueError() { return missing }
        guard let text = getValue() as? String else { return VTRMessage.stringValueNotFoundError }
        guard getMandatory() else { return nil }
        return text.isEmpty ? VTRMessage.invalidPhoneNumberError : dependencyError(text: text)
    }

    private func checkboxError() -> String? {
        if let missing = missingValueError() { return missing }
        guard let checked = getValue() as? Bool else { return VTRMessage.stringValueNotFoundError }
        guard getMandatory() else { return nil }
        return checked ? dependencyError(text: nil) : VTRMessage.mandatoryError
    }

    /// `.fill`: the other item has a value. `.equal`: the other's String value equals `text`, or for a
    /// checkbox (`text` nil) the other's Bool value is true.
    private func dependencyError(text: String?, unmatch: String? = nil) -> String? {
        guard let dependency = getDependence() else { return nil }
        let other = dependency.getDependencyItem()
        let name = other.getTitle() ?? "-"
        switch dependency.getType() {
        case .fill:
            return other.getValue() == nil ? VTRMessage.dependecyUnfilledError.replacingOccurrences(of: VTRMessage.FIELD_NAME, with: name) : nil
        case .equal:
            let matches = if let text { (other.getValue() as? String) == text } else { (other.getValue() as? Bool) == true }
            return matches ? nil : unmatch ?? VTRMessage.dependecyUnmatchError.replacingOccurrences(of: VTRMessage.FIELD_NAME, with: name)
        }
    }
}

extension String {
    /// NSPredicate MATCHES (a full match) of SwiftFormBuilder's e-mail pattern.
    func isValidEmailAddress() -> Bool {
        !isEmpty && fullyMatches(#"[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}"#)
    }

    /// An ASCII letter first, then at least one non-digit (so "Ōno" and "A" fail).
    func isValidFirstLastName() -> Bool {
        !isEmpty && range(of: #"^[a-zA-Z]+[^0-9]+$"#, options: .regularExpression) != nil
    }

    /// The length in [min, max] and the lookaheads of the enabled rules. Inside the special class,
    /// `(-_` is a range from `(` to `_`, so digits and capitals count as special (kept).
    func isValidPassword() -> Bool {
        let minLength = VTRPasswordRule.minLength, maxLength = VTRPasswordRule.maxLength
        var pattern = ""
        if VTRPasswordRule.needUppercasedLetter { pattern += "(?=.*?[A-Z])" }
        if VTRPasswordRule.needLowercasedLetter { pattern += "(?=.*?[a-z])" }
        if VTRPasswordRule.needSpecialChar { pattern += "(?=.*?[#?!@$%^&*£|)(-_;,=])" }
        if VTRPasswordRule.needNumber { pattern += "(?=.*?[0-9])" }
        pattern += ".{\(minLength),\(maxLength)}"
        guard count >= minLength && count <= maxLength else { return false }
        return range(of: "^" + pattern + "$", options: .regularExpression) != nil
    }

    /// Syntax of an Italian fiscal code, or 11 digits at the end (the second branch is unanchored at the start).
    func isValidFiscalCode() -> Bool {
        range(of: #"^([A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[ABCDEHLMPRSTabcdehlmprst]{1}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z]{1}[0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]{1})$|([0-9]{11})$"#,
              options: .regularExpression) != nil
    }

    /// Digits with optional leading `+`s, no spaces.
    func isValidPhoneNumber() -> Bool {
        range(of: #"^[+]*[0-9]{1,4}[0-9]*$"#, options: .regularExpression) != nil
    }

    private func fullyMatches(_ pattern: String) -> Bool {
        range(of: #"\A(?:"# + pattern + #")\z"#, options: .regularExpression) != nil
    }
}
