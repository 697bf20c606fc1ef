import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("The paper look's twelve languages: detection from short forms, sentences in each language's word order, BCP 47 tags")
struct PaperLanguageTests {
    struct ShortForm: Decodable {
        var language: String
        var title: String
        var labels: [String]
    }

    /// The short forms of `file` in Tests/Fixtures/languages, and those detected as another
    /// language (`title: detected, not language`).
    static func detect(_ file: String) throws -> (forms: [ShortForm], wrong: [String]) {
        let forms = try JSONDecoder().decode([ShortForm].self, from: Data(contentsOf: Paths.fixture("languages/\(file)")))
        let wrong = forms.compactMap { sample -> String? in
            let cells = sample.labels.enumerated().map { Cell(id: "c\($0.offset)", kind: .text, label: RichText($0.element)) }
            let form = Form(title: sample.title, groups: [Group(id: "g", sections: [Section(id: "s", cells: cells)])], defaultSkin: "paper")
            let detected = PaperLanguage.detected(in: form)
            return detected.rawValue == sample.language ? nil : "\(sample.language) \(sample.title): \(detected.rawValue)"
        }
        return (forms, wrong)
    }

    @Test("the tuning set: every short form is taken for its own language (36 of 36): Catalan apart from Spanish, Italian from Portuguese, Nynorsk and Danish from Bokmål")
    func tuningSet() throws {
        let (forms, wrong) = try Self.detect("short-forms.json")
        #expect(forms.count == 36)
        #expect(Set(forms.map(\.language)) == Set(PaperLanguage.allCases.map(\.rawValue)))
        #expect(wrong == [])
    }

    @Test("the first held-out set (96 short forms, 8 a language, written without sight of the word lists; its misses were seen while adding trigrams): these misses and no others")
    func heldOutSet() throws {
        let (forms, wrong) = try Self.detect("held-out-forms.json")
        #expect(forms.count == 96)
        // 95 of 96. Measured at 77 of 96 with word lists alone, before letter trigrams were added.
        #expect(wrong == ["da Samtykkeerklæring: nb"])
    }

    @Test("the second held-out set (120 short forms, 10 a language, measured once, never tuned on): these misses and no others")
    func secondHeldOutSet() throws {
        let (forms, wrong) = try Self.detect("held-out-forms-2.json")
        #expect(forms.count == 120)
        // 106 of 120 (88 %): Nynorsk and Danish taken for Bokmål, and forms of two or three field names, are most of the
        // misses. (A first measurement gave 110, with a version that took a form of ids and one English line for Catalan.)
        #expect(wrong == ["nn Melding om flytting: nb", "nn Opplysningar om pasienten: nb", "nn Reiserekning: nb", "da Adresseændring: nb",
                          "da Udlæg: nb", "sv Omdöme: de", "de Fernleihe: en", "fr Réservation: es", "es Préstamo de material: pt",
                          "es Solicitud de alquiler: pt", "pt Reembolso de despesas: en", "ca Préstec de material: en", "ca Reserva d'espai: es",
                          "ca Despeses: it"])
    }

    @Test("routing in the new languages, with the verb last in German and guillemets with no-break spaces in French")
    func sentences() {
        let chosen: [RoutingCondition] = [.chosen(question: "Familienstand", options: ["verheiratet"]), .compared(question: "Alter", relation: "<", value: "18")]
        #expect(PaperWording(.de).routing(chosen) == "Nur beantworten, wenn „Familienstand“ „verheiratet“ ist oder „Alter“ kleiner als 18 ist.")
        #expect(PaperWording(.fr).routing([.ticked(question: "Blessés", on: false)]) == "Répondez seulement si «\u{A0}Blessés\u{A0}» n'est pas coché.")
        #expect(PaperWording(.it).routing([.age(question: "Data di nascita", relation: "<", years: 18)])
            == "Rispondere solo se l'età secondo «Data di nascita» è inferiore a 18 anni.")
        #expect(PaperWording(.nn).routing([.answered(question: "Skule", answered: false)]) == "Svar berre viss «Skule» er tomt.")
        #expect(PaperWording(.sv).computed(from: ["Lön", "Tillägg"]) == "Beräknas utifrån ”Lön” och ”Tillägg”.")
        #expect(PaperWording(.da).pageLabel == "Side {page} af {pages}")
        #expect(PaperWording(.fi).pageLabel == "Sivu {page}/{pages}")
    }

    @Test("BCP 47 tags: conventional case, the furniture's language where the look has one, malformed tags refused")
    func tags() {
        #expect(PaperLanguageTag("de_ch").map { [$0.tag, $0.furniture?.rawValue] } == ["de-CH", "de"])
        #expect(PaperLanguageTag("SR-latn-RS").map { [$0.tag, $0.furniture?.rawValue] } == ["sr-Latn-RS", nil])
        #expect(PaperLanguageTag("nn-NO")?.furniture == .nn)
        #expect(PaperLanguageTag("no")?.furniture == .nb)
        for bad in ["", "d", "deutsch-", "de--CH", "1de", "de-CH-toolongsubtag", "de CH"] { #expect(PaperLanguageTag(bad) == nil, "\(bad)") }
    }
}
