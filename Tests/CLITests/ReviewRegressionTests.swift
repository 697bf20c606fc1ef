import Foundation
import Formsetter
import TestSupport
import Testing

/// Inputs a review found crashing or misplacing things.
@Suite("Regressions from review: huge numbers, leading spaces, surrogates, exit codes")
struct ReviewRegressionTests {
    @Test("a huge option index in a native form is a diagnostic, not a crash")
    func hugeOptionIndex() throws {
        let json = #"{"format":"formsetter","version":1,"groups":[{"id":"g","sections":[{"id":"s","cells":[{"id":"a","kind":"select","options":["x"],"value":{"option":1e19}}]}]}]}"#
        let decoded = try FormDecoder.decode(Data(json.utf8))
        #expect(decoded.form.allCells[0].value == .empty)
        #expect(decoded.diagnostics.map(\.path) == ["groups[0].sections[0].cells[0].value"])
    }

    @Test("a template with a huge height is skipped with a diagnostic; rendering does not crash")
    func hugeTemplate() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"height": 1e300}"#.utf8).write(to: folder.appendingPathComponent("big.json"))
        let loaded = try Formsetter.loadTemplates(from: folder)
        #expect(loaded.templates.isEmpty)
        #expect(loaded.diagnostics.map(\.path) == ["templates/big.json.height"])
        let form = folder.appendingPathComponent("f.json")
        try Data(#"{"fields":[{"key":"a","type":"text","label":"A","style":{"styleCell":"custom","nameXib":"big"}}]}"#.utf8).write(to: form)
        let run = try runCLI(["render", form.path, "--templates", folder.path, "-o", folder.appendingPathComponent("o.png").path])
        #expect(run.status == 0)
    }

    @Test("link rectangles cover the link's characters on a line that starts with spaces (Pango)")
    func leadingSpaces() throws {
        let measurer = PangoMeasurer(fonts: sharedFormsetter.fonts)
        let style = ParagraphStyle(font: FontRef("system", size: 15), color: .black)
        let spaced = measurer.paragraph(RichText("  Read terms", links: [.init(range: 7..<12, target: "t")]), style: style, origin: Point(x: 0, y: 0), width: 300)
        let plain = measurer.paragraph(RichText("Read terms", links: [.init(range: 5..<10, target: "t")]), style: style, origin: Point(x: 0, y: 0), width: 300)
        let a = try #require(spaced.links.first?.rects.first), b = try #require(plain.links.first?.rects.first)
        #expect(abs(a.width - b.width) < 0.01)
        #expect(a.x > b.x)
    }

    @Test("a lone high surrogate keeps the character after it")
    func loneSurrogate() throws {
        var notes: [(path: String, message: String)] = []
        let value = try JSONValue.parse(Data(#"["\uD800\u0041"]"#.utf8), notes: &notes)
        #expect(value == .array([.string("\u{FFFD}A")]))
    }

    @Test("snapshot: bad options exit 64, not 65")
    func snapshotUsageExitCode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = folder.appendingPathComponent("f.json")
        try Data(#"{"fields":[{"key":"a","type":"text"}]}"#.utf8).write(to: form)
        #expect(try runCLI(["snapshot", "verify", form.path, "--snapshots", folder.path, "--skin", "bogus"]).status == 64)
        #expect(try runCLI(["snapshot", "verify", form.path, "--snapshots", folder.path, "--scale", "5"]).status == 64)
    }
}

extension ReviewRegressionTests {
    @Test("font notes are reported for every form a long-lived Formsetter lays out")
    func fontNotesPerCall() throws {
        let formsetter = try Formsetter()
        let json = Data(#"[{"title":"G","sections":[{"fields":[{"id":"a","title":"A","type":"text"}]}]}]"#.utf8)
        for _ in 0..<2 {
            let result = try formsetter.layout(json, options: .init())
            #expect(result.diagnostics.contains { $0.message.contains("AvenirNext-DemiBold") })
        }
    }
}
