// Fixture: sign-up form ("Registrazione") for alemarcon/SwiftFormBuilder.
// Uses only the public builder API of SwiftFormBuilder/Item/FormItem.swift and
// SwiftFormBuilder/Property/*.swift (method names exactly as in the source,
// including the misspelled `leftPaggind` and `textFieldPropertie`).
// Intended look: white text on a black screen (library defaults).
// Expected when rendered *after* pressing the button (validated state):
//   - "codiceFiscale": "RSSMRA85T10A56" is too short -> "Codice fiscale non valido"
//   - "confermaPassword" differs from "password"     -> "Le password non coincidono"
//   - "cellulare" contains spaces                   -> "Numero di telefono non valido"
//   - "privacy" (link, mandatory) unchecked          -> "Il campo è obbligatorio"

import FormBuilder

func registrazioneUtenteItems() -> [FormItem] {
    let campo = FormItemTextFieldProperty()
        .cornerRadius(CGFloat(4))
        .border(color: .white, width: .thin)
        .leftPaggind(.standard)
        .placeholderColor(UIColor(hexString: "#8E8E93"))

    let intro = FormItem(named: "intro", valueType: .discardable)
        .value("Crea il tuo account per prenotare visite, consultare i referti e ricevere promemoria. I campi contrassegnati con * sono obbligatori.")
        .uiProperties(
            FormItemUIProperties(itemType: .text)
                .fontSize(CGFloat(15))
                .alignment(.left)
        )

    let nome = FormItem(named: "nome", valueType: .firstname)
        .title("Nome")
        .placeholder("Es. Niccolò")
        .value("Niccolò")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .textfield).keyboardType(.default).textFieldPropertie(campo))

    let cognome = FormItem(named: "cognome", valueType: .lastname)
        .title("Cognome")
        .placeholder("Es. D'Alessandro")
        .value("D'Alessandro Sàntoro")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .textfield).textFieldPropertie(campo))

    let codiceFiscale = FormItem(named: "codiceFiscale", valueType: .fiscalCode)
        .title("Codice fiscale (16 caratteri, come riportato sulla tessera sanitaria)")
        .placeholder("RSSMRA85T10A562S")
        .value("RSSMRA85T10A56")
        .isMandatory(true)
        .uiProperties(
            FormItemUIProperties(itemType: .textfield)
                .keyboardType(.asciiCapable)
                .errorColor(UIColor(hexString: "#FF453A"))
                .textFieldPropertie(campo)
        )

    let dataNascita = FormItem(named: "dataNascita", valueType: .date)
        .title("Data di nascita")
        .placeholder("gg/mm/aaaa")
        .value("23/09/1987")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .datePicker).textFieldPropertie(campo))
        .pickerProperties(
            FormItemPickerProperties(doneButtonTitle: "Conferma", cancelButtonTitle: "Annulla")
                .avoidLegalAge(true)
        )

    let email = FormItem(named: "email", valueType: .email)
        .title("E-mail")
        .placeholder("nome.cognome@esempio.it")
        .value("niccolo.dalessandro@esempio.it")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .textfield).keyboardType(.emailAddress).textFieldPropertie(campo))

    let cellulare = FormItem(named: "cellulare", valueType: .phonenumber)
        .title("Cellulare")
        .placeholder("+393331234567")
        .value("+39 333 123 4567")
        .uiProperties(FormItemUIProperties(itemType: .textfield).keyboardType(.phonePad).textFieldPropertie(campo))

    let separatore = FormItem(named: "separatore1", valueType: .discardable)
        .uiProperties(FormItemUIProperties(itemType: .separator).elementColor(.darkGray))

    let password = FormItem(named: "password", valueType: .password)
        .title("Password")
        .placeholder("Almeno 10 caratteri")
        .value("Portofino#2024")
        .isMandatory(true)
        .passwordRules(
            FormItemPasswordProperty()
                .minLength(10)
                .maxLength(32)
                .needUppercasedLetters(true)
                .needLowercasedLetters(true)
                .needNumber(true)
                .needSpecialChars(true)
        )
        .uiProperties(FormItemUIProperties(itemType: .textfield).textFieldPropertie(campo))

    let confermaPassword = FormItem(named: "confermaPassword", valueType: .confirmPassword)
        .title("Conferma password")
        .placeholder("Ripeti la password")
        .value("Portofino#2025")
        .isMandatory(true)
        .depend(on: DependenceItem(item: password, dependency: .equal))
        .uiProperties(FormItemUIProperties(itemType: .textfield).textFieldPropertie(campo))

    var privacyPolicy = PolicyModel()
    privacyPolicy.id = "privacy-2024-03"
    privacyPolicy.idVersion = "3"
    privacyPolicy.isRequired = true
    privacyPolicy.isAccepted = false
    privacyPolicy.link = "https://www.esempio.it/privacy"

    let privacy = FormItem(named: "privacy", valueType: .checkbox)
        .title("Ho letto e accetto l'informativa sul trattamento dei dati personali", underlined: "informativa sul trattamento dei dati personali")
        .link(URL(string: "https://www.esempio.it/privacy"))
        .isMandatory(privacyPolicy.isRequired)
        .policy(privacyPolicy)
        .uiProperties(
            FormItemUIProperties(itemType: .link)
                .textColor(.white)
                .underlinedColor(UIColor(hexString: "#FFD60A"))
        )

    let marketing = FormItem(named: "marketing", valueType: .checkbox)
        .title("Desidero ricevere comunicazioni promozionali")
        .value(true)
        .action(on: [ActionItem(itemName: "cellulare", action: .editing)])
        .uiProperties(FormItemUIProperties(itemType: .checkbox).textColor(.white))

    let registrati = FormItem(named: "registrati", valueType: .discardable)
        .title("REGISTRATI")
        .uiProperties(
            FormItemUIProperties(itemType: .button)
                .buttonPropertie(
                    FormItemButtonProperty()
                        .backgroundColor(UIColor(hexString: "#0A84FF"))
                        .titleColor(.white)
                        .radius(.rounded)
                )
        )

    return [intro, nome, cognome, codiceFiscale, dataNascita, email, cellulare,
            separatore, password, confermaPassword, privacy, marketing, registrati]
}
