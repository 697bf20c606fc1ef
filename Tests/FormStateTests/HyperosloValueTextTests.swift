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
      {"id":"antall","title":"Antall","type":"number"},
      {"id":"barn","title":"Barn","type":"count"},
      {"id":"belop","title":"Beløp","type":"float"}]}]}]
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

    /// FORMField `setValue:` keeps a string and makes a number its `stringValue`;
    /// FORMTextFieldCell `rawTextForField:` shows a number or count field's string untouched.
    @Test("a number field shows the strings \"0150\" and \"12.7\" untouched, and a count field \"007\"")
    func numberType() throws {
        let decoded = try Self.decoded(#"{"antall":"0150","barn":"007"}"#)
        #expect(try Self.cell(decoded, "antall").value == .text("0150"))
        #expect(try Self.cell(decoded, "barn").value == .text("007"))
        #expect(try Self.cell(try Self.decoded(#"{"antall":"12.7"}"#), "antall").value == .text("12.7"))
        #expect(decoded.diagnostics.filter { $0.path.hasPrefix("values.") }.map(\.message) == [])
    }

    @Test("a number field given the JSON numbers 150 and 12.7 shows their stringValue, 150 and 12.7")
    func numberTypeGivenNumbers() throws {
        #expect(try Self.cell(try Self.decoded(#"{"antall":150}"#), "antall").value == .text("150"))
        #expect(try Self.cell(try Self.decoded(#"{"antall":12.7}"#), "antall").value == .text("12.7"))
    }

    /// rawTextForField: a float field's string is read as a number (`,` taken as `.`) and shown `%.2f`.
    @Test("a float field shows \"2.10\" as 2.10, \"2.1\" and 2.1 as 2.10, and \"613000\" as 613000.00")
    func floatType() throws {
        #expect(try Self.cell(try Self.decoded(#"{"belop":"2.10"}"#), "belop").value == .text("2.10"))
        #expect(try Self.cell(try Self.decoded(#"{"belop":"2.1"}"#), "belop").value == .text("2.10"))
        #expect(try Self.cell(try Self.decoded(#"{"belop":2.1}"#), "belop").value == .text("2.10"))
        #expect(try Self.cell(try Self.decoded(#"{"belop":"613000"}"#), "belop").value == .text("613000.00"))
    }
}
