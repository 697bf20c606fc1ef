import Foundation
import FormBuilder
import Formsetter
import Testing

extension SwiftFormBuilderFixtureTests {
    @Test func denunciaConvertsKindsLabelsAndStyles() throws {
        let form = denunciaSinistroItems().form()
        #expect(form.defaultSkin == "swiftformbuilder")
        #expect(form.groups.map(\.id) == ["form"] && form.groups[0].title == nil)
        #expect(form.groups[0].sections.map(\.id) == ["items"])
        let cells = form.allCells
        #expect(cells.map(\.id) == ["titolo", "avvertenza", "tipoSinistro", "dataSinistro", "luogo", "targa", "conducente",
                                    "controparteCompagnia", "emailContatto", "sep", "condizioniGenerali", "invia"])
        #expect(cells.map(\.kind) == [.label, .label, .select, .date, .text, .text, .text, .select, .text, .separator, .link, .button])
        #expect(cells.map(\.sourcePath) == (0..<12).map { "items[\($0)]" })

        let titolo = try form.cell("titolo")
        #expect(titolo.label?.text == "Denuncia di sinistro – Polizza RC Auto n. 7001-4487-22")
        #expect(titolo.style.text.font == FontSpec(name: "system-bold", size: 20))
        #expect(titolo.style.text.alignment == .center)
        let avvertenza = try form.cell("avvertenza")
        #expect(avvertenza.style.text.font == FontSpec(name: nil, size: 13))
        #expect(avvertenza.style.text.alignment == .justified)

        let tipo = try form.cell("tipoSinistro")
        #expect(tipo.label?.text == "Tipologia di sinistro")
        #expect(tipo.state.required && tipo.placeholder == "Seleziona la tipologia")
        #expect(tipo.options.count == 5 && tipo.options[2] == "Danni da grandine o eventi atmosferici")
        #expect(tipo.value == .empty)
        #expect(tipo.style.box.fill == hex("#1C1C1E") && tipo.style.box.border == hex("#3A3A3C"))
        #expect(tipo.style.box.borderWidth == 1 && tipo.style.box.cornerRadius == 8 && tipo.style.text.padding == 20)
        #expect(tipo.style.text.placeholderColor == hex("#636366"))

        #expect(try form.cell("dataSinistro").value == .text("02/03/2024"))
        #expect(try form.cell("targa").value == .empty)
        #expect(try form.cell("conducente").value == .text("3Lorenzo"))
        #expect(try form.cell("controparteCompagnia").value == .option(0))
        #expect(try form.cell("controparteCompagnia").state.required == false)
        #expect(try form.cell("sep").style.box.border == hex("#48484A"))

        let condizioni = try form.cell("condizioniGenerali")
        let title = "Condizioni generali di assicurazione"
        #expect(condizioni.label == RichText(title, links: [.init(range: 0..<title.utf16.count, target: "https://www.esempio-assicurazioni.it/cga.pdf")]))
        #expect(condizioni.value == .toggle(true) && condizioni.state.required)
        #expect(condizioni.style.text.color == hex("#EBEBF5") && condizioni.style.text.linkColor == hex("#64D2FF"))

        let invia = try form.cell("invia")
        #expect(invia.label?.text == "INVIA DENUNCIA")
        #expect(invia.style.box.fill == hex("#30D158") && invia.style.control.buttonTitleColor == .black)
        #expect(invia.style.box.cornerRadius == 10 && invia.style.box.borderWidth == 0 && invia.style.box.border == .clear)
    }

    @Test func registrazioneConvertsKindsLabelsAndStyles() throws {
        let form = registrazioneUtenteItems().form()
        #expect(form.allCells.map(\.kind) == [.label, .text, .text, .text, .date, .text, .text, .separator,
                                              .secureText, .secureText, .link, .checkbox, .button])
        let intro = try form.cell("intro")
        #expect(intro.label?.text.hasPrefix("Crea il tuo account") == true)
        #expect(intro.style.text.font == FontSpec(size: 15) && intro.style.text.alignment == .left)

        let nome = try form.cell("nome")
        #expect(nome.label == "Nome" && nome.state.required && nome.value == .text("Niccolò"))
        #expect(nome.placeholder == "Es. Niccolò")
        #expect(nome.style.box.border == .white && nome.style.box.borderWidth == 1 && nome.style.box.cornerRadius == 4)
        #expect(nome.style.text.padding == 10 && nome.style.box.fill == .clear && nome.style.text.placeholderColor == hex("#8E8E93"))
        #expect(nome.style.invalid.border == nil && nome.style.control.tint == nil && nome.style.text.color == nil)
        #expect(try form.cell("codiceFiscale").style.invalid.border == hex("#FF453A"))
        #expect(try form.cell("cellulare").state.required == false)
        #expect(try form.cell("separatore1").style.box.border == Color(red: 1 / 3.0, green: 1 / 3.0, blue: 1 / 3.0))

        let privacy = try form.cell("privacy")
        let title = "Ho letto e accetto l'informativa sul trattamento dei dati personali"
        let range = utf16Range(of: "informativa sul trattamento dei dati personali", in: title)
        #expect(privacy.label == RichText(title, links: [.init(range: range, target: "https://www.esempio.it/privacy")]))
        #expect(privacy.value == .toggle(false) && privacy.state.required)
        #expect(privacy.style.text.color == .white && privacy.style.text.linkColor == hex("#FFD60A"))

        let marketing = try form.cell("marketing")
        #expect(marketing.label == "Desidero ricevere comunicazioni promozionali" && marketing.value == .toggle(true))

        let registrati = try form.cell("registrati")
        #expect(registrati.style.box.fill == hex("#0A84FF") && registrati.style.control.buttonTitleColor == .white)
        #expect(registrati.style.box.cornerRadius == 20 && registrati.style.box.borderWidth == 0)
        #expect(form.allCells.allSatisfy { $0.label?.text.hasSuffix("*") != true && $0.state.error == nil })
    }

    @Test func readmeExamplesConvert() throws {
        let form = readmeAllItems().form()
        #expect(form.allCells.map(\.kind) == [.text, .date, .select, .link, .label, .checkbox, .separator, .button])
        let picker = try form.cell("pickerWithValues")
        #expect(picker.options == ["Carbonara", "Amatriciana", "Gricia"] && picker.value == .empty)
        let link = try form.cell("linkItem")
        let title = "Collegati su vetrya web site"
        #expect(link.label == RichText(title, links: [.init(range: 13..<28, target: "https://www.vetrya.com/it")]))
        #expect(link.style.text.linkColor == Color(red: 1, green: 1, blue: 0) && link.state.required)
        let label = try form.cell("labelItem")
        #expect(label.style.text.font == FontSpec(size: 17) && label.style.text.alignment == .center && label.style.text.color == .white)
        #expect(try form.cell("separator").style.box.border == Color(red: 2 / 3.0, green: 2 / 3.0, blue: 2 / 3.0))
        let button = try form.cell("button")
        #expect(button.label == "SAVE" && button.style == CellStyle())
        #expect(try form.cell("nome").style.text.padding == 20)

        let fragments = readmeFragmentItems().form()
        let field = try fragments.cell("username")
        #expect(field.style.text.font == FontSpec(name: "Arial", size: 15) && field.style.invalid.border == Color(red: 1, green: 0, blue: 0))
        let underlined = try fragments.cell("sottolineato")
        #expect(underlined.label?.links == [.init(range: 12..<24, target: "sottolineato")])
    }

    @Test func pickerValuesIdsAndDefaults() throws {
        let choices = [PickerValue(title: "Uno", value: "1"), PickerValue(title: "Due", value: "2"), PickerValue(title: "Tre", value: "3")]
        let items = [
            FormItem(named: "p", valueType: .text).value("3").pickerValues(values: choices)
                .uiProperties(FormItemUIProperties(itemType: .valuePicker)),
            FormItem(named: "p", valueType: .text).value("9").pickerValues(values: choices)
                .uiProperties(FormItemUIProperties(itemType: .valuePicker)),
            FormItem(named: "p", valueType: .text).uiProperties(FormItemUIProperties(itemType: .valuePicker)),
            FormItem(named: "t", valueType: .text).title("Senza proprietà"),
            FormItem(named: "off", valueType: .text)
                .uiProperties(FormItemUIProperties(itemType: .textfield).textFieldPropertie(FormItemTextFieldProperty().isActive(false))),
            FormItem(named: "b", valueType: .discardable).title("OK")
                .uiProperties(FormItemUIProperties(itemType: .button).buttonPropertie(FormItemButtonProperty().isActive(false).radius(.custom(99)))),
            FormItem(named: "l", valueType: .checkbox).title("Leggi il regolamento", underlined: "assente")
                .uiProperties(FormItemUIProperties(itemType: .link)),
        ]
        let cells = items.form().allCells
        #expect(cells.map(\.id) == ["p", "p#2", "p#3", "t", "off", "b", "l"])
        #expect(cells[0].value == .option(2) && cells[1].value == .empty)
        #expect(cells[2].options == ["Nessun valore"] && cells[2].value == .empty)
        // The picker values are the option ids the fillable twin exports; no picker values, none.
        #expect(cells[0].logic.options.map(\.id) == [.string("1"), .string("2"), .string("3")] && cells[2].logic.options.isEmpty)
        #expect(cells[3].kind == .text && cells[3].style == CellStyle() && !cells[3].state.disabled)
        #expect(cells[4].state.disabled && cells[4].style.box.borderWidth == 0 && cells[4].style.box.border == .black)
        #expect(cells[4].style.text.padding == 3 && cells[4].style.text.placeholderColor == hex("#C6C6C6") && cells[4].style.box.cornerRadius == 0)
        #expect(cells[5].state.disabled && cells[5].style.box.cornerRadius == 40 && cells[5].style.box.fill == .white)
        #expect(cells[5].style.control.buttonTitleColor == .white && cells[5].style.box.border == .clear)
        #expect(cells[6].label == "Leggi il regolamento")
    }

    @Test func uiKitStandIns() {
        #expect(UIColor(hexString: "#ff8000").modelColor == hex("#FF8000"))
        #expect(UIColor(hexString: "#FFF").modelColor == .black)
        #expect(UIColor(white: 1, alpha: 0.5).modelColor == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).modelColor == Color(red: 0, green: 0.5, blue: 1))
        #expect(UIFont.systemFont(ofSize: 12).fontName == "system")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "system-semibold")
        #expect(UIFont(name: "Roboto-Medium", size: 14)?.pointSize == 14)
        #expect(UIImage(named: "check_on")?.name == "check_on")
    }
}
