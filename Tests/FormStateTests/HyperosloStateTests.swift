import Foundation
import Formsetter
import TestSupport
import Testing

/// The state stage for hyperoslo forms, against the 3lvis/Form test JSONs and the assertions of
/// its FORMDataTests, FORMDataSourceTests and FORMTextFieldTests.
@Suite("hyperoslo state: targets, conditions, formulas, validators as the library runs them")
struct HyperosloStateTests {
    static func options(_ values: String?, validate: Bool = false) -> Formsetter.Options {
        var options = Formsetter.Options(values: values.map { Data($0.utf8) })
        options.state.validate = validate
        return options
    }

    /// The 3lvis/Form test JSON `name`, decoded with `values` and its state run.
    static func form(_ name: String, values: String? = nil, validate: Bool = false) throws -> Form {
        try Formsetter.decode(try Data(contentsOf: Paths.fixture("hyperoslo-3lvis/\(name).json")), options: options(values, validate: validate)).form
    }

    static func report(_ name: String, folder: String = "hyperoslo-3lvis", values: String? = nil) throws -> ValidationReport {
        try Formsetter.validate(try Data(contentsOf: Paths.fixture("\(folder)/\(name).json")), options: options(values)).report
    }

    static func visibleFields(_ form: Form) -> [String] {
        form.allCells.filter { !$0.state.hidden && $0.logic.type != nil }.map(\.id)
    }

    static func visibleSections(_ form: Form) -> [String] {
        form.groups.flatMap(\.sections).filter { $0.cells.contains { !$0.state.hidden } }.map(\.id)
    }

    static func cell(_ form: Form, _ id: String) -> Cell { form.allCells.first { $0.id == id }! }

    @Test("README targets example: the default option Part time hides Bonus; Full time keeps it")
    func readmeTargetsExample() throws {
        let json = #"""
        [{"id":"group-id","title":"Group title","sections":[{"id":"section-0","fields":[
          {"id":"employment_type","title":"Employment type","type":"select","size":{"width":30,"height":1},"values":[
            {"id":0,"title":"Part time","default":true,"targets":[{"id":"bonus","type":"field","action":"hide"}]},
            {"id":1,"title":"Full time","targets":[{"id":"bonus","type":"field","action":"show"}]}]},
          {"id":"bonus","title":"Bonus","type":"number","size":{"width":30,"height":1}}]}]}]
        """#
        let initial = try Formsetter.decode(Data(json.utf8), options: Self.options(nil)).form
        #expect(Self.visibleFields(initial) == ["employment_type"])
        #expect(Self.cell(initial, "employment_type").value == .option(0))
        let fullTime = try Formsetter.decode(Data(json.utf8), options: Self.options(#"{"employment_type":1}"#)).form
        #expect(Self.visibleFields(fullTime) == ["employment_type", "bonus"])
    }

    @Test("testShowingFieldMultipleTimes / testHidingFieldMultipleTimes: repeated show and hide targets of initial options")
    func fieldTargetsShownAndHiddenMultipleTimes() throws {
        let name = "test-multiple-show-hide-field-targets"
        #expect(Self.visibleFields(try Self.form(name)).count == 3)
        #expect(Self.visibleFields(try Self.form(name, values: #"{"contract_type":1,"salary_type":1}"#)).count == 2)
        #expect(Self.visibleFields(try Self.form(name, values: #"{"contract_type":0,"salary_type":0}"#)).count == 3)
        #expect(Self.visibleFields(try Self.form(name, values: #"{"contract_type":1}"#)) == ["contract_type", "salary_type"])
    }

    @Test("testShowingSectionMultipleTimes / testHidingSectionMultipleTimes: the section variant")
    func sectionTargetsShownAndHiddenMultipleTimes() throws {
        let name = "test-multiple-show-hide-section-targets"
        #expect(Self.visibleSections(try Self.form(name)).count == 3)
        #expect(Self.visibleSections(try Self.form(name, values: #"{"contract_type":1,"salary_type":1}"#)).count == 2)
        #expect(Self.visibleSections(try Self.form(name, values: #"{"contract_type":0,"salary_type":0}"#)).count == 3)
        let hidden = try Self.form(name, values: #"{"contract_type":1}"#)
        #expect(Self.visibleSections(hidden) == ["employment-0", "employment-1"])
        // The hidden section's separator goes with it.
        #expect(hidden.allCells.filter { !$0.state.hidden }.map(\.id) == ["contract_type", "separator-employment-0", "salary_type", "separator-employment-1"])
    }

    @Test("testCalculatedValues: an initial option's update target runs the formula with the option's value")
    func calculatedValues() throws {
        let report = try Self.report("test-number-formula", values: #"{"base_salary":1,"bonus":100}"#)
        #expect(report.valuesJSON == #"{"base_salary":1,"bonus":100,"total":300}"#)
        let form = try Self.form("test-number-formula", values: #"{"base_salary":1,"bonus":"50"}"#)
        #expect(Self.cell(form, "total").value == .text("250.00"))
        #expect(Self.cell(form, "total").state.disabled)
        // Without values no option is chosen: the formula lacks base_salary and the library leaves Total empty.
        #expect(Self.cell(try Self.form("test-number-formula"), "total").value == .empty)
    }

    @Test("testDynamicFormulas: template formulas with :index replaced; 2 × 12.5 = 25.00 and 3 × 100 = 300")
    func dynamicFormulas() throws {
        let form = try Self.form("test-dynamic-formulas", values: #"{"tickets[0].quantity":2,"tickets[0].price":12.5,"tickets[1].quantity":3,"tickets[1].price":100}"#)
        #expect(Self.cell(form, "tickets[0].total").value == .text("25.00"))
        #expect(Self.cell(form, "tickets[1].total").value == .text("300.00"))
        #expect(Self.cell(form, "tickets[1].total").logic.formula == "$tickets[1].quantity * $tickets[1].price")
        let report = try Self.report("test-dynamic-formulas", values: #"{"tickets[0].price":100,"tickets[0].quantity":3}"#)
        #expect(report.valuesJSON == #"{"tickets[0].price":100,"tickets[0].quantity":3,"tickets[0].total":300}"#)
    }

    @Test("test-forms with username 2 (Mr.Melk): update targets with target_value, then the display name formula")
    func updateTargetsWithTargetValue() throws {
        let form = try Self.form("test-forms", values: #"{"username":2}"#)
        #expect(Self.cell(form, "first_name").value == .text("Mr."))
        #expect(Self.cell(form, "last_name").value == .text("Melk"))
        #expect(Self.cell(form, "display_name").value == .text("Mr. Melk"))
        #expect(Self.cell(form, "contract_type").value == .option(0))
        // `disable` targets of an initial option are only recorded at load (disabledFieldsIDs).
        #expect(!Self.cell(form, "first_name").state.disabled)
    }

    @Test("testDefaultValue / testInitiallyDisabled / testRequiredFields on forms.json")
    func defaultsDisabledAndRequired() throws {
        let form = try Self.form("test-forms")
        #expect(Self.cell(form, "username").value == .option(0))
        #expect(Self.cell(form, "total").state.disabled)
        #expect(Self.cell(form, "first_name").rules.required && Self.cell(form, "last_name").rules.required)
        #expect(!Self.cell(form, "address").rules.required)
    }

    @Test("testDefaultValues: a null initial value falls back to the default option")
    func defaultValues() throws {
        let report = try Self.report("test-default-values", values: #"{"contract_type":null,"base_salary":2}"#)
        #expect(report.valuesJSON == #"{"base_salary":2,"contract_type":0}"#)
    }

    @Test("testDefaultValueInTemplate: a template instance selects its default option")
    func defaultValueInTemplate() throws {
        let form = try Self.form("test-default-values-in-template", values: #"{"tickets[0].remove":null}"#)
        #expect(Self.cell(form, "tickets[0].type").value == .option(1))
    }

    @Test("testDynamicWithInitialValues / testResetDynamicSections: instances from values, values unchanged")
    func dynamicWithInitialValues() throws {
        let values = #"{"companies[0].name":"Facebook","companies[0].phone_number":"1222333","email":"hi@there.com"}"#
        let form = try Self.form("test-dynamic", values: values)
        #expect(Self.cell(form, "companies[0].name").value == .text("Facebook"))
        #expect(Self.cell(form, "email").value == .text("hi@there.com"))
        #expect(try Self.report("test-dynamic", values: values).valuesJSON == values)
        // A template field without a value holds NSNull, as insertTemplateSectionWithID leaves it.
        let partial = try Self.report("test-dynamic", values: #"{"companies[0].name":"Facebook"}"#)
        #expect(partial.valuesJSON == #"{"companies[0].name":"Facebook","companies[0].phone_number":null}"#)
    }

    @Test("testTargetConditions: present, missing, equals and comparisons over the values dictionary")
    func targetConditions() throws {
        let values: [String: RawValue] = ["first_name": .string("Frank"), "last_name": .string("Underwood"), "display_name": .string(""),
                                          "username": .null, "base_salary": .number(150), "bonus_enabled": .bool(true)]
        func holds(_ text: String) throws -> Bool { try ConditionExpression.parse(text).holds(in: values) }
        #expect(try holds("present($first_name)"))
        #expect(try holds("present($last_name)"))
        #expect(try !holds("present($display_name)"))
        #expect(try !holds("missing($first_name)"))
        #expect(try holds("missing($display_name)"))
        #expect(try !holds(#"equals($first_name, "Claire")"#))
        #expect(try holds(#"equals($last_name, "Underwood")"#))
        #expect(try !holds(#"equals($username, "Francis")"#))
        #expect(try !holds("equals($base_salary, 150)"))
        #expect(try !holds("equals($bonus_enabled, 1)"))
        #expect(try holds("$base_salary >= 100 && !($base_salary == 200) || missing($nothing)"))
        #expect(try !holds("$username == 0"))
    }

    @Test("testFieldValidation / testFormFieldsAreValid: invalid fields and validity after values")
    func fieldValidation() throws {
        let invalid = try Self.report("test-field-validations")
        #expect(!invalid.valid)
        #expect(invalid.errors == ["first_name": "a value is required", "birthday": "a value is required"])
        let valid = try Self.report("test-field-validations", values: #"{"first_name":"Supermancito","birthday":"2014-10-31 23:00:00 +00:00"}"#)
        #expect(valid.valid)
    }

    @Test("testFormatValidation: format is a case-insensitive search")
    func formatValidation() throws {
        #expect(try Self.report("test-forms", values: #"{"email":"faultyEmail"}"#).errors["email"] == "does not match the format")
        #expect(try Self.report("test-forms", values: #"{"email":"Teknologi@Hyper.no"}"#).errors["email"] == nil)
    }

    @Test("select and date cells show the invalid look only after validate; text cells when drawn")
    func invalidLookAfterValidate() throws {
        let initial = try Self.form("test-forms")
        #expect(Self.cell(initial, "first_name").state.invalid)
        #expect(!Self.cell(initial, "end_date").state.invalid)
        let validated = try Self.form("test-forms", validate: true)
        #expect(Self.cell(validated, "end_date").state.invalid)
        #expect(!Self.cell(validated, "address").state.invalid)
    }

    @Test("testNotValidWithDisabledField: a disabled invalid text field draws red; a disabled valid one grey")
    func disabledInvalidDrawsRed() throws {
        let json = #"[{"sections":[{"fields":[{"id":"a","type":"text","disabled":true,"validations":{"required":true}},{"id":"b","type":"text","disabled":true,"value":"x"}]}]}]"#
        let boxes = try fakeLayout(json).tree.pages[0].boxes.filter { $0.role == .control }
        #expect(boxes[0].paint?.fill == Color(rgb: 0xFFD7D7))
        #expect(boxes[1].paint?.fill == Color(rgb: 0xF5F5F8))
    }

    @Test("ansatt-nb blank hides Sluttdato and the Vikar for section")
    func ansattBlank() throws {
        let form = try Formsetter.decode(try Data(contentsOf: Paths.fixture("hyperoslo/ansatt-nb.json")), options: Self.options(nil)).form
        #expect(Self.cell(form, "sluttdato").state.hidden)
        #expect(Self.cell(form, "vikar_for").state.hidden && Self.cell(form, "vikar_grunn").state.hidden)
        #expect(!Self.cell(form, "startdato").state.hidden)
    }
}

extension HyperosloStateTests {
    @Test("--errors shows in the hyperoslo look: the message under the value box in the invalid colour, the cell grows")
    func errorsInHyperosloLook() throws {
        let json = Data(#"[{"sections":[{"fields":[{"id":"a","type":"text","title":"A"},{"id":"b","type":"text","title":"B"}]}]}]"#.utf8)
        let decoded = try Formsetter.decode(json, options: .init(errors: Data(#"{"a":"Already taken"}"#.utf8)))
        let tree = LayoutEngine(skin: HyperosloSkin(), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: .screen(width: 768), log: DiagnosticLog())
        let boxes = tree.pages[0].boxes
        let error = try #require(boxes.first { $0.role == .error })
        #expect(error.id == "a")
        #expect(error.text.map(\.text) == ["Already taken"])
        #expect(error.text.first?.color == Color(rgb: 0xEC3031))
        let cellA = try #require(boxes.first { $0.id == "a" && $0.role == .cell })
        let control = try #require(boxes.first { $0.id == "a" && $0.role == .control })
        #expect(error.frame.y == control.frame.maxY + 4)
        #expect(cellA.frame.height > 85)
        #expect(control.paint?.fill == Color(rgb: 0xFFD7D7))
    }
}

extension HyperosloStateTests {
    @Test("a decoded form laid out through the Swift API gets its state; resolving twice changes nothing")
    func layoutOfADecodedForm() throws {
        let data = try Data(contentsOf: Paths.fixture("hyperoslo-3lvis/test-forms.json"))
        let values = Data(#"{"username":2}"#.utf8)
        let raw = try FormDecoder.decode(data, values: values).form
        let viaForm = try sharedFormsetter.layout(raw, options: .init())
        let viaData = try sharedFormsetter.layout(data, options: .init(values: values))
        #expect(viaForm.tree == viaData.tree)
        let once = FormState.resolve(raw, log: DiagnosticLog())
        #expect(once.semantics == .none)
        #expect(FormState.resolve(once, log: DiagnosticLog()) == once)
    }
}

extension HyperosloStateTests {
    @Test("a field enabled by a target shows its placeholder; a disabled one does not")
    func placeholderFollowsEnableTargets() throws {
        let json = #"""
        [{"sections":[{"fields":[
          {"id":"a","type":"text","value":"x","targets":[{"id":"b","type":"field","action":"enable"},{"id":"c","type":"field","action":"disable"}]},
          {"id":"b","type":"text","disabled":true,"placeholder":"B"},
          {"id":"c","type":"text","placeholder":"C"}]}]}]
        """#
        let cells = try Formsetter.decode(Data(json.utf8), options: .init()).form.allCells
        #expect(cells[1].placeholder == "B" && !cells[1].state.disabled)
        #expect(cells[2].placeholder == nil && cells[2].state.disabled)
    }
}

extension HyperosloStateTests {
    @Test("--errors under a check box in the hyperoslo look (a GIGFormulary boolean drawn there)")
    func errorsUnderCheckBoxInHyperosloLook() throws {
        let json = Data(#"{"fields":[{"key":"ok","type":"boolean","label":"I accept"}]}"#.utf8)
        let decoded = try Formsetter.decode(json, options: .init(errors: Data(#"{"ok":"Please accept"}"#.utf8)))
        let tree = LayoutEngine(skin: HyperosloSkin(), measurer: FixedAdvanceMeasurer()).layout(decoded.form, page: .screen(width: 768), log: DiagnosticLog())
        let error = try #require(tree.pages[0].boxes.first { $0.role == .error })
        #expect(error.id == "ok" && error.text.map(\.text) == ["Please accept"])
    }
}
