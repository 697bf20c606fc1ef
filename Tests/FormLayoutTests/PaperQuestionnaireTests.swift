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
}
