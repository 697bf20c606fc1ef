import Foundation
import TestSupport
import Testing

/// Issue #40, the field report's unclear errors U12 and U14: names records give their files.
@Suite("Record names: a PDF clash gets advice that fits, bidi controls never reach a file name")
struct RecordNameMessageTests {
    static let form = #"{"fields":[{"key":"navn","type":"text","label":"Navn"}]}"#

    @Test("Ola and ola as PDFs: the clash names the case and suggests a unique --name-field, not 'write PDFs' (U12)")
    func pdfClashAdvice() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            let people = try folder.writing("id,navn\n1,Ola\n2,ola\n", to: "people.csv")
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", form.path, "--records", people.path, "--name-field", "navn", "-o", out.path + "/", "--page", "a4"])
            #expect(run.status == 64)
            #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") } == [
                "error: people.csv line 2 and people.csv line 3 would both write \(out.path)/ola.pdf (names that differ only in case or accents are one file on many systems); rename one, render them into different folders, or name them by a field whose values are unique (--name-field)",
            ])
        }
    }

    @Test("a name holding a right-to-left override (‮gnp.exe) gets _ in its place, so the file shows as it is named (U14)")
    func bidiControlsInNames() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "f.json")
            let people = try folder.writing("navn\n\u{202E}gnp.exe\nA\u{2067}B\u{2069}\n", to: "people.csv")
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", form.path, "--records", people.path, "--name-field", "navn", "-o", out.path + "/", "--type", "png"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["A_B_.png", "_gnp.exe.png"])
        }
    }
}
