import Foundation

/// The validation messages (Italian defaults), settable process-wide.
public enum VTRMessage {
    /// Placeholder replaced by the title of the item depended on.
    public static let FIELD_NAME = "$FIELD_NAME$"

    private struct Messages {
        var mandatory = "Il campo è obbligatorio"
        var stringValueNotFound = "Il valore deve essere una stringa"
        var undefinedDependecy = "Il campo ha una dipendenza ma di tipo indefinito"
        var dependecyUnmatch = "Il valore non coincide con \(FIELD_NAME)"
        var checkValue = "Controlla il valore inserito"
        var dependecyUnfilled = "Il campo \(FIELD_NAME) deve essere valorizzato"
        var invalidMail = "E-mail non valida"
        var unmatchPassword = "Le password non coincidono"
        var invalidPassword = Messages.passwordRuleText()
        var invalidFiscalCode = "Codice fiscale non valido"
        var invalidPhoneNumber = "Numero di telefono non valido"

        // As in SwiftFormBuilder: built once, when the messages are first used, from the rules of that
        // moment; the uppercase part tests the lowercase flag (a bug of the library, kept).
        static func passwordRuleText() -> String {
            let lower = VTRPasswordRule.needLowercasedLetter
            return "La password deve essere compresa tra \(VTRPasswordRule.minLength) e \(VTRPasswordRule.maxLength) caratteri "
                + "\(lower ? "un carattere minuscolo" : "") \(lower ? "un carattere maiuscolo" : "") "
                + "\(VTRPasswordRule.needSpecialChar ? "un carattere speciale" : "") \(VTRPasswordRule.needNumber ? "un numero" : "")"
        }
    }

    // A static let is initialized on first use, like the library's lazily created singleton.
    private static let messages = Locked(Messages())

    /// A mandatory item has no value: "Il campo è obbligatorio".
    public static var mandatoryError: String {
        get { messages.value.mandatory }
        set { messages.withLock { $0.mandatory = newValue } }
    }

    /// The value is not of the expected type: "Il valore deve essere una stringa".
    public static var stringValueNotFoundError: String {
        get { messages.value.stringValueNotFound }
        set { messages.withLock { $0.stringValueNotFound = newValue } }
    }

    /// A dependency of unknown kind: "Il campo ha una dipendenza ma di tipo indefinito".
    public static var undefinedDependecyError: String {
        get { messages.value.undefinedDependecy }
        set { messages.withLock { $0.undefinedDependecy = newValue } }
    }

    /// An `.equal` dependency does not match: "Il valore non coincide con $FIELD_NAME$".
    public static var dependecyUnmatchError: String {
        get { messages.value.dependecyUnmatch }
        set { messages.withLock { $0.dependecyUnmatch = newValue } }
    }

    /// The value breaks the field's rule: "Controlla il valore inserito".
    public static var checkValueError: String {
        get { messages.value.checkValue }
        set { messages.withLock { $0.checkValue = newValue } }
    }

    /// A `.fill` dependency is empty: "Il campo $FIELD_NAME$ deve essere valorizzato".
    public static var dependecyUnfilledError: String {
        get { messages.value.dependecyUnfilled }
        set { messages.withLock { $0.dependecyUnfilled = newValue } }
    }

    /// An invalid e-mail address: "E-mail non valida".
    public static var invalidMailError: String {
        get { messages.value.invalidMail }
        set { messages.withLock { $0.invalidMail = newValue } }
    }

    /// A confirmation differs from the password: "Le password non coincidono".
    public static var unmatchPasswordError: String {
        get { messages.value.unmatchPassword }
        set { messages.withLock { $0.unmatchPassword = newValue } }
    }

    /// A password breaks the rules: "La password deve essere compresa tra 8 e 40 caratteri …".
    public static var invalidPasswordError: String {
        get { messages.value.invalidPassword }
        set { messages.withLock { $0.invalidPassword = newValue } }
    }

    /// An invalid fiscal code: "Codice fiscale non valido".
    public static var invalidFiscalCodeError: String {
        get { messages.value.invalidFiscalCode }
        set { messages.withLock { $0.invalidFiscalCode = newValue } }
    }

    /// An invalid phone number: "Numero di telefono non valido".
    public static var invalidPhoneNumberError: String {
        get { messages.value.invalidPhoneNumber }
        set { messages.withLock { $0.invalidPhoneNumber = newValue } }
    }
}
