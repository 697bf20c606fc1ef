import Foundation
@testable import Formsetter
import Testing

@Suite("An option given by its title, as a spreadsheet holds it, selects that option; a text naming none or several is an error")
struct OptionTitleTests {
    static let form = Data(#"""
    {"groups": [{"id": "g", "title": "Ansatt", "sections": [{"id": "s", "fields": [
      {"id": "stillingstype", "title": "Stillingstype", "type": "select",
       "values": [{"id": "fast", "title": "Fast ansatt"}, {"id": "midlertidig", "title": "Midlertidig ansatt"}]},
      {"id": "avdeling", "title": "Kontorsted", "type": "segment",
       "values": [{"id": "oslo", "title": "Oslo"}, {"id": "tromso", "title": "Tromsø"}]},
      {"id": "bydel", "title": "Bydel", "type": "select",
       "values": [{"id": "sor", "title": "Sør"}, {"id": "sor2", "title": "sør"}, {"id": "vest", "title": "Vest"}, {"id": "vest2", "title": "VEST"}]}
    ]}]}]}
    """#.utf8)

    static func validate(_ values: String) throws -> (values: String, diagnostics: [String]) {
        let (report, diagnostics) = try Formsetter.validate(form, options: Formsetter.Options(values: Data(values.utf8)))
        return (report.valuesJSON, diagnostics.map(\.description))
    }

    @Test("titles select their option: exactly first, then ignoring case when only one matches; the values hold the ids")
    func titles() throws {
        let exact = try Self.validate(#"{"stillingstype": "Midlertidig ansatt", "avdeling": "Tromsø", "bydel": "Sør"}"#)
        #expect(exact.values == #"{"avdeling":"tromso","bydel":"sor","stillingstype":"midlertidig"}"#)
        #expect(exact.diagnostics == [])
        let folded = try Self.validate(#"{"stillingstype": "fast ansatt", "avdeling": "TROMSØ", "bydel": "vest"}"#)
        #expect(folded.values == #"{"avdeling":"tromso","bydel":"vest","stillingstype":"fast"}"#)
        #expect(folded.diagnostics == [])
    }

    @Test("a text naming no option, or the title of several, is an error naming the field, the text and the options' ids and titles")
    func refused() throws {
        let unknown = try Self.validate(#"{"avdeling": "Bodø"}"#)
        #expect(unknown.diagnostics == [#"error: values.avdeling: "Bodø" is the id or title of no option; the options are: oslo ("Oslo"), tromso ("Tromsø"); nothing is selected"#])
        let ambiguous = try Self.validate(#"{"bydel": "VeSt"}"#)
        #expect(ambiguous.diagnostics == [#"error: values.bydel: "VeSt" is the title of several options: vest ("Vest"), vest2 ("VEST"); give the option's id; nothing is selected"#])
        #expect(try Self.validate(#"{"bydel": ""}"#).diagnostics == [])
    }

    static let gigForm = Data(#"""
    {"fields": [{"key": "provincia", "type": "picker", "label": "Provincia", "listOptions": [
      {"key": "KeyNoSelected", "value": "Selecciona"}, {"key": "08", "value": "Barcelona"},
      {"key": "28", "value": "Madrid"}, {"key": "29", "value": "Málaga"}, {"key": "29b", "value": "MÁLAGA"}]}]}
    """#.utf8)

    static func validateGIG(_ values: String) throws -> (values: String, diagnostics: [String]) {
        let (report, diagnostics) = try Formsetter.validate(gigForm, options: Formsetter.Options(values: Data(values.utf8)))
        return (report.valuesJSON, diagnostics.map(\.description))
    }

    @Test("GIGFormulary: a picker's option by key or title; none or several is an error listing keys and titles (the prompt never matches)")
    func gigFormularyPicker() throws {
        #expect(try Self.validateGIG(#"{"provincia": "28"}"#).values == #"{"provincia":"28"}"#)
        let titled = try Self.validateGIG(#"{"provincia": "barcelona"}"#)
        #expect(titled.values == #"{"provincia":"08"}"#)
        #expect(titled.diagnostics == [])
        let unknown = try Self.validateGIG(#"{"provincia": "Selecciona"}"#)
        #expect(unknown.values == #"{"provincia":"KeyNoSelected"}"#)
        #expect(unknown.diagnostics == [#"error: values.provincia: "Selecciona" is the key or title of no option; the options are: 08 ("Barcelona"), 28 ("Madrid"), 29 ("Málaga"), 29b ("MÁLAGA"); the first option is shown"#])
        let ambiguous = try Self.validateGIG(#"{"provincia": "málaga"}"#)
        #expect(ambiguous.diagnostics == [#"error: values.provincia: "málaga" is the title of several options: 29 ("Málaga"), 29b ("MÁLAGA"); give the option's key; the first option is shown"#])
    }
}
