import Formsetter
import Foundation
import Testing

@Suite("Cell style, rules and logic: shared storage that behaves as values")
struct SharedCellPartsTests {
    func form() -> Form {
        var first = Cell(id: "a", kind: .text)
        first.style.text.color = Color(rgb: 0x112233)
        first.rules.required = true
        var second = first
        second.id = "b"
        return Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [first, second])])], defaultSkin: "hyperoslo")
    }

    /// `form()` with its cells passed through one `SharedCellParts`, as the decoders pass theirs.
    func sharedForm() -> Form {
        var form = form()
        let parts = SharedCellParts()
        form.groups[0].sections[0].cells = form.groups[0].sections[0].cells.map(parts.share)
        return form
    }

    @Test("writing one copy's style leaves the other copy as it was")
    func copiesAreIndependent() {
        var original = form()
        let copy = original
        original.groups[0].sections[0].cells[0].style.text.color = Color(rgb: 0xFF0000)
        #expect(copy.groups[0].sections[0].cells[0].style.text.color == Color(rgb: 0x112233))
        #expect(original.groups[0].sections[0].cells[0].style.text.color == Color(rgb: 0xFF0000))
        #expect(original != copy)
    }

    @Test("sharing equal parts keeps the form equal, and cells that shared a style still change alone")
    func sharingKeepsValues() {
        var shared = sharedForm()
        #expect(shared == form())
        shared.groups[0].sections[0].cells[1].style.text.color = Color(rgb: 0x00FF00)
        shared.groups[0].sections[0].cells[1].rules.required = false
        let cells = Array(shared.cells)
        #expect(cells.map { $0.style.text.color } == [Color(rgb: 0x112233), Color(rgb: 0x00FF00)])
        #expect(cells.map(\.rules.required) == [true, false])
    }

    @Test("equal values are equal and hash alike whether or not they share storage")
    func equalityIsByValue() {
        let separate = form()
        let shared = sharedForm()
        #expect(Set([separate, shared]).count == 1)
        #expect(separate.groups[0].sections[0].cells[0].style == shared.groups[0].sections[0].cells[1].style)
    }
}
