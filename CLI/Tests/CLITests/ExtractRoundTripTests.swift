import Foundation
import TestSupport
import Testing

@Suite("extract: a filled twin read back into the form's values")
struct ExtractRoundTripTests {
    /// Every fixture with a values or answers sidecar but hyperoslo's (`hyperoslo`, below).
    static let fixtures = [
        ("gigformulary/repo-orchextra-vendored-fomr2Compare.json", "gigformulary/repo-orchextra-vendored-fomr2Compare.values.json"),
        ("gigformulary/repo-orchextra-vendored-form1.json", "gigformulary/repo-orchextra-vendored-form1.values.json"),
        ("gigformulary/seed-readme-text.json", "gigformulary/seed-readme-text.values.json"),
        ("formworks/aviso-sinistro-residencial-pt.json", "formworks/aviso-sinistro-residencial-pt.answers.json"),
        ("formworks/reclamacao-entrega-pt-readme-format.json", "formworks/reclamacao-entrega-pt-readme-format.answers.json"),
    ]

    /// `validate FORM --values VALUES`: its `values` and `errors`.
    static func validate(_ form: URL, values: URL) throws -> [String: Any] {
        let run = try runCLI(["validate", form.path, "--values", values.path])
        #expect([0, 1].contains(run.status), "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return ["values": report["values"] ?? NSNull(), "errors": report["errors"] ?? NSNull()]
    }

    /// The twin of `form` with `values`, extracted again.
    static func roundTrip(_ form: URL, values: URL, in folder: URL, fill: ((URL) throws -> Void)? = nil) throws -> URL {
        let pdf = folder.appendingPathComponent("twin.pdf"), extracted = folder.appendingPathComponent("extracted.json")
        let render = try runCLI(["render", form.path, "--values", values.path, "--fillable", "--page", "a4", "-o", pdf.path])
        #expect(render.status == 0, "\(render.stderr)")
        try QPDF.expectClean(pdf, form.lastPathComponent)
        try fill?(pdf)
        let extract = try runCLI(["extract", pdf.path, "--form", form.path, "-o", extracted.path])
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(!extract.stderr.contains("warning:"), "\(extract.stderr)")
        return extracted
    }

    @Test("render --values V --fillable, extract, validate --values: the same values and errors as validate --values V", arguments: fixtures)
    func roundTrip(form: String, values: String) throws {
        try withTemporaryFolder { folder in
            let formURL = Paths.fixture(form), valuesURL = Paths.fixture(values)
            let extracted = try Self.roundTrip(formURL, values: valuesURL, in: folder)
            let expected = try Self.validate(formURL, values: valuesURL), got = try Self.validate(formURL, values: extracted)
            let text = String(decoding: try Data(contentsOf: extracted), as: UTF8.self)
            #expect(NSDictionary(dictionary: got) == NSDictionary(dictionary: expected), "\(text)")
        }
    }

    @Test("hyperoslo ansatt-nb: ids, option ids (a number stays one), fødselsnummer and phone digits, dates as the library writes them, dynamic instances")
    func hyperoslo() throws {
        try withTemporaryFolder { folder in
            let form = Paths.fixture("hyperoslo/ansatt-nb.json"), values = Paths.fixture("hyperoslo/ansatt-nb.values.json")
            let extracted = try Self.roundTrip(form, values: values, in: folder)
            let read = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: extracted)) as? [String: Any])
            #expect(read["social_security_number"] as? String == "14058549623")
            #expect(read["phone_number"] as? String == "91234567")
            #expect(read["grunnlonn"] as? Int == 2)
            #expect(read["barn[0].fodselsdato"] as? String == "2016-03-04 00:00:00 +0000")
            #expect(read["barn[1].navn"] as? String == "M")
            var expected = try Self.validate(form, values: values), got = try Self.validate(form, values: extracted)
            var expectedValues = try #require(expected["values"] as? [String: Any]), gotValues = try #require(got["values"] as? [String: Any])
            // The values file writes the float as nb text ("18500,50"); the twin shows it as the
            // library displays a float (%.2f), and what a field holds reads back as text, as the
            // library keeps an edited float.
            #expect(expectedValues.removeValue(forKey: "tillegg") as? String == "18500,50")
            #expect(gotValues.removeValue(forKey: "tillegg") as? String == "18500.50")
            #expect(gotValues["avdeling"] as? String == "bergen")
            // The form's own start date is an answer too: the day the twin showed, in the library's format.
            #expect(expectedValues.removeValue(forKey: "startdato") as? String == "2024-01-02T00:00:00+01:00")
            #expect(gotValues.removeValue(forKey: "startdato") as? String == "2024-01-02 00:00:00 +0000")
            // What nobody wrote comes back empty; the spare rows of the children's table do not come back.
            for key in ["sluttdato", "arbeidstid_start", "notat"] { #expect(gotValues.removeValue(forKey: key) as? String == "", "\(key)") }
            expected["values"] = expectedValues
            got["values"] = gotValues
            #expect(NSDictionary(dictionary: got) == NSDictionary(dictionary: expected))
        }
    }

    /// Names and values of the twin's fields as pypdf, PDFium (pypdfium2) and MuPDF (PyMuPDF)
    /// read them: one JSON object per engine, full name → value.
    static let readFields = #"""
    import json, sys, ctypes
    import pypdf, pymupdf, pypdfium2 as pdfium, pypdfium2.raw as c
    path = sys.argv[1]
    def plain(v):
        return None if v is None else str(v).lstrip("/")
    engines = {"pypdf": {k: plain(f.get("/V")) for k, f in pypdf.PdfReader(path).get_fields().items() if f.get("/FT")}}
    mupdf = {}
    for page in pymupdf.open(path):
        for w in page.widgets():
            if w.field_value not in (None, "", "Off") or w.field_name not in mupdf:
                mupdf[w.field_name] = None if w.field_value in ("", None) else w.field_value
    engines["mupdf"] = mupdf
    pdf = pdfium.PdfDocument(path)
    pdf.init_forms()
    def text(fn, *a):
        n = fn(*a, None, 0)
        buf = ctypes.create_string_buffer(n)
        fn(*a, ctypes.cast(buf, ctypes.POINTER(c.FPDF_WCHAR)), n)
        return buf.raw[:n - 2].decode("utf-16-le")
    pdfium_fields = {}
    for i in range(len(pdf)):
        page = pdf[i]
        for k in range(c.FPDFPage_GetAnnotCount(page)):
            a = c.FPDFPage_GetAnnot(page, k)
            if c.FPDFAnnot_GetSubtype(a) == c.FPDF_ANNOT_WIDGET:
                value = text(c.FPDFAnnot_GetFormFieldValue, pdf.formenv, a)
                pdfium_fields[text(c.FPDFAnnot_GetFormFieldName, pdf.formenv, a)] = value or None
    engines["pdfium"] = pdfium_fields
    print(json.dumps(engines))
    """#

    /// MuPDF types a name and ticks the union switch, then saves.
    static let mupdfFills = #"""
    import sys, pymupdf
    doc = pymupdf.open(sys.argv[1])
    for page in doc:
        for w in page.widgets():
            if w.field_name == "fornavn":
                w.field_value = "Kari"
                w.update()
            elif w.field_name == "fagforening":
                w.field_value = w.on_state()
                w.update()
    doc.save(sys.argv[2])
    """#

    @Test("pypdf, PDFium and MuPDF read the twin's full names and option ids; after MuPDF fills two fields, extract sees exactly those two changes")
    func engines() throws {
        try withTemporaryFolder { folder in
            let form = Paths.fixture("hyperoslo/ansatt-nb.json"), values = Paths.fixture("hyperoslo/ansatt-nb.values.json")
            let before = try Self.roundTrip(form, values: values, in: folder)
            let pdf = folder.appendingPathComponent("twin.pdf"), filled = folder.appendingPathComponent("filled.pdf")
            let read = try runPDFEngines(Self.readFields, [pdf.path])
            #expect(read.status == 0, "\(read.errors)")
            let engines = try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: [String: Any]])
            for engine in ["pypdf", "pdfium", "mupdf"] {
                let fields = try #require(engines[engine], "\(engine)")
                #expect(fields["barn[0].navn"] as? String == "Tiril", "\(engine)")
                #expect(fields["barn[1].fodselsdato"] as? String == "23/11/2019", "\(engine)")
                #expect(fields["stillingstype"] as? String == "vikariat", "\(engine)")
                #expect(fields["grunnlonn"] as? String == "2", "\(engine)")
                #expect(fields["vikar_grunn"] as? String == "foreldrepermisjon", "\(engine)")
                #expect(Set(fields.keys) == Set(engines["pypdf"]!.keys), "\(engine)")
            }
            let fill = try runPDFEngines(Self.mupdfFills, [pdf.path, filled.path])
            #expect(fill.status == 0, "\(fill.errors)")
            let after = folder.appendingPathComponent("after.json")
            let extract = try runCLI(["extract", filled.path, "--form", form.path, "-o", after.path])
            #expect(extract.status == 0, "\(extract.stderr)")
            #expect(extract.stderr.isEmpty, "\(extract.stderr)")
            let old = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: before)) as? [String: Any])
            let new = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: after)) as? [String: Any])
            var changed = new
            for (key, value) in old where NSDictionary(dictionary: [key: value]) == NSDictionary(dictionary: [key: new[key] as Any]) { changed[key] = nil }
            #expect(Set(old.keys).subtracting(new.keys).isEmpty)
            #expect(NSDictionary(dictionary: changed) == NSDictionary(dictionary: ["fornavn": "Kari", "fagforening": true]))
        }
    }

    @Test("a native form: filled fields come back with the rest; the fields of another form are errors naming each, exit 65")
    func native() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("club.json")
            try Data(FillableTwinTests.form.utf8).write(to: form)
            let pdf = try FillableTwinTests.twin(in: folder)
            let filled = folder.appendingPathComponent("filled.pdf")
            let fill = try runPDFEngines(#"""
            import sys, pymupdf
            doc = pymupdf.open(sys.argv[1])
            for page in doc:
                for w in page.widgets():
                    if w.field_name == "nick":
                        w.field_value = "Kim"; w.update()
                    elif w.field_name == "plan" and w.on_state() == "Premium":
                        w.field_value = True; w.update()
                    elif w.field_name == "born":
                        w.field_value = "31/12/1999"; w.update()
            doc.save(sys.argv[2])
            """#, [pdf.path, filled.path])
            #expect(fill.status == 0, "\(fill.errors)")
            let run = try runCLI(["extract", filled.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            let values = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            #expect(NSDictionary(dictionary: values) == NSDictionary(dictionary: ["postcode": "08001", "nick": "Kim", "born": "1999-12-31", "plan": "Premium",
                                                                              "news": true, "notes": "", "country": NSNull()]))
            let other = folder.appendingPathComponent("other.json")
            try Data(#"{ "format": "formsetter", "version": 1, "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [ { "id": "plan", "kind": "text" } ] } ] } ] }"#.utf8).write(to: other)
            let mismatch = try runCLI(["extract", filled.path, "--form", other.path])
            #expect(mismatch.status == 65)
            let (printed, given) = (try TwinRecordTests.sha256(form).prefix(12), try TwinRecordTests.sha256(other).prefix(12))
            #expect(mismatch.stderr.split(separator: "\n").map(String.init) == [
                // The twin (saved by MuPDF) still names the form it was printed from.
                "warning: \(filled.path): the twin was printed from a native form with SHA-256 \(printed)…; --form is a native form with SHA-256 \(given)…: another form, or one changed since the twin was printed (fields it lacks are listed as errors)",
                "error: \(filled.path): the PDF field \"postcode\" holds \"08001\" and matches no field of the form; left out",
                "error: \(filled.path): the PDF field \"nick\" holds \"Kim\" and matches no field of the form; left out",
                "error: \(filled.path): the PDF field \"born\" holds \"31/12/1999\" and matches no field of the form; left out",
                "error: groups[0].sections[0].cells[0]: the PDF field \"plan\" holds \"Premium\", which is not the kind of field the form makes for \"plan\"; kept as written",
                "error: \(filled.path): the PDF field \"news\" holds \"Yes\" and matches no field of the form; left out",
                "error: 5 answers could not be read; see the errors above",
            ])
        }
    }

    @Test("-o never replaces a file unless --overwrite, never an input; a file that is no PDF exits 65")
    func outputs() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("club.json")
            try Data(FillableTwinTests.form.utf8).write(to: form)
            let pdf = try FillableTwinTests.twin(in: folder)
            let existing = folder.appendingPathComponent("mine.json")
            try Data("keep".utf8).write(to: existing)
            let refused = try runCLI(["extract", pdf.path, "--form", form.path, "-o", existing.path])
            #expect(refused.status == 73)
            #expect(try String(contentsOf: existing, encoding: .utf8) == "keep")
            let replaced = try runCLI(["extract", pdf.path, "--form", form.path, "-o", existing.path, "--overwrite"])
            #expect(replaced.status == 0, "\(replaced.stderr)")
            #expect(try String(contentsOf: existing, encoding: .utf8).hasPrefix("{\n  \"postcode\": \"08001\",\n"))
            let input = try runCLI(["extract", pdf.path, "--form", form.path, "-o", form.path, "--overwrite"])
            #expect(input.status == 64)
            let notPDF = try runCLI(["extract", form.path, "--form", form.path])
            #expect(notPDF.status == 65)
        }
    }

    @Test("a multi-select's boxes are kids of a field named the cell id, their on states the option ids; ticked in MuPDF, they read back as the library's array of ids")
    func multipleOptions() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"langs","title":"Languages","type":"multi_select","values":[{"id":"nb","title":"Norsk"},{"id":"en","title":"English"},{"id":"se","title":"Sámegiella"}]}]}]}]"#, to: "langs.json")
            let pdf = folder.appendingPathComponent("langs.pdf"), filled = folder.appendingPathComponent("filled.pdf")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "-o", pdf.path])
            #expect(render.status == 0, "\(render.stderr)")
            let fill = try runPDFEngines(#"""
            import sys, pymupdf
            doc = pymupdf.open(sys.argv[1])
            for page in doc:
                for w in page.widgets():
                    print(w.field_name, w.on_state())
                    if w.field_name in ("langs.1", "langs.3"):
                        w.field_value = True; w.update()
            doc.save(sys.argv[2])
            """#, [pdf.path, filled.path])
            #expect(fill.status == 0, "\(fill.errors)")
            #expect(fill.output == "langs.1 nb\nlangs.2 en\nlangs.3 se\n")
            let run = try runCLI(["extract", filled.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(String(decoding: run.stdout, as: UTF8.self) == "{\n  \"langs\": [\"nb\", \"se\"]\n}\n")
            let validate = try runCLI(["validate", form.path, "--values", "-"], stdin: run.stdout)
            #expect(String(decoding: validate.stdout, as: UTF8.self) == #"{"valid":true,"values":{"langs":["nb","se"]},"errors":{}}"# + "\n")
        }
    }

    @Test("GIGFormulary alta-socio-es: a picker's key past its \"Select…\" prompt, a dd/MM/yyyy date, check boxes, and the repeated e-mail paper leaves out")
    func gigFormulary() throws {
        try withTemporaryFolder { folder in
            let form = Paths.fixture("gigformulary/alta-socio-es.json")
            let values = try folder.writing(#"{"nombre": "Lucía", "apellidos": "Pérez", "dni": "12345678Z", "email": "lucia@example.es", "email_repetir": "lucia@example.es", "telefono": "600123123", "codigo_postal": "28001", "provincia": "madrid", "fecha_nacimiento": "17/05/1990", "acepto_condiciones": true, "comunicaciones": false}"#, to: "socio.values.json")
            let extracted = try Self.roundTrip(form, values: values, in: folder)
            let read = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: extracted)) as? [String: Any])
            #expect(read["provincia"] as? String == "madrid")
            #expect(read["fecha_nacimiento"] as? String == "17/05/1990")
            #expect(read["email_repetir"] as? String == "lucia@example.es")
            #expect(read["acepto_condiciones"] as? Bool == true)
            let expected = try Self.validate(form, values: values), got = try Self.validate(form, values: extracted)
            #expect(NSDictionary(dictionary: got) == NSDictionary(dictionary: expected))
        }
    }

    @Test("hyperoslo date_time reads back at the run's time zone; a time field, whose date paper does not show, is kept as written with an error, exit 65")
    func hyperosloTimes() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"start","title":"Start","type":"time"},{"id":"when","title":"When","type":"date_time"}]}]}]"#, to: "times.json")
            let values = try folder.writing(#"{"start": "2024-01-01T08:30:00+00:00", "when": "2024-02-03T10:15:00+00:00"}"#, to: "times.values.json")
            let pdf = folder.appendingPathComponent("times.pdf")
            let render = try runCLI(["render", form.path, "--values", values.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", pdf.path])
            #expect(render.status == 0, "\(render.stderr)")
            let run = try runCLI(["extract", pdf.path, "--form", form.path, "--time-zone", "Europe/Oslo"])
            #expect(run.status == 65)
            #expect(String(decoding: run.stdout, as: UTF8.self) == "{\n  \"start\": \"09:30\",\n  \"when\": \"2024-02-03 11:15:00 +0100\"\n}\n")
            #expect(run.stderr == #"error: [0].sections[0].fields[0]: the PDF field "start" holds "09:30", which is not a date (hyperoslo keeps one for a time field; paper shows only its clock); kept as written"# + "\n"
                + "error: 1 answer could not be read; see the errors above\n")
        }
    }
}
