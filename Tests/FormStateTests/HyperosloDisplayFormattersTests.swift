@testable import FormState
import Testing

@Suite("hyperoslo's display formatters, and the values they were formatted from")
struct HyperosloDisplayFormattersTests {
    @Test("unformatted undoes exactly the grouping the formatter of the id or type adds; other text stays")
    func unformatted() {
        #expect(HyperosloDisplayFormatters.unformatted("912 34 567", id: "phone_number", type: "text") == "91234567")
        #expect(HyperosloDisplayFormatters.unformatted("140585 49623", id: "barn[0].social_security_number", type: "text") == "14058549623")
        // The formatter is picked by type when the id names none (formats.md §2.7).
        #expect(HyperosloDisplayFormatters.unformatted("1234.56.78903", id: "konto", type: "bank_account_number") == "12345678903")
        #expect(HyperosloDisplayFormatters.unformatted("1234 56 78903", id: "konto", type: "bank_account_number") == "12345678903")
        #expect(HyperosloDisplayFormatters.unformatted("12 34", id: "name", type: "text") == "12 34")
        #expect(HyperosloDisplayFormatters.unformatted("+47 912 34 567", id: "phone_number", type: "text") == "+47 912 34 567")
        #expect(HyperosloDisplayFormatters.unformatted("a,b@c.no", id: "email", type: "email") == "a,b@c.no")
        for (value, id, type) in [("91234567", "phone_number", "text"), ("14058549623", "social_security_number", "text"), ("12345678903", "konto", "bank_account_number")] {
            #expect(HyperosloDisplayFormatters.unformatted(HyperosloDisplayFormatters.format(value, id: id, type: type), id: id, type: type) == value)
        }
    }
}
