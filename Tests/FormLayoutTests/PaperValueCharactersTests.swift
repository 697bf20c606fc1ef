import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper look: a value's own characters in combs, and the twin holds what the page prints")
struct PaperValueCharactersTests {
    static let form = SampleForms.identifiersWithLeadingZeros
    static let values = SampleForms.identifiersWithLeadingZerosValues

    /// The paper layout of `form` with `values`; `fillable` is the twin's.
    static func control(_ id: String, fillable: Bool = false) throws -> LayoutBox {
        let decoded = try Formsetter.decode(Data(form.utf8), options: Formsetter.Options(values: Data(values.utf8)))
        let tree = LayoutEngine(skin: PaperSkin(printsValues: !fillable), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: .a4)
        return try #require(tree.pages.flatMap(\.boxes).first { $0.id == id && $0.role == .control })
    }

    @Test("a postcode 0150 in a text field with input_type number prints 0, 1, 5, 0 in its four comb cells")
    func postcodeComb() throws {
        #expect(try Self.control("postnummer").text.map(\.text) == ["0", "1", "5", "0"])
    }

    @Test("a fødselsnummer prints its 11 characters in its 11 comb cells, the leading zero too and no grouping space")
    func socialSecurityNumberComb() throws {
        let box = try Self.control("social_security_number")
        #expect(box.shapes.count == 11)
        #expect(box.text.map(\.text) == ["0", "1", "0", "1", "8", "5", "1", "2", "3", "4", "5"])
    }

    @Test("the twin's comb holds the fødselsnummer's 11 characters; a grouped account number's box takes its 13 (MaxLen 13, not 11)")
    func twinFields() throws {
        let comb = try #require(try Self.control("social_security_number", fillable: true).field)
        #expect(comb.kind == .text(maxLength: 11, comb: true, multiline: false))
        #expect(comb.value == "01018512345")
        let postcode = try #require(try Self.control("postnummer", fillable: true).field)
        #expect(postcode.value == "0150")
        let account = try #require(try Self.control("bank_account_number", fillable: true).field)
        #expect(account.kind == .text(maxLength: 13, comb: false, multiline: false))
        #expect(account.value == "0123.45.67890")
    }
}
