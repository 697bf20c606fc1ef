import Foundation
@testable import Formsetter
import TestSupport
import Testing

@Suite("The print-run API: records read as values files, shards, plans, a folder and records rendered from Swift")
struct PrintRunAPITests {
    @Test("CSV: quoted commas, quotes and line breaks; booleans and arrays typed, numbers kept as text; empty cells left out")
    func csvRecords() throws {
        let csv = "id,navn,postnummer,aktiv,tall,liste,tom\r\n1,\"Nordmann, Ola\",0150,true,12.50,\"[\"\"a\"\",\"\"b\"\"]\",\n2,\"two\nlines \"\"quoted\"\"\",50A1,false,-3,[,x\n"
        let (records, problems, columns) = try RecordSet.csv(Data(csv.utf8), source: "people.csv")
        #expect(problems.map(\.description) == ["note: people.csv: UTF-8, ','-separated"])
        #expect(columns == ["id", "navn", "postnummer", "aktiv", "tall", "liste", "tom"])
        #expect(records.map(\.name) == ["line2", "line3"])
        #expect(records.map(\.source) == ["people.csv line 2", "people.csv line 3"])
        let first = try JSONSerialization.jsonObject(with: records[0].values.read()) as! [String: Any]
        #expect(first["navn"] as? String == "Nordmann, Ola")
        #expect(first["postnummer"] as? String == "0150")
        #expect(first["aktiv"] as? Bool == true)
        #expect(first["tall"] as? String == "12.50")
        #expect(first["liste"] as? [String] == ["a", "b"])
        #expect(first["tom"] == nil)
        let second = try JSONSerialization.jsonObject(with: records[1].values.read()) as! [String: Any]
        #expect(second["navn"] as? String == "two\nlines \"quoted\"")
        #expect(second["liste"] as? String == "[")
        #expect(second["tall"] as? String == "-3")
        #expect(second["tom"] as? String == "x")
        // A row of more cells than the header fails on its own (RecordDialectTests has the rest).
        let (wide, _, _) = try RecordSet.csv(Data("a,b\n1,2,3\n".utf8), source: "w.csv")
        #expect(throws: InputFile.Failure(code: 65, message: "3 cells, but the header has 2 columns")) { try wide[0].values.read() }
        // A quote inside an unquoted cell is a character; rows of empty cells are no records.
        let (inches, _, _) = try RecordSet.csv(Data("size,name\n12\" pipe,Dwayne \"The Rock\" Johnson\n,,\n,\n".utf8), source: "i.csv")
        #expect(inches.count == 1)
        let pipe = try JSONSerialization.jsonObject(with: inches[0].values.read()) as! [String: Any]
        #expect(pipe["size"] as? String == "12\" pipe")
        #expect(pipe["name"] as? String == "Dwayne \"The Rock\" Johnson")
        // A quote never closed costs its own record, not the ones after it.
        let (open, _, _) = try RecordSet.csv(Data("a\n\"never closed\nx\n".utf8), source: "o.csv")
        #expect(open.map(\.source) == ["o.csv line 2", "o.csv line 3"])
        #expect(throws: InputFile.Failure(code: 65, message: "a quoted cell opened on line 2 is never closed")) { try open[0].values.read() }
        #expect(try open[1].values.read() == Data(#"{"a":"x"}"#.utf8))
        // Bytes that are not UTF-8 are read as Windows-1252.
        let (latin1, latinNotes, _) = try RecordSet.csv(Data([0x61, 0x0A, 0xE6, 0x0A]), source: "l.csv")
        #expect(latinNotes.map(\.description) == ["note: l.csv: Windows-1252, ','-separated"])
        #expect(try latin1[0].values.read() == Data(#"{"a":"æ"}"#.utf8))
    }

    @Test("JSON Lines: one object per line, blank lines skipped, other lines records that fail, named by number")
    func jsonLines() throws {
        let (records, problems) = RecordSet.jsonLines(Data("{\"a\":1}\n\n[1]\n{\"a\":2}\n".utf8), source: "r.jsonl")
        #expect(records.map(\.name) == ["line1", "line3", "line4"])
        #expect(problems.isEmpty)
        #expect(throws: InputFile.Failure(code: 65, message: "expected a JSON object")) { try records[1].values.read() }
        #expect(RecordSet.outputName(Data(#"{"n":"Ola / Kari\u0001"}"#.utf8), field: "n") == "Ola _ Kari_")
        #expect(RecordSet.outputName(Data(#"{"n":".."}"#.utf8), field: "n") == nil)
        #expect(RecordSet.outputName(Data(#"{"n":"..."}"#.utf8), field: "n") == nil)
        #expect(RecordSet.outputName(Data("{\"n\":\"\(String(repeating: "é", count: 200))\"}".utf8), field: "n")?.utf8.count == 200)
        let (bom, _) = RecordSet.jsonLines(Data([0xEF, 0xBB, 0xBF]) + Data("{\"a\":1}\n".utf8), source: "b.jsonl")
        #expect(bom.map(\.name) == ["line1"])
        #expect(RecordSet.outputName(Data(#"{"n":42}"#.utf8), field: "n") == "42")
    }

    @Test("shards: K/N parsed and checked; shares disjoint, covering, stable; JOB_COMPLETION_INDEX with --shards")
    func shards() throws {
        let items = Array(0..<10)
        let shares = try (1...3).map { try Shard($0, of: 3).share(of: items) }
        #expect(shares == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
        #expect(try Shard(parsing: " 2/3").description == "2/3")
        for bad in ["0/3", "4/3", "3", "a/b", "1/0"] { #expect(throws: FormsetterError.self) { try Shard(parsing: bad) } }
        #expect(try Shard.resolve(option: nil, shards: nil, environment: [:]) == nil)
        #expect(try Shard.resolve(option: nil, shards: nil, environment: ["FORMSETTER_SHARD": "1/2"]) == Shard(1, of: 2))
        #expect(try Shard.resolve(option: nil, shards: 4, environment: ["JOB_COMPLETION_INDEX": "3"]) == Shard(4, of: 4))
        #expect(try Shard.resolve(option: "2/5", shards: 4, environment: ["FORMSETTER_SHARD": "1/2"]) == Shard(2, of: 5))
        // An index past the shards, the largest Int among them, is refused, not a trap.
        for index in ["4", "-1", "9223372036854775807"] {
            #expect(throws: FormsetterError.badRunInput("JOB_COMPLETION_INDEX=\(index) is no index of 4 shards (0 to 3)")) {
                try Shard.resolve(option: nil, shards: 4, environment: ["JOB_COMPLETION_INDEX": index])
            }
        }
    }

    @Test("a folder and a set of records render from Swift: outputs, outcomes and the manifest as values")
    func swiftAPI() throws {
        try withTemporaryFolder { folder in
            _ = try folder.writing(#"{"fields":[{"key":"navn","type":"text","label":"Navn"}]}"#, to: "forms/a.json")
            _ = try folder.writing(#"{"navn":"Ola"}"#, to: "forms/a.values.json")
            _ = try folder.writing(#"{"fields":["#, to: "forms/broken.json")
            let plan = try RunPlan.forms([folder.appendingPathComponent("forms")], outputFolder: folder.appendingPathComponent("out"), type: .svg)
            #expect(plan.jobs.map(\.form.lastPathComponent) == ["a.json", "broken.json"])
            #expect(plan.jobs[0].valuesSidecar?.lastPathComponent == "a.values.json")
            let summary = try PrintRun(options: Formsetter.Options(), type: .svg).run(plan)
            #expect(summary.outcomes.map(\.succeeded) == [true, false])
            #expect(summary.outcomes[1].failureCode == 65)
            let svg = try String(contentsOf: folder.appendingPathComponent("out/a.svg"), encoding: .utf8)
            #expect(svg.contains("<!-- formsetter-output a.svg -->"))
            #expect(OutputMark.output(markedIn: folder.appendingPathComponent("out/a.svg")) == "a.svg")

            let records = try folder.writing("navn\nOla\nKari\n", to: "people.csv")
            let recordPlan = try RunPlan.records(RecordSet(contentsOf: records), form: folder.appendingPathComponent("forms/a.json"),
                                                 nameField: "navn", outputFolder: folder.appendingPathComponent("people"), type: .pdf)
            var run = PrintRun(options: Formsetter.Options(page: .a4), type: .pdf)
            run.merge = folder.appendingPathComponent("people/all.pdf")
            let merged = try run.run(recordPlan)
            #expect(merged.succeeded)
            #expect(merged.merged?.entries == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("people").path).sorted() == ["Kari.pdf", "Ola.pdf", "all.pdf"])
            let manifest = try JSONSerialization.jsonObject(with: merged.manifest()) as! [String: Any]
            #expect((manifest["jobs"] as! [[String: Any]]).map { $0["record"] as! String } == ["people.csv line 2", "people.csv line 3"])
        }
    }
}
