import Foundation
import TestSupport
import Testing

@Suite("Records files as offices have them: Excel's CSV dialects, broken rows, the --name-field column, unknown columns, option titles")
struct RecordsFileTests {
    static let ansatt = Paths.fixture("hyperoslo/ansatt-nb.json")
    static let fieldIDs = "fornavn, etternavn, visningsnavn, social_security_number, epost, phone_number, adresse, postnummer, poststed, stillingstype, "
        + "avdeling, startdato, sluttdato, stillingsprosent, arbeidstid_start, vikar_for, vikar_grunn, grunnlonn, tillegg, totalt, fagforening, fagforening_navn, notat"

    /// Two employees as Excel in Norway saves them: Windows-1252 (ø is 0xF8, Ø 0xD8, å 0xE5, æ 0xE6), `;`, CRLF, option titles.
    static let excelNorway: [UInt8] = Array("id;fornavn;etternavn;stillingstype;avdeling\r\nA0001;T".utf8) + [0xF8] + Array("rris;".utf8) + [0xD8]
        + Array("deg".utf8) + [0xE5] + Array("rd;Midlertidig ansatt;Troms".utf8) + [0xF8] + Array("\r\nA0002;Kj".utf8) + [0xE6]
        + Array("rsti;S".utf8) + [0xE6] + Array("ther;fast;bergen\r\n".utf8)

    private func names(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func text(ofPDF file: URL) throws -> String {
        try runTool("/usr/bin/pdftotext", [file.path, "-"])
    }

    @Test("an Excel-for-Norway CSV renders every record with its æøå and option titles; one note names the dialect; --csv-encoding overrides it")
    func excelNorway() throws {
        try withTemporaryFolder { folder in
            let records = folder.appendingPathComponent("ansatte.csv")
            try Data(Self.excelNorway).write(to: records)
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", Self.ansatt.path, "--skin", "paper", "--page", "a4", "--records", records.path, "--name-field", "id", "-o", out.path])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(lines.first == "note: ansatte.csv: Windows-1252, ';'-separated")
            #expect(lines.last?.hasPrefix("rendered 2 of 2 records as PDF to \(out.path) in ") == true)
            #expect(try names(out) == ["A0001.pdf", "A0002.pdf"])
            #expect(try text(ofPDF: out.appendingPathComponent("A0001.pdf")).contains("Tørris Ødegård"))
            #expect(try text(ofPDF: out.appendingPathComponent("A0002.pdf")).contains("Kjærsti Sæther"))
            let validated = try runCLI(["validate", Self.ansatt.path, "--records", records.path, "-q"])
            let first = try JSONSerialization.jsonObject(with: Data(validated.output.split(separator: "\n")[0].utf8)) as! [String: Any]
            let values = first["values"] as! [String: Any]
            #expect(values["fornavn"] as? String == "Tørris")
            #expect(values["stillingstype"] as? String == "midlertidig")
            #expect(values["avdeling"] as? String == "tromso")

            let forced = try runCLI(["render", Self.ansatt.path, "--page", "a4", "--records", records.path, "--csv-encoding", "utf-8", "-o", out.path])
            #expect(forced.status == 65)
            #expect(forced.stderr == "error: ansatte.csv line 2, byte offset 52 (0xF8) is not valid UTF-8; give the file's encoding with --csv-encoding, or save it as CSV UTF-8\n")
            let commas = try runCLI(["validate", Self.ansatt.path, "--records", records.path, "--csv-encoding", "windows-1252", "--csv-delimiter", ","])
            #expect(commas.stderr.hasPrefix("note: ansatte.csv: Windows-1252, ','-separated\n"))
            #expect(try runCLI(["render", Self.ansatt.path, "--records", records.path, "--csv-encoding", "latin9", "-o", out.path]).status == 64)
            #expect(try runCLI(["render", Self.ansatt.path, "--csv-delimiter", "tab", "-o", out.path]).status == 64)
        }
    }

    @Test("a quote left open or a row of more cells than the header fails that record alone: named by file and line, counted, exit 1")
    func brokenRows() throws {
        try withTemporaryFolder { folder in
            let records = try folder.writing("fornavn,etternavn\nOla,Nordmann\nAnne,Lie,extra\n\"Kari,Hansen\nPer,Berg\n", to: "people.csv")
            let out = folder.appendingPathComponent("out"), report = folder.appendingPathComponent("run.json")
            let run = try runCLI(["render", Self.ansatt.path, "--page", "a4", "--records", records.path, "-o", out.path, "--report", report.path])
            #expect(run.status == 1)
            #expect(run.stderr.contains("error: people.csv line 3: 3 cells, but the header has 2 columns\n"), "\(run.stderr)")
            #expect(run.stderr.contains("error: people.csv line 4: a quoted cell opened on line 4 is never closed\n"), "\(run.stderr)")
            #expect(run.stderr.contains("failed (2):\n  people.csv line 3\n  people.csv line 4\n"), "\(run.stderr)")
            #expect(run.stderr.contains("rendered 2 of 4 records as PDF"), "\(run.stderr)")
            #expect(try names(out) == ["line2.pdf", "line5.pdf"])
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as! [String: Any]
            #expect(manifest["failed"] as? Int == 2)
            #expect((manifest["jobs"] as! [[String: Any]]).map { $0["exit"] as? Int } == [nil, 65, 65, nil])
        }
    }

    @Test("a CSV of 1,000,001 records: reading stops at the 1,000,000 cap with one warning; the last shard reads its 100 records")
    func recordCap() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(#"{"fields":[{"key":"id","type":"text","label":"Id"}]}"#, to: "f.json")
            let records = try folder.writing("id\n" + String(repeating: "1\n", count: 1_000_001), to: "many.csv")
            let run = try runCLI(["validate", form.path, "--records", records.path, "--shard", "10000/10000"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("warning: many.csv holds more than 1000000 records; only the first 1000000 are used\n"), "\(run.stderr)")
            let lines = run.output.split(separator: "\n")
            #expect(lines.count == 100)
            let last = try JSONSerialization.jsonObject(with: Data(lines[99].utf8)) as! [String: Any]
            #expect(last["record"] as? String == "many.csv line 1000001")
        }
    }

    @Test("the --name-field column is never warned of, even with --strict; unknown columns are listed once with the form's field ids; --strict fails the run with 65")
    func columns() throws {
        try withTemporaryFolder { folder in
            let records = try folder.writing("id,Fornavn,etternavn,e-post\nA1,Ola,Nordmann,ola@example.no\nA2,Kari,Hansen,kari@example.no\n", to: "people.csv")
            let out = folder.appendingPathComponent("out")
            let lenient = try runCLI(["render", Self.ansatt.path, "--page", "a4", "--records", records.path, "--name-field", "id", "-o", out.path])
            #expect(lenient.status == 0)
            let warning = "warning: people.csv: columns Fornavn, e-post are no field of the form; its fields are: \(Self.fieldIDs)"
            #expect(lenient.stderr.split(separator: "\n").filter { $0.contains("warning") } == [Substring(warning)])
            let strict = try runCLI(["render", Self.ansatt.path, "--page", "a4", "--records", records.path, "--name-field", "id", "--strict", "-o", folder.appendingPathComponent("strict").path])
            #expect(strict.status == 65)
            #expect(strict.stderr == "error: --strict: people.csv: columns Fornavn, e-post are no field of the form; its fields are: \(Self.fieldIDs)\n")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict").path))

            let named = try folder.writing("id,fornavn\nA1,Ola\nA2,Kari\n", to: "named.csv")
            let clean = try runCLI(["render", Self.ansatt.path, "--page", "a4", "--records", named.path, "--name-field", "id", "--strict", "-o", folder.appendingPathComponent("named").path])
            #expect(clean.status == 0, "\(clean.stderr)")
            #expect(!clean.stderr.contains("warning"))
            #expect(try names(folder.appendingPathComponent("named")) == ["A1.pdf", "A2.pdf"])
            let validated = try runCLI(["validate", Self.ansatt.path, "--records", named.path, "--name-field", "id", "--strict"])
            #expect(validated.status == 1)
            #expect(!validated.stderr.contains("warning"))
        }
    }

    @Test("an option given by its title selects it, in records and --values alike; a text naming no option fails with an error listing the options")
    func optionTitles() throws {
        try withTemporaryFolder { folder in
            let records = try folder.writing("id,stillingstype,avdeling\nA1,Midlertidig ansatt,Tromsø\nA2,Sjef,oslo\n", to: "people.csv")
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", Self.ansatt.path, "--page", "a4", "--records", records.path, "--name-field", "id", "-o", out.path])
            #expect(run.status == 1)
            #expect(run.stderr.contains(#"error: people.csv line 3: values.stillingstype: "Sjef" is the id or title of no option; the options are: fast ("Fast ansatt"), midlertidig ("Midlertidig ansatt"), vikariat ("Vikariat"); nothing is selected"# + "\n"), "\(run.stderr)")
            #expect(run.stderr.contains("failed (1):\n  people.csv line 3\n"))
            #expect(try names(out) == ["A1.pdf"])

            let titles = try folder.writing(#"{"stillingstype": "Vikariat", "avdeling": "Tromsø"}"#, to: "titles.json")
            let single = try runCLI(["validate", Self.ansatt.path, "--values", titles.path])
            let values = (try JSONSerialization.jsonObject(with: Data(single.output.utf8)) as! [String: Any])["values"] as! [String: Any]
            #expect(values["stillingstype"] as? String == "vikariat")
            #expect(values["avdeling"] as? String == "tromso")
            #expect(!single.stderr.contains("option"))
            let unknown = try folder.writing(#"{"avdeling": "Bodø"}"#, to: "unknown.json")
            let refused = try runCLI(["render", Self.ansatt.path, "--skin", "paper", "--page", "a4", "--values", unknown.path, "-o", folder.appendingPathComponent("one.pdf").path])
            #expect(refused.status == 65)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.pdf").path))
            #expect(refused.stderr == #"error: values.avdeling: "Bodø" is the id or title of no option; the options are: oslo ("Oslo"), bergen ("Bergen"), tromso ("Tromsø"); nothing is selected"# + "\n")
        }
    }
}
