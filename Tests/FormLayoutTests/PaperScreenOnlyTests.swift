import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper leaves screen-only fields out: buttons, passwords, confirmation boxes")
struct PaperScreenOnlyTests {
    static func form(_ cells: [Cell]) -> Form {
        Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: cells)])], defaultSkin: "paper")
    }

    @Test("a compare lists fields on any of them: each after the first in reading order asks again")
    func compareValidator() {
        var email = Cell(id: "email", kind: .text, label: "E-mail")
        // Placed on the original, naming the copy first: reading order decides, not the list.
        email.logic.validators = [Validator(name: "compare", items: ["email_repetir", "email", "missing"])]
        let form = Self.form([email, Cell(id: "email_repetir", kind: .text, label: "Repite"), Cell(id: "nombre", kind: .text)])
        #expect(PaperScreenOnly.ids(in: form) == ["email_repetir"])
    }

    @Test("passwords, buttons and fields that must equal another are left out; a later date (>) stays")
    func rules() {
        var again = Cell(id: "again", kind: .text)
        again.rules.compareTo = "email"
        again.rules.compareRule = "=="
        var end = Cell(id: "end", kind: .date)
        end.rules.compareTo = "start"
        end.rules.compareRule = ">"
        let form = Self.form([Cell(id: "email", kind: .text), again, Cell(id: "start", kind: .date), end,
                              Cell(id: "pin", kind: .secureText), Cell(id: "send", kind: .button)])
        #expect(PaperScreenOnly.ids(in: form) == ["again", "pin", "send"])
        #expect(PaperScreenOnly.ids(in: form, keepingFields: true) == ["send"])
    }

    @Test("alta-socio-es on paper has no password and no repeated e-mail; --as-shown keeps both")
    func fixture() throws {
        let data = try Data(contentsOf: Paths.fixture("gigformulary/alta-socio-es.json"))
        func cells(asShown: Bool) throws -> [String] {
            var options = Formsetter.Options(skin: "paper", page: .a4)
            options.questionnaire.asShown = asShown
            return try sharedFormsetter.layout(data, options: options).tree.pages.flatMap(\.boxes).filter { $0.role == .cell }.compactMap(\.id)
        }
        let paper = try cells(asShown: false)
        #expect(paper.contains("email"))
        #expect(!paper.contains("email_repetir"))
        #expect(!paper.contains("contrasena"))
        let shown = try cells(asShown: true)
        #expect(shown.filter { !paper.contains($0) } == ["email_repetir", "contrasena"])
    }
}
