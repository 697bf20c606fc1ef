import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Formworks skin: palettes, row metrics (fixed-advance measurer), every cell kind")
struct FormworksSkinTests {
    /// `form` laid out in the formworks skin with the fixed-advance measurer.
    private func layout(_ form: Form, width: Double = 390, palette: FormworksPalette = .light) -> Page {
        LayoutEngine(skin: FormworksSkin(palette: palette), measurer: FixedAdvanceMeasurer()).layout(form, page: .screen(width: width)).pages[0]
    }

    private func decode(_ json: String, answers: String? = nil) throws -> Form {
        try FormworksFixtures.decode(json: json, answers: answers).form
    }

    private func skin(_ palette: String?, _ form: Form) throws -> FormworksSkin {
        try #require(Skins.make("formworks", for: form, options: SkinOptions(palette: palette)) as? FormworksSkin)
    }

    @Test("palettes: light (default), dark, the form's own over light; an unknown one is refused naming the valid ones")
    func palettes() throws {
        let form = try FormworksFixtures.decode("reclamacao-entrega-pt-readme-format", answers: nil).form
        #expect(try skin(nil, form).palette == .light)
        #expect(try skin("light", form).palette == .light)
        #expect(try skin("dark", form).palette == .dark)
        #expect(try skin("dark", form).screenBackground == Color(rgb: 0x212121))
        let own = try skin("form", form).palette
        #expect(own.accent == Color(hex: "#2E7D32FF"))
        #expect(own.componentCorrect == Color(hex: "#43A047FF"))
        #expect(own.componentPlaceholder == FormworksPalette.light.componentPlaceholder)
        #expect(Skins.make("formworks", for: form, options: SkinOptions(palette: "sepia")) == nil)
        #expect(Skins.descriptor(named: "formworks")?.palettes == ["light", "dark", "form"])
        let options = Formsetter.Options(skin: "formworks", skinOptions: SkinOptions(palette: "sepia"))
        #expect(throws: FormsetterError.unknownPalette("sepia", skin: "formworks", available: ["light", "dark", "form"])) {
            try sharedFormsetter.layout(form, options: options)
        }
    }

    @Test("row metrics: 12 + 16 + title + 8 + description + 20 + 40 + 16 + hint + 8 + 11; Submit 50; header 50")
    func rowMetrics() throws {
        let json = #"""
        {"title":"Form","components":[
          {"text":{"id":"a","title":"Name","required":true}},
          {"email":{"id":"b","title":"Mail","description":"Why"}},
          {"multiline":{"id":"c","title":"About"}}]}
        """#
        let page = layout(try decode(json))
        let frames = cellFrames(page)
        // Title 20 pt → 24 high; description 15 → 18; hint 12 → 14.4 (line height 1.2 × size).
        #expect(frames["a"] == Rect(x: 0, y: 50, width: 390, height: 12 + 16 + 24 + 8 + 20 + 40 + 16 + 8 + 11))
        #expect(frames["b"] == Rect(x: 0, y: 205, width: 390, height: 155 + 18 + 14.4))
        #expect(frames["c"] == Rect(x: 0, y: 392.4, width: 390, height: 155 + 60))
        #expect(frames["submit"] == Rect(x: 0, y: 607.4, width: 390, height: 50))
        #expect(page.size.height == 658)
        let header = try #require(page.boxes.first { $0.role == .groupHeader })
        #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(header.text.first?.origin == Point(x: 10, y: 13))

        let a = page.boxes.filter { $0.id == "a" }
        #expect(a.map(\.role) == [.cell, .separator, .title, .icon, .control])
        #expect(a[1].frame == Rect(x: 0, y: 50, width: 390, height: 12))
        #expect(a[1].paint?.fill == FormworksPalette.light.background && a[0].paint?.fill == FormworksPalette.light.componentBackground)
        #expect(a[2].frame == Rect(x: 16, y: 78, width: 358 * 0.85, height: 24))
        #expect(a[3].frame == Rect(x: 350, y: 78, width: 24, height: 24))
        #expect(a[4].frame == Rect(x: 16, y: 130, width: 358, height: 40))
        let b = page.boxes.filter { $0.id == "b" }
        let hint = try #require(b.last)
        #expect(hint.text.first?.text == "Please provide a valid e-mail address.")
        #expect(hint.frame.x == 16 && hint.frame.y == 205 + 28 + 24 + 8 + 18 + 20 + 40 + 16 && hint.frame.width == 358)
        #expect(abs(hint.frame.height - 14.4) < 1e-9)
        let submit = try #require(page.boxes.first { $0.id == "submit" && $0.role == .control })
        #expect(submit.paint?.fill == FormworksPalette.light.accent)
        #expect(submit.text.first?.color == FormworksPalette.light.background)
        #expect(submit.text.first?.font == FontRef("SFProRounded-Bold", size: 17))
    }

    @Test("margins are 20 on screens 414 wide and more; input text inset 5 % of the field")
    func wideMargins() throws {
        let page = layout(try decode(#"{"components":[{"text":{"id":"a","title":"Name","placeholder":"Type"}}]}"#), width: 414)
        let control = try #require(page.boxes.first { $0.role == .control && $0.id == "a" })
        #expect(control.frame == Rect(x: 20, y: 28 + 24 + 8 + 20, width: 374, height: 40))
        let value = try #require(page.boxes.first { $0.role == .value })
        #expect(value.text.first?.origin.x == 20 + 374 * 0.05)
        #expect(value.text.first?.color == FormworksPalette.light.componentPlaceholder)
        #expect(page.boxes.first { $0.role == .groupHeader } == nil)
    }

    @Test("icons follow §4.3: asterisk when required and not valid or when invalid, check mark when valid")
    func icons() throws {
        let json = #"""
        {"components":[{"text":{"id":"req","required":true}},{"email":{"id":"opt"}},
          {"email":{"id":"bad"}},{"email":{"id":"good","required":true}}]}
        """#
        let page = layout(try decode(json, answers: #"{"bad":"x","good":"a@b.co"}"#))
        func iconColor(_ id: String) -> Color? {
            page.boxes.first { $0.id == id && $0.role == .icon }?.shapes.first?.fill
        }
        #expect(iconColor("req") == FormworksPalette.light.componentRequired)
        #expect(iconColor("opt") == nil)
        #expect(iconColor("bad") == FormworksPalette.light.componentRequired)
        #expect(iconColor("good") == FormworksPalette.light.componentCorrect)
    }

    @Test("long titles shrink towards 75 % to fit three lines, then are cut")
    func titleShrinks() throws {
        // 304.3 pt at 10 pt per character (20 pt) is 30 characters a line; 4 lines need shrinking.
        let words = Array(repeating: "abcdefghi", count: 11).joined(separator: " ")
        let page = layout(try decode(#"{"components":[{"text":{"id":"a","title":"\#(words)"}}]}"#))
        let title = try #require(page.boxes.first { $0.role == .title })
        #expect(title.text.count <= 3)
        let size = try #require(title.text.first?.font.size)
        #expect(size < 20 && size >= 15)
        let huge = String(repeating: "abcdefghi ", count: 40)
        let cut = try #require(layout(try decode(#"{"components":[{"text":{"id":"a","title":"\#(huge)"}}]}"#)).boxes.first { $0.role == .title })
        #expect(cut.text.count == 3 && cut.text[0].font.size == 15 && cut.text[2].text.hasSuffix("…"))
    }

    /// One cell of every kind, with disabled, error and link states.
    static func everyKind() -> Form {
        let kinds: [CellKind] = [.text, .textArea, .secureText, .select, .date, .dateTime, .time, .count, .toggle, .checkbox,
                                 .segment, .button, .label, .link, .separator, .spacer, .custom(type: "signature")]
        var cells = kinds.enumerated().map { index, kind in
            Cell(id: "c\(index)", kind: kind, label: RichText("Kind \(index)"), detail: "Detail", hint: "Hint", placeholder: "Placeholder",
                 value: kind == .toggle || kind == .checkbox ? .toggle(true) : (kind == .segment || kind == .select ? .option(1) : .text("Value")),
                 options: ["One", "Two", "Three"])
        }
        cells.append(Cell(id: "disabled", kind: .text, label: "Off", value: .text("x"), state: CellState(disabled: true)))
        cells.append(Cell(id: "error", kind: .text, label: "Bad", value: .text("x"), state: CellState(invalid: true, error: "Wrong value")))
        cells.append(Cell(id: "linked", kind: .label, label: RichText("Read the terms now", links: [.init(range: 9..<14, target: "https://example.com")])))
        cells.append(Cell(id: "half", kind: .select, widthPercent: 50))
        cells.append(Cell(id: "tall", kind: .custom(type: "map"), height: .chunks(3)))
        return Form(title: "All", groups: [Group(id: "g", title: "All kinds", sections: [Section(id: "s", cells: cells)])], defaultSkin: "formworks")
    }

    @Test("every cell kind is drawn: a cell box first, its parts inside the frame, errors and links")
    func everyKindDrawn() throws {
        let form = Self.everyKind()
        for palette in [FormworksPalette.light, .dark] {
            let page = layout(form, palette: palette)
            let frames = cellFrames(page)
            for cell in form.allCells {
                let boxes = page.boxes.filter { $0.id == cell.id }
                #expect(boxes.first?.role == .cell, "\(cell.id)")
                let frame = try #require(frames[cell.id])
                #expect(frame.height > 0)
                for box in boxes.dropFirst() {
                    #expect(box.frame.y >= frame.y - 1e-9 && box.frame.maxY <= frame.maxY + 1e-9, "\(cell.id) \(box.role)")
                }
            }
            let error = try #require(page.boxes.first { $0.id == "error" && $0.role == .error })
            #expect(error.text.first?.text == "Wrong value" && error.text.first?.color == palette.componentRequired)
            #expect(page.links.map(\.target) == ["https://example.com"])
            #expect(page.boxes.filter { $0.id == "disabled" && $0.role == .control }.allSatisfy { $0.opacity == 0.5 })
            #expect(frames["tall"]?.height == 255)
            let tallBox = try #require(page.boxes.first { $0.id == "tall" && $0.role == .placeholderBox })
            #expect(tallBox.frame.height > 40)
            #expect(frames["c15"]?.height == 12)
            #expect(frames["c14"]?.height == 1)
        }
    }

    @Test("every cell kind renders to PNG through Pango, in the formworks skin, without diagnostics from layout")
    func everyKindRenders() throws {
        let hyperoslo = try Data(contentsOf: Paths.fixture("hyperoslo/kurspamelding-nb.json"))
        let result = try sharedFormsetter.layout(hyperoslo, options: .init(skin: "formworks", width: 390))
        let png = try #require(try sharedFormsetter.render(result, as: .png, scale: 1).first)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let fixture = try FormworksFixtures.data("aviso-sinistro-residencial-pt.json")
        let answers = try FormworksFixtures.data("aviso-sinistro-residencial-pt.answers.json")
        let options = Formsetter.Options(width: 390, values: answers, skinOptions: SkinOptions(palette: "form"))
        let first = try sharedFormsetter.render(try sharedFormsetter.layout(fixture, options: options), as: .png)
        let second = try sharedFormsetter.render(try sharedFormsetter.layout(fixture, options: options), as: .png)
        #expect(first == second)
    }
}
