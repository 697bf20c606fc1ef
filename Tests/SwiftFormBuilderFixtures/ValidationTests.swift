import Foundation
import FormBuilder
import Formsetter
import Testing

extension SwiftFormBuilderFixtureTests {
    @Test(arguments: Fixture.all) func checkValidityGivesTheHeaderErrors(fixture: Fixture) throws {
        let expected = try fixture.expectedErrors()
        #expect(expected.count == 4)
        let items = fixture.build()
        for item in items { item.checkValidity() }
        var errors: [String: String] = [:]
        for item in items where !item.getIsValid() { errors[item.getItemName()] = item.getFormItemErrorMessage() ?? "" }
        #expect(errors == expected)

        let cells = fixture.build().form(showingErrors: true).allCells
        var shown: [String: String] = [:]
        for cell in cells where cell.state.invalid { shown[cell.id] = cell.state.error ?? "" }
        #expect(shown == expected)
        #expect(cells.allSatisfy { $0.state.invalid == ($0.state.error != nil) })
    }

    @Test func validatedItemsIncludeDiscardableOnes() {
        let validated = ItemMapper().mapArray(of: registrazioneUtenteItems())
        #expect(validated.count == 13)
        #expect(validated.map(\.name).first == "intro" && validated[7].value as? String == "")
        #expect(validated[11].value as? Bool == true)
    }

    @Test func validationQuirks() {
        VTRPasswordRule.reset()
        defer { VTRPasswordRule.reset() }
        func error(_ type: ValueItemType, _ value: Any?, mandatory: Bool = true) -> String? {
            let item = FormItem(named: "x", valueType: type).title("X").isMandatory(mandatory)
            let valued = value.map { item.value($0) } ?? item
            valued.checkValidity()
            return valued.getFormItemErrorMessage()
        }
        #expect(error(.date, "") == VTRMessage.invalidPhoneNumberError)
        #expect(error(.password, "", mandatory: false) == VTRMessage.mandatoryError)
        #expect(error(.password, nil, mandatory: false) == nil)
        #expect(error(.text, 42) == VTRMessage.stringValueNotFoundError)
        #expect(error(.checkbox, "yes") == VTRMessage.stringValueNotFoundError)
        #expect(error(.checkbox, false) == VTRMessage.mandatoryError)
        #expect(error(.checkbox, false, mandatory: false) == nil)
        #expect(error(.firstname, "Ōno") == VTRMessage.checkValueError)
        #expect(error(.firstname, "A") == VTRMessage.checkValueError)
        #expect(error(.lastname, "Anna-Maria Rossi") == nil)
        #expect(error(.firstname, "3Lorenzo", mandatory: false) == VTRMessage.checkValueError)
        #expect(error(.email, "a@b.it") == nil)
        #expect(error(.email, "a@b.it ") == VTRMessage.invalidMailError)
        #expect(error(.fiscalCode, "RSSMRA85T10A562S") == nil)
        #expect(error(.fiscalCode, "x12345678901") == nil)
        #expect(error(.phonenumber, "++39333") == nil)
        #expect(error(.discardable, 3) == nil)
        #expect(error(.password, "abcdefg") == VTRMessage.invalidPasswordError)
        #expect(error(.password, "abcdefgh") == nil)
        _ = FormItemPasswordProperty().needSpecialChars(true).needLowercasedLetters(false)
        #expect(error(.password, "ABCDEFG1") == nil)  // `(-_` is a range: digits and capitals count as special
        #expect(error(.password, "abcdefgh") == VTRMessage.invalidPasswordError)
        _ = FormItemPasswordProperty().minLength(1).maxLength(5)
        #expect(VTRPasswordRule.minLength == 8 && VTRPasswordRule.maxLength == 40)
    }

    @Test func dependencies() {
        let other = FormItem(named: "a", valueType: .text).title("Primo campo")
        let fill = FormItem(named: "b", valueType: .email).value("a@b.it").isMandatory(true)
            .depend(on: DependenceItem(item: other, dependency: .fill))
        fill.checkValidity()
        #expect(fill.getFormItemErrorMessage() == "Il campo Primo campo deve essere valorizzato")
        _ = other.value("x@y.it")
        fill.checkValidity()
        #expect(fill.getIsValid())
        let equal = FormItem(named: "c", valueType: .email).value("a@b.it").isMandatory(true)
            .depend(on: DependenceItem(item: other, dependency: .equal))
        equal.checkValidity()
        #expect(equal.getFormItemErrorMessage() == "Il valore non coincide con Primo campo")
        let text = FormItem(named: "d", valueType: .text).value("z").isMandatory(true)
            .depend(on: DependenceItem(item: other, dependency: .equal))
        text.checkValidity()
        #expect(text.getIsValid())  // text and username ignore dependencies
        let optional = FormItem(named: "e", valueType: .email).value("a@b.it")
            .depend(on: DependenceItem(item: other, dependency: .equal))
        optional.checkValidity()
        #expect(optional.getIsValid())  // dependencies are checked only for mandatory items
        let box = FormItem(named: "f", valueType: .checkbox).value(true).isMandatory(true)
            .depend(on: DependenceItem(item: FormItem(named: "g", valueType: .checkbox).title("G").value(false), dependency: .equal))
        box.checkValidity()
        #expect(box.getFormItemErrorMessage() == "Il valore non coincide con G")
    }
}

extension SwiftFormBuilderFixtureTests {
    @Test(arguments: Fixture.all) func formsetterValidateGivesTheHeaderErrorsAndTheValidatedItems(fixture: Fixture) throws {
        let report = Formsetter.validate(fixture.build())
        #expect(!report.valid)
        #expect(report.errors == (try fixture.expectedErrors()))
        let values = try #require(JSONSerialization.jsonObject(with: Data(report.valuesJSON.utf8)) as? [[String: Any]])
        let items = fixture.build()
        #expect(values.map { $0["name"] as? String } == items.map { $0.getItemName() })
        #expect(values.allSatisfy { $0["value"] != nil })
    }
}

extension SwiftFormBuilderFixtureTests {
    @Test func mandatoryAndPasswordLengthBecomeCellRules() {
        let cells = registrazioneUtenteItems().form().allCells
        let password = cells.first { $0.id == "password" }
        #expect(password?.rules.minLength == VTRPasswordRule.minLength && password?.rules.maxLength == VTRPasswordRule.maxLength)
        #expect(cells.filter(\.state.required).map(\.id) == cells.filter(\.rules.required).map(\.id))
        #expect(cells.contains { $0.rules.required })
    }
}
