import Foundation
import TestSupport
import Testing

/// Issue "Answers arrive as given: no digit lost": a CSV record's `0150`, `613000.00` and `2.10`
/// cells on paper and in the fillable twin, as hyperoslo shows them: a `number` field's string
/// untouched, text as given, a `float` with two decimals.
@Suite("CSV cells reach paper and the twin as written: 0150, 613000.00, 2.10")
struct RecordCellTextCLITests {
    static let form = #"""
    [{"id":"g","title":"Lån","sections":[{"id":"s","fields":[
      {"id":"antall","title":"Antall","type":"number"},
      {"id":"belop","title":"Lånebeløp","type":"text"},
      {"id":"rente","title":"Rente","type":"text"},
      {"id":"sats","title":"Sats","type":"float"}]}]}]
    """#

    static let csv = "id,antall,belop,rente,sats\nkari,0150,613000.00,2.10,2.10\n"

    /// Renders the CSV's record with `options` into `folder`/out and returns kari's PDF.
    static func render(_ options: [String], in folder: URL) throws -> URL {
        let form = folder.appendingPathComponent("lan.json"), csv = folder.appendingPathComponent("people.csv")
        try Data(Self.form.utf8).write(to: form)
        try Data(Self.csv.utf8).write(to: csv)
        let out = folder.appendingPathComponent("out")
        let run = try runCLI(["render", form.path] + options + ["--page", "a4", "--records", csv.path, "--name-field", "id", "-o", out.path + "/"])
        #expect(run.status == 0, "\(run.stderr)")
        return out.appendingPathComponent("kari.pdf")
    }

    @Test("render --skin paper --records: Antall prints 0150, Lånebeløp 613000.00, Rente 2.10, Sats 2.10")
    func paper() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.render(["--skin", "paper"], in: folder)
            #expect(try ValueTextCLITests.wordsUnder("Antall", in: pdf) == ["0150"])
            #expect(try ValueTextCLITests.wordsUnder("Lånebeløp", in: pdf) == ["613000.00"])
            #expect(try ValueTextCLITests.wordsUnder("Rente", in: pdf) == ["2.10"])
            #expect(try ValueTextCLITests.wordsUnder("Sats", in: pdf) == ["2.10"])
        }
    }

    @Test("render --fillable --records: the twin's /V are 0150, 613000.00, 2.10 and 2.10, and no number script rewrites 0150")
    func twin() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.render(["--fillable"], in: folder)
            let objects = try PDFObjects(pdf)
            let fields = objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).map(objects.dictionary)
            func field(_ name: String) -> [String: Any] { fields.first { PDFObjects.text($0["/T"]) == name } ?? [:] }
            #expect(["antall", "belop", "rente", "sats"].map { PDFObjects.text(field($0)["/V"]) } == ["0150", "613000.00", "2.10", "2.10"])
            #expect(field("antall")["/AA"] == nil)
            #expect(field("sats")["/AA"] != nil)
        }
    }
}
