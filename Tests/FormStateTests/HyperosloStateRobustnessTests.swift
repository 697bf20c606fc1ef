import Foundation
import Formsetter
import TestSupport
import Testing

/// Hostile or broken expressions: parsed once, bounded, reported with their JSON path, never a crash.
@Suite("hyperoslo state: bad, deep and looping expressions become diagnostics")
struct HyperosloStateRobustnessTests {
    private func run(_ fields: String, values: String? = nil) throws -> DecodedForm {
        try Formsetter.decode(Data(#"[{"sections":[{"fields":[\#(fields)]}]}]"#.utf8),
                              options: Formsetter.Options(values: values.map { Data($0.utf8) }))
    }

    private func messages(_ decoded: DecodedForm, path: String) -> [String] {
        decoded.diagnostics.filter { $0.path == path }.map(\.message)
    }

    @Test("a condition nested 200 levels deep is refused with a warning at its path; the target does not run")
    func deepCondition() throws {
        let deep = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        let decoded = try run(#"{"id":"a","type":"text","targets":[{"id":"b","type":"field","action":"hide","condition":"\#(deep)"}]},{"id":"b","type":"text"}"#)
        let found = messages(decoded, path: "[0].sections[0].fields[0].targets[0].condition")
        #expect(found.count == 1)
        #expect(found.first?.contains("nested deeper than 64 levels") == true)
        #expect(decoded.form.allCells[1].state.hidden == false)
    }

    @Test("a flat chain of 3 999 operators is refused by its length, not evaluated recursively")
    func longCondition() throws {
        // Under the JSON parser's 20,000-character string limit, so the expression parser sees it.
        let long = Array(repeating: "1", count: 4_000).joined(separator: " + ")
        let decoded = try run(#"{"id":"a","type":"text","targets":[{"id":"b","type":"field","action":"hide","condition":"\#(long) > 0"}]},{"id":"b","type":"text"}"#)
        #expect(messages(decoded, path: "[0].sections[0].fields[0].targets[0].condition").first?.contains("longer than 512 tokens") == true)
        #expect(throws: ExpressionError.self) { try ConditionExpression.parse(long) }
    }

    @Test("a deeply nested number formula is refused with a warning at the formula; the field stays empty")
    func deepFormula() throws {
        let formula = String(repeating: "(", count: 100) + "x" + String(repeating: ")", count: 100)
        let decoded = try run(#"{"id":"x","type":"number","targets":[{"id":"t","type":"field","action":"update"}]},{"id":"t","type":"number","formula":"\#(formula)"}"#,
                              values: #"{"x":"2"}"#)
        #expect(messages(decoded, path: "[0].sections[0].fields[1].formula").first?.contains("nested deeper than 64 levels") == true)
        #expect(decoded.form.allCells[1].value == .empty)
    }

    @Test("targets that update each other are reported with the chain and stop")
    func targetLoop() throws {
        let decoded = try run(#"""
        {"id":"a","type":"text","formula":"b","targets":[{"id":"b","type":"field","action":"update"}]},
        {"id":"b","type":"text","formula":"a","targets":[{"id":"a","type":"field","action":"update"}]}
        """#, values: #"{"a":"x"}"#)
        let found = messages(decoded, path: "[0].sections[0].fields[0].targets")
        #expect(found == ["targets update each other in a loop: a → b → a; each field's targets run at most 4 times"])
        #expect(messages(decoded, path: "[0].sections[0].fields[0].formula") == ["formulas read each other in a loop: a → b → a; each uses the other's current value"])
    }

    @Test("formulas that all read each other: one warning per set naming a shortest loop and the set's size")
    func formulasReadingEachOther() throws {
        let ids = (0..<300).map { "f\($0)" }
        let fields = ids.map { own in
            #"{"id":"\#(own)","type":"number","formula":"\#(ids.filter { $0 != own }.joined(separator: " + "))"}"#
        }
        // A second set of two, apart from the first, and a field reading itself.
        let apart = #"{"id":"x","type":"number","formula":"y"},{"id":"y","type":"number","formula":"x"},{"id":"z","type":"number","formula":"z + 1"}"#
        let decoded = try run(fields.joined(separator: ",") + "," + apart)
        let loops = decoded.diagnostics.filter { $0.message.hasPrefix("formulas read each other") }
        #expect(loops.map(\.path) == ["[0].sections[0].fields[0].formula", "[0].sections[0].fields[300].formula", "[0].sections[0].fields[302].formula"])
        #expect(loops.map(\.message) == [
            "formulas read each other in a loop: f0 → f1 → f0 (one of the loops among 300 fields that reach each other); each uses the other's current value",
            "formulas read each other in a loop: x → y → x; each uses the other's current value",
            "formulas read each other in a loop: z → z; each uses the other's current value",
        ])
    }

    @Test("a ring of 50 targets is named by its first eight fields, a count and its last")
    func longRing() throws {
        let fields = (0..<50).map { #"{"id":"a\#($0)","type":"text","targets":[{"id":"a\#(($0 + 1) % 50)","type":"field","action":"update"}]}"# }
        let decoded = try run(fields.joined(separator: ","))
        #expect(messages(decoded, path: "[0].sections[0].fields[0].targets") == [
            "targets update each other in a loop: a0 → a1 → a2 → a3 → a4 → a5 → a6 → a7 → … 41 more … → a49 → a0; each field's targets run at most 4 times",
        ])
    }

    @Test("150 separate loops: the first 100 are named, one more warning counts the rest; of one kind 10 are kept and the rest counted")
    func manyLoops() throws {
        let fields = (0..<150).map { #"{"id":"a\#($0)","type":"text","formula":"b\#($0)"},{"id":"b\#($0)","type":"text","formula":"a\#($0)"}"# }
        let decoded = try run(fields.joined(separator: ","))
        let loops = decoded.diagnostics.filter { $0.path.hasSuffix(".formula") }
        #expect(loops.count == 11)
        #expect(decoded.diagnostics.filter { $0.path.isEmpty }.map(\.message) == ["and 90 more like this: formulas read each other in a loop: a53 → b53 → a53; each uses the other's current value"])
        #expect(loops.last?.message == "and 50 more sets of fields in loops, not listed")
    }

    @Test("a condition that does not parse, an unknown function and an unknown target are warnings with paths")
    func badExpressions() throws {
        let decoded = try run(#"""
        {"id":"a","type":"text","targets":[
          {"id":"b","type":"field","action":"hide","condition":"$a =="},
          {"id":"b","type":"field","action":"hide","condition":"sqrtx($a)"},
          {"id":"nobody","type":"field","action":"hide"},
          {"id":"b","type":"field","action":"explode"}]},
        {"id":"b","type":"text"}
        """#)
        #expect(messages(decoded, path: "[0].sections[0].fields[0].targets[0].condition").first?.hasPrefix("the condition \"$a ==\" cannot be parsed") == true)
        #expect(messages(decoded, path: "[0].sections[0].fields[0].targets[1].condition").first?.contains("function \"sqrtx\"") == true)
        #expect(messages(decoded, path: "[0].sections[0].fields[0].targets[2].id") == [#"no field has id "nobody"; the hide target does nothing"#])
        #expect(messages(decoded, path: "[0].sections[0].fields[0].targets[3].action").count == 1)
        #expect(decoded.form.allCells[1].state.hidden == false)
    }

    @Test("an invalid format regex is ignored with a warning at validations.format")
    func invalidRegex() throws {
        let decoded = try run(#"{"id":"a","type":"text","value":"x","validations":{"format":"(["}}"#)
        #expect(messages(decoded, path: "[0].sections[0].fields[0].validations.format") == ["not a valid regular expression (U_REGEX_MISSING_CLOSE_BRACKET); the rule is ignored"])
        #expect(decoded.form.allCells[0].state.invalid == false)
    }

    @Test("arithmetic as NSExpression does it: integer division, doubles with a dot, division by zero refused")
    func arithmetic() throws {
        #expect(try ArithmeticExpression.evaluate("7 / 2") == .integer(3))
        #expect(try ArithmeticExpression.evaluate("7.0 / 2") == .double(3.5))
        #expect(try ArithmeticExpression.evaluate("2 * (3 + -1)") == .integer(4))
        #expect(throws: ExpressionError.self) { try ArithmeticExpression.evaluate("1 / 0") }
        #expect(throws: ExpressionError.self) { try ArithmeticExpression.evaluate("5 % 2") }
    }
}

extension HyperosloStateRobustnessTests {
    @Test("a value that fits no option, no date and no number is reported where it came from: the values file or the form")
    func valuePaths() throws {
        let decoded = try run(#"{"id":"s","type":"select","values":[{"id":1,"title":"One"}]},{"id":"d","type":"date","value":"soon"},{"id":"f","type":"float","value":"lots"}"#,
                              values: #"{"s":7}"#)
        #expect(decoded.diagnostics.map(\.path) == ["values.s", "[0].sections[0].fields[1].value", "[0].sections[0].fields[2].value"])
        #expect(decoded.form.allCells.map(\.value) == [.empty, .text("soon"), .text("lots")])
    }
}

extension HyperosloStateRobustnessTests {
    @Test("a formula with 2 000 variables is refused at once with a warning, not substituted")
    func hugeFormula() throws {
        // Under the JSON parser's 20,000-character string limit, so the formula reaches the state stage whole.
        let formula = (0..<2_000).map { "v\($0)" }.joined(separator: " + ")
        let decoded = try run(#"{"id":"x","type":"number","targets":[{"id":"t","type":"field","action":"update"}]},{"id":"t","type":"number","formula":"\#(formula)"}"#,
                              values: #"{"x":"2"}"#)
        #expect(decoded.diagnostics.filter { $0.path == "[0].sections[0].fields[1].formula" }.map(\.message)
                == ["longer than 8192 characters or 512 variables; not evaluated, the field is left empty"])
    }
}
