// The one-line property fragments of the seed README ("Le proprietà", "Le regole del campo
// password", "VTRMessage"), chained onto items so they compile. Each fragment line is verbatim except
// `.font(UIFont(name: "Arial", size: CGFloat(15))`, whose missing `)` the README forgot.

import Foundation
import FormBuilder

/// The README's FormItem and UI-property fragments on one text field, plus the link-title fragment.
func readmeFragmentItems() -> [FormItem] {
    let field = FormItem(named: "username", valueType: .firstname)
        .title("Nome utente")
        .value("Alessandro")
        .placeholder("Inserisci il tuo nome")
        .isMandatory(true)
        .uiProperties(
            FormItemUIProperties(itemType: .textfield)
                .errorColor(.red)
                .keyboardType(.default)
                .font(UIFont(name: "Arial", size: CGFloat(15)))
                .fontSize(CGFloat(15))
                .alignment(.left)
        )
    let link = FormItem(named: "sottolineato", valueType: .checkbox)
        .title("Questo sarà sottolineato", underlined: "sottolineato")
        .uiProperties(
            FormItemUIProperties(itemType: .link)
        )
    return [field, link]
}

/// The README's password-rule fragments (they write the global `VTRPasswordRule`).
func readmePasswordItem() -> [FormItem] {
    [
        FormItem(named: "password", valueType: .password)
            .passwordRules(FormItemPasswordProperty())
            .passwordRules(
                FormItemPasswordProperty()
                    .minLength(3)
                    .maxLength(35)
                    .needUppercasedLetters(true)
                    .needLowercasedLetter(false)
                    .needNumber(true)
                    .needSpecialChar(true)
            )
    ]
}

/// The README's message customizations (compiled, never run: they change process-wide messages).
func readmeMessageCustomization() {
    VTRMessage.mandatoryError = "Il mio messaggio custom"
    VTRMessage.stringValueNotFoundError = "Il mio messaggio custom"
    VTRMessage.dependecyUnfilledError = "Il mio messaggio custom"
    VTRMessage.dependecyUnmatchError = "Il mio messaggio custom"
    VTRMessage.undefinedDependecyError = "Il mio messaggio custom"
    VTRMessage.checkValueError = "Il mio messaggio custom"
    VTRMessage.invalidMailError = "Il mio messaggio custom"
    VTRMessage.invalidPasswordError = "Il mio messaggio custom"
    VTRMessage.unmatchPasswordError = "Il mio messaggio custom"
    VTRMessage.invalidFiscalCodeError = "Il mio messaggio custom"
    VTRMessage.invalidPhoneNumberError = "Il mio messaggio custom"
    VetryaConf.logLevel = .verbose
}
