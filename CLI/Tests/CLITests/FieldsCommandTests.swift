import Foundation
import TestSupport
import Testing

@Suite("formsetter fields: the ids a values file or a records CSV may use")
struct FieldsCommandTests {
    /// A hyperoslo form with a required text, an option list whose ids are numbers and words, a
    /// multi-select, a button (no value) and an id that needs quoting in a CSV.
    static let form = #"""
    { "groups": [ { "id": "g", "title": "Søknad", "sections": [ { "id": "s", "fields": [
      { "id": "navn", "title": "Navn", "type": "name", "validations": { "required": true } },
      { "id": "trinn", "title": "Lønnstrinn", "type": "select", "values": [ { "id": 0, "title": "Trinn 45" }, { "id": 1, "title": "Trinn 52" } ] },
      { "id": "kurs", "title": "Kurs", "type": "multi_select", "values": [ { "id": "excel", "title": "Excel" }, { "id": "word", "title": "Word" } ] },
      { "id": "send", "title": "Send", "type": "button" },
      { "id": "by, land", "title": "By og land", "type": "text" }
    ] } ] } ] }
    """#

    @Test("the table: id, kind, required and question, options as id (title); buttons left out")
    func table() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "soknad.json")
            let run = try runCLI(["fields", form.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == "")
            #expect(run.output == """
            navn      text    required  Navn
            trinn     select            Lønnstrinn  (one of) 0 (Trinn 45), 1 (Trinn 52)
            kurs      select            Kurs  (any of) excel (Excel), word (Word)
            by, land  text              By og land

            """)
        }
    }

    @Test("--csv-header quotes an id with a comma; --json lists ids, kinds, options")
    func csvAndJSON() throws {
        try withTemporaryFolder { folder in
            let form = try folder.writing(Self.form, to: "soknad.json")
            #expect(try runCLI(["fields", form.path, "--csv-header"]).output == "navn,trinn,kurs,\"by, land\"\n")
            let json = try runCLI(["fields", form.path, "--json"])
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            #expect(fields.map { $0["id"] as? String } == ["navn", "trinn", "kurs", "by, land"])
            #expect(fields.map { $0["required"] as? Bool } == [true, false, false, false])
            #expect(fields.map { $0["multiple"] as? Bool } == [false, false, true, false])
            let options = try #require(fields[1]["options"] as? [[String: String]])
            #expect(options == [["id": "0", "title": "Trinn 45"], ["id": "1", "title": "Trinn 52"]])
        }
    }

    @Test("the header --csv-header prints is a records CSV render takes without a warning about its columns")
    func headerIsARecordsFile() throws {
        try withTemporaryFolder { folder in
            let form = Paths.fixture("hyperoslo/ansatt-nb.json")
            let header = try runCLI(["fields", form.path, "--csv-header"]).output
            let records = try folder.writing(header + "Kari,Nordmann,,01018512345,kari@firma.no,,,0150,Oslo,fast,oslo,2025-08-01,,100,,,,1,,,,,\n", to: "people.csv")
            let run = try runCLI(["validate", form.path, "--records", records.path, "-q"])
            #expect(!run.stderr.contains("no field of the form"), "\(run.stderr)")
            let line = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let values = try #require(line["values"] as? [String: Any])
            #expect(values["social_security_number"] as? String == "01018512345")
        }
    }

    @Test("a file that is no form names itself, exit 65; both output flags are a usage error, 64")
    func refusals() throws {
        try withTemporaryFolder { folder in
            let values = try folder.writing(#"{ "navn": "Kari" }"#, to: "soknad.values.json")
            let run = try runCLI(["fields", values.path])
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("error: \(values.path): unrecognised form format;"))
            let form = try folder.writing(Self.form, to: "soknad.json")
            let both = try runCLI(["fields", form.path, "--csv-header", "--json"])
            #expect(both.status == 64)
            #expect(both.stderr == "error: --csv-header and --json print different things; give one\n")
        }
    }
}
