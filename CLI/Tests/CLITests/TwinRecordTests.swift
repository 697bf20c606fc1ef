import Foundation
import TestSupport
import Testing

/// Issue #34 item 2: the twin records its zone, locale and form, so `extract` needs no flags.
@Suite("fillable twin records its zone, locale and form for extract")
struct TwinRecordTests {
    static let form = #"[{"id":"g","sections":[{"id":"s","fields":[{"id":"when","title":"When","type":"date_time"}]}]}]"#
    static let values = #"{"when": "2024-02-03T10:15:00+00:00"}"#

    /// The SHA-256 `sha256sum` prints for `file`.
    static func sha256(_ file: URL) throws -> String {
        String(try runProgram(URL(fileURLWithPath: "/usr/bin/sha256sum"), [file.path]).output.prefix(64))
    }

    /// Renders the twin of the form in Europe/Oslo with `TZ=UTC`; returns the form and the PDF.
    static func twin(in folder: URL, _ extra: [String] = []) throws -> (form: URL, pdf: URL) {
        let form = try folder.writing(Self.form, to: "when.json"), values = try folder.writing(Self.values, to: "when.values.json")
        let pdf = folder.appendingPathComponent("when.pdf")
        let render = try runCLI(["render", form.path, "--values", values.path, "--fillable", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", pdf.path] + extra)
        #expect(render.status == 0, "\(render.stderr)")
        return (form, pdf)
    }

    @Test("the twin's /Info names its zone, locale, format and the form's SHA-256")
    func info() throws {
        try withTemporaryFolder { folder in
            let (form, pdf) = try Self.twin(in: folder, ["--locale", "nb_NO"])
            let info = try PDFObjects(pdf).info
            #expect(PDFObjects.text(info["/FormsetterTimeZone"]) == "Europe/Oslo")
            #expect(PDFObjects.text(info["/FormsetterLocale"]) == "nb_NO")
            #expect(PDFObjects.text(info["/FormsetterFormat"]) == "hyperoslo")
            #expect(PDFObjects.text(info["/FormsetterFormSHA256"]) == (try Self.sha256(form)))
            try QPDF.expectClean(pdf, "when.pdf")
        }
    }

    @Test("extract reads the date-time in the twin's zone without --time-zone, whatever TZ says")
    func extractReadsTheZone() throws {
        try withTemporaryFolder { folder in
            let (form, pdf) = try Self.twin(in: folder)
            let run = try runCLI(["extract", pdf.path, "--form", form.path], environment: TimeZoneOrderTests.environment(tz: "Asia/Tokyo"))
            #expect(run.status == 0)
            #expect(run.output == "{\n  \"when\": \"2024-02-03 11:15:00 +0100\"\n}\n")
            #expect(run.stderr == "")
        }
    }

    @Test("an explicit --time-zone that differs from the twin's is used, with a warning")
    func explicitZoneDiffers() throws {
        try withTemporaryFolder { folder in
            let (form, pdf) = try Self.twin(in: folder)
            let run = try runCLI(["extract", pdf.path, "--form", form.path, "--time-zone", "UTC"])
            #expect(run.status == 0)
            #expect(run.output == "{\n  \"when\": \"2024-02-03 11:15:00 +0000\"\n}\n")
            #expect(run.stderr == "warning: \(pdf.path): the twin was printed in the time zone Europe/Oslo; its date-times are read in UTC, as --time-zone says\n")
        }
    }

    @Test("extract given another version of the form warns, naming both SHA-256s")
    func otherForm() throws {
        try withTemporaryFolder { folder in
            let (form, pdf) = try Self.twin(in: folder)
            let printed = try Self.sha256(form)
            try Data((Self.form + "\n").utf8).write(to: form)
            let edited = try Self.sha256(form)
            let run = try runCLI(["extract", pdf.path, "--form", form.path])
            #expect(run.status == 0)
            #expect(run.output == "{\n  \"when\": \"2024-02-03 11:15:00 +0100\"\n}\n")
            #expect(run.stderr == "warning: \(pdf.path): the twin was printed from a hyperoslo form with SHA-256 \(printed.prefix(12))…; --form is a hyperoslo form with SHA-256 \(edited.prefix(12))…: another form, or one changed since the twin was printed (fields it lacks are listed as errors)\n")
        }
    }
}
