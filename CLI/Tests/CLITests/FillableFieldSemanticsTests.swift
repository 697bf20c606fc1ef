import Foundation
import TestSupport
import Testing

@Suite("Fillable twin: field flags, formats, font sizes and signature fields as the form calls for them")
struct FillableFieldSemanticsTests {
    static let form = #"""
    { "format": "formsetter", "version": 1, "title": "Claim", "groups": [
      { "id": "g1", "title": "Claim", "sections": [ { "id": "s1", "cells": [
        { "id": "name", "kind": "text", "label": "Name", "state": { "required": true } },
        { "id": "policy", "kind": "text", "label": "Policy number", "value": { "text": "P-1234" }, "state": { "disabled": true } },
        { "id": "pin", "kind": "secureText", "label": "PIN" },
        { "id": "when", "kind": "date", "label": "Date of loss", "state": { "required": true } },
        { "id": "at", "kind": "time", "label": "Time of loss" },
        { "id": "amount", "kind": "text", "label": "Amount", "logic": { "type": "float" } },
        { "id": "items", "kind": "text", "label": "Items", "logic": { "type": "number" } },
        { "id": "total", "kind": "text", "label": "Total", "logic": { "type": "float", "formula": "$amount * 2" } },
        { "id": "cover", "kind": "select", "label": "Cover", "options": ["Basic", "Full"], "state": { "required": true } },
        { "id": "agree", "kind": "checkbox", "label": "I agree", "state": { "required": true } },
        { "id": "story", "kind": "textArea", "label": "What happened" },
        { "id": "photo", "kind": "custom", "customType": "photo", "label": "Photo of the damage" },
        { "id": "sig", "kind": "custom", "customType": "signature", "label": "Signature" }
      ] } ] } ] }
    """#

    /// The twin of `form`; `--as-shown` keeps the PIN, which paper leaves off as screen-only.
    static func twin(in folder: URL, _ arguments: [String] = []) throws -> URL {
        let input = try folder.writing(form, to: "claim.json"), pdf = folder.appendingPathComponent("claim.pdf")
        let run = try runCLI(["render", input.path, "--fillable", "--page", "a4", "-o", pdf.path] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        try QPDF.expectClean(pdf, "claim.pdf")
        return pdf
    }

    /// The merged field dictionaries (and radio parents) by full name.
    static func fields(_ objects: PDFObjects) -> [String: [String: Any]] {
        var fields: [String: [String: Any]] = [:]
        for field in objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).map(objects.dictionary) {
            if let name = PDFObjects.text(field["/T"]) { fields[name] = field }
        }
        return fields
    }

    static func int(_ value: Any?) -> Int? { (value as? NSNumber)?.intValue }

    @Test("Required (bit 2), ReadOnly (bit 1) and Password (bit 14) where the cells ask for them, and on no other field")
    func flags() throws {
        try withTemporaryFolder { folder in
            let objects = try PDFObjects(try Self.twin(in: folder, ["--as-shown"]))
            let fields = Self.fields(objects)
            let flags = fields.mapValues { Self.int($0["/Ff"]) ?? 0 }
            let required = 1 << 1, readOnly = 1 << 0, password = 1 << 13, comb = 1 << 24, radio = 1 << 15 | 1 << 14
            #expect(flags["name"] == required)
            // Disabled on screen, written by the person in the twin: no rule of the form runs there.
            #expect(flags["policy"] == 0)
            #expect(flags["pin"] == password)
            #expect(flags["when"] == required | comb)
            #expect(flags["at"] == comb)
            #expect(flags["amount"] == 0 && flags["items"] == 0)
            #expect(flags["total"] == readOnly)
            #expect(flags["cover"] == radio | required)
            #expect(flags["agree"] == required)
            #expect(flags["story"] == 1 << 12)
            #expect(flags["sig"] == 0)
        }
    }

    @Test("a /Sig field over the signature box only; the photo box gets none")
    func signature() throws {
        try withTemporaryFolder { folder in
            let objects = try PDFObjects(try Self.twin(in: folder))
            let fields = Self.fields(objects)
            let signature = try #require(fields["sig"])
            #expect(signature["/FT"] as? String == "/Sig")
            #expect(signature["/V"] == nil)
            #expect(PDFObjects.text(signature["/TU"]) == "Signature")
            #expect(objects.dictionary(signature["/AP"])["/N"] != nil)
            #expect(fields["photo"] == nil)
            #expect(fields.values.filter { $0["/FT"] as? String == "/Sig" }.count == 1)
        }
    }

    @Test("dates, times and numbers carry the Acrobat keystroke and format scripts matching the printed hint")
    func scripts() throws {
        try withTemporaryFolder { folder in
            let objects = try PDFObjects(try Self.twin(in: folder))
            let fields = Self.fields(objects)
            func scripts(_ name: String) -> [String?] {
                let actions = objects.dictionary(fields[name]?["/AA"])
                return ["/K", "/F"].map { PDFObjects.text(objects.dictionary(actions[$0])["/JS"]) }
            }
            // The keystroke script writes a committed date normalised into the value (PDFDateScriptTests
            // runs it), and hands any other text to the viewer's own date script.
            let when = scripts("when")
            #expect(when[0]?.hasPrefix("function formsetterDate(text, withTime) {\n") == true)
            #expect(when[0]?.hasSuffix("""
                }
                var formsetterValue = event.willCommit ? formsetterDate(event.value, false) : null;
                if (formsetterValue !== null) event.value = formsetterValue;
                else AFDate_KeystrokeEx("dd/mm/yyyy");
                """) == true)
            #expect(when[1] == #"AFDate_FormatEx("dd/mm/yyyy");"#)
            #expect(scripts("at") == [#"AFTime_KeystrokeEx("HH:MM");"#, #"AFTime_FormatEx("HH:MM");"#])
            #expect(scripts("amount") == [#"AFNumber_Keystroke(2, 1, 0, 0, "", true);"#, #"AFNumber_Format(2, 1, 0, 0, "", true);"#])
            #expect(scripts("items") == [#"AFNumber_Keystroke(0, 1, 0, 0, "", true);"#, #"AFNumber_Format(0, 1, 0, 0, "", true);"#])
            #expect(fields["name"]?["/AA"] == nil && fields["story"]?["/AA"] == nil)
            #expect(PDFObjects.text(fields["when"]?["/TU"]) == "Date of loss (DD/MM/YYYY)")
            #expect(Self.int(fields["when"]?["/MaxLen"]) == 10)
        }
    }

    @Test("number scripts write the printed value's decimal separator, else the form language's; none over a value the library formats its own way")
    func numberStyles() throws {
        try withTemporaryFolder { folder in
            let forms = Paths.root.appendingPathComponent("Examples/forms"), pdf = folder.appendingPathComponent("ansatt.pdf")
            let run = try runCLI(["render", forms.appendingPathComponent("ansatt-nb.json").path, "--values", forms.appendingPathComponent("ansatt-nb.values.json").path,
                                  "--fillable", "--page", "a4", "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            let fields = Self.fields(try PDFObjects(pdf))
            func keystroke(_ name: String) -> String? {
                PDFObjects.text((fields[name]?["/AA"] as? [String: Any]).flatMap { ($0["/K"] as? [String: Any])?["/JS"] })
            }
            // "18500.50" is printed with a point; "100" shows no separator, so the form's Norwegian comma.
            #expect(keystroke("tillegg") == #"AFNumber_Keystroke(2, 1, 0, 0, "", true);"#)
            #expect(keystroke("stillingsprosent") == #"AFNumber_Keystroke(0, 3, 0, 0, "", true);"#)
            // Text fields whose input_type asks only for the number pad: no number script would
            // keep a fødselsnummer's or a postcode's leading zero.
            #expect(fields["social_security_number"]?["/AA"] == nil)
            #expect(fields["postnummer"]?["/AA"] == nil)
        }
    }

    @Test("one-line boxes let the viewer fit the text (0 Tf), combs keep the printed size, areas type on their printed lines")
    func fontSizes() throws {
        try withTemporaryFolder { folder in
            let objects = try PDFObjects(try Self.twin(in: folder))
            let fields = Self.fields(objects)
            func size(_ name: String) -> String? {
                guard let da = PDFObjects.text(fields[name]?["/DA"]) else { return nil }
                let parts = da.split(separator: " ")
                return parts.firstIndex(of: "Tf").map { String(parts[$0 - 1]) }
            }
            #expect(size("name") == "0")
            #expect(size("policy") == "0")
            #expect(size("when") == "11")
            // 7-mm writing lines: 17 pt Helvetica lines are 19.9 pt apart in PDFium.
            #expect(size("story") == "17")
        }
    }

    @Test("pages ask for structure tab order (/Tabs /S); PDFium's Tab key walks the widgets in reading order")
    func tabOrder() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder)
            let objects = try PDFObjects(pdf)
            #expect(objects.pages[0]["/Tabs"] as? String == "/S")
            // Focus the first widget, then press Tab and note the focused widget until one comes again.
            let script = """
            import ctypes, json, sys
            import pypdfium2 as pdfium, pypdfium2.raw as c
            pdf = pdfium.PdfDocument(sys.argv[1])
            pdf.init_forms()
            page = pdf[0]
            form = pdf.formenv.raw
            count = c.FPDFPage_GetAnnotCount(page.raw)
            order = []
            first = c.FPDFPage_GetAnnot(page.raw, 0)
            assert c.FORM_SetFocusedAnnot(form, first)
            for _ in range(count):
                index, annot = ctypes.c_int(-1), c.FPDF_ANNOTATION()
                assert c.FORM_GetFocusedAnnot(form, ctypes.byref(index), ctypes.byref(annot))
                focused = c.FPDFPage_GetAnnotIndex(page.raw, annot) if annot else -1
                c.FPDFPage_CloseAnnot(annot)
                if focused in order: break
                order.append(focused)
                c.FORM_OnKeyDown(form, page.raw, 0x09, 0)
            print(json.dumps({"count": count, "order": order}))
            """
            let run = try runPDFEngines(script, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let count = try #require(Self.int(json["count"]))
            let annotations = objects.annotations(page: 0)
            #expect(count == annotations.count)
            // Every widget but the signature field (PDFium gives an unsigned one no focus), in
            // annotation order, which is reading order: both options of "Cover" on one row
            // left to right, where `/Tabs /R` went right to left.
            let focusable = annotations.indices.filter { annotations[$0]["/FT"] as? String != "/Sig" }
            #expect(focusable.count == count - 1)
            #expect((json["order"] as? [Int]) == focusable)
        }
    }

    @Test("MuPDF runs the scripts: a number field refuses letters; a date comb refuses text that is no date and writes 31.12.2024, 2024-12-31 and 31122024 into /V as DD/MM/YYYY")
    func mupdfScripts() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder)
            // pdf_set_text_field_value runs the keystroke script and returns 0 when it refuses.
            let script = """
            import json, sys
            import pymupdf
            from pymupdf import mupdf
            doc = pymupdf.open(sys.argv[1])
            mupdf.pdf_enable_js(pymupdf._as_pdf_document(doc))
            typed = {"amount": ["abc", "12.5"], "when": ["0101", "31.12.2024", "2024-12-31", "01012024", "01/01/2024"], "name": ["abc"]}
            results = {}
            for widget in doc[0].widgets():
                annot = mupdf.PdfAnnot(widget._annot.this)
                for value in typed.get(widget.field_name, []):
                    accepted = mupdf.pdf_set_text_field_value(annot, value)
                    results[widget.field_name + " " + value] = [accepted, mupdf.pdf_field_value(mupdf.pdf_annot_obj(annot))]
            print(json.dumps(results))
            """
            let run = try runPDFEngines(script, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [Any]])
            func result(_ key: String) -> [String] { (json[key] ?? []).map { "\($0)" } }
            #expect(result("amount abc") == ["0", ""])
            #expect(result("amount 12.5") == ["1", "12.5"])
            #expect(result("when 0101") == ["0", ""])
            // Issue #34: MuPDF showed 31/12/2024 while /V kept 31.12.2024.
            #expect(result("when 31.12.2024") == ["1", "31/12/2024"])
            #expect(result("when 2024-12-31") == ["1", "31/12/2024"])
            #expect(result("when 01012024") == ["1", "01/01/2024"])
            #expect(result("when 01/01/2024") == ["1", "01/01/2024"])
            #expect(result("name abc") == ["1", "abc"])
        }
    }

    @Test("PDFium types a multi-line answer on the printed writing lines (7 mm apart)")
    func pdfiumTypedLines() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder)
            // Types three lines into "story" and reads the appearance PDFium writes for them.
            let script = """
            import json, re, sys
            import pypdfium2 as pdfium, pypdfium2.raw as c
            pdf = pdfium.PdfDocument(sys.argv[1])
            pdf.init_forms()
            page = pdf[0]
            form = pdf.formenv.raw
            def text(getter, *arguments):
                size = getter(*arguments, None, 0)
                buffer = (c.FPDF_WCHAR * (size // 2))()
                getter(*arguments, buffer, size)
                return bytes(buffer)[:-2].decode("utf-16-le")
            steps = []
            for i in range(c.FPDFPage_GetAnnotCount(page.raw)):
                annot = c.FPDFPage_GetAnnot(page.raw, i)
                if text(c.FPDFAnnot_GetFormFieldName, form, annot) == "story":
                    c.FORM_SetFocusedAnnot(form, annot)
                    for character in "One\\rTwo\\rThree":
                        c.FORM_OnChar(form, page.raw, ord(character), 0)
                    c.FORM_ForceToKillFocus(form)
                    stream = text(c.FPDFAnnot_GetAP, annot, 0)
                    steps = [float(step) for step in re.findall(r"0 (-[0-9.]+) Td", stream)]
                c.FPDFPage_CloseAnnot(annot)
            print(json.dumps(steps))
            """
            let run = try runPDFEngines(script, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            let steps = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [Double])
            let lineSpacing = 7 * 72 / 25.4
            #expect(steps.count == 2)
            for step in steps { #expect(abs(-step - lineSpacing) < 0.25, "\(step)") }
        }
    }

    @Test("PDFium and MuPDF read the flags and the signature field")
    func enginesReadFlags() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.twin(in: folder, ["--as-shown"])
            let script = """
            import json, sys
            import pypdfium2 as pdfium, pypdfium2.raw as c
            import fitz
            pdf = pdfium.PdfDocument(sys.argv[1])
            pdf.init_forms()
            form = pdf.formenv.raw
            pdfium_flags = {}
            for page in pdf:
                for i in range(c.FPDFPage_GetAnnotCount(page.raw)):
                    annot = c.FPDFPage_GetAnnot(page.raw, i)
                    size = c.FPDFAnnot_GetFormFieldName(form, annot, None, 0)
                    buffer = (c.FPDF_WCHAR * (size // 2))()
                    c.FPDFAnnot_GetFormFieldName(form, annot, buffer, size)
                    name = bytes(buffer)[:-2].decode('utf-16-le')
                    pdfium_flags[name] = [c.FPDFAnnot_GetFormFieldFlags(form, annot), c.FPDFAnnot_GetFormFieldType(form, annot)]
                    c.FPDFPage_CloseAnnot(annot)
            mupdf = {w.field_name: [w.field_flags, w.field_type_string] for page in fitz.open(sys.argv[1]) for w in page.widgets()}
            print(json.dumps({"pdfium": pdfium_flags, "mupdf": mupdf}))
            """
            let run = try runPDFEngines(script, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [String: [Any]]])
            let pdfium = try #require(json["pdfium"]), mupdf = try #require(json["mupdf"])
            let required = 1 << 1, readOnly = 1 << 0, password = 1 << 13
            for (name, flag) in [("name", required), ("policy", 0), ("pin", password), ("total", readOnly), ("agree", required)] {
                #expect(Self.int(pdfium[name]?.first) == flag, "PDFium \(name)")
                #expect(Self.int(mupdf[name]?.first) == flag, "MuPDF \(name)")
            }
            // FPDF_FORMFIELD_SIGNATURE is 7.
            #expect(Self.int(pdfium["sig"]?.last) == 7)
            #expect(mupdf["sig"]?.last as? String == "Signature")
        }
    }
}
