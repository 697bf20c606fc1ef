import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Cell templates, link maps and layout dumps go through the one JSON parser: line, column and JSON path in diagnostics")
struct UserFileTests {
    @Test("cell templates: syntax errors with line and column, wrong types and tolerated commas on the key's path")
    func templates() throws {
        try withTemporaryFolder { folder in
            try Data(#"{"height": 60, "title": {"frame": [1, "x", 3], "size": "big", "align": "middle"}, "box": 3,}"#.utf8)
                .write(to: folder.appendingPathComponent("a.json"))
            try Data("{\n  \"height\": ".utf8).write(to: folder.appendingPathComponent("b.json"))
            try Data("[1]".utf8).write(to: folder.appendingPathComponent("c.json"))
            let loaded = try Formsetter.loadTemplates(from: folder)
            #expect(loaded.diagnostics.map(\.description) == [
                "warning: templates/a.json: trailing comma at line 1, column 91 accepted",
                "warning: templates/a.json.title.frame[1]: expected a number, found a string; 0 is used",
                "warning: templates/a.json.title.align: unknown alignment \"middle\" (left, center, right); the default is used",
                "warning: templates/a.json.title.size: expected a number, found \"big\"; ignored",
                "warning: templates/a.json.box: expected an object, found a number; ignored",
                "warning: templates/b.json: not valid JSON at line 2, column 13: unexpected end of input (truncated?); template skipped",
                "warning: templates/c.json: must be a JSON object, found an array; template skipped",
            ])
            #expect(loaded.templates.keys.sorted() == ["a"])
            #expect(loaded.templates["a"] == CellTemplate(height: 60, title: CellTemplate.Part(frame: [1, 0, 3])))
        }
    }

    @Test("the example template reads exactly as written")
    func exampleTemplate() throws {
        let loaded = try Formsetter.loadTemplates(from: Paths.root.appendingPathComponent("Examples/templates"))
        #expect(loaded.diagnostics.isEmpty)
        let card = try #require(loaded.templates["tarjeta"])
        #expect(card.height == 78)
        #expect(card.box == CellTemplate.Part(frame: [16, 30, -54, 36], font: "HelveticaNeue", size: 16, color: Color(hex: "#0B2A40"),
                                              fill: Color(hex: "#FFFFFF"), border: Color(hex: "#1B4F72"), borderWidth: 1.5, radius: 10,
                                              inset: 12))
    }

    @Test("a link map that is not JSON names the line and column; a non-string URL names its key")
    func linkMaps() throws {
        let notJSON = #expect(throws: DecodeFailure.self) { try Formsetter.parseLinkMap(Data("{\"a\": \n".utf8)) }
        #expect(notJSON?.description == "link map is not valid JSON at line 2, column 1: unexpected end of input (truncated?)")
        let notAString = #expect(throws: DecodeFailure.self) { try Formsetter.parseLinkMap(Data(#"{"terms": 3}"#.utf8)) }
        #expect(notAString?.description == "link map: linkMap.terms must be a URL string, found a number")
        let log = DiagnosticLog()
        #expect(try Formsetter.parseLinkMap(Data(#"{"terms": "https://x.example/t",}"#.utf8), log: log) == ["terms": "https://x.example/t"])
        #expect(log.items.map(\.description) == ["warning: linkMap: trailing comma at line 1, column 32 accepted"])
    }

    @Test("layout dumps read back to the same value, for every fixture", arguments: FixtureInput.snapshotFormats)
    func layoutDumpRoundTrip(format: String) throws {
        for input in try Paths.inputs(format) {
            let result = try sharedFormsetter.layout(try Data(contentsOf: input.json), options: try input.options(width: FixtureInput.width(for: format)))
            let dump = LayoutDump(result.tree)
            #expect(try LayoutDump(json: Data(dump.json.utf8)) == dump, "\(input)")
            #expect(result.tree.layoutJSON() == dump.json)
        }
    }

    @Test("the paper twin's dump names each box's field: toggles, radio options, a multi-select's boxes by export name, a date comb of DD/MM/YYYY; it reads back")
    func layoutDumpFields() throws {
        let form = Data(#"""
        { "format": "formsetter", "version": 1, "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [
          { "id": "agree", "kind": "toggle", "label": "Agree" },
          { "id": "plan", "kind": "select", "label": "Plan", "options": ["Basic", "Family"], "logic": { "options": [ { "id": "b" }, { "id": "f" } ] } },
          { "id": "days", "kind": "select", "label": "Days", "multipleOptions": true, "options": ["Mon", "Tue"], "logic": { "options": [ { "id": "mon" }, { "id": "tue" } ] } },
          { "id": "born", "kind": "date", "label": "Born" }
        ] } ] } ] }
        """#.utf8)
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.skinOptions.fillable = true
        let dump = LayoutDump(try sharedFormsetter.layout(form, options: options).tree)
        let fields = dump.pages.flatMap(\.boxes).compactMap(\.field)
        #expect(fields == [
            LayoutDump.Field(name: "agree", kind: .checkbox),
            LayoutDump.Field(name: "plan", kind: .radio, option: "b"),
            LayoutDump.Field(name: "plan", kind: .radio, option: "f"),
            LayoutDump.Field(name: "days.1", kind: .checkbox, option: "mon"),
            LayoutDump.Field(name: "days.2", kind: .checkbox, option: "tue"),
            LayoutDump.Field(name: "born", kind: .text, comb: true, maxLength: 10, format: "date"),
        ])
        let lines = dump.json.split(separator: "\n").filter { $0.contains("\"field\":") }.map { String($0.split(separator: "\"field\":")[1]).replacingOccurrences(of: "}},", with: "}}") }
        #expect(lines == [
            #"{"name":"agree","kind":"checkbox"}}"#, #"{"name":"plan","kind":"radio","option":"b"}}"#, #"{"name":"plan","kind":"radio","option":"f"}}"#,
            #"{"name":"days.1","kind":"checkbox","option":"mon"}}"#, #"{"name":"days.2","kind":"checkbox","option":"tue"}}"#,
            #"{"name":"born","kind":"text","comb":true,"maxLength":10,"format":"date"}}"#,
        ])
        #expect(try LayoutDump(json: Data(dump.json.utf8)) == dump)
        options.skinOptions.fillable = false
        #expect(LayoutDump(try sharedFormsetter.layout(form, options: options).tree).pages.flatMap(\.boxes).allSatisfy { $0.field == nil })
    }

    @Test("a file that is not a layout dump is refused with the JSON path at fault")
    func notADump() throws {
        #expect(throws: DecodeFailure("layout dump: no \"pages\" array")) { try LayoutDump(json: Data("{}".utf8)) }
        let badRole = #"{"pages":[{"width":1,"height":1,"boxes":[{"id":"a","role":"frame","frame":{"x":0,"y":0,"width":1,"height":1}}]}]}"#
        #expect(throws: DecodeFailure("layout dump: pages[0].boxes[0].role is not a box role")) { try LayoutDump(json: Data(badRole.utf8)) }
    }
}
