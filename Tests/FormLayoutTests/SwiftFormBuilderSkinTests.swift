import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("SwiftFormBuilder skin: row metrics (fixed-advance measurer), styles, links, every cell kind")
struct SwiftFormBuilderSkinTests {
    /// Line heights of the fixed-advance measurer (1.2 × size) and its advance (0.5 × size).
    private static func lineHeight(_ size: Double) -> Double { 1.2 * size }
    private static func advance(_ text: String, _ size: Double) -> Double { Double(text.count) * 0.5 * size }

    private func form(_ cells: [Cell], title: RichText? = nil) -> Form {
        Form(groups: [Group(id: "g", title: title, sections: [Section(id: "s", cells: cells)])], defaultSkin: "swiftformbuilder")
    }

    /// `cells` laid out in the swiftformbuilder skin on a 375-pt screen with the fixed-advance measurer.
    private func layout(_ cells: [Cell], title: RichText? = nil) -> Page {
        LayoutEngine(skin: SwiftFormBuilderSkin(), measurer: FixedAdvanceMeasurer()).layout(form(cells, title: title), page: .screen(width: 375)).pages[0]
    }

    private func boxes(_ page: Page, _ id: String) -> [LayoutBox] { page.boxes.filter { $0.id == id } }

    private func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    @Test("registered: in Skins.names and made by Skins.make; black screen, single column")
    func registered() throws {
        #expect(Skins.names.contains("swiftformbuilder"))
        let skin = try #require(Skins.make("swiftformbuilder", for: form([])))
        #expect(skin.name == "swiftformbuilder")
        #expect(skin.screenBackground == .black)
        #expect(skin.flow.singleColumn)
    }

    @Test("text field: 5 + title + 5 + 45 + 4 + error + 6.5; * appended; error label and border")
    func textField() throws {
        let cells = [
            Cell(id: "a", kind: .text, label: "Name", value: .text("Anna"), widthPercent: 50, state: CellState(required: true, error: "Bad")),
            Cell(id: "b", kind: .text, placeholder: "Type"),
        ]
        let page = layout(cells)
        let title = Self.lineHeight(14), error = Self.lineHeight(11)
        let frames = cellFrames(page)
        #expect(close(frames["a"], Rect(x: 0, y: 0, width: 375, height: 5 + title + 5 + 45 + 4 + error + 6.5)))
        #expect(close(frames["b"], Rect(x: 0, y: 5 + title + 5 + 45 + 4 + error + 6.5, width: 375, height: 5 + 5 + 45 + 4 + 6.5)))
        let a = boxes(page, "a")
        #expect(a.map(\.role) == [.cell, .title, .control, .value, .error])
        #expect(close(a[1].frame, Rect(x: 18, y: 5, width: 339, height: title)))
        #expect(a[1].text.first?.text == "Name*")
        #expect(a[1].text.first?.font == FontRef("Roboto-Medium", size: 14) && a[1].text.first?.color == .white)
        #expect(close(a[2].frame, Rect(x: 18, y: 5 + title + 5, width: 339, height: 45)))
        #expect(a[2].paint == BoxPaint(fill: nil, stroke: Color(rgb: 0xFF0000), strokeWidth: 1, corners: .all(4)))
        #expect(a[3].text.first?.text == "Anna" && a[3].text.first?.origin.x == 18)
        #expect(a[3].text.first?.font == FontRef("Roboto-Regular", size: 14) && a[3].text.first?.color == .white)
        #expect(close(a[4].frame, Rect(x: 18, y: 5 + title + 5 + 45 + 4, width: 339, height: error)))
        #expect(a[4].text.first?.color == Color(rgb: 0xFF3B30) && a[4].text.first?.font == FontRef("Roboto-Medium", size: 11))
        let b = boxes(page, "b")
        #expect(b.map(\.role) == [.cell, .control, .value])
        #expect(b[1].paint?.stroke == .white)
        #expect(b[2].text.first?.text == "Type" && b[2].text.first?.color == Color(rgb: 0xC6C6C6))
    }

    @Test("field style: border, width, fill, invalid border, placeholder colour; radius ≤ h/2, padding ≤ w/2; bullets")
    func fieldStyle() throws {
        var style = CellStyle(text: TextStyle(color: Color(rgb: 0x00FF00)),
                              box: BoxStyle(fill: Color(rgb: 0x222222), border: Color(rgb: 0x0000FF), borderWidth: 3, cornerRadius: 100),
                              invalid: StateStyle(border: Color(rgb: 0xFF453A)))
        style.text.padding = 500
        style.text.placeholderColor = Color(rgb: 0x8E8E93)
        var padded = style
        padded.text.padding = 10
        padded.box.cornerRadius = 6
        let page = layout([
            Cell(id: "a", kind: .secureText, label: "Password", value: .text("secret"), style: style),
            Cell(id: "b", kind: .text, label: "Code", value: .text("X"), style: style, state: CellState(invalid: true)),
            Cell(id: "c", kind: .text, label: "Mail", placeholder: "you@mail", style: padded),
            Cell(id: "s", kind: .secureText, label: "PIN", value: .text("1234"), style: padded),
        ])
        let a = boxes(page, "a"), b = boxes(page, "b"), c = boxes(page, "c")
        #expect(a[2].paint == BoxPaint(fill: Color(rgb: 0x222222), stroke: Color(rgb: 0x0000FF), strokeWidth: 3, corners: .all(22.5)))
        #expect(boxes(page, "s")[3].text.first?.text == "••••" && boxes(page, "s")[3].text.first?.color == Color(rgb: 0x00FF00))
        #expect(a[3].frame.x == 18 + 169.5 && a[3].frame.width == 0)
        #expect(b[2].paint?.stroke == Color(rgb: 0xFF453A))
        #expect(c[2].paint?.corners == .all(6))
        #expect(c[3].frame.x == 28 && c[3].frame.width == 319)
        #expect(c[3].text.first?.text == "you@mail" && c[3].text.first?.color == Color(rgb: 0x8E8E93))
    }

    @Test("pickers and dates: 40-pt field, error Roboto-Regular 12 #B90000, the option's title; date bottom 6")
    func pickers() throws {
        let page = layout([
            Cell(id: "p", kind: .select, label: "City", value: .option(1), options: ["Roma", "Milano"], state: CellState(required: true, error: "Pick")),
            Cell(id: "d", kind: .date, label: "Born", value: .text("23/09/1987")),
        ])
        let title = Self.lineHeight(14)
        let frames = cellFrames(page)
        let pickerHeight = 5 + title + 5 + 40 + 4 + Self.lineHeight(12) + 6.5
        #expect(close(frames["p"], Rect(x: 0, y: 0, width: 375, height: pickerHeight)))
        #expect(close(frames["d"], Rect(x: 0, y: pickerHeight, width: 375, height: 5 + title + 5 + 40 + 4 + 6)))
        let p = boxes(page, "p")
        #expect(p.map(\.role) == [.cell, .title, .control, .value, .error])
        #expect(p[1].text.first?.text == "City*")
        #expect(close(p[2].frame, Rect(x: 18, y: 5 + title + 5, width: 339, height: 40)))
        #expect(p[2].paint?.stroke == Color(rgb: 0xFF0000))
        #expect(p[3].text.first?.text == "Milano")
        #expect(p[4].text.first?.color == Color(rgb: 0xB90000) && p[4].text.first?.font == FontRef("Roboto-Regular", size: 12))
        #expect(boxes(page, "d")[3].text.first?.text == "23/09/1987")
    }

    @Test("check box row 40: 30 × 30 button at x 18 with the 21-pt check image, label x 56 centred, ticked when on")
    func checkbox() throws {
        let page = layout([
            Cell(id: "c", kind: .checkbox, label: "Newsletter", value: .toggle(true), state: CellState(required: true)),
            Cell(id: "t", kind: .toggle, label: "Off", value: .toggle(false)),
        ])
        let frames = cellFrames(page)
        #expect(frames["c"] == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(frames["t"] == Rect(x: 0, y: 40, width: 375, height: 40))
        let c = boxes(page, "c")
        #expect(c.map(\.role) == [.cell, .control, .title])
        #expect(c[1].frame == Rect(x: 18, y: 5, width: 30, height: 30))
        #expect(c[1].shapes.count == 2 && boxes(page, "t")[1].shapes.count == 1)
        #expect(c[1].shapes.first?.fill == .white && c[1].shapes.first?.stroke == Color(rgb: 0x979797))
        let line = try #require(c[2].text.first)
        #expect(line.text == "Newsletter*" && line.origin.x == 56 && abs(line.origin.y + line.height / 2 - 20) < 1e-9)
        #expect(line.font == FontRef("Roboto-Regular", size: 14))
    }

    @Test("check box label shrinks to half size before it is cut")
    func checkboxShrinks() throws {
        // 301 pt for the label: 50 characters at 7 pt = 350 → scale 0.86.
        let text = String(repeating: "a", count: 50)
        let line = try #require(boxes(layout([Cell(id: "c", kind: .checkbox, label: RichText(text))]), "c")[2].text.first)
        #expect(line.text == text && abs(line.font.size - 14 * 301 / 350) < 1e-9)
    }

    @Test("link row: * appended, spans in linkColor and underlined, link rects; default blue; error under it")
    func link() throws {
        let label = RichText("I accept the privacy policy", links: [RichText.Link(range: 13..<27, target: "https://example.com/privacy")])
        var style = CellStyle()
        style.text.linkColor = Color(rgb: 0x00AAFF)
        let page = layout([
            Cell(id: "l", kind: .link, label: label, value: .toggle(false), style: style, state: CellState(required: true, error: "Required")),
            Cell(id: "m", kind: .link, label: label, value: .toggle(true)),
        ])
        let l = boxes(page, "l")
        #expect(l.map(\.role) == [.cell, .control, .title, .error])
        // 28 characters of 7.5 pt = 210 ≤ 309: one line of 18 pt, in a 25-pt band with the check.
        let lineHeight = Self.lineHeight(15)
        #expect(cellFrames(page)["l"].map { abs($0.height - (10 + 25 + 3 + Self.lineHeight(12) + 5.5)) < 1e-9 } == true)
        #expect(l[1].frame == Rect(x: 18, y: 10, width: 25, height: 25))
        let line = try #require(l[2].text.first)
        #expect(line.text == "I accept the privacy policy*" && line.origin.x == 48)
        #expect(abs(line.origin.y - (10 + (25 - lineHeight) / 2)) < 1e-9)
        #expect(line.color == .white && line.font == FontRef("Roboto-Regular", size: 15))
        #expect(line.spans == [TextSpan(range: 13..<27, color: Color(rgb: 0x00AAFF), underline: true)])
        let area = try #require(l[2].links.first)
        #expect(area.target == "https://example.com/privacy")
        #expect(close(area.rects.first, Rect(x: 48 + 13 * 7.5, y: line.origin.y, width: 14 * 7.5, height: lineHeight)))
        #expect(l[3].frame.x == 18 && l[3].text.first?.color == Color(rgb: 0xB90000))
        #expect(page.links.count == 2)
        let m = boxes(page, "m")
        #expect(m[2].text.first?.spans.first?.color == Color(rgb: 0x0000FF))
        #expect(m[1].shapes.count == 2)
        #expect(cellFrames(page)["m"].map { abs($0.height - (10 + 25 + 3 + 5.5)) < 1e-9 } == true)
    }

    @Test("label: insets 18 / 12, Roboto-Regular 16 white, wrapped; style font, size and alignment")
    func label() throws {
        let text = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces) // 99 characters
        let style = CellStyle(text: TextStyle(font: FontSpec(size: 20), alignment: .center))
        let page = layout([
            Cell(id: "a", kind: .label, label: RichText(text)),
            Cell(id: "b", kind: .label, label: "Hi", style: style),
        ])
        // 339 pt at 8 pt a character: 42 per line → "word" × 8 (39), × 8, × 4 → 3 lines.
        let a = boxes(page, "a")
        #expect(a[1].text.count == 3 && a[1].frame.x == 18 && a[1].frame.y == 12)
        #expect(a[1].text.first?.font == FontRef("Roboto-Regular", size: 16) && a[1].text.first?.color == .white)
        #expect(cellFrames(page)["a"].map { abs($0.height - (24 + 3 * Self.lineHeight(16))) < 1e-9 } == true)
        let b = try #require(boxes(page, "b")[1].text.first)
        #expect(b.font.size == 20 && abs(b.origin.x - (18 + (339 - 20) / 2)) < 1e-9)
    }

    @Test("button: row 80, 40 high at top 20, width = title + 40 (≤ width − 40), centred; fill, title colour, radius ≤ 20; disabled 0.5")
    func button() throws {
        let style = CellStyle(box: BoxStyle(fill: Color(rgb: 0x123456), border: .white, borderWidth: 2, cornerRadius: 40),
                              control: ControlStyle(buttonTitleColor: Color(rgb: 0xFFCC00)))
        let page = layout([
            Cell(id: "a", kind: .button, label: "Send"),
            Cell(id: "b", kind: .button, label: RichText(String(repeating: "x", count: 60)), style: style, state: CellState(disabled: true)),
        ])
        #expect(cellFrames(page)["a"] == Rect(x: 0, y: 0, width: 375, height: 80))
        let a = boxes(page, "a")[1]
        let width = Self.advance("Send", 17) + 40
        #expect(a.frame == Rect(x: (375 - width) / 2, y: 20, width: width, height: 40))
        #expect(a.paint == BoxPaint(fill: Color(rgb: 0xB90000), stroke: nil, strokeWidth: 0, corners: .all(0)))
        #expect(a.text.first?.color == .white && a.text.first?.font == FontRef("Roboto-Regular", size: 17))
        #expect(abs((a.text.first?.origin.x ?? 0) - (a.frame.x + 20)) < 1e-9)
        let b = boxes(page, "b")[1]
        #expect(b.frame == Rect(x: 20, y: 100, width: 335, height: 40))
        #expect(b.paint == BoxPaint(fill: Color(rgb: 0x123456), stroke: .white, strokeWidth: 2, corners: .all(20)))
        #expect(b.text.first?.color == Color(rgb: 0xFFCC00) && b.opacity == 0.5)
    }

    @Test("separator row 21: a 1-pt line inset 18 / 10 in the element colour")
    func separator() throws {
        let page = layout([Cell(id: "a", kind: .separator), Cell(id: "b", kind: .separator, style: CellStyle(box: BoxStyle(border: Color(rgb: 0x555555))))])
        #expect(cellFrames(page)["b"] == Rect(x: 0, y: 21, width: 375, height: 21))
        let a = boxes(page, "a"), b = boxes(page, "b")
        #expect(a[1].role == .separator && a[1].frame == Rect(x: 18, y: 10, width: 339, height: 1) && a[1].paint?.fill == .white)
        #expect(b[1].paint?.fill == Color(rgb: 0x555555))
        #expect(page.size.height == 42)
    }

    @Test("group titles from other formats: a Roboto-Medium 18 header, none without a title")
    func headers() throws {
        let titled = layout([Cell(id: "a", kind: .separator)], title: "Personal")
        let header = try #require(titled.boxes.first { $0.role == .groupHeader })
        #expect(close(header.frame, Rect(x: 0, y: 0, width: 375, height: 28 + Self.lineHeight(18))))
        #expect(header.text.first?.origin == Point(x: 18, y: 20) && header.text.first?.color == .white)
        #expect(!layout([Cell(id: "a", kind: .separator)]).boxes.contains { $0.role == .groupHeader })
    }

    /// One cell of every kind, in every state that changes the look.
    static let everyKind: [Cell] = {
        let kinds: [CellKind] = [.text, .textArea, .secureText, .select, .date, .dateTime, .time, .count, .toggle, .checkbox, .segment,
                                 .button, .label, .link, .separator, .spacer, .custom(type: "signature")]
        var cells: [Cell] = []
        for (index, kind) in kinds.enumerated() {
            let label = RichText("Field \(index) with a rather long title that has to be cut or wrapped somewhere",
                                 links: [RichText.Link(range: 0..<5, target: "https://example.com/\(index)")])
            let value: CellValue = switch kind {
            case .select, .segment: .option(1)
            case .toggle, .checkbox, .link: .toggle(true)
            default: .text("Value \(index)\nsecond line")
            }
            cells.append(Cell(id: "k\(index)", kind: kind, label: label, placeholder: "Placeholder", value: value,
                              options: ["One", "Two", "Three"], state: CellState(required: true, error: "An error")))
            cells.append(Cell(id: "d\(index)", kind: kind, value: .text("https://example.com"), widthPercent: 30,
                              state: CellState(disabled: true, required: true, invalid: true)))
        }
        return cells
    }()

    @Test("every cell kind lays out and renders without crashing")
    func everyKindRenders() throws {
        let page = layout(Self.everyKind)
        #expect(Set(cellFrames(page).keys).count == Self.everyKind.count)
        #expect(cellFrames(page).values.allSatisfy { $0.height > 0 && $0.width == 375 })
        let result = try sharedFormsetter.layout(form(Self.everyKind, title: "Every kind"), options: .init(skin: "swiftformbuilder"))
        let png = try sharedFormsetter.render(result, as: .png, scale: 1)
        #expect(png.count == 1)
    }

    @Test("hyperoslo and GIGFormulary fixtures render in the swiftformbuilder skin")
    func fixtures() throws {
        for (format, name) in [("hyperoslo", "ansatt-nb"), ("gigformulary", "alta-socio-es")] {
            let input = try #require(try Paths.inputs(format).first { $0.name == name })
            let result = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: try input.options(skin: "swiftformbuilder", width: 375))
            #expect(result.tree.pages[0].background == .black)
            #expect(result.tree.pages[0].boxes.contains { $0.role == .cell })
            let png = try sharedFormsetter.render(result, as: .png, scale: 1)
            #expect(png.count == 1 && png[0].count > 1000, "\(input)")
        }
    }
}

extension SwiftFormBuilderSkinTests {
    @Test("a field title keeps its links on its one line; the title's * does not move them")
    func titleLinks() throws {
        let label = RichText("Read the terms", links: [RichText.Link(range: 9..<14, target: "https://example.com/terms")])
        let page = layout([Cell(id: "a", kind: .text, label: label, state: CellState(required: true))])
        let title = try #require(page.boxes.first { $0.id == "a" && $0.role == .title })
        #expect(title.text.first?.text == "Read the terms*")
        #expect(title.text.first?.spans == [TextSpan(range: 9..<14, color: Color(rgb: 0x0000FF), underline: true)])
        #expect(title.links.first.map { $0.rects == [Rect(x: 18 + 9 * 7, y: 5, width: 5 * 7, height: 1.2 * 14)] } == true)
    }
}

extension SwiftFormBuilderSkinTests {
    @Test("a link cell without link ranges whose value is a URL links its whole title")
    func wholeTitleLink() throws {
        let page = layout([Cell(id: "a", kind: .link, label: "Terms", value: .text("https://example.com/terms"), state: CellState(required: true))])
        let title = try #require(page.boxes.first { $0.id == "a" && $0.role == .title })
        #expect(title.text.first?.spans == [TextSpan(range: 0..<5, color: Color(rgb: 0x0000FF), underline: true)])
        #expect(title.links.map(\.target) == ["https://example.com/terms"])
    }
}
