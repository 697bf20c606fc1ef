// Fixture: motor-insurance claim ("Denuncia di sinistro") for alemarcon/SwiftFormBuilder.
// Exercises: value pickers (with and without prefilled value), date picker with
// avoidBefore, label (.text) cells with custom font/size/alignment, link cell whose
// whole title is underlined (no `underlined:` part), separators, custom button.
// Expected in the validated state:
//   - "targa" empty and mandatory           -> "Il campo è obbligatorio"
//   - "emailContatto" has no top-level domain -> "E-mail non valida"
//   - "conducente" starts with a digit       -> "Controlla il valore inserito"
//   - "tipoSinistro" unset and mandatory      -> "Il campo è obbligatorio"

import FormBuilder

func denunciaSinistroItems() -> [FormItem] {
    let bordo = FormItemTextFieldProperty()
        .backgroundColor(UIColor(hexString: "#1C1C1E"))
        .border(color: UIColor(hexString: "#3A3A3C"), width: .thin)
        .cornerRadius(CGFloat(8))
        .leftPaggind(.large)
        .placeholderColor(UIColor(hexString: "#636366"))

    let titolo = FormItem(named: "titolo", valueType: .discardable)
        .value("Denuncia di sinistro – Polizza RC Auto n. 7001-4487-22")
        .uiProperties(
            FormItemUIProperties(itemType: .text)
                .font(UIFont.boldSystemFont(ofSize: 20))
                .alignment(.center)
        )

    let avvertenza = FormItem(named: "avvertenza", valueType: .discardable)
        .value("Compila la denuncia entro tre giorni dal sinistro. Se è stato redatto il modulo CAI (constatazione amichevole), tienilo a portata di mano: ti chiederemo alcuni dati riportati nelle sezioni 1–14.")
        .uiProperties(
            FormItemUIProperties(itemType: .text)
                .fontSize(CGFloat(13))
                .alignment(.justified)
        )

    let tipoSinistro = FormItem(named: "tipoSinistro", valueType: .text)
        .title("Tipologia di sinistro")
        .placeholder("Seleziona la tipologia")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .valuePicker).textFieldPropertie(bordo))
        .pickerProperties(FormItemPickerProperties(doneButtonTitle: "Fatto", cancelButtonTitle: "Annulla"))
        .pickerValues(values: [
            PickerValue(title: "Scontro tra veicoli", value: "scontro"),
            PickerValue(title: "Urto contro ostacolo fisso", value: "ostacolo"),
            PickerValue(title: "Danni da grandine o eventi atmosferici", value: "atmosferici"),
            PickerValue(title: "Furto parziale", value: "furto_parziale"),
            PickerValue(title: "Cristalli", value: "cristalli")
        ])

    let dataSinistro = FormItem(named: "dataSinistro", valueType: .date)
        .title("Data del sinistro")
        .placeholder("gg/mm/aaaa")
        .value("02/03/2024")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .datePicker).textFieldPropertie(bordo))
        .pickerProperties(
            FormItemPickerProperties(doneButtonTitle: "Fatto", cancelButtonTitle: "Annulla")
                .avoidBefore(years: 0, months: 0, days: 0)
        )

    let luogo = FormItem(named: "luogo", valueType: .text)
        .title("Luogo (via, numero civico, comune)")
        .placeholder("Es. Corso Vittorio Emanuele II 154, Torino")
        .value("Viale Città d'Europa 681, Roma")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .textfield).textFieldPropertie(bordo))

    let targa = FormItem(named: "targa", valueType: .text)
        .title("Targa del veicolo assicurato")
        .placeholder("AB123CD")
        .isMandatory(true)
        .uiProperties(
            FormItemUIProperties(itemType: .textfield)
                .keyboardType(.asciiCapable)
                .textFieldPropertie(bordo)
        )

    let conducente = FormItem(named: "conducente", valueType: .firstname)
        .title("Nome del conducente")
        .value("3Lorenzo")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .textfield).textFieldPropertie(bordo))

    let controparte = FormItem(named: "controparteCompagnia", valueType: .text)
        .title("Compagnia assicurativa della controparte")
        .placeholder("Seleziona la compagnia")
        .value("generali")
        .uiProperties(FormItemUIProperties(itemType: .valuePicker).textFieldPropertie(bordo))
        .pickerValues(values: [
            PickerValue(title: "Generali Italia", value: "generali"),
            PickerValue(title: "UnipolSai", value: "unipolsai"),
            PickerValue(title: "Allianz", value: "allianz"),
            PickerValue(title: "Altra compagnia / non nota", value: "altro")
        ])

    let emailContatto = FormItem(named: "emailContatto", valueType: .email)
        .title("E-mail per aggiornamenti sulla pratica")
        .placeholder("nome@dominio.it")
        .value("lorenzo.bianchi@posta")
        .isMandatory(true)
        .uiProperties(FormItemUIProperties(itemType: .textfield).keyboardType(.emailAddress).textFieldPropertie(bordo))

    let separatore = FormItem(named: "sep", valueType: .discardable)
        .uiProperties(FormItemUIProperties(itemType: .separator).elementColor(UIColor(hexString: "#48484A")))

    let condizioni = FormItem(named: "condizioniGenerali", valueType: .checkbox)
        .title("Condizioni generali di assicurazione")
        .link(URL(string: "https://www.esempio-assicurazioni.it/cga.pdf"))
        .isMandatory(true)
        .value(true)
        .uiProperties(
            FormItemUIProperties(itemType: .link)
                .textColor(UIColor(hexString: "#EBEBF5"))
                .underlinedColor(UIColor(hexString: "#64D2FF"))
        )

    let invia = FormItem(named: "invia", valueType: .discardable)
        .title("INVIA DENUNCIA")
        .uiProperties(
            FormItemUIProperties(itemType: .button)
                .buttonPropertie(
                    FormItemButtonProperty()
                        .backgroundColor(UIColor(hexString: "#30D158"))
                        .titleColor(.black)
                        .radius(.hard)
                        .border(width: 0, color: .clear)
                )
        )

    return [titolo, avvertenza, tipoSinistro, dataSinistro, luogo, targa, conducente,
            controparte, emailContatto, separatore, condizioni, invia]
}
