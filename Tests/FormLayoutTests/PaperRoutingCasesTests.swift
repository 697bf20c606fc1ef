import Foundation
import Formsetter
import TestSupport
import Testing

/// The fifteen conditional questions of the fixtures checked by hand (#38 item 4), each printed
/// blank on paper as its form's logic says: every rule that shows or enables a question, the
/// negation of logic that only hides it, question numbers named and "→ go to" beside the
/// answer that skips, and "(below)" for a question printed further on.
extension PaperQuestionnaireTests {
    /// The texts printed under `id`'s title, box by box (routing sentence, note, options), in
    /// `fixture` printed blank on A4 paper.
    static func printed(_ fixture: String, _ id: String, numbered: Bool = false) throws -> [String] {
        let url = fixture.hasPrefix("Examples/") ? Paths.root.appendingPathComponent(fixture) : Paths.fixture(fixture)
        return try printed(try Data(contentsOf: url), id, numbered: numbered)
    }

    static func printed(_ form: Data, _ id: String, numbered: Bool = false) throws -> [String] {
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.questionnaire.blank = true
        options.skinOptions.numbersQuestions = numbered
        let tree = try sharedFormsetter.layout(form, options: options).tree
        return tree.pages.flatMap(\.boxes).filter { $0.id == id && $0.role == .value }.map { $0.text.map(\.text).joined(separator: " ") }
    }

    /// No fixture has a GIGFormulary date-picker rule: a young driver's questions, one shown
    /// under 26, one hidden after two years with a licence.
    static let youngDriver = Data(#"""
    {"fields":[
      {"key":"cabecera","type":"index","label":"Datos del conductor principal del vehículo"},
      {"key":"fecha_nacimiento","type":"datePicker","label":"Fecha de nacimiento",
       "rules":{"fieldReciver":["anos_carnet"],"compare":"<","value":"26","behavior":"show","else":"hide"}},
      {"key":"anos_carnet","type":"text","label":"¿Cuántos años lleva con el carnet de conducir?","isHidden":true},
      {"key":"fecha_carnet","type":"datePicker","label":"Fecha de expedición del carnet",
       "rules":{"fieldReciver":["curso_conduccion"],"compare":">","value":"2","behavior":"hide","else":"none"}},
      {"key":"curso_conduccion","type":"boolean","label":"He hecho un curso de conducción segura para noveles"},
      {"key":"matricula","type":"text","label":"Matrícula del vehículo"}]}
    """#.utf8)

    static let claim = "Examples/forms/skademelding-nb.json"

    @Test("1 enable: the police-report number that only \"Ja\" enables is asked only after \"Ja\"")
    func routingEnableTarget() throws {
        let printed = try Self.printed(Self.claim, "anmeldelsesnummer")
        #expect(printed == ["Svar bare hvis «Er skaden meldt til politiet?» er «Ja»."])
    }

    @Test("2 numbered enable: \"Nei → gå til 5\" beside the filter answer, the number in the routing sentence")
    func routingGoToAtFilterAnswer() throws {
        let printed = try Self.printed(Self.claim, "politianmeldt", numbered: true)
        #expect(printed == ["Ja", "Nei → gå til 5"])
        let routed = try Self.printed(Self.claim, "anmeldelsesnummer", numbered: true)
        #expect(routed == ["Svar bare hvis «3. Er skaden meldt til politiet?» er «Ja»."])
    }

    @Test("3 hide-only: the Email a section target hides on \"Mr.\" is asked unless \"Mr.\" is chosen")
    func routingHideOnly() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-dynamic.json", "email")
        #expect(printed == ["Answer only if “Title” is not “Mr.”."])
    }

    @Test("4 forward reference, unnumbered: the end date asked before the contract type says the question is below")
    func routingForwardUnnumbered() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-forms.json", "end_date")
        #expect(printed == ["Answer only if “Contract type”\u{A0}(below) is “Permanent”."])
    }

    @Test("5 forward reference, numbered: the end date names the contract type by its number")
    func routingForwardNumbered() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-forms.json", "end_date", numbered: true)
        #expect(printed == ["Answer only if “11. Contract type” is “Permanent”."])
    }

    @Test("6 enable of a field that starts enabled and some answers disable: first name, routed on the answers that enable it")
    func routingEnableAndDisable() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-forms.json", "first_name")
        #expect(printed
            == ["Answer only if “Username”\u{A0}(below) is “Generated” or “Override”."])
    }

    @Test("7 enable of a computed answer: the display name is written only with \"Override\", else computed")
    func routingEnableComputed() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-forms.json", "display_name")
        #expect(printed
            == ["Answer only if “Username”\u{A0}(below) is “Override”.", "Computed from “First name” and “Last name”."])
    }

    @Test("8 show and hide by options of one question: the end date of a temporary contract")
    func routingShowHideField() throws {
        let printed = try Self.printed("hyperoslo/ansatt-nb.json", "sluttdato")
        #expect(printed == ["Svar bare hvis «Stillingstype» er «Midlertidig ansatt» eller «Vikariat»."])
    }

    @Test("9 a section shown by one option, numbered: its questions name the filter by number, the other options go past them")
    func routingSectionNumbered() throws {
        let printed = try Self.printed("hyperoslo/ansatt-nb.json", "vikar_for", numbered: true)
        #expect(printed == ["Svar bare hvis «10. Stillingstype» er «Vikariat»."])
        let options = try Self.printed("hyperoslo/ansatt-nb.json", "stillingstype", numbered: true)
        #expect(options == ["Fast ansatt", "Midlertidig ansatt", "Vikariat"])
    }

    @Test("10 a field condition on a switch: the union's name only for members")
    func routingFieldCondition() throws {
        let printed = try Self.printed("hyperoslo/ansatt-nb.json", "fagforening_navn")
        #expect(printed == ["Svar bare hvis «Fagforeningsmedlem» er krysset av."])
    }

    @Test("11 GIGFormulary check-box rule: the promotion code only with the conditions accepted, a box printed below it")
    func routingGIGFormularyBoolean() throws {
        let printed = try Self.printed("gigformulary/alta-socio-es.json", "codigo_promocional")
        #expect(printed
            == ["Responda solo si «He leído y acepto las condiciones del club y la política de privacidad»\u{A0}(más abajo) está marcado."])
    }

    @Test("12 GIGFormulary age rule: years with a licence only for drivers under 26")
    func routingGIGFormularyAge() throws {
        let printed = try Self.printed(Self.youngDriver, "anos_carnet")
        #expect(printed
            == ["Responda solo si la edad según «Fecha de nacimiento» es menor de 26 años."])
    }

    @Test("13 GIGFormulary hide-only age rule: the course question is hidden after two years with a licence, so asked under three")
    func routingGIGFormularyHideOnlyAge() throws {
        let printed = try Self.printed(Self.youngDriver, "curso_conduccion")
        #expect(printed
            == ["Responda solo si la edad según «Fecha de expedición del carnet» es menor de 3 años."])
    }

    @Test("14 combined: a start date two questions show, routed on either")
    func routingCombinedShows() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-multiple-show-hide-field-targets.json", "start_date")
        #expect(printed
            == ["Answer only if “Contract type” is “Permanent” or “Salary type” is “Super”."])
    }

    @Test("15 numbered section targets: \"Temporary → go to\" past the section \"Permanent\" shows, whose questions name it by number")
    func routingSectionGoTo() throws {
        let printed = try Self.printed("hyperoslo-3lvis/test-forms.json", "contract_type", numbered: true)
        #expect(printed == ["Permanent", "Temporary → go to 16"])
        let section = try Self.printed("hyperoslo-3lvis/test-forms.json", "base_salary", numbered: true)
        #expect(section == ["Answer only if “11. Contract type” is “Permanent”.", "Salary 1", "Salary 2", "Salary 3"])
    }
}
