import Foundation
@testable import Formsetter
import TestSupport
import Testing

/// Issue 40, item 4: records are read as a stream, the caps applied while reading; a shard
/// builds only its own records, and every record's output name is still checked for clashes.
@Suite("Records read as a stream: caps while reading, a shard builds its own records only")
struct RecordStreamTests {
    /// `text` written as `name` in a temporary folder, read with `shard`, `nameField` and `limits`.
    static func read(_ text: String, as name: String, shard: Shard? = nil, nameField: String? = nil, limits: RecordLimits = .standard) throws -> RecordSet {
        try withTemporaryFolder { folder in
            try RecordSet(contentsOf: folder.writing(text, to: name), shard: shard, nameField: nameField, limits: limits)
        }
    }

    static func limits(records: Int) -> RecordLimits {
        var limits = RecordLimits()
        limits.records = records
        return limits
    }

    @Test("reading stops at the record cap: records after it are never read, one warning names the file; blank lines are no records")
    func recordCap() throws {
        let csv = try Self.read("id\n1\n\n2\n3\n4\n5\n", as: "t.csv", limits: Self.limits(records: 3))
        #expect(csv.count == 3)
        #expect(csv.records.map(\.source) == ["t.csv line 2", "t.csv line 4", "t.csv line 5"])
        #expect(csv.problems.map(\.description) == ["note: t.csv: UTF-8, ','-separated", "warning: t.csv holds more than 3 records; only the first 3 are used"])
        let lines = try Self.read("{}\n\n{}\n{}\n{}\n", as: "t.jsonl", limits: Self.limits(records: 3))
        #expect(lines.records.map(\.name) == ["line1", "line3", "line4"])
        #expect(lines.problems.map(\.description) == ["warning: t.jsonl holds more than 3 records; only the first 3 are used"])
        // Exactly the cap: nothing is left out, no warning.
        let exact = try Self.read("{}\n{}\n{}\n\n\n", as: "e.jsonl", limits: Self.limits(records: 3))
        #expect(exact.count == 3)
        #expect(exact.problems.isEmpty)
        let blank = try Self.read(String(repeating: "\n", count: 1000), as: "b.jsonl")
        #expect(blank.count == 0)
        #expect(blank.records.isEmpty)
    }

    @Test("a shard builds its own records only, each knowing its place; every record's --name-field value is read, no other cell")
    func shardBuildsItsOwn() throws {
        let text = "id,navn\nA,Ola\nB,Kari\n\nC,\"Per\"\"\"\nD,Anne\n,Lise\nF,Arne\n"
        let set = try Self.read(text, as: "p.csv", shard: Shard(2, of: 3), nameField: "id")
        #expect(set.count == 6)
        #expect(set.records.map(\.source) == ["p.csv line 3", "p.csv line 7"])
        #expect(set.records.map(\.position) == [1, 4])
        #expect(set.records.map(\.outputName) == ["B", nil])
        #expect(RecordDialectTests.contents(set.records) == [#"{"id":"B","navn":"Kari"}"#, #"{"navn":"Lise"}"#])
        let names: [(String?, Int)] = [("A", 2), ("B", 3), ("C", 5), ("D", 6), (nil, 7), ("F", 8)]
        #expect(set.names == names.map { RecordSet.OutputName(name: $0, line: $1) })

        let lines = #"{"navn":"Ola","id":"A"}"# + "\n" + #"{"id":1.50,"x":{"id":"no"}}"# + "\n" + #"{"i\u0064":"C","id":"D"}"# + "\n" + #"{"x":["id"],"id":"E\"1"}"# + "\n" + #"{"id":"#
        let jsonl = try Self.read(lines, as: "p.jsonl", shard: Shard(1, of: 2), nameField: "id")
        #expect(jsonl.count == 5)
        #expect(jsonl.records.map(\.name) == ["line1", "line3", "line5"])
        #expect(jsonl.names.map(\.name) == ["A", "1.5", "D", "E\"1", nil])
    }

    @Test("outputs are checked against every shard's records: two records of another shard writing one file stop this shard too")
    func clashInAnotherShard() throws {
        let set = try Self.read("id\nx\nOla\ny\nola\n", as: "p.csv", shard: Shard(1, of: 2), nameField: "id")
        let out = URL(fileURLWithPath: "/tmp/out")
        #expect(throws: FormsetterError.outputCollision(first: "p.csv line 3", second: "p.csv line 5", output: "/tmp/out/ola.pdf")) {
            try RunPlan.records(set, form: URL(fileURLWithPath: "/tmp/f.json"), nameField: "id", outputFolder: out, type: .pdf)
        }
        let pages = try Self.read("id\nx\na\ny\na-1\n", as: "q.csv", shard: Shard(1, of: 2), nameField: "id")
        #expect(throws: FormsetterError.outputCollision(first: "q.csv line 3", second: "q.csv line 5", output: "/tmp/out/a-1.png (page 1 of a.png)")) {
            try RunPlan.records(pages, form: URL(fileURLWithPath: "/tmp/f.json"), nameField: "id", outputFolder: out, type: .png)
        }
        let plan = try RunPlan.records(pages, form: URL(fileURLWithPath: "/tmp/f.json"), nameField: "id", outputFolder: out, type: .pdf)
        #expect(plan.jobs.map(\.stem) == ["x", "y"])
        #expect(try plan.sharded(Shard(1, of: 2)).jobs.map(\.stem) == ["x", "y"])
    }

    @Test("a CSV cell past its cap or a row past its cap fails its record; the records after it are read")
    func cellAndRowCaps() throws {
        var limits = RecordLimits()
        limits.cellBytes = 8
        limits.recordBytes = 32
        let wide = try Self.read("id,navn\n1,123456789\n2,12345678\n3,\"1234\n5678\"\n4,Kari\n", as: "c.csv", limits: limits)
        #expect(wide.records.map(\.source) == ["c.csv line 2", "c.csv line 3", "c.csv line 4", "c.csv line 6"])
        #expect(throws: InputFile.Failure(code: 65, message: "cell 2 is longer than 8 bytes")) { try wide.records[0].values.read() }
        #expect(try wide.records[1].values.read() == Data(#"{"id":"2","navn":"12345678"}"#.utf8))
        #expect(throws: InputFile.Failure(code: 65, message: "cell 2 is longer than 8 bytes")) { try wide.records[2].values.read() }
        #expect(try wide.records[3].values.read() == Data(#"{"id":"4","navn":"Kari"}"#.utf8))
        let long = try Self.read("a,b,c,d,e\n12345678,12345678,12345678,12345678,x\n1,2,3,4,5\n", as: "r.csv", limits: limits)
        #expect(throws: InputFile.Failure(code: 65, message: "the row is longer than 32 bytes")) { try long.records[0].values.read() }
        #expect(try long.records[1].values.read() == Data(#"{"a":"1","b":"2","c":"3","d":"4","e":"5"}"#.utf8))
    }

    @Test("a JSON line past 4 MiB fails its record; the lines after it are read")
    func lineCap() throws {
        let value = String(repeating: "a", count: 4 << 20)
        let set = try Self.read("{\"navn\":\"\(value)\"}\n{\"navn\":\"Kari\"}\n", as: "l.jsonl")
        #expect(set.records.map(\.name) == ["line1", "line2"])
        #expect(throws: InputFile.Failure(code: 65, message: "the line is longer than 4 MiB")) { try set.records[0].values.read() }
        #expect(try set.records[1].values.read() == Data(#"{"navn":"Kari"}"#.utf8))
    }

    @Test("a CSV header of more than 10,000 columns fails the file with 65 before any row is read")
    func columnCap() throws {
        let header = (0...10_000).map { "c\($0)" }.joined(separator: ",")
        #expect(throws: InputFile.Failure(code: 65, message: "w.csv line 1: the header has 10001 columns; at most 10000 are read")) {
            try Self.read(header + "\n" + String(repeating: "1,", count: 10_000) + "1\n", as: "w.csv")
        }
        let most = try Self.read((0..<10_000).map { "c\($0)" }.joined(separator: ",") + "\n" + String(repeating: "1,", count: 9_999) + "1\n", as: "m.csv")
        #expect(most.columns?.count == 10_000)
        #expect(most.records.count == 1)
        #expect(try most.records[0].values.read().count > 10_000)
    }

    @Test("a CSV record is kept as its row and made into values as it is drawn: every character as written, a row's own leading U+FEFF too, quotes, line breaks and delimiters in cells")
    func rowsKeptAsWritten() throws {
        let csv = try Self.read("\u{FEFF}id;navn;merknad\r\n\u{FEFF}0150;\"Ola \"\"O\"\" Nordmann\";\"a;b\r\nc\"\r\n2;Kari;\r\n", as: "t.csv")
        #expect(csv.records.map(\.source) == ["t.csv line 2", "t.csv line 4"])
        #expect(try String(decoding: csv.records[0].values.read(), as: UTF8.self)
            == "{\"id\":\"\u{FEFF}0150\",\"merknad\":\"a;b\\r\\nc\",\"navn\":\"Ola \\\"O\\\" Nordmann\"}")
        #expect(try csv.records[1].values.read() == Data(#"{"id":"2","navn":"Kari"}"#.utf8))
    }

    @Test("records are read again from the file the run read: one renamed over it changes nothing, one changed in place fails each record drawn after, saying so")
    func recordsReadAgainFromTheFileRead() throws {
        try withTemporaryFolder { folder in
            for name in ["t.csv", "t.jsonl"] {
                let csv = name.hasSuffix(".csv")
                let url = try folder.writing(csv ? "id,navn\n0150,Ola\n2,Kari\n" : "{\"id\":\"0150\"}\n{\"id\":\"2\"}\n", to: name)
                let set = try RecordSet(contentsOf: url)
                let first = csv ? #"{"id":"0150","navn":"Ola"}"# : #"{"id":"0150"}"#
                let other = try folder.writing(csv ? "id,navn\n9,Per\n" : "{\"id\":\"9\"}\n", to: "other-" + name)
                #expect(rename(other.path, url.path) == 0)
                #expect(try String(decoding: set.records[0].values.read(), as: UTF8.self) == first)
                // The file read, changed in place (the name now holds another file, which is never read).
                let changed = try RecordSet(contentsOf: url)
                let handle = try FileHandle(forWritingTo: url)
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("\n".utf8))
                try handle.close()
                #expect(throws: InputFile.Failure(code: 65, message: "\(name) was changed after the run read it; run again to draw its records as they are now")) {
                    try changed.records[0].values.read()
                }
            }
        }
    }

    @Test("a records FIFO with no writer is read as empty, as any input is, and never waited on")
    func fifoWithoutWriter() throws {
        try withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("people.csv")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var read: Result<RecordSet, Error>?
            Thread.detachNewThread {
                read = Result { try RecordSet(contentsOf: fifo) }
                done.signal()
            }
            let finished = done.wait(timeout: .now() + 10) == .success
            if !finished {
                // A reader waiting in open(2) for a writer: be one, so it returns and the test ends.
                close(open(fifo.path, O_WRONLY | O_NONBLOCK))
                done.wait()
            }
            #expect(finished)
            #expect(throws: InputFile.Failure(code: 65, message: "people.csv is empty: it needs a header row of field ids")) {
                try read?.get()
            }
        }
    }
}
