import Foundation
@testable import Formsetter
import TestSupport
import Testing

@Suite("Records files as offices have them: CSV dialects, RFC 4180 rows, text invalid in its encoding")
struct RecordDialectTests {
    /// `id;fornavn;etternavn` and two employees, as Excel in Norway saves CSV: Windows-1252, `;`, CRLF.
    static let excelNorway: [UInt8] = Array("id;fornavn;etternavn\r\nA1;T".utf8) + [0xF8] + Array("rris;".utf8) + [0xD8] + Array("deg".utf8) + [0xE5]
        + Array("rd\r\nA2;Kj".utf8) + [0xE6] + Array("rsti;S".utf8) + [0xE6] + Array("ther\r\n".utf8)

    /// Each record's values as text, or why it cannot be read.
    static func contents(_ records: [RecordSet.Record]) -> [String] {
        records.map { record in
            do { return try String(decoding: record.values.read(), as: UTF8.self) } catch { return "failed: \(error)" }
        }
    }

    static func read(_ bytes: [UInt8], as name: String, encoding: CSVDialect.Encoding? = nil, delimiter: CSVDialect.Delimiter? = nil) throws -> RecordSet {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            return try RecordSet(contentsOf: file, encoding: encoding, delimiter: delimiter)
        }
    }

    @Test("an Excel-for-Norway CSV (Windows-1252, ';', CRLF) reads every record with its æøå, and one note names the dialect")
    func excelNorway() throws {
        let set = try Self.read(Self.excelNorway, as: "ansatte.csv")
        #expect(set.problems.map(\.description) == ["note: ansatte.csv: Windows-1252, ';'-separated"])
        #expect(set.columns == ["id", "fornavn", "etternavn"])
        #expect(set.records.map(\.source) == ["ansatte.csv line 2", "ansatte.csv line 3"])
        #expect(Self.contents(set.records) == [#"{"etternavn":"Ødegård","fornavn":"Tørris","id":"A1"}"#, #"{"etternavn":"Sæther","fornavn":"Kjærsti","id":"A2"}"#])
    }

    @Test("the encoding is a byte order mark's, else UTF-8 when the bytes are valid UTF-8; the delimiter is the one the rows after the header match")
    func detection() throws {
        let bom = try Self.read([0xEF, 0xBB, 0xBF] + Array("id,navn\n1,Åse\n".utf8), as: "bom.csv")
        #expect(bom.problems.map(\.description) == ["note: bom.csv: UTF-8, ','-separated"])
        #expect(Self.contents(bom.records) == [#"{"id":"1","navn":"Åse"}"#])
        let text = "id\tnavn\r\n1\tÅse\r\n"
        let little = try Self.read([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, as: "le.csv")
        #expect(little.problems.map(\.description) == ["note: le.csv: UTF-16, tab-separated"])
        #expect(Self.contents(little.records) == [#"{"id":"1","navn":"Åse"}"#])
        let big = try Self.read([0xFE, 0xFF] + "id;navn\n1;Åse\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, as: "be.csv")
        #expect(big.problems.map(\.description) == ["note: be.csv: UTF-16, ';'-separated"])
        #expect(Self.contents(big.records) == [#"{"id":"1","navn":"Åse"}"#])
        // The header splits into two cells at ',' and at ';'; the rows after it agree only with ';'.
        let semicolon = try Self.read(Array("id;adresse, by\n1;Storgata 1, Oslo\n2;Bakken 3\n".utf8), as: "addr.csv")
        #expect(semicolon.problems.map(\.description) == ["note: addr.csv: UTF-8, ';'-separated"])
        #expect(semicolon.columns == ["id", "adresse, by"])
        #expect(CSVDialect.detectDelimiter("navn\nOla\n") == .comma)
    }

    @Test("--csv-encoding and --csv-delimiter override detection; text invalid in the encoding fails the file naming line and byte offset")
    func overrides() throws {
        #expect(throws: InputFile.Failure(code: 65, message: "ansatte.csv line 2, byte offset 26 (0xF8) is not valid UTF-8; give the file's encoding with --csv-encoding, or save it as CSV UTF-8")) {
            try Self.read(Self.excelNorway, as: "ansatte.csv", encoding: .utf8)
        }
        let commas = try Self.read(Self.excelNorway, as: "ansatte.csv", delimiter: .comma)
        #expect(commas.problems.map(\.description) == ["note: ansatte.csv: Windows-1252, ','-separated"])
        #expect(commas.columns == ["id;fornavn;etternavn"])
        // 0x81 is no character of Windows-1252.
        #expect(throws: InputFile.Failure(code: 65, message: "odd.csv line 4, byte offset 11 (0x81) is not valid Windows-1252; give the file's encoding with --csv-encoding, or save it as CSV UTF-8")) {
            try Self.read(Array("navn\n".utf8) + [0xE6, 0x0A] + Array("ok\nA".utf8) + [0x81, 0x0A], as: "odd.csv")
        }
        #expect(throws: InputFile.Failure(code: 65, message: "half.csv line 2, byte offset 6 (0x61) is not valid UTF-16; give the file's encoding with --csv-encoding, or save it as CSV UTF-8")) {
            try Self.read([0xFF, 0xFE, 0x6E, 0x00, 0x0A, 0x00, 0x61], as: "half.csv")
        }
    }

    @Test("RFC 4180: a quote left open or a row of more or fewer cells than the header fails that record alone, named by its line")
    func strictRows() throws {
        let csv = "id,navn\n1,\"Ola\"\n2,Kari\n5,\"a\"b\n6\n7,x,y\n3,\"unclosed\n4,Per\n"
        let set = try Self.read(Array(csv.utf8), as: "people.csv")
        #expect(set.records.map(\.source) == (2...8).map { "people.csv line \($0)" })
        #expect(Self.contents(set.records) == [
            #"{"id":"1","navn":"Ola"}"#, #"{"id":"2","navn":"Kari"}"#,
            "failed: text after the closing quote of a cell on line 4",
            "failed: 1 cell, but the header has 2 columns",
            "failed: 3 cells, but the header has 2 columns",
            "failed: a quoted cell opened on line 7 is never closed",
            #"{"id":"4","navn":"Per"}"#,
        ])
    }

    @Test("JSON Lines: a line with a byte that is not UTF-8, or no JSON object, fails that record naming the byte's offset in the file")
    func jsonLinesText() throws {
        let set = try Self.read(Array("{\"navn\":\"Ola\"}\n{\"navn\":\"K".utf8) + [0xE5] + Array("ri\"}\n[1]\n".utf8), as: "people.jsonl")
        #expect(set.records.map(\.source) == ["people.jsonl line 1", "people.jsonl line 2", "people.jsonl line 3"])
        #expect(Self.contents(set.records) == [#"{"navn":"Ola"}"#, "failed: byte offset 25 (0xE5) is not valid UTF-8; JSON Lines are UTF-8", "failed: expected a JSON object"])
    }
}
