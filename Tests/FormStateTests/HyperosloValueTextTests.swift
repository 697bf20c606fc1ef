import Foundation
import Formsetter
import Testing

/// A value's text is the value: hyperoslo's `input_type` picks a keyboard, not a number, so no
/// leading zero or digit is lost between the values file and the cell drawn.
@Suite("hyperoslo values keep their text: input_type is a keyboard, display grouping keeps every character")
struct HyperosloValueTextTests {
    static let form = #"""
    [{"id":"g","title":"Adresse","sections":[{"id":"s","fields":[
      {"id":"postnummer","title":"Postnr.","type":"text","input_type":"number","validations":{"min_length":4,"max_length":4}},
      {"id":"social_security_number","title":"Fødselsnummer","type":"text","input_type":"number","validations":{"min_length":11,"max_length":11}},
      {"id":"antall","title":"Antall","type":"number"}]}]}]
    """#

    static func decoded(_ values: String) throws -> DecodedForm {
        try Formsetter.decode(Data(form.utf8), options: Formsetter.Options(values: Data(values.utf8)))
    }

    static func cell(_ decoded: DecodedForm, _ id: String) throws -> Cell {
        try #require(decoded.form.allCells.first { $0.id == id })
    }

    @Test("a text field with input_type number shows \"0150\" as given, and does not call it no number")
    func postcode() throws {
        let decoded = try Self.decoded(#"{"postnummer":"0150"}"#)
        #expect(try Self.cell(decoded, "postnummer").value == .text("0150"))
        #expect(try Self.cell(decoded, "postnummer").ungroupedValue == nil)
        #expect(decoded.diagnostics.filter { $0.path == "values.postnummer" }.map(\.message) == [])
    }

    @Test("a text field with input_type number shows a value that is no number (\"50A1\") as given, without a warning")
    func notANumber() throws {
        let decoded = try Self.decoded(#"{"postnummer":"50A1"}"#)
        #expect(try Self.cell(decoded, "postnummer").value == .text("50A1"))
        #expect(decoded.diagnostics.filter { $0.path == "values.postnummer" }.map(\.message) == [])
    }

    @Test("a fødselsnummer 01018512345 is shown grouped as 010185 12345, and its own 11 characters go with it")
    func socialSecurityNumber() throws {
        let cell = try Self.cell(try Self.decoded(#"{"social_security_number":"01018512345"}"#), "social_security_number")
        #expect(cell.value == .text("010185 12345"))
        #expect(cell.ungroupedValue == "01018512345")
    }

    @Test("a field the library types as a number (type number) is still shown as an integer")
    func numberType() throws {
        let cell = try Self.cell(try Self.decoded(#"{"antall":12.7}"#), "antall")
        #expect(cell.value == .text("12"))
    }
}
