import Foundation
import TestSupport
import Testing

/// `extract` reads what the viewers write as the answer the person gave (issue #34 item 8, found
/// by the round-trip matrix, `RoundTripMatrixTests`).
@Suite("extract: what viewers write reads back as the person's answer")
struct ExtractViewerWritesTests {
    @Test("a hyperoslo date-time carries the offset of its own moment in the twin's zone: summer time after the spring change, on the day itself")
    func dateTimeOffsetAcrossDST() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"before","title":"Before","type":"date_time"},{"id":"after","title":"After","type":"date_time"},{"id":"autumn","title":"Autumn","type":"date_time"}]}]}]"#, to: "times.json")
            let values = try folder.writing(#"{"before": "2025-03-30T01:30:00+01:00", "after": "2025-03-30T03:30:00+02:00", "autumn": "2025-10-26T03:30:00+01:00"}"#, to: "given.json")
            let pdf = folder.appendingPathComponent("times.pdf")
            let render = try runCLI(["render", form.path, "--values", values.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", pdf.path])
            #expect(render.status == 0, "\(render.stderr)")
            let run = try runCLI(["extract", pdf.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            let read = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: String])
            // Before this, every time of a day had the offset of the day's midnight (+0100 on 30 March, +0200 on 26 October).
            #expect(read == ["before": "2025-03-30 01:30:00 +0100", "after": "2025-03-30 03:30:00 +0200", "autumn": "2025-10-26 03:30:00 +0100"])
        }
    }

    @Test("a hyperoslo date-time the clocks skip (02:30 on 30/03/2025 in Oslo) is an error naming the field, kept as written, exit 65")
    func skippedTime() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"at","title":"At","type":"date_time"}]}]}]"#, to: "times.json")
            let pdf = folder.appendingPathComponent("times.pdf"), filled = folder.appendingPathComponent("filled.pdf")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", pdf.path])
            #expect(render.status == 0, "\(render.stderr)")
            let fill = try runPDFEngines(#"""
            import sys, pypdf
            writer = pypdf.PdfWriter(clone_from=sys.argv[1])
            writer.update_page_form_field_values(None, {"at": "30/03/2025 02:30"}, auto_regenerate=False)
            writer.write(sys.argv[2])
            """#, [pdf.path, filled.path])
            #expect(fill.status == 0, "\(fill.errors)")
            let run = try runCLI(["extract", filled.path, "--form", form.path])
            #expect(run.status == 65)
            #expect(String(decoding: run.stdout, as: UTF8.self) == "{\n  \"at\": \"30/03/2025 02:30\"\n}\n")
            #expect(run.stderr.split(separator: "\n").map(String.init) == [
                "error: [0].sections[0].fields[0]: the PDF field \"at\" holds \"30/03/2025 02:30\", which is not a time the clocks show that day in Europe/Oslo (they skip it when summer time starts); kept as written",
                "error: 1 answer could not be read; see the errors above",
            ])
        }
    }

    @Test("a radio group pypdf filled (its /V the text \"/Premium\", the widget's /AS the name) reads as the option")
    func pypdfRadioGroup() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("club.json")
            try Data(FillableTwinTests.form.utf8).write(to: form)
            let pdf = try FillableTwinTests.twin(in: folder), filled = folder.appendingPathComponent("filled.pdf")
            let fill = try runPDFEngines(#"""
            import sys, pypdf
            writer = pypdf.PdfWriter(clone_from=sys.argv[1])
            writer.update_page_form_field_values(None, {"plan": "/Premium"}, auto_regenerate=False)
            writer.write(sys.argv[2])
            print(repr(writer.get_fields()["plan"]["/V"]))
            """#, [pdf.path, filled.path])
            #expect(fill.status == 0, "\(fill.errors)")
            // pypdf 6.1.3 writes the group's value as a text string (py-pdf/pypdf#3549).
            #expect(fill.output == "'/Premium'\n")
            let run = try runCLI(["extract", filled.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            let read = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            #expect(read["plan"] as? String == "Premium")
        }
    }

    @Test("a multi-line answer's CR and CR LF line ends (as viewers type them) read back as LF")
    func lineEnds() throws {
        try withTemporaryFolder { folder in
            let form = folder.appendingPathComponent("club.json")
            try Data(FillableTwinTests.form.utf8).write(to: form)
            let pdf = try FillableTwinTests.twin(in: folder), filled = folder.appendingPathComponent("filled.pdf")
            let fill = try runPDFEngines(#"""
            import sys, pypdf
            writer = pypdf.PdfWriter(clone_from=sys.argv[1])
            writer.update_page_form_field_values(None, {"notes": "One\rTwo\r\nThree"}, auto_regenerate=False)
            writer.write(sys.argv[2])
            """#, [pdf.path, filled.path])
            #expect(fill.status == 0, "\(fill.errors)")
            let run = try runCLI(["extract", filled.path, "--form", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            let read = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            #expect(read["notes"] as? String == "One\nTwo\nThree")
        }
    }
}
