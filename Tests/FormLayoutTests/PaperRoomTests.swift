import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper: room to write, nothing cut — long answers in parts, blank entries of repeating sections")
struct PaperRoomTests {
    static func sentences(_ count: Int) -> [String] {
        (1...count).map { "Sentence number \($0) tells what happened in the kitchen on the night of the leak, with enough words to matter." }
    }

    @Test("a 5,000-character answer is printed whole in parts, each after the first titled '(continued)', none cut")
    func longAnswer() throws {
        let text = Self.sentences(46).joined(separator: " ")
        #expect(text.count > 5000)
        let cell = Cell(id: "story", kind: .textArea, label: "Describe what happened", value: .text(text))
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [cell])])], defaultSkin: "paper")
        let log = DiagnosticLog()
        let tree = LayoutEngine(skin: PaperSkin(), measurer: FixedAdvanceMeasurer()).layout(form, page: .a4, log: log)
        #expect(log.items.isEmpty)
        let printed = tree.pages.flatMap(\.boxes).filter { $0.role == .control }.flatMap(\.text).map(\.text).joined(separator: " ")
        for sentence in Self.sentences(46) { #expect(printed.contains(sentence)) }
        let titles = tree.pages.flatMap(\.boxes).filter { $0.role == .title }.flatMap(\.text).map(\.text)
        #expect(titles.first == "Describe what happened")
        #expect(titles.dropFirst().allSatisfy { $0 == "Describe what happened (continued)" })
        #expect(titles.count > 1)
    }

    @Test("pieces end after a sentence when one ends in the second half of the limit")
    func pieces() {
        #expect(PaperLongAnswers.pieces(of: "One two. Three four five six.", limit: 12) == ["One two.", "Three four", "five six."])
    }

    @Test("ansatt-nb blank prints 3 blank entries under 'Barn under 12 år' and the separate-sheet note; --repeat-rows changes the count")
    func repeatRows() throws {
        var options = Formsetter.Options(skin: "paper", page: .a4, values: Data("{}".utf8))
        options.questionnaire.blank = true
        let data = try Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.json"))
        let cells = try sharedFormsetter.layout(data, options: options).tree.pages.flatMap(\.boxes).filter { $0.role == .cell }.compactMap(\.id)
        #expect(cells.filter { $0.hasPrefix("barn[") && !$0.hasPrefix("separator") } == [
            "barn[0].navn", "barn[0].fodselsdato", "barn[1].navn", "barn[1].fodselsdato", "barn[2].navn", "barn[2].fodselsdato",
        ])
        #expect(cells.contains("barn-separate-sheet"))
        options.skinOptions.repeatRows = 1
        let one = try sharedFormsetter.layout(data, options: options).tree.pages.flatMap(\.boxes).filter { $0.role == .cell }.compactMap(\.id)
        #expect(one.filter { $0.hasPrefix("barn[") && !$0.hasPrefix("separator") } == ["barn[0].navn", "barn[0].fodselsdato"])
    }

    @Test("with two children given, the blank entries are numbered on from them")
    func repeatRowsAfterValues() throws {
        let data = try Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.json"))
        let values = try Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.values.json"))
        let tree = try sharedFormsetter.layout(data, options: Formsetter.Options(skin: "paper", page: .a4, values: values)).tree
        let names = tree.pages.flatMap(\.boxes).filter { $0.role == .cell }.compactMap(\.id).filter { $0.hasSuffix(".navn") }
        #expect(names == ["barn[0].navn", "barn[1].navn", "barn[2].navn", "barn[3].navn", "barn[4].navn"])
    }
}
