import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("hyperoslo decoder: bad input becomes diagnostics with JSON paths")
struct HyperosloDecoderTests {
    /// Decodes and runs the state stage, as rendering does.
    private func decode(_ json: String, values: String? = nil, timeZone: String = "UTC") throws -> DecodedForm {
        var options = Formsetter.Options(values: values.map { Data($0.utf8) })
        options.state.timeZone = StateOptions.timeZone(named: timeZone)!
        return try Formsetter.decode(Data(json.utf8), options: options)
    }

    private func field(_ body: String) -> String { #"[{"sections":[{"fields":[\#(body)]}]}]"# }

    @Test("invalid widths fall back to 100 % with a diagnostic naming fields[0]", arguments: [#"-5"#, #""abc""#, #"250"#, #"0"#])
    func invalidWidth(width: String) throws {
        let decoded = try decode(field(#"{"id":"a","type":"text","size":{"width":\#(width)}}"#))
        #expect(decoded.form.allCells[0].widthPercent == 100)
        #expect(decoded.diagnostics.contains { $0.path == "[0].sections[0].fields[0].size.width" })
    }

    @Test("numeric strings are accepted as widths, as the library reads them")
    func stringWidth() throws {
        let decoded = try decode(field(#"{"id":"a","type":"text","size":{"width":"25"}}"#))
        #expect(decoded.form.allCells[0].widthPercent == 25)
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test("unknown types become custom placeholder cells with a diagnostic")
    func unknownType() throws {
        let decoded = try decode(field(#"{"id":"sig","type":"signature","size":{"height":1000000000}}"#))
        let cell = decoded.form.allCells[0]
        #expect(cell.kind == .custom(type: "signature"))
        #expect(cell.height == .chunks(100))
        #expect(decoded.diagnostics.map(\.path).contains("[0].sections[0].fields[0].type"))
        #expect(decoded.diagnostics.map(\.path).contains("[0].sections[0].fields[0].size.height"))
    }

    @Test("invalid colours keep the default with a diagnostic")
    func invalidColour() throws {
        let decoded = try decode(field(##"{"id":"a","type":"text","styles":{"background_color":"#GG0000","border_color":"3DAFEB"}}"##))
        let style = decoded.form.allCells[0].style
        #expect(style.box.fill == nil)
        #expect(style.box.border == Color(rgb: 0x3DAFEB))
        #expect(decoded.diagnostics.map(\.path) == ["[0].sections[0].fields[0].styles.background_color"])
    }

    @Test("truncated JSON fails with its line and column")
    func truncated() {
        #expect(throws: DecodeFailure.self) { try decode(#"[{"sections":[{"fields":[{"id":"a""#) }
        do {
            _ = try decode("[\n{\"sections\": [")
        } catch {
            #expect("\(error)".contains("line 2"))
            #expect("\(error)".contains("truncated"))
        }
    }

    @Test("trailing commas, which JSONSerialization accepts, are accepted and reported")
    func trailingComma() throws {
        let decoded = try decode(field(#"{"id":"a","type":"text",},"#))
        #expect(decoded.form.allCells.count == 1)
        #expect(decoded.diagnostics.count == 2)
        #expect(decoded.diagnostics.allSatisfy { $0.message.contains("trailing comma") })
    }

    @Test("detection failure names the formats tried")
    func detection() {
        do {
            _ = try decode(#"{"form":[]}"#)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)".contains("hyperoslo: root object has no \"groups\" key"))
            #expect("\(error)".contains("gigformulary: root object has no \"fields\" key"))
            #expect("\(error)".contains("formworks:"))
        }
    }

    @Test("values: display formats of §2.8 (float, number, date, time, select, password)")
    func displayedValues() throws {
        let json = field(#"""
        {"id":"f","type":"float"},{"id":"n","type":"number"},{"id":"d","type":"date"},{"id":"t","type":"time"},
        {"id":"dt","type":"date_time"},{"id":"s","type":"select","values":[{"id":1,"title":"One"},{"id":2,"title":"Two","default":true}]},
        {"id":"p","type":"password","value":"abc"},{"id":"sw","type":"switch","value":true}
        """#)
        let values = #"{"f":"18500,5","n":42.9,"d":"2014-11-01T00:00:00+01:00","t":"2018-08-22 14:05:00 +0000","dt":"2018-08-22T09:30:00Z","s":1}"#
        let cells = try decode(json, values: values).form.allCells
        // Times with an offset are shown in the chosen zone (UTC by default), as a device in that
        // zone shows them; a date field's day is a calendar day, the same in every zone.
        // A number field shows the number's stringValue (FORMField setValue:), so 42.9 keeps its fraction.
        let expected: [CellValue] = [.text("18500.50"), .text("42.9"), .text("Nov 1, 2014"), .text("2:05 PM"),
                                     .text("Aug 22, 2018, 9:30 AM"), .option(0), .text("abc"), .toggle(true)]
        #expect(cells.map(\.value) == expected)
        #expect(cells[6].kind == .secureText)
        let oslo = try decode(json, values: values, timeZone: "Europe/Oslo").form.allCells
        #expect(oslo[2].value == .text("Nov 1, 2014"))
        #expect(oslo[3].value == .text("4:05 PM"))
        #expect(oslo[4].value == .text("Aug 22, 2018, 11:30 AM"))
        let offset = try decode(json, values: values, timeZone: "-03:00").form.allCells
        #expect(offset[2].value == .text("Nov 1, 2014"))
        #expect(offset[4].value == .text("Aug 22, 2018, 6:30 AM"))
    }

    @Test("select default option is chosen when no value is given; a segment shows none, as FORMSegmentFieldCell draws it")
    func defaultOption() throws {
        let cells = try decode(field(#"{"id":"s","type":"select","values":[{"id":"a","title":"A"},{"id":"b","title":"B","default":true}]},{"id":"g","type":"segment","values":[{"id":"a","title":"A"},{"id":"b","title":"B","default":true}]}"#)).form.allCells
        #expect(cells[0].value == .option(1))
        #expect(cells[1].value == .empty)
    }

    @Test("text cells validate when drawn: required empty, min_length, format, SSN")
    func validation() throws {
        let json = field(#"""
        {"id":"r","type":"text","validations":{"required":true}},
        {"id":"m","type":"name","value":"Å","validations":{"min_length":2}},
        {"id":"e","type":"email","value":"ola@firma","validations":{"format":"[\\w._%+-]+@[\\w.-]+\\.\\w{2,}"}},
        {"id":"social_security_number","type":"number","value":"14058549623"},
        {"id":"ok","type":"text","value":"fine","validations":{"required":true}},
        {"id":"sel","type":"select","validations":{"required":true}}
        """#)
        let invalid = try decode(json).form.allCells.map(\.state.invalid)
        #expect(invalid == [true, true, true, false, false, false])
    }

    @Test("dynamic sections: add button, template instances from values, separators")
    func dynamicSections() throws {
        let json = #"""
        {"groups":[{"id":"g","sections":[{"id":"kids","type":"dynamic","action_title":"Add kid"}]}],
         "templates":{"sections":[{"id":"kids","fields":[{"id":"kids[:index].name","type":"text"}]}]}}
        """#
        let decoded = try decode(json, values: #"{"kids[1].name":"Mia","unknown":1}"#)
        let ids = decoded.form.allCells.map(\.id)
        #expect(ids == ["kids.add", "separator-kids", "kids[0].name", "separator-kids[0]", "kids[1].name"])
        #expect(decoded.form.allCells[4].value == .text("Mia"))
        #expect(decoded.diagnostics.map(\.path) == ["values.unknown"])
    }

    @Test("duplicate ids are renamed with a diagnostic")
    func duplicateIDs() throws {
        let decoded = try decode(field(#"{"id":"a","type":"text"},{"id":"a","type":"text"}"#))
        #expect(decoded.form.allCells.map(\.id) == ["a", "a#2"])
        #expect(decoded.diagnostics.count == 1)
    }

    @Test("display formatters by id: phone number, fødselsnummer, bank account; validation sees the raw value")
    func displayFormatters() throws {
        let json = field(#"{"id":"phone_number","type":"text","value":"91234567"},{"id":"barn[0].phone_number","type":"text","value":"004791234567"},{"id":"social_security_number","type":"number","value":"14058549623"},{"id":"bank_account_number","type":"text","value":"12345678903"}"#)
        let cells = try decode(json).form.allCells
        let expected: [CellValue] = [.text("912 34 567"), .text("0047 912 34 567"), .text("140585 49623"), .text("1234.56.78903")]
        #expect(cells.map(\.value) == expected)
        #expect(cells[2].state.invalid == false)
    }

    @Test("a repeated key keeps its last value, as JSONSerialization does, with a warning")
    func repeatedKey() throws {
        let decoded = try decode(field(#"{"id":"a","type":"text","size":{"width":30,"width":60}}"#))
        #expect(decoded.form.allCells[0].widthPercent == 60)
        #expect(decoded.diagnostics.map(\.path) == ["[0].sections[0].fields[0].size"])
    }
}

extension HyperosloDecoderTests {
    @Test("style numbers such as \"5.0f\" read as floatValue reads them (5.0), without a warning")
    func floatValueStyleNumbers() throws {
        let decoded = try FormDecoder.decode(Data(#"[{"sections":[{"fields":[{"id":"a","type":"text","styles":{"corner_radius":"5.0f","border_width":"1.0f","font_size":"16.0"}}]}]}]"#.utf8))
        let style = decoded.form.allCells[0].style
        #expect(style.box.cornerRadius == 5 && style.box.borderWidth == 1)
        #expect(decoded.diagnostics.isEmpty)
    }
}
