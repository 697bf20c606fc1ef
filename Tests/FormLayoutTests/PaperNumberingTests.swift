import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper question numbers (--number-questions)")
struct PaperNumberingTests {
    @Test("questions are numbered across groups in reading order; texts, screen-only, hidden and repeating rows are not")
    func numbers() {
        var hidden = Cell(id: "hidden", kind: .text, label: "Hidden")
        hidden.state.hidden = true
        var kids = Section(id: "barn", cells: [])
        kids.template = [Cell(id: "barn[:index].navn", kind: .text, label: "Navn")]
        let first = Group(id: "a", sections: [
            Section(id: "s", cells: [Cell(id: "intro", kind: .label, label: "Fill in everything"), Cell(id: "name", kind: .text, label: "Name"),
                                     Cell(id: "pin", kind: .secureText, label: "PIN"), hidden, Cell(id: "agree", kind: .checkbox, label: "I agree")]),
            kids,
        ])
        let second = Group(id: "b", sections: [Section(id: "t", cells: [Cell(id: "kind", kind: .select, label: "Kind", options: ["A", "B"]),
                                                                       Cell(id: "send", kind: .button, label: "Send")])])
        var skin = PaperSkin()
        skin.repeatRows = 1
        skin.numbersQuestions = true
        let prepared = skin.prepare(Form(groups: [first, second], defaultSkin: "paper"), contentWidth: 500)
        let labels = prepared.cells.filter { !$0.state.hidden }.compactMap(\.label?.text)
        #expect(labels == ["Fill in everything", "1. Name", "2. I agree", "Navn", "Continue on a separate sheet if needed.", "3. Kind"])
        skin.numbersQuestions = false
        #expect(skin.prepare(Form(groups: [second], defaultSkin: "paper"), contentWidth: 500).cells.compactMap(\.label?.text) == ["Kind"])
    }
}
