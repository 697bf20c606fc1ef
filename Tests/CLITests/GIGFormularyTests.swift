import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("GIGFormulary: decoder, skin metrics, links, sidecars")
struct GIGFormularyTests {
    static let threeFields = #"""
    {"fields":[{"key":"a","type":"text","label":"Name"},
               {"key":"b","type":"picker","label":"Pick","listOptions":[{"key":"KeyNoSelected","value":"Choose"},{"key":"x","value":"X"}]},
               {"key":"c","type":"boolean","label":"Accept"}]}
    """#

    private func layout(_ json: String, errors: String? = nil, width: Double = 375) throws -> (tree: LayoutTree, diagnostics: [Diagnostic], form: Form) {
        let decoded = try FormDecoder.decode(Data(json.utf8), errors: errors.map { Data($0.utf8) })
        let log = DiagnosticLog()
        let tree = LayoutEngine(skin: GIGFormularySkin(), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: .screen(width: width), log: log)
        return (tree, decoded.diagnostics + log.items, decoded.form)
    }

    @Test("text, picker and boolean cells are 64, 77 and 80 pt tall, full width, 3 pt apart (Docs/formats.md §1.7)")
    func cellHeights() throws {
        let frames = cellFrames(try layout(Self.threeFields).tree.pages[0])
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(frames["b"] == Rect(x: 0, y: 67, width: 375, height: 77))
        #expect(frames["c"] == Rect(x: 0, y: 147, width: 375, height: 80))
    }

    @Test("the same heights with Pango and the bundled fonts, through the CLI")
    func cellHeightsWithPango() throws {
        let run = try runCLI(["layout", "-", "--width", "375"], stdin: Data(Self.threeFields.utf8))
        #expect(run.status == 0)
        let cells = run.output.split(separator: "\n").filter { $0.contains("\"role\":\"cell\"") }
        #expect(cells.map { String($0) } == [
            #"{"id":"a","role":"cell","frame":{"x":0,"y":0,"width":375,"height":64}},"#,
            #"{"id":"b","role":"cell","frame":{"x":0,"y":67,"width":375,"height":77}},"#,
            #"{"id":"c","role":"cell","frame":{"x":0,"y":147,"width":375,"height":80}},"#,
        ])
    }

    @Test("parts of a mandatory text cell: title, box ending 11 pt before the 30-pt icon, error below")
    func textCellParts() throws {
        let json = #"{"fields":[{"key":"a","type":"text","label":"Name","validator":[{"type":"mandatory"}]}]}"#
        let page = try layout(json, errors: #"{"a":"Wrong"}"#).tree.pages[0]
        let part = { (role: BoxRole) in page.boxes.first { $0.role == role }?.frame }
        #expect(part(.title) == Rect(x: 16, y: 2, width: 343, height: 21))
        #expect(part(.control) == Rect(x: 16, y: 25, width: 375 - 38 - 11 - 16, height: 30))
        #expect(part(.icon) == Rect(x: 337, y: 25, width: 30, height: 30))
        // One line of 15-pt error text is 18 pt with the fixed-advance measurer.
        #expect(part(.error) == Rect(x: 16, y: 59, width: 343, height: 18))
        #expect(abs((cellFrames(page)["a"]?.height ?? 0) - 82) < 1e-9)
    }

    @Test("error labels wrap and grow the cell by their height")
    func wrappingError() throws {
        let long = String(repeating: "error text ", count: 12)
        let page = try layout(Self.threeFields, errors: #"{"a":"\#(long)","c":"no"}"#).tree.pages[0]
        let frames = cellFrames(page)
        let errorHeights = page.boxes.filter { $0.role == .error }.map(\.frame.height)
        #expect(errorHeights.count == 2)
        #expect(errorHeights[0] > 18)
        #expect(frames["a"]?.height == 64 + errorHeights[0])
        #expect(frames["c"]?.height == 80 + errorHeights[1])
    }

    @Test("{* link *} markup: markers stripped, the link text is the key, first occurrence")
    func linkMarkup() throws {
        let json = #"{"fields":[{"key":"i","type":"index","label":"Lee la {* política *} y la {* política *}."}]}"#
        let form = try layout(json).form
        let label = try #require(form.allCells.first?.label)
        #expect(label.text == "Lee la política y la política.")
        #expect(label.links.map(\.target) == ["política", "política"])
        #expect(label.links.map(\.range) == [7..<15, 7..<15])
    }

    @Test("layout lists one link entry per link with one rect per line it spans")
    func linkRects() throws {
        let json = #"{"fields":[{"key":"c","type":"boolean","label":"Acepto las {* condiciones generales del club de socios *} ahora"}]}"#
        let page = try layout(json, width: 240).tree.pages[0]
        let link = try #require(page.links.first)
        #expect(page.links.count == 1)
        #expect(link.target == "condiciones generales del club de socios")
        #expect(link.rects.count >= 2)
        #expect(link.rects[1].y > link.rects[0].y)
    }

    @Test("the legacy flat format and a bare array: mandatory from \"mandatory\": true")
    func legacyFormat() throws {
        let json = #"[{"key":"n","type":"text","label":"Nom","mandatory":true,"validator":"lengthText","minLength":3},{"key":"e","type":"text","validator":"email"}]"#
        let form = try layout(json).form
        #expect(form.allCells.map(\.state.required) == [true, false])
    }

    @Test("values (populateData): text, picker key, date, boolean; the picker shows the first option otherwise")
    func values() throws {
        let json = #"{"fields":[{"key":"t","type":"text"},{"key":"p","type":"picker","listOptions":[{"key":"k0","value":"Zero"},{"key":"k1","value":"One"}]},{"key":"q","type":"picker","listOptions":[{"key":"k0","value":"Zero"}]},{"key":"d","type":"datePicker"},{"key":"b","type":"boolean"}]}"#
        let decoded = try FormDecoder.decode(Data(json.utf8), values: Data(#"{"t":"Hola","p":"k1","d":"14/02/1990","b":true}"#.utf8))
        let expected: [CellValue] = [.text("Hola"), .option(1), .option(0), .text("14/02/1990"), .toggle(true)]
        #expect(decoded.form.allCells.map(\.value) == expected)
    }

    @Test("bad input: unknown types and broken pickers are skipped with their JSON path", arguments: [
        (#"{"fields":[{"key":"a","type":"slider"}]}"#, "fields[0].type"),
        (#"{"fields":[{"key":"a","type":"picker","listOptions":[]}]}"#, "fields[0].listOptions"),
        (#"{"fields":[{"key":"a","type":"picker","listOptions":[{"key":"x"}]}]}"#, "fields[0].listOptions[0]"),
        (#"{"fields":[{"type":"text"}]}"#, "fields[0]"),
        (#"{"fields":[{"key":"a","type":"text","style":{"titleColor":"red"}}]}"#, "fields[0].style.titleColor"),
        (#"{"fields":[{"key":"a","type":"text","style":{"styleCell":"line "}}]}"#, "fields[0].style.styleCell"),
    ])
    func badInput(json: String, path: String) throws {
        let decoded = try FormDecoder.decode(Data(json.utf8))
        #expect(decoded.diagnostics.contains { $0.path == path }, "\(decoded.diagnostics)")
    }

    @Test("errors sidecar: unknown keys and non-string messages are reported")
    func errorsSidecar() throws {
        let decoded = try FormDecoder.decode(Data(Self.threeFields.utf8), errors: Data(#"{"a":"Bad","zz":"x","b":3}"#.utf8))
        #expect(decoded.form.allCells[0].state.error == "Bad")
        #expect(decoded.diagnostics.map(\.path).sorted() == ["errors.b", "errors.zz"])
    }

    @Test("line style swaps the box border for a 1-pt underline")
    func lineStyle() throws {
        let json = #"{"fields":[{"key":"a","type":"text","label":"L","style":{"styleCell":"line"}}]}"#
        let page = try layout(json).tree.pages[0]
        let control = try #require(page.boxes.first { $0.role == .control })
        #expect(control.paint == nil)
        let line = try #require(page.boxes.first { $0.role == .separator })
        #expect(line.frame == Rect(x: control.frame.x, y: control.frame.maxY - 1, width: control.frame.width, height: 1))
    }
}
