import FormLayout
import FormModel
import Testing

@Suite("A form's links are budgeted over all its texts, not per text")
struct FormLinkBudgetTests {
    static func form(cells: Int, linksPerLabel: Int, textLength: Int) -> Form {
        let text = String(repeating: "w", count: textLength)
        let labels = (0..<cells).map { index in
            Cell(id: "c\(index)", kind: .checkbox,
                 label: RichText(text, links: (0..<linksPerLabel).map { RichText.Link(range: 0..<textLength, target: "https://e.co/\(index)/\($0)") }))
        }
        return Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: labels)])], defaultSkin: "paper")
    }

    static func linkCounts(_ form: Form) -> [Int] { form.cells.map { $0.label?.links.count ?? 0 } }

    @Test("20 labels of 100 one-character links: the first 1,000 links stay, one warning where the budget ends")
    func linkCount() {
        let log = DiagnosticLog()
        let kept = LinkPolicy.apply(to: Self.form(cells: 20, linksPerLabel: 100, textLength: 1), log: log)
        #expect(Self.linkCounts(kept) == Array(repeating: 100, count: 10) + Array(repeating: 0, count: 10))
        #expect(log.items.map(\.description) == ["warning: c10.label.links: the form's links reach its budget (1000 links, 100000 linked characters); from here on links are drawn as plain text"])
    }

    @Test("links over whole 5,000-character labels: 100,000 linked characters in all, the rest plain text")
    func linkedCharacters() {
        let log = DiagnosticLog()
        let kept = LinkPolicy.apply(to: Self.form(cells: 30, linksPerLabel: 50, textLength: 5_000), log: log)
        #expect(Self.linkCounts(kept) == [20] + Array(repeating: 0, count: 29))
        #expect(log.items.count == 1)
        #expect(Array(kept.cells).first?.label?.text.count == 5_000)
    }
}
