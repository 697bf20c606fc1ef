import Foundation
import TestSupport
import Testing

/// What a person wrote comes back from the twin as written: typed dates in the ways people and
/// viewers write them, answers equal to the form's defaults, empty answers, and what cannot be
/// read refused loudly (issue 34).
@Suite("extract returns the answers: every field, dates typed four ways, nothing replaced by the form's samples")
struct ExtractAnswersTests {
    /// A hyperoslo form whose date has a sample value, as forms ship them.
    static let form = #"[{"id":"g","sections":[{"id":"s","fields":[{"id":"start","title":"Start","type":"date","value":"2024-01-02T00:00:00+01:00"},{"id":"navn","title":"Navn","type":"name","value":"Ola Nordmann"}]}]}]"#

    /// pypdf sets the fields as a script or a form filler would, without redrawing them.
    static let fill = #"""
    import sys, json, pypdf
    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(sys.argv[1]))
    for page in writer.pages:
        writer.update_page_form_field_values(page, json.loads(sys.argv[3]), auto_regenerate=False)
    writer.write(sys.argv[2])
    """#

    /// The form's twin with `answers` typed in, extracted: the run and the values it wrote.
    static func extract(_ answers: [String: String], in folder: URL) throws -> (run: CommandResult, values: [String: Any]) {
        let form = try folder.writing(Self.form, to: "start.json")
        let twin = folder.appendingPathComponent("twin.pdf"), filled = folder.appendingPathComponent("filled.pdf")
        let out = folder.appendingPathComponent("answers.json")
        #expect(try runCLI(["render", form.path, "--fillable", "--page", "a4", "-o", twin.path]).status == 0)
        let typed = String(decoding: try JSONSerialization.data(withJSONObject: answers), as: UTF8.self)
        let fill = try runPDFEngines(Self.fill, [twin.path, filled.path, typed])
        #expect(fill.status == 0, "\(fill.errors)")
        let run = try runCLI(["extract", filled.path, "--form", form.path, "-o", out.path, "--overwrite"])
        let values = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        return (run, values)
    }

    @Test("a date typed as DD.MM.YYYY, YYYY-MM-DD, the comb's DDMMYYYY or D/M/YYYY reads as that day", arguments: ["19.02.2025", "2025-02-19", "19022025", "19/2/2025"])
    func typedDate(typed: String) throws {
        try withTemporaryFolder { folder in
            let (run, values) = try Self.extract(["start": typed], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == "")
            #expect(values["start"] as? String == "2025-02-19 00:00:00 +0000")
            let validate = try runCLI(["validate", folder.appendingPathComponent("start.json").path, "--values", folder.appendingPathComponent("answers.json").path])
            #expect(String(decoding: validate.stdout, as: UTF8.self) == #"{"valid":true,"values":{"navn":"Ola Nordmann","start":"2025-02-19 00:00:00 +0000"},"errors":{}}"# + "\n")
        }
    }

    @Test("a date the calendar lacks is kept as written, named with its field, and exits 65; validate never puts the form's sample date in its place")
    func impossibleDate() throws {
        try withTemporaryFolder { folder in
            let (run, values) = try Self.extract(["start": "31/02/2024"], in: folder)
            #expect(run.status == 65)
            #expect(run.stderr == #"error: [0].sections[0].fields[0]: the PDF field "start" holds "31/02/2024", which is not a date (DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD or DDMMYYYY); kept as written"# + "\n"
                + "error: 1 answer could not be read; see the errors above\n")
            #expect(values["start"] as? String == "31/02/2024")
            let validate = try runCLI(["validate", folder.appendingPathComponent("start.json").path, "--values", folder.appendingPathComponent("answers.json").path])
            #expect(!String(decoding: validate.stdout, as: UTF8.self).contains("2024-01-02"))
        }
    }

    @Test("a date the person cleared comes back empty, and validate keeps it empty instead of the form's sample date")
    func clearedDate() throws {
        try withTemporaryFolder { folder in
            let (run, values) = try Self.extract(["start": "", "navn": "Kari"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(values["start"] as? String == "")
            #expect(values["navn"] as? String == "Kari")
            let validate = try runCLI(["validate", folder.appendingPathComponent("start.json").path, "--values", folder.appendingPathComponent("answers.json").path])
            #expect(String(decoding: validate.stdout, as: UTF8.self) == #"{"valid":true,"values":{"navn":"Kari","start":""},"errors":{}}"# + "\n")
        }
    }

    @Test("answers equal to the form's defaults come back, and fields left empty as the format's empty value")
    func everyAnswer() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(FillableTwinTests.form, to: "club.json")
            let pdf = try FillableTwinTests.twin(in: folder)
            let run = try runCLI(["extract", pdf.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(String(decoding: run.stdout, as: UTF8.self) == """
                {
                  "postcode": "08001",
                  "nick": "",
                  "born": "",
                  "plan": "Family",
                  "news": true,
                  "notes": "",
                  "country": null
                }

                """)
        }
    }
}
