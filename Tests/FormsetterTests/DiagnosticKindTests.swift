import Foundation
import FormModel
@testable import Formsetter
import Testing

@Suite("Diagnostics are capped by kind whatever their quoted texts and numbers, while they are recorded")
struct DiagnosticKindTests {
    @Test("800 warnings differing only in the quoted value are 10 lines and one counting the rest")
    func quotedValuesAreOneKind() {
        let log = DiagnosticLog()
        for index in 0..<800 { log.warn("tokens.c\(index)", "\"#zz\(index)\" is not a colour; the skin's value is kept") }
        log.warn("tokens.other", "unknown key; ignored")
        let lines = log.items.map(\.description)
        #expect(lines.count == 12)
        #expect(lines[9] == "warning: tokens.c9: \"#zz9\" is not a colour; the skin's value is kept")
        #expect(lines[10] == "warning: and 790 more like this: \"#zz799\" is not a colour; the skin's value is kept")
        #expect(lines[11] == "warning: tokens.other: unknown key; ignored")
        #expect(Diagnostic.condensed(log.items).map(\.description) == lines)
        #expect(log.items.map(\.counted) == Array(repeating: 1, count: 10) + [790, 1])
    }

    @Test("a quoted text longer than 40 characters is cut to 40 and an ellipsis")
    func longQuotesAreCut() {
        let log = DiagnosticLog()
        log.warn("fields", "\"\(String(repeating: "x", count: 1_000_000))\" matches no field; ignored")
        #expect(log.items.map(\.description) == ["warning: fields: \"\(String(repeating: "x", count: 40))…\" matches no field; ignored"])
    }

    @Test("a GIGFormulary form with 300 fields of unknown types prints 11 lines")
    func formWarnings() throws {
        let fields = (0..<300).map { #"{"key": "k\#($0)", "type": "t\#($0)"}"# }.joined(separator: ",")
        let (_, diagnostics) = try Formsetter.validate(Data(#"{"fields": [\#(fields)]}"#.utf8), options: Formsetter.Options())
        let unknown = diagnostics.filter { $0.message.contains("unknown type") || $0.message.contains("more like this") }
        #expect(unknown.count == 11)
        #expect(unknown.last?.description == #"warning: and 290 more like this: unknown type "t299" (expected text, picker, datePicker, boolean or index); skipped, as the library draws an empty view"#)
    }
}
