import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Every fixture through the facade: in every skin, and on paper")
struct EveryFixtureTests {
    static let native = Paths.root.appendingPathComponent("Examples/forms/native-example.json")

    @Test("every fixture renders in every skin to PNG, SVG, PDF and A4 PDF; each PDF passes qpdf --check without a warning", arguments: FixtureInput.snapshotFormats)
    func everyFixtureInEverySkin(format: String) throws {
        #expect(Skins.names == ["hyperoslo", "gigformulary", "formworks", "swiftformbuilder", "paper"])
        for input in try Paths.inputs(format) {
            for skin in Skins.names {
                let result = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: try input.options(skin: skin, width: 375))
                let png = try sharedFormsetter.render(result, as: .png, scale: 1)
                #expect(png.count == 1, "\(input) in \(skin)")
                #expect(try sharedFormsetter.render(result, as: .svg).count == 1, "\(input) in \(skin) as SVG")
                try QPDF.expectClean(try sharedFormsetter.render(result, as: .pdf)[0], "\(input) in \(skin) as PDF")
                var a4 = try input.options(skin: skin, width: 375)
                (a4.width, a4.page) = (nil, .a4)
                let paged = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: a4)
                try QPDF.expectClean(try sharedFormsetter.render(paged, as: .pdf)[0], "\(input) in \(skin) as A4 PDF")
                // The paper look prints no buttons (a Formworks form without components has only Submit).
                let cellBoxes = result.tree.pages[0].boxes.filter { $0.role == .cell }.count
                // Paper draws the form as it prepares it: blank entries of repeating sections, long answers in parts.
                let drawn = skin == "paper" ? PaperSkin().prepare(result.form, contentWidth: PageSetup.screen(width: 375).contentWidth) : result.form
                let visibleCells = drawn.groups.filter { !$0.collapsed || skin == "paper" }.flatMap { $0.sections.flatMap(\.cells) }
                    .filter { !$0.state.hidden && !(skin == "paper" && $0.kind == .button) }
                #expect(cellBoxes == visibleCells.count, "\(input) in \(skin): one cell box per visible cell of an open group")
            }
        }
    }

    @Test("--page-label changes the footer; the paper look on every fixture: 'Page i of N', a title, no value cut, clean and deterministic PDFs and twins", arguments: FixtureInput.snapshotFormats)
    func everyFixtureOnPaper(format: String) throws {
        var options = Formsetter.Options(page: .a4)
        options.skin = "paper"
        for input in try Paths.inputs(format) {
            options.values = try input.values.map { try Data(contentsOf: $0) }
            options.errors = try input.errors.map { try Data(contentsOf: $0) }
            let result = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: options)
            let count = result.tree.pages.count
            // The footer speaks the form's language and keys the required mark when a question has it.
            let wording = PaperWording(PaperLanguage.detected(in: result.form))
            let drawn = PaperSkin().prepare(result.form, contentWidth: PageSetup.a4.contentWidth)
            let key = drawn.cells.contains { $0.state.required && !$0.state.hidden } ? [wording.requiredKey] : []
            for (index, page) in result.tree.pages.enumerated() {
                let label = wording.pageLabel.replacingOccurrences(of: "{page}", with: "\(index + 1)").replacingOccurrences(of: "{pages}", with: "\(count)")
                #expect(page.boxes.first { $0.id == "page-footer" }?.text.map(\.text) == key + [label], "\(input) page \(index + 1)")
            }
            #expect(result.tree.language == wording.language.tag, "\(input)")
            let values = Set(result.form.allCells.compactMap { cell -> String? in if case let .text(text) = cell.value { text } else { nil } })
            for box in result.tree.pages.flatMap(\.boxes) where box.role == .control || box.role == .value {
                for line in box.text where line.text.hasSuffix("…") {
                    #expect(values.contains { $0.contains(line.text) }, "\(input): \(box.id ?? "") cut to \"\(line.text)\"")
                }
            }
            let pdf = try sharedFormsetter.render(result, as: .pdf)[0]
            try QPDF.expectClean(pdf, "\(input) on paper")
            // The form's first title, never its file's name; a form without one has no /Title.
            #expect(result.tree.title == result.form.displayTitle, "\(input)")
            #expect(result.tree.title != input.name, "\(input)")
            #expect(PDFObjects.text(try PDFObjects(pdf).info["/Title"]) == result.tree.title, "\(input)")
            var twinOptions = options
            twinOptions.skinOptions.fillable = true
            let twinLayout = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: twinOptions)
            let twin = try sharedFormsetter.render(twinLayout, as: .pdf)[0]
            try QPDF.expectClean(twin, "\(input) fillable twin")
            #expect(try sharedFormsetter.render(twinLayout, as: .pdf)[0] == twin, "\(input): the twin's bytes differ between runs")
        }
        options = Formsetter.Options(page: .a4)
        options.skin = "paper"
        options.skinOptions.pageLabel = "Seite {page} von {pages}"
        let german = try sharedFormsetter.layout(try Data(contentsOf: Self.native), options: options)
        #expect(german.tree.pages[0].boxes.first { $0.id == "page-footer" }?.text.map(\.text) == ["* required", "Seite 1 von \(german.tree.pages.count)"])
    }
}
