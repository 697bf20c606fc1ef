import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper look: the calculations of the twin's computed fields")
struct FieldCalculationTests {
    @Test("sums, differences and products of fields are the fields' calculations, a spare entry's over its own fields, a choice with its options' numbers")
    func calculations() throws {
        let fields = try PaperTwinFieldRulesTests.claimFields()
        typealias Term = FieldCalculation.Term
        #expect(fields["krav"]?.calculation == FieldCalculation(terms: [Term(negative: false, factors: [.field("reparasjon")]),
                                                                        Term(negative: false, factors: [.field("erstatning")])]))
        #expect(fields["utbetaling"]?.calculation == FieldCalculation(terms: [Term(negative: false, factors: [.field("krav")]),
                                                                              Term(negative: true, factors: [.field("egenandel")])]))
        #expect(fields["gjenstander[2].sum"]?.calculation == FieldCalculation(terms: [
            Term(negative: false, factors: [.field("gjenstander[2].antall"), .field("gjenstander[2].pris")]),
        ]))
        #expect(fields["egenandel"]?.optionNumbers == [4000, 2000])
        #expect(fields["reparasjon"]?.calculation == nil)
    }

    @Test("a hyperoslo formula is a calculation when it joins fields and numbers with +, - and *; text, division and parentheses are not")
    func formulas() {
        typealias Term = FieldCalculation.Term
        #expect(FieldCalculation(hyperosloFormula: "$antall_kolleger * 5 + 2.5") == FieldCalculation(terms: [
            Term(negative: false, factors: [.field("antall_kolleger"), .number(5)]), Term(negative: false, factors: [.number(2.5)]),
        ]))
        #expect(FieldCalculation(hyperosloFormula: "-$a - b*c") == FieldCalculation(terms: [
            Term(negative: true, factors: [.field("a")]), Term(negative: true, factors: [.field("b"), .field("c")]),
        ]))
        #expect(FieldCalculation(hyperosloFormula: "base_salary + bonus")?.fields == ["base_salary", "bonus"])
        for text in ["first_name last_name", "$a / 2", "($a + $b) * 2", "$a + ", "$a + -$b", "2 + 3", "$a * * $b", "1.000.5 * $a", ""] {
            #expect(FieldCalculation(hyperosloFormula: text) == nil, "\(text)")
        }
    }
}
