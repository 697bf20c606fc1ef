import Foundation
import Formsetter
import TestSupport
import Testing

/// GIGFormulary's send action: validators of formats.md §1.4 with their quirks, the error text,
/// the send dictionary, and the collapsed expandable check box.
@Suite("GIGFormulary state: validators, error text, send dictionary")
struct GIGFormularyStateTests {
    private func report(_ fields: String, values: String? = nil) throws -> ValidationReport {
        try Formsetter.validate(Data(#"{"fields":[\#(fields)]}"#.utf8), options: .init(values: values.map { Data($0.utf8) })).report
    }

    /// The error of a single text field `k` with `validators` and `value`.
    private func error(_ validators: String, _ value: String) throws -> String? {
        try report(#"{"key":"k","type":"text","validator":[\#(validators)]}"#, values: #"{"k":"\#(value)"}"#).errors["k"]
    }

    @Test("mandatory comes first in the error text; every validator's textError, \"\" without one")
    func mandatoryFirst() throws {
        let both = #"{"type":"email","textError":"bad mail"},{"type":"mandatory","textError":"required"}"#
        #expect(try error(both, "") == "required")
        #expect(try error(both, "x") == "bad mail")
        #expect(try error(#"{"type":"mandatory"}"#, "") == "")
        #expect(try error(both, "a@b.es") == nil)
    }

    @Test("regex validators: email (case-insensitive, TLD up to 4 letters), numeric, postalCode, phone; empty passes unless mandatory")
    func regexValidators() throws {
        #expect(try error(#"{"type":"email","textError":"e"}"#, "ANA@EXAMPLE.ES") == nil)
        #expect(try error(#"{"type":"email","textError":"e"}"#, "ana@example.travel") == "e")
        #expect(try error(#"{"type":"numeric","textError":"n"}"#, "123a") == "n")
        #expect(try error(#"{"type":"postalCode","textError":"p"}"#, "8001") == nil)
        #expect(try error(#"{"type":"postalCode","textError":"p"}"#, "123") == "p")
        #expect(try error(#"{"type":"phone","textError":"t"}"#, "+34612345678") == nil)
        #expect(try error(#"{"type":"phone","textError":"t"}"#, "612 345 678") == "t")
        #expect(try error(#"{"type":"phone","textError":"t"}"#, "") == nil)
        #expect(try error(#"{"type":"phone","textError":"t"},{"type":"mandatory","textError":"m"}"#, "") == "m")
        #expect(try error(#"{"type":"customValidator","regex":"^[0-9]{4}$","textError":"c"}"#, "12345") == "c")
    }

    @Test("quirk: with a customValidator every other regex validator fails for a non-empty value")
    func customValidatorQuirk() throws {
        let validators = #"{"type":"email","textError":"e"},{"type":"customValidator","regex":".*","textError":"c"}"#
        #expect(try error(validators, "ana@example.es") == "e")
    }

    @Test("dniNie with the check letter; lengthText counts characters and reads numbers only; compare; bool; age")
    func otherValidators() throws {
        #expect(try error(#"{"type":"dniNie","textError":"d"}"#, "12345678Z") == nil)
        #expect(try error(#"{"type":"dniNie","textError":"d"}"#, "x1234567l") == nil)
        #expect(try error(#"{"type":"dniNie","textError":"d"}"#, "12345678A") == "d")
        #expect(try error(#"{"type":"lengthText","minLength":3,"maxLength":4,"textError":"l"}"#, "Ñúñé") == nil)
        #expect(try error(#"{"type":"lengthText","minLength":3,"textError":"l"}"#, "ab") == "l")
        #expect(try error(#"{"type":"lengthText","minLength":"3","textError":"l"}"#, "ab") == nil)
        let compare = try report(#"""
        {"key":"a","type":"text","value":"x"},
        {"key":"b","type":"text","value":"y","validator":[{"type":"compare","itemsCompare":["a","b"],"textError":"differ"}]}
        """#)
        #expect(compare.errors == ["b": "differ"])
        let flags = try report(#"{"key":"ok","type":"boolean","validator":[{"type":"bool","textError":"tick"},{"type":"mandatory","textError":"m"}]}"#)
        #expect(flags.errors == ["ok": "m"])
        let age = #"{"key":"d","type":"datePicker","value":"%@","validator":[{"type":"age","minAge":18,"textError":"too young"}]}"#
        #expect(try report(age.replacingOccurrences(of: "%@", with: "14/02/1990")).errors.isEmpty)
        #expect(try report(age.replacingOccurrences(of: "%@", with: "14/02/2020")).errors == ["d": "too young"])
    }

    @Test("the send dictionary: text trimmed, picker key (the first when untouched), dates dd/MM/yyyy, booleans; no index cells")
    func sendDictionary() throws {
        let result = try report(#"""
        {"key":"i","type":"index","label":"Intro"},
        {"key":"t","type":"text","value":" María \t"},
        {"key":"p","type":"picker","listOptions":[{"key":"KeyNoSelected","value":"Choose"},{"key":"bcn","value":"Barcelona"}]},
        {"key":"q","type":"picker","value":"bcn","listOptions":[{"key":"KeyNoSelected","value":"Choose"},{"key":"bcn","value":"Barcelona"}]},
        {"key":"d","type":"datePicker","value":"14/02/1990"},
        {"key":"h","type":"boolean","isHidden":true,"value":true}
        """#)
        #expect(result.valuesJSON == #"{"d":"14/02/1990","h":true,"p":"KeyNoSelected","q":"bcn","t":"María"}"#)
        #expect(result.valid)
    }

    @Test("legacy flat validators: mandatory with its textError default, validator names, compare with textErrorCompare")
    func legacyValidators() throws {
        let result = try report(#"""
        {"key":"a","type":"text","mandatory":true},
        {"key":"b","type":"text","value":"x@y.es","validator":"email","compare":true,"itemsCompare":["a","b"],"textErrorCompare":"no match"}
        """#)
        #expect(result.errors == ["a": "El campo no puede ser vacio", "b": "no match"])
    }

    @Test("render --validate shows the send errors in the error labels; expandable check boxes start collapsed on screen, not on paper")
    func validatedLookAndCollapsedExpandable() throws {
        let json = Data(#"""
        {"fields":[{"key":"k","type":"text","validator":[{"type":"mandatory","textError":"Obligatorio"}]},
          {"key":"e","type":"boolean","subtype":"expandable","label":"Acepto","expandableInfo":{"textButtonReadMore":"Leer más","textButtonReadLess":"Leer menos","description":"Texto {* legal *}"}}]}
        """#.utf8)
        var options = Formsetter.Options()
        let initial = try Formsetter.decode(json, options: options).form.allCells
        #expect(initial[0].state.error == nil)
        #expect(initial[1].hint == "Leer más")
        #expect(initial[1].state.collapsed)
        #expect(initial[1].detail?.text == "Texto legal")
        // The screen look folds the description away; the paper look prints it.
        let screen = try sharedFormsetter.layout(json, options: .init(skin: "gigformulary"))
        #expect(!screen.tree.pages[0].boxes.contains { $0.id == "e" && $0.role == .value })
        let paper = try sharedFormsetter.layout(json, options: .init(skin: "paper", page: .a4))
        #expect(paper.tree.pages[0].boxes.filter { $0.id == "e" && $0.role == .value }.flatMap(\.text).map(\.text) == ["Texto legal"])
        options.state.validate = true
        let validated = try Formsetter.decode(json, options: options).form.allCells
        #expect(validated[0].state.error == "Obligatorio" && validated[0].state.invalid)
    }
}

extension GIGFormularyStateTests {
    @Test("lengthText bounds and mandatory become the cell's rules (the paper look sizes its boxes from them)")
    func rulesFromValidators() throws {
        let form = try Formsetter.decode(Data(#"{"fields":[{"key":"cp","type":"text","validator":[{"type":"mandatory"},{"type":"lengthText","minLength":5,"maxLength":5}]}]}"#.utf8),
                                         options: .init()).form
        #expect(form.allCells[0].rules.fixedLength == 5)
        #expect(form.allCells[0].rules.required)
    }
}
