import Foundation
@testable import Formsetter
import Testing

/// Issue "Answers arrive as given: no digit lost": a spreadsheet cell is the person's text, so a
/// CSV record hands `0150`, `613000.00` and `2.10` on as written, and each format's own rules
/// decide how a field shows them. JSON Lines and values files keep their JSON types.
@Suite("CSV cells stay text: 0150, 613000.00 and 2.10 reach every format with every digit")
struct RecordCellTextTests {
    static let csv = "id,antall,belop,rente,sats\nkari,0150,613000.00,2.10,2.10\n"

    /// The values JSON of the CSV's one record.
    static func csvValues() throws -> Data {
        let (records, problems, _) = try RecordSet.csv(Data(csv.utf8), source: "people.csv")
        #expect(problems.map(\.description) == ["note: people.csv: UTF-8, ','-separated"])
        return try #require(records.first).values.read()
    }

    static func shown(_ form: String, values: Data) throws -> [String: CellValue] {
        let cells = try Formsetter.decode(Data(form.utf8), options: Formsetter.Options(values: values)).form.allCells
        return Dictionary(cells.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("a CSV record's cells 0150, 613000.00 and 2.10 are JSON strings, as written")
    func cellsAreStrings() throws {
        #expect(String(decoding: try Self.csvValues(), as: UTF8.self) == #"{"antall":"0150","belop":"613000.00","id":"kari","rente":"2.10","sats":"2.10"}"#)
    }

    @Test("hyperoslo: a number field shows 0150, text fields 613000.00 and 2.10, a float field 2.10")
    func hyperoslo() throws {
        let form = #"""
        [{"id":"g","title":"Lån","sections":[{"id":"s","fields":[
          {"id":"antall","title":"Antall","type":"number"},{"id":"belop","title":"Beløp","type":"text"},
          {"id":"rente","title":"Rente","type":"text"},{"id":"sats","title":"Sats","type":"float"}]}]}]
        """#
        let shown = try Self.shown(form, values: try Self.csvValues())
        #expect(shown == ["antall": .text("0150"), "belop": .text("613000.00"), "rente": .text("2.10"), "sats": .text("2.10")])
    }

    @Test("GIGFormulary: text fields show 0150, 613000.00 and 2.10")
    func gigFormulary() throws {
        let form = #"{"fields":[{"key":"antall","type":"text","label":"Antall"},{"key":"belop","type":"text","label":"Beløp"},{"key":"rente","type":"text","label":"Rente"}]}"#
        let shown = try Self.shown(form, values: try Self.csvValues())
        #expect(shown == ["antall": .text("0150"), "belop": .text("613000.00"), "rente": .text("2.10")])
    }

    @Test("Formworks: answers 0150, 613000.00 and 2.10 are shown as written, with no warning")
    func formworks() throws {
        let form = #"{"id":"f","title":"T","components":[{"text":{"id":"antall","title":"Antall"}},{"text":{"id":"belop","title":"Beløp"}},{"text":{"id":"rente","title":"Rente"}}]}"#
        let decoded = try Formsetter.decode(Data(form.utf8), options: Formsetter.Options(values: try Self.csvValues()))
        let shown = Dictionary(decoded.form.allCells.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(shown == ["antall": .text("0150"), "belop": .text("613000.00"), "rente": .text("2.10"), "submit": .empty])
        #expect(decoded.diagnostics.filter { $0.message.contains("found a number") }.map(\.message) == [])
    }

    @Test("JSON Lines keep their JSON types: 613000.00 and 2.10 as numbers stay numbers, \"0150\" a string")
    func jsonLinesKeepTypes() throws {
        let line = #"{"antall":"0150","belop":613000.00,"sats":2.10}"#
        let (records, _) = RecordSet.jsonLines(Data(line.utf8), source: "people.jsonl")
        let values = try records[0].values.read()
        #expect(values == Data(line.utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: values) as? [String: Any])
        #expect(object["antall"] as? String == "0150")
        #expect((object["belop"] as? NSNumber)?.doubleValue == 613000)
        #expect((object["sats"] as? NSNumber)?.doubleValue == 2.1)
    }
}
