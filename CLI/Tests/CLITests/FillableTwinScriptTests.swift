import Foundation
import TestSupport
import Testing

@Suite("Fillable twin: field appearances in any script, drawn with embedded font subsets")
struct FillableTwinScriptTests {
    static let values = [
        "greek": "Νίκος Παπαδόπουλος",
        "cyrillic": "Никита Кузнецов",
        "arabic": "مرحبا بالعالم",
        "norwegian": "Bjørn Ærø Åsgårdstrand",
    ]

    static let form = #"""
    { "format": "formsetter", "version": 1, "title": "Scripts", "groups": [
      { "id": "g1", "title": "Names", "sections": [ { "id": "s1", "cells": [
        { "id": "greek", "kind": "text", "label": "Greek", "value": { "text": "Νίκος Παπαδόπουλος" } },
        { "id": "cyrillic", "kind": "text", "label": "Cyrillic", "value": { "text": "Никита Кузнецов" } },
        { "id": "arabic", "kind": "text", "label": "Arabic", "value": { "text": "مرحبا بالعالم" } },
        { "id": "norwegian", "kind": "text", "label": "Norwegian", "value": { "text": "Bjørn Ærø Åsgårdstrand" } },
        { "id": "greeting", "kind": "text", "label": "Greeting", "value": { "text": "السلام عليكم" } },
        { "id": "code", "kind": "text", "label": "Code", "rules": { "minLength": 4, "maxLength": 4 }, "value": { "text": "Ωж7ø" } },
        { "id": "born", "kind": "date", "label": "Born" }
      ] } ] } ] }
    """#

    /// Writes the twin of `json` into `folder` and returns its path and the run's standard error.
    static func twin(_ json: String, in folder: URL, name: String = "scripts") throws -> (pdf: URL, stderr: String) {
        let input = try folder.writing(json, to: "\(name).json"), pdf = folder.appendingPathComponent("\(name).pdf")
        let run = try runCLI(["render", input.path, "--fillable", "--page", "a4", "-o", pdf.path])
        #expect(run.status == 0, "\(run.stderr)")
        return (pdf, run.stderr)
    }

    @Test("printed through poppler (pdftocairo -pdf, then pdftotext) the appearances read as the values")
    func printedText() throws {
        try withTemporaryFolder { folder in
            let (pdf, stderr) = try Self.twin(Self.form, in: folder)
            #expect(stderr == "")
            try QPDF.expectClean(pdf, "scripts.pdf")
            let printed = folder.appendingPathComponent("printed.pdf")
            #expect(try runProgram(URL(fileURLWithPath: "/usr/bin/pdftocairo"), ["-pdf", pdf.path, printed.path]).status == 0)
            let lines = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), [printed.path, "-"]).output
                .split(separator: "\n").map(String.init)
            #expect(lines.contains("Νίκος Παπαδόπουλος"))
            #expect(lines.contains("Никита Кузнецов"))
            // pdftotext wraps a right-to-left line in RIGHT-TO-LEFT EMBEDDING … POP DIRECTIONAL FORMATTING.
            #expect(lines.contains("\u{202B}مرحبا بالعالم\u{202C}"))
            #expect(lines.contains("\u{202B}السلام عليكم\u{202C}"))  // a lam-alef ligature
            #expect(lines.contains("Bjørn Ærø Åsgårdstrand"))
            // (The twin's page prints no value, `pdfium` checks: this text is the fields' appearances.)
        }
    }

    @Test("/DR holds one embedded Type0 subset per font drawn and the whole typing font /DA names; /NeedAppearances stays false")
    func resources() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(Self.form, in: folder).pdf
            let objects = try PDFObjects(pdf)
            let acroForm = objects.dictionary(objects.root["/AcroForm"])
            #expect(acroForm["/NeedAppearances"] as? Bool == false)
            // Arabic letters: DejaVu Sans, embedded whole, is the font viewers type with (`TypedScriptsTests`).
            #expect(PDFObjects.text(acroForm["/DA"]) == "/Wingdings 0 Tf 0 g")
            let fonts = objects.dictionary(objects.dictionary(acroForm["/DR"])["/Font"])
            #expect(objects.dictionary(fonts["/Helv"])["/BaseFont"] as? String == "/Helvetica")
            #expect((objects.dictionary(fonts["/Wingdings"])["/BaseFont"] as? String)?.hasSuffix("+DejaVuSans") == true)
            let embedded = fonts.keys.filter { $0.hasPrefix("/FS") }.sorted().map { objects.dictionary(fonts[$0]) }
            // Liberation Sans (Latin, Greek, Cyrillic) and, for Arabic, the first fallback that has it,
            // DejaVu Sans (before Noto Sans Arabic in the fallbacks), as on the printed page.
            #expect(embedded.map { String(($0["/BaseFont"] as? String ?? "").split(separator: "+").last ?? "") }
                == ["LiberationSans", "DejaVuSans"])
            for font in embedded {
                #expect(font["/Subtype"] as? String == "/Type0" && font["/Encoding"] as? String == "/Identity-H")
                #expect(font["/ToUnicode"] != nil)
                let cidFont = objects.dictionary(objects.array(font["/DescendantFonts"]).first)
                #expect(cidFont["/Subtype"] as? String == "/CIDFontType2" && cidFont["/CIDToGIDMap"] as? String == "/Identity")
                #expect(objects.dictionary(cidFont["/FontDescriptor"])["/FontFile2"] != nil)
            }
        }
    }

    @Test("PDFium draws every value's appearance (ink inside the field, none without the forms layer)")
    func pdfium() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(Self.form, in: folder).pdf
            // Field rectangles from pymupdf (top-left origin in points, as the pdfium bitmap's rows run).
            let script = """
            import json, sys, fitz, pypdfium2 as pdfium
            rects = {w.field_name: w.rect for w in fitz.open(sys.argv[1])[0].widgets()}
            doc = pdfium.PdfDocument(sys.argv[1])
            doc.init_forms()
            def ink(forms):
                bitmap = doc[0].render(scale=2, may_draw_forms=forms, grayscale=True)
                data, stride = bytes(bitmap.buffer), bitmap.stride
                counts = {}
                for name in json.loads(sys.argv[2]):
                    r = rects[name]
                    counts[name] = sum(1 for y in range(int(r.y0 * 2) + 6, int(r.y1 * 2) - 6)
                                       for x in range(int(r.x0 * 2) + 6, int(r.x1 * 2) - 6) if data[y * stride + x] < 128)
                return counts
            print(json.dumps({"forms": ink(True), "page": ink(False)}))
            """
            let names = ["greek", "cyrillic", "arabic", "norwegian", "greeting", "code"]
            let run = try runPDFEngines(script, [pdf.path, String(decoding: try JSONEncoder().encode(names), as: UTF8.self)])
            #expect(run.status == 0, "\(run.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [String: Int]])
            for name in names {
                #expect((json["forms"]?[name] ?? 0) - (json["page"]?[name] ?? 0) > 150, "\(name): \(json)")
                // The page has no ink there, but for the comb's cell walls.
                if name != "code" { #expect(json["page"]?[name] == 0, "\(name): \(json)") }
            }
        }
    }

    @Test("MuPDF reads the values from the appearances' text and the fields' /V")
    func mupdf() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(Self.form, in: folder).pdf
            let script = """
            import json, sys, fitz
            page = fitz.open(sys.argv[1])[0]
            print(json.dumps({"text": page.get_text(), "values": {w.field_name: w.field_value for w in page.widgets()}}))
            """
            let run = try runPDFEngines(script, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let lines = (json["text"] as? String ?? "").split(separator: "\n").map(String.init)
            for value in Self.values.values { #expect(lines.contains(value), "\(value) in \(lines)") }
            // The lam-alef ligature reads as its two letters (its /ActualText).
            #expect(lines.contains("السلام عليكم"), "\(lines)")
            // The comb draws one character per cell, the empty date comb its hint.
            #expect(lines.suffix(14) == ["Ω", "ж", "7", "ø", "D", "D", "/", "M", "M", "/", "Y", "Y", "Y", "Y"])
            let values = json["values"] as? [String: String] ?? [:]
            for (name, value) in Self.values { #expect(values[name] == value) }
            #expect(values["code"] == "Ωж7ø")
        }
    }

    @Test("a character no bundled font has: the field keeps its value, the rest is drawn, a warning names the field")
    func uncoveredCharacters() throws {
        try withTemporaryFolder { folder in
            let json = #"""
            { "format": "formsetter", "version": 1, "title": "CJK", "groups": [ { "id": "g", "title": "G", "sections": [ { "id": "s", "cells": [
              { "id": "city", "kind": "text", "label": "City", "value": { "text": "東京 Tokyo" } } ] } ] } ] }
            """#
            let (pdf, stderr) = try Self.twin(json, in: folder, name: "cjk")
            try QPDF.expectClean(pdf, "cjk.pdf")
            #expect(stderr.contains("cjk.json: field \"city\": no bundled font has \"東京\"; the fillable field keeps the value but its appearance leaves those characters out"), "\(stderr)")
            let objects = try PDFObjects(pdf)
            let field = objects.dictionary(objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).first)
            #expect(PDFObjects.text(field["/V"]) == "東京 Tokyo")
            let text = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), [pdf.path, "-"]).output
            #expect(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.contains("Tokyo"))
        }
    }

    @Test("two renders of the same twin are the same bytes")
    func deterministic() throws {
        try withTemporaryFolder { folder in
            let first = try Data(contentsOf: Self.twin(Self.form, in: folder, name: "one").pdf)
            let second = try Data(contentsOf: Self.twin(Self.form, in: folder, name: "two").pdf)
            #expect(first == second)
        }
    }
}
