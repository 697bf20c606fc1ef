import FormLayout
import Formsetter
import Foundation
import Testing

@Suite("Limits of the facade: cells and pages past the limit are left out, with a diagnostic naming where")
struct FormLimitsTests {
    @Test("cells past the limit are left out, with a warning at the first one")
    func cells() throws {
        let cells = (0..<(FormLimits.maximumCells + 3)).map { Cell(id: "c\($0)", kind: .text, sourcePath: "cells[\($0)]") }
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "a", cells: Array(cells.prefix(10))),
                                                           Section(id: "b", cells: Array(cells.dropFirst(10)))])],
                        defaultSkin: "gigformulary")
        let log = DiagnosticLog()
        let capped = FormLimits.cappingCells(form, log: log)
        #expect(capped.allCells.count == FormLimits.maximumCells)
        #expect(capped.allCells.last?.id == "c99999")
        #expect(log.items.map(\.description) == ["warning: cells[100000]: the form has 100003 cells; only the first 100000 are drawn"])
        let small = Form(groups: [Group(id: "g", sections: [Section(id: "a", cells: Array(cells.prefix(3)))])], defaultSkin: "gigformulary")
        #expect(FormLimits.cappingCells(small, log: log) == small)
    }

    @Test("pages past the limit are left out, with a warning at the first cell of the first one left out")
    func pages() throws {
        let pages = (0...FormLimits.maximumPages).map { index in
            Page(size: Size(width: 100, height: 100), background: Color(red: 1, green: 1, blue: 1),
                 boxes: [LayoutBox(id: "c\(index)", role: .cell, frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        }
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "a", cells: [Cell(id: "c5000", kind: .text, sourcePath: "fields[5000]")])])],
                        defaultSkin: "gigformulary")
        let log = DiagnosticLog()
        let capped = FormLimits.cappingPages(LayoutTree(pages: pages), form: form, log: log)
        #expect(capped.pages.count == FormLimits.maximumPages)
        #expect(log.items.map(\.description) == ["warning: fields[5000]: the form needs 5001 pages; only the first 5000 are drawn"])
    }
}
