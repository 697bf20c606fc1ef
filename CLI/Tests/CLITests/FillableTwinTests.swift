import Foundation
import TestSupport
import Testing

@Suite("Fillable twin (--fillable): AcroForm fields over the paper look's boxes")
struct FillableTwinTests {
    static let form = #"""
    { "format": "formsetter", "version": 1, "title": "Membership", "groups": [
      { "id": "g1", "title": "Member", "sections": [ { "id": "s1", "cells": [
        { "id": "postcode", "kind": "text", "label": "Postal code", "rules": { "minLength": 5, "maxLength": 5 }, "value": { "text": "08001" } },
        { "id": "nick", "kind": "text", "label": "Nickname", "rules": { "maxLength": 10 } },
        { "id": "born", "kind": "date", "label": "Born" },
        { "id": "plan", "kind": "select", "label": "Plan", "options": ["Basic", "Family", "Premium"], "value": { "option": 1 } },
        { "id": "news", "kind": "toggle", "label": "Newsletter", "value": { "toggle": true } },
        { "id": "notes", "kind": "textArea", "label": "Notes" },
        { "id": "country", "kind": "select", "label": "Country", "options": ["AD","AT","BE","CH","DE","DK","ES","FI","FR","GB","IE","IT","NL"] }
      ] } ] } ] }
    """#

    /// Writes the twin of `form` and returns its path (inside `folder`).
    static func twin(in folder: URL) throws -> URL {
        let input = folder.appendingPathComponent("club.json"), pdf = folder.appendingPathComponent("club.pdf")
        try Data(form.utf8).write(to: input)
        let run = try runCLI(["render", input.path, "--fillable", "--page", "a4", "-o", pdf.path])
        #expect(run.status == 0, "\(run.stderr)")
        return pdf
    }

    @Test("fields: names, tooltips, /MaxLen, comb, radio group, check box, multi-line, drop-down, appearances, tab order")
    func structure() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder)
            try QPDF.expectClean(pdf, "club.pdf")
            let objects = try PDFObjects(pdf)
            let acroForm = objects.dictionary(objects.root["/AcroForm"])
            let fields = objects.array(acroForm["/Fields"]).map(objects.dictionary)
            #expect(fields.compactMap { PDFObjects.text($0["/T"]) } == ["postcode", "nick", "born", "plan", "news", "notes", "country"])
            func field(_ name: String) -> [String: Any] { fields.first { PDFObjects.text($0["/T"]) == name } ?? [:] }
            func int(_ value: Any?) -> Int? { (value as? NSNumber)?.intValue }
            #expect(PDFObjects.text(field("postcode")["/V"]) == "08001")
            #expect(int(field("postcode")["/MaxLen"]) == 5)
            #expect(int(field("postcode")["/Ff"]) == 1 << 24)
            #expect(PDFObjects.text(field("postcode")["/TU"]) == "Postal code")
            #expect(int(field("nick")["/MaxLen"]) == 10 && field("nick")["/Ff"] == nil)
            #expect(PDFObjects.text(field("born")["/TU"]) == "Born (DD/MM/YYYY)")
            #expect(int(field("born")["/MaxLen"]) == 10)
            #expect(int(field("plan")["/Ff"]) == 1 << 15 | 1 << 14)
            #expect(field("plan")["/V"] as? String == "/Family")
            let kids = objects.array(field("plan")["/Kids"]).map(objects.dictionary)
            #expect(kids.map { $0["/AS"] as? String } == ["/Off", "/Family", "/Off"])
            #expect(kids.map { Set(objects.dictionary(objects.dictionary($0["/AP"])["/N"]).keys) } == [["/Basic", "/Off"], ["/Family", "/Off"], ["/Premium", "/Off"]])
            // Each radio button says which option it is (PDF/UA-1 7.18.1), not its export name.
            #expect(kids.map { PDFObjects.text($0["/TU"]) } == ["Plan: Basic", "Plan: Family", "Plan: Premium"])
            // The tick and the dot are paths, not a ZapfDingbats glyph that is neither embedded
            // nor mapped to Unicode (PDF/UA-1 7.21.4.1, 7.21.7).
            let onStates = [objects.dictionary(objects.dictionary(field("news")["/AP"])["/N"])["/Yes"]]
                + kids.map { objects.dictionary(objects.dictionary($0["/AP"])["/N"]).first { $0.key != "/Off" }?.value }
            #expect(onStates.count == 4)
            for case let reference as String in onStates {
                let (status, content) = try QPDF.run(["--show-object=\(reference.split(separator: " ")[0])", "--filtered-stream-data", pdf.path])
                #expect(status == 0)
                #expect(!content.contains("Tf") && content.contains(" m "), "\(reference): \(content)")
            }
            #expect(field("news")["/V"] as? String == "/Yes" && field("news")["/FT"] as? String == "/Btn")
            #expect(int(field("notes")["/Ff"]) == 1 << 12)
            #expect(field("country")["/FT"] as? String == "/Ch" && int(field("country")["/Ff"]) == 1 << 17)
            #expect(objects.array(field("country")["/Opt"]).count == 13)
            for widget in objects.annotations(page: 0) where widget["/Subtype"] as? String == "/Widget" {
                #expect(objects.dictionary(widget["/AP"])["/N"] != nil, "\(widget)")
            }
            // Widgets in reading order: top to bottom, and left to right within a line.
            let rects = objects.annotations(page: 0).map { objects.array($0["/Rect"]).compactMap { ($0 as? NSNumber)?.doubleValue } }
            #expect(rects.count == 9)
            for (previous, next) in zip(rects, rects.dropFirst()) {
                #expect(next[3] < previous[3] || (next[3] == previous[3] && next[0] > previous[0]), "\(previous) then \(next)")
            }
            #expect(objects.pages[0]["/Tabs"] as? String == "/S")
        }
    }

    @Test("radio buttons of one size show one dot and one off state: one form XObject each, not one per widget")
    func sharedAppearances() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder)
            let objects = try PDFObjects(pdf)
            let fields = objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).map(objects.dictionary)
            let plan = try #require(fields.first { PDFObjects.text($0["/T"]) == "plan" })
            let states = objects.array(plan["/Kids"]).map(objects.dictionary).map { objects.dictionary(objects.dictionary($0["/AP"])["/N"]) }
            #expect(states.count == 3)
            let offs = states.compactMap { $0["/Off"] as? String }
            let dots = states.compactMap { $0.first { $0.key != "/Off" }?.value as? String }
            #expect(offs.count == 3 && Set(offs).count == 1, "\(offs)")
            #expect(dots.count == 3 && Set(dots).count == 1 && dots[0] != offs[0], "\(dots)")
        }
    }

    @Test("pypdf fills the twin and reads the values back; the filled file passes qpdf --check")
    func fillWithPypdf() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder), filled = folder.appendingPathComponent("filled.pdf")
            let script = """
            import json, sys
            from pypdf import PdfReader, PdfWriter
            before = {k: v.get('/V') for k, v in PdfReader(sys.argv[1]).get_fields().items()}
            writer = PdfWriter()
            writer.clone_document_from_reader(PdfReader(sys.argv[1]))
            writer.update_page_form_field_values(writer.pages[0], {"nick": "Bo", "born": "02/03/2026", "plan": "/Premium", "news": "/Off", "notes": "Line one"})
            writer.write(sys.argv[2])
            after = {k: v.get('/V') for k, v in PdfReader(sys.argv[2]).get_fields().items()}
            print(json.dumps({"before": before, "after": after}, sort_keys=True))
            """
            let log = folder.appendingPathComponent("pypdf.json"), errorLog = folder.appendingPathComponent("pypdf.stderr")
            for file in [log, errorLog] { FileManager.default.createFile(atPath: file.path, contents: nil) }
            // Files, not pipes: reading a pipe while other tests spawn processes can fail with EINTR.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = ["-c", script, pdf.path, filled.path]
            let out = try FileHandle(forWritingTo: log), err = try FileHandle(forWritingTo: errorLog)
            process.standardOutput = out
            process.standardError = err
            try process.run()
            process.waitUntilExit()
            try out.close()
            try err.close()
            let output = try Data(contentsOf: log)
            let errors = String(decoding: try Data(contentsOf: errorLog), as: UTF8.self)
            #expect(process.terminationStatus == 0, "python3-pypdf (a CI package) failed: \(errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: output) as? [String: [String: Any]])
            let before = try #require(json["before"]), after = try #require(json["after"])
            #expect(before["postcode"] as? String == "08001" && before["plan"] as? String == "/Family" && before["news"] as? String == "/Yes")
            #expect(before["nick"] is NSNull)
            #expect(after["postcode"] as? String == "08001")
            #expect(after["nick"] as? String == "Bo")
            #expect(after["born"] as? String == "02/03/2026")
            #expect(after["plan"] as? String == "/Premium")
            #expect(after["news"] as? String == "/Off")
            #expect(after["notes"] as? String == "Line one")
            try QPDF.expectClean(filled, "filled.pdf")
        }
    }

    @Test("--fillable needs a PDF and the paper look (64 otherwise); the printed paper PDF has no fields")
    func usage() throws {
        try withTemporaryFolder { folder in
            let input = try folder.writing(Self.form, to: "club.json")
            #expect(try runCLI(["render", input.path, "--fillable", "-o", folder.appendingPathComponent("x.png").path]).status == 64)
            #expect(try runCLI(["render", input.path, "--fillable", "--skin", "hyperoslo", "-o", folder.appendingPathComponent("x.pdf").path]).status == 64)
            let printed = folder.appendingPathComponent("printed.pdf")
            #expect(try runCLI(["render", input.path, "--skin", "paper", "--page", "a4", "-o", printed.path]).status == 0)
            #expect(try PDFObjects(printed).root["/AcroForm"] == nil)
        }
    }
}
