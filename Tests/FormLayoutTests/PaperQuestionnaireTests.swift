import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper questionnaires: routing sentences and furniture in the form's language")
struct PaperQuestionnaireTests {
    static let conditions: [RoutingCondition] = [
        .chosen(question: "Stillingstype", options: ["Midlertidig ansatt", "Vikariat"]),
        .ticked(question: "Fagforeningsmedlem", on: true),
    ]

    @Test("routing sentences in each language: options joined by or, a tick box, quotes of the language")
    func routingSentences() {
        #expect(PaperWording(.en).routing(Self.conditions)
            == "Answer only if “Stillingstype” is “Midlertidig ansatt” or “Vikariat” or “Fagforeningsmedlem” is ticked.")
        #expect(PaperWording(.nb).routing(Self.conditions)
            == "Svar bare hvis «Stillingstype» er «Midlertidig ansatt» eller «Vikariat» eller «Fagforeningsmedlem» er krysset av.")
        #expect(PaperWording(.es).routing([.ticked(question: "Hubo personas heridas", on: true)])
            == "Responda solo si «Hubo personas heridas» está marcado.")
        #expect(PaperWording(.pt).routing([.age(question: "Data de nascimento", relation: "<", years: 26)])
            == "Responda apenas se a idade segundo “Data de nascimento” é inferior a 26 anos.")
        #expect(PaperWording(.ca).routing([.answered(question: "Nota", answered: false)]) == "Responeu només si «Nota» està en blanc.")
        #expect(PaperWording(.en).routing([.compared(question: "Count", relation: ">=", value: "3")]) == "Answer only if “Count” is at least 3.")
        #expect(PaperWording(.en).routing([]) == nil)
    }

    @Test("both of two conditions, an option not chosen, a number, \"(below)\" and \"→ go to\" in each language's word order")
    func routingPlacesWording() {
        let both: [RoutingCondition] = [.all([.chosen(question: "Auto", options: ["Ja"]), .notChosen(question: "Art", options: ["A", "B"])])]
        let places = RoutingPlaces(numbers: ["Auto": 3], later: ["Art"])
        #expect(PaperWording(.de).routing(both, places: places) == "Nur beantworten, wenn „3. Auto“ „Ja“ ist und „Art“\u{A0}(weiter unten) nicht „A“ oder „B“ ist.")
        #expect(PaperWording(.en).routing(both, places: places) == "Answer only if “3. Auto” is “Ja” and “Art”\u{A0}(below) is not “A” or “B”.")
        let goTo = PaperLanguage.allCases.map { PaperWording($0).goTo(14) }
        #expect(goTo == ["→ go to 14", "→ gå til 14", "→ gå til 14", "→ gå til 14", "→ gå till 14", "→ siirry kohtaan 14", "→ weiter mit 14",
                         "→ passez à la 14", "→ pase a la 14", "→ passe para a 14", "→ passeu a la 14", "→ passare alla 14"])
    }

    @Test("a computed answer names the questions it is computed from, or the office")
    func computedNotes() {
        #expect(PaperWording(.nb).computed(from: ["Lønnstrinn", "Faste tillegg (kr/år)"]) == "Beregnes ut fra «Lønnstrinn» og «Faste tillegg (kr/år)».")
        #expect(PaperWording(.en).computed(from: ["A", "B", "C"]) == "Computed from “A”, “B” and “C”.")
        #expect(PaperWording(.es).computed(from: []) == "Lo rellena la oficina.")
    }

    @Test("a conditional question prints its routing sentence under its title, in the skin's wording")
    func routingPrinted() {
        var cell = Cell(id: "sluttdato", kind: .text, label: "Sluttdato")
        cell.routing = [.chosen(question: "Stillingstype", options: ["Vikariat"])]
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [cell, Cell(id: "plain", kind: .text, label: "Plain")])])],
                        defaultSkin: "paper")
        let tree = LayoutEngine(skin: PaperSkin(wording: PaperWording(.nb)), measurer: FixedAdvanceMeasurer()).layout(form, page: .a4)
        let texts = { (id: String) in tree.pages.flatMap(\.boxes).filter { $0.id == id && $0.role == .value }.flatMap(\.text).map(\.text) }
        #expect(texts("sluttdato").joined(separator: " ") == "Svar bare hvis «Stillingstype» er «Vikariat».")
        #expect(texts("plain").isEmpty)
    }

    @Test("the language is detected from the form's own words", arguments: [
        ("hyperoslo/ansatt-nb.json", PaperLanguage.nb), ("gigformulary/alta-socio-es.json", .es),
        ("formworks/aviso-sinistro-residencial-pt.json", .pt), ("gigformulary/targeta-fidelitzacio-legacy-v2.json", .ca),
        ("hyperoslo-3lvis/test-forms.json", .en), ("formworks/reclamacao-entrega-pt-readme-format.json", .pt),
    ])
    func detection(_ fixture: String, _ language: PaperLanguage) throws {
        let form = try FormDecoder.decode(try Data(contentsOf: Paths.fixture(fixture))).form
        #expect(PaperLanguage.detected(in: form) == language)
    }

    @Test("a form with no words of any list is English; codes name the twelve languages")
    func detectionFallback() {
        #expect(PaperLanguage.detected(in: Form(groups: [], defaultSkin: "paper")) == .en)
        #expect(PaperLanguage(code: "nb_NO") == .nb)
        #expect(PaperLanguage(code: "no") == .nb)
        #expect(PaperLanguage(code: "pt-BR") == .pt)
        #expect(PaperLanguage(code: "de") == .de)
        #expect(PaperLanguage(code: "sr") == nil)
    }

    @Test("the furniture in the skin's language: page label, continued title, the required key only when a question is required")
    func furniture() {
        let required = Cell(id: "a", kind: .text, label: "Navn", state: CellState(required: true))
        let form = Form(title: "Skjema", groups: [Group(id: "g", title: "Personalia", sections: [Section(id: "s", cells: [required])])], defaultSkin: "paper")
        let wording = PaperWording(.nb)
        let skin = PaperSkin(pageLabel: wording.pageLabel, continuedLabel: wording.continued, wording: wording)
        let tree = LayoutEngine(skin: skin, measurer: FixedAdvanceMeasurer()).layout(form, page: .a4)
        let footer = tree.pages[0].boxes.first { $0.id == "page-footer" }?.text.map(\.text)
        #expect(footer == ["* obligatorisk", "Side 1 av 1"])
        #expect(tree.language == "nb")
        #expect(skin.continued(form.groups[0]).title?.text == "Personalia (fortsatt)")
        var optional = form
        optional.groups[0].sections[0].cells[0].state.required = false
        let plain = LayoutEngine(skin: skin, measurer: FixedAdvanceMeasurer()).layout(optional, page: .a4)
        #expect(plain.pages[0].boxes.first { $0.id == "page-footer" }?.text.map(\.text) == ["Side 1 av 1"])
    }

    @Test("library hints and date hints in the form's language; the form's own hints stay as written")
    func hints() {
        #expect(PaperWording(.pt).libraryHint("Please provide a valid e-mail address.") == "Informe um e-mail válido.")
        #expect(PaperWording(.en).libraryHint("Please provide a valid e-mail address.") == "Please provide a valid e-mail address.")
        #expect(PaperWording(.pt).libraryHint("Com ou sem pontuação.") == "Com ou sem pontuação.")
        let cell = Cell(id: "d", kind: .date, label: "Fødselsdato")
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [cell])])], defaultSkin: "paper")
        let tree = LayoutEngine(skin: PaperSkin(wording: PaperWording(.nb)), measurer: FixedAdvanceMeasurer()).layout(form, page: .a4)
        let hinted = tree.pages[0].boxes.filter { $0.id == "d" && $0.role == .control }.flatMap(\.text).map(\.text).joined()
        #expect(hinted == "DD/MM/ÅÅÅÅ")
    }
}
