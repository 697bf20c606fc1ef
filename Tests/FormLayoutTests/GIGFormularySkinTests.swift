import FormFormats
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("GIGFormulary skin: cell metrics, error labels, link rectangles, line style (fixed-advance measurer)")
struct GIGFormularySkinTests {
    private func layout(_ json: String, errors: String? = nil, width: Double = 375) throws -> (tree: LayoutTree, diagnostics: [Diagnostic], form: Form) {
        let decoded = try FormDecoder.decode(Data(json.utf8), errors: errors.map { Data($0.utf8) })
        let log = DiagnosticLog()
        let tree = LayoutEngine(skin: GIGFormularySkin(), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: .screen(width: width), log: log)
        return (tree, decoded.diagnostics + log.items, decoded.form)
    }

    @Test("text, picker and boolean cells are 64, 77 and 80 pt tall, full width, 3 pt apart (Docs/formats.md §1.7)")
    func cellHeights() throws {
        let frames = cellFrames(try layout(SampleForms.gigformularyThreeFields).tree.pages[0])
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(frames["b"] == Rect(x: 0, y: 67, width: 375, height: 77))
        #expect(frames["c"] == Rect(x: 0, y: 147, width: 375, height: 80))
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
        let page = try layout(SampleForms.gigformularyThreeFields, errors: #"{"a":"\#(long)","c":"no"}"#).tree.pages[0]
        let frames = cellFrames(page)
        let errorHeights = page.boxes.filter { $0.role == .error }.map(\.frame.height)
        #expect(errorHeights.count == 2)
        #expect(errorHeights[0] > 18)
        #expect(frames["a"]?.height == 64 + errorHeights[0])
        #expect(frames["c"]?.height == 80 + errorHeights[1])
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
