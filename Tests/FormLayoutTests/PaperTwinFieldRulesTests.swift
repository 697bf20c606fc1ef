import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper look: which twin fields a person writes, which the form computes, and which must be answered")
struct PaperTwinFieldRulesTests {
    static let claim = Paths.root.appendingPathComponent("Examples/forms/skademelding-nb.json")
    static let claimValues = Paths.root.appendingPathComponent("Examples/forms/skademelding-nb.values.json")

    /// The twin's field marks of `form` printed as a questionnaire, by full name (a radio group's first option).
    static func twinFields(_ form: Data, values: Data? = nil) throws -> [String: FieldMark] {
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.skinOptions.fillable = true
        options.values = values
        let tree = try sharedFormsetter.layout(form, options: options).tree
        var fields: [String: FieldMark] = [:]
        for field in tree.pages.flatMap(\.boxes).compactMap(\.field) where fields[field.name] == nil { fields[field.name] = field }
        return fields
    }

    /// The claim form's field marks with its values.
    static func claimFields() throws -> [String: FieldMark] {
        try twinFields(try Data(contentsOf: claim), values: try Data(contentsOf: claimValues))
    }

    @Test("a disabled field is writable (the policy number, the police report number \"Ja\" enables); a formula's result is read-only unless it reads no question")
    func readOnlyOnlyForComputedAnswers() throws {
        let fields = try Self.twinFields(Data(#"""
        { "format": "formsetter", "version": 1, "title": "T", "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [
        { "id": "policy", "kind": "text", "label": "Policy number", "value": { "text": "P-1234" }, "state": { "disabled": true } },
        { "id": "amount", "kind": "text", "label": "Amount", "logic": { "type": "float" } },
        { "id": "total", "kind": "text", "label": "Total", "logic": { "type": "float", "formula": "$amount * 2" } },
        { "id": "case", "kind": "text", "label": "Case number", "logic": { "formula": "$office_number" } }
        ] } ] } ] }
        """#.utf8))
        #expect(fields["policy"]?.readOnly == false)
        #expect(fields["amount"]?.readOnly == false)
        #expect(fields["total"]?.readOnly == true)
        #expect(fields["case"]?.readOnly == false)

        let claim = try Self.claimFields()
        #expect(claim["polisenummer"]?.readOnly == false)
        #expect(claim["polisenummer"]?.required == true)
        #expect(claim["polisenummer"]?.value == "7712 0345")
        #expect(claim["anmeldelsesnummer"]?.readOnly == false)
        #expect(["krav", "utbetaling", "gjenstander[0].sum", "gjenstander[1].sum"].map { claim[$0]?.readOnly } == [true, true, true, true])
    }

    @Test("spare entries of a repeating section ask for nothing; the entry the values made keeps its required questions")
    func noRequiredOnSpareEntries() throws {
        let fields = try Self.claimFields()
        #expect(fields["gjenstander[0].beskrivelse"]?.required == true)
        #expect(fields["gjenstander[0].antall"]?.required == true)
        #expect(fields["gjenstander[0].pris"]?.required == true)
        for entry in 1...3 {
            let names = ["beskrivelse", "antall", "pris"].map { "gjenstander[\(entry)].\($0)" }
            #expect(names.map { fields[$0]?.required } == [false, false, false], "entry \(entry)")
        }
    }
}
