import Foundation
import TestSupport
import Testing

/// Issue #34 item 8: what a person types, ticks and picks in a twin comes back through `extract`
/// and `validate` exactly, whichever engine filled it (the table in Docs/guide/paper.md).
@Suite("round-trip matrix: answers typed in pypdf, MuPDF, PDFium and pdf.js come back exactly")
struct RoundTripMatrixTests {
    /// The engines `TwinFiller` fills with, in the table's column order.
    static let engines = TwinFiller.engines

    @Test("every answer of every kind, filled in each engine, reads back through extract and validates as the intended values", arguments: MatrixFixture.all)
    func matrix(fixture: MatrixFixture) throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(fixture.form, to: fixture.name)
            let twin = folder.appendingPathComponent("twin.pdf")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", twin.path])
            #expect(render.status == 0, "\(render.stderr)")
            try QPDF.expectClean(twin, fixture.name)
            // What nobody answered comes back as the format's empty value; the answers replace those.
            var intended = try Self.extract(twin, form: form)
            for answer in fixture.answers { intended[answer.key] = answer.value.any }
            for (key, value) in fixture.alsoReturned { intended[key] = value.any }
            let expectedReport = fixture.validates ? try Self.validate(form, values: try folder.writing(Self.json(intended), to: "intended.json")) : [:]
            let filled = try TwinFiller.fill(twin, answers: fixture.answers, in: folder)
            for engine in Self.engines {
                let pdf = try #require(filled[engine])
                try QPDF.expectClean(pdf, "\(fixture.name) filled by \(engine)")
                let read = try Self.extract(pdf, form: form)
                for answer in fixture.answers {
                    #expect(Self.same(read[answer.key], answer.value.any), "\(engine), \(answer.kind): \(answer.field) typed \(answer.typed) read back as \(read[answer.key] ?? "nothing")")
                }
                #expect(NSDictionary(dictionary: read) == NSDictionary(dictionary: intended), "\(engine): the fields nobody answered")
                guard fixture.validates else { continue }
                let report = try Self.validate(form, values: try folder.writing(Self.json(read), to: "\(engine).json"))
                let reported = try #require(report["values"] as? [String: Any]), wanted = try #require(expectedReport["values"] as? [String: Any])
                #expect(NSDictionary(dictionary: reported) == NSDictionary(dictionary: wanted), "\(engine): validate's values")
                let errors = try #require(report["errors"] as? [String: Any]), expectedErrors = try #require(expectedReport["errors"] as? [String: Any])
                #expect(NSDictionary(dictionary: errors) == NSDictionary(dictionary: expectedErrors), "\(engine): validate's errors")
            }
        }
    }

    @Test("PDFium in pypdfium2 is built without V8 and runs no form script: a date typed 31.12.2024 stays so in /V, which extract reads")
    func pdfiumRunsNoScripts() throws {
        try withTemporaryFolder { folder in
            let fixture = MatrixFixture.hyperoslo
            let form = try folder.writing(fixture.form, to: fixture.name), twin = folder.appendingPathComponent("twin.pdf")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", twin.path])
            #expect(render.status == 0, "\(render.stderr)")
            let answers = fixture.answers.filter { $0.field == "dato_punktum" }
            let filled = try TwinFiller.fill(twin, answers: answers, in: folder)
            let pdf = try #require(filled["pdfium"])
            let run = try runPDFEngines(#"""
            import sys, pypdf, pypdfium2
            print(pypdfium2.PDFIUM_INFO, list(pypdfium2.PDFIUM_INFO.flags), pypdf.PdfReader(sys.argv[1]).get_fields()["dato_punktum"]["/V"])
            """#, [pdf.path])
            #expect(run.status == 0, "\(run.errors)")
            // The build's flags would name V8 (and XFA) where it had them.
            #expect(run.output == "126.0.6462.0 [] 31.12.2024\n")
            #expect(try Self.extract(pdf, form: form)["dato_punktum"] as? String == "2024-12-31 00:00:00 +0100")
        }
    }

    /// `extract PDF --form FORM`: the values file, which must come with no diagnostics.
    static func extract(_ pdf: URL, form: URL) throws -> [String: Any] {
        let run = try runCLI(["extract", pdf.path, "--form", form.path])
        #expect(run.status == 0, "\(pdf.lastPathComponent): \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(pdf.lastPathComponent): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    }

    /// `validate FORM --values VALUES`: the report.
    static func validate(_ form: URL, values: URL) throws -> [String: Any] {
        let run = try runCLI(["validate", form.path, "--values", values.path])
        #expect([0, 1].contains(run.status), "\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    }

    static func json(_ values: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: values, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Equal as JSON text: a number is not its text, `true` is not `1`.
    static func same(_ a: Any?, _ b: Any) -> Bool {
        guard let a, let left = try? JSONSerialization.data(withJSONObject: [a]), let right = try? JSONSerialization.data(withJSONObject: [b]) else { return false }
        return left == right
    }
}
