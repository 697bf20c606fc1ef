import Foundation
import TestSupport
import Testing

/// The paper half of the round-trip matrix (issue #34 item 8): values and a records file (CSV as
/// an office saves it) print every character of each answer, as the form shows it.
@Suite("paper prints each answer's characters exactly, from values and from a CSV")
struct PaperPrintsAnswersTests {
    /// Question title → the printed answer: a comb's characters (one a box, so pdftotext spaces them
    /// out; compared without the spaces), else the line as printed.
    static let printed: [(title: String, text: String, comb: Bool)] = [
        ("Kundenummer", "00420017", true),
        ("Fødselsnummer", "01018512345", true),
        ("Telefon", "912 34 567", false),
        ("Kontonummer", "1234.56.78903", false),
        ("Dato med punktum", "31/12/2024", true),
        ("Etter sommertid", "30/03/202503:30", true),
        ("Navn", "Åse Bjørnstad-Øvrebø", false),
        ("Kommune", "Tromsø", false),
        ("Barnets navn", "Tiril", false),
    ]

    static let values = #"""
    {"kundenummer": "00420017", "social_security_number": "01018512345", "phone_number": "91234567", "bank_account_number": "12345678903",
     "dato_punktum": "2024-12-31 00:00:00 +0100", "etter_sommertid": "2025-03-30 03:30:00 +0200", "fullt_navn": "Åse Bjørnstad-Øvrebø",
     "kommune": "tromso", "barn[0].navn": "Tiril"}
    """#

    /// The same answers as an office's spreadsheet saves them: Windows-1252, `;`, CR LF.
    static let csv = "kundenummer;social_security_number;phone_number;bank_account_number;dato_punktum;etter_sommertid;fullt_navn;kommune;barn[0].navn\r\n"
        + "00420017;01018512345;91234567;12345678903;2024-12-31 00:00:00 +0100;2025-03-30 03:30:00 +0200;Åse Bjørnstad-Øvrebø;tromso;Tiril\r\n"

    /// The answer printed under each title in `pdf` (the first non-empty line after the title's line).
    static func answers(in pdf: URL) throws -> [String: String] {
        let run = try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-layout", pdf.path, "-"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = String(decoding: run.stdout, as: UTF8.self).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [String: String] = [:]
        for (title, _, comb) in printed {
            guard let index = lines.firstIndex(of: title), let answer = lines[(index + 1)...].first(where: { !$0.isEmpty }) else { continue }
            found[title] = comb ? answer.filter { !$0.isWhitespace } : answer
        }
        return found
    }

    static var expected: [String: String] { Dictionary(uniqueKeysWithValues: printed.map { ($0.title, $0.text) }) }

    @Test("--values: leading zeros, the library's grouping, dates and date-times in the form's zone, as printed")
    func fromValues() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(MatrixFixture.hyperoslo.form, to: "form.json"), values = try folder.writing(Self.values, to: "given.json")
            let pdf = folder.appendingPathComponent("paper.pdf")
            let run = try runCLI(["render", form.path, "--values", values.path, "--skin", "paper", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            try QPDF.expectClean(pdf, "paper from values")
            #expect(try Self.answers(in: pdf) == Self.expected)
        }
    }

    @Test("--records people.csv (Windows-1252, ';'): the same characters on the record's paper form")
    func fromCSV() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(MatrixFixture.hyperoslo.form, to: "form.json"), csv = folder.appendingPathComponent("people.csv")
            try #require(Self.csv.data(using: .windowsCP1252)).write(to: csv)
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", form.path, "--records", csv.path, "--skin", "paper", "--page", "a4", "--time-zone", "Europe/Oslo", "-o", out.path + "/"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("note: people.csv: Windows-1252, ';'-separated"), "\(run.stderr)")
            let pdf = out.appendingPathComponent("line2.pdf")
            try QPDF.expectClean(pdf, "paper from the CSV")
            #expect(try Self.answers(in: pdf) == Self.expected)
        }
    }
}
