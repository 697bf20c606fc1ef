import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper look: what the twin's fields know (signature boxes, flags, number formats)")
struct PaperFieldSemanticsTests {
    /// The twin's field marks of `cells` (native JSON), by field name.
    static func fields(_ cells: String) throws -> [String: FieldMark] {
        let json = #"{ "format": "formsetter", "version": 1, "title": "T", "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [ "# + cells + "] } ] } ] }"
        let tree = try PaperSkinTests.layout(json, fillable: true)
        var fields: [String: FieldMark] = [:]
        for field in tree.pages.flatMap(\.boxes).compactMap(\.field) { fields[field.name] = field }
        return fields
    }

    @Test("a custom cell is a signature box when its type, id or title names one, in the look's languages")
    func signatureBoxes() throws {
        let fields = try Self.fields("""
        { "id": "a", "kind": "custom", "customType": "signature", "label": "Box" },
        { "id": "customerSignature", "kind": "custom", "customType": "drawing", "label": "Box" },
        { "id": "c", "kind": "custom", "customType": "drawing", "label": "Underskrift" },
        { "id": "d", "kind": "custom", "customType": "drawing", "label": "Firma del titular" },
        { "id": "e", "kind": "custom", "customType": "drawing", "label": "Assinatura" },
        { "id": "photo", "kind": "custom", "customType": "photo", "label": "Photo" },
        { "id": "signed", "kind": "custom", "customType": "stamp", "label": "Signed stamp" },
        { "id": "signature_text", "kind": "text", "label": "Signature" }
        """)
        #expect(["a", "customerSignature", "c", "d", "e"].map { fields[$0]?.kind } == Array(repeating: .signature, count: 5))
        #expect(fields["photo"] == nil && fields["signed"] == nil)
        #expect(fields["signature_text"]?.kind == .text(maxLength: nil, comb: false, multiline: false))
    }

    @Test("required, read-only and number formats on the fields of each kind of cell")
    func flagsAndFormats() throws {
        let fields = try Self.fields("""
        { "id": "t", "kind": "text", "label": "T", "state": { "required": true, "disabled": true } },
        { "id": "m", "kind": "select", "label": "M", "options": ["A", "B"], "multipleOptions": true, "state": { "required": true } },
        { "id": "f", "kind": "text", "label": "F", "value": { "text": "12,50" }, "logic": { "type": "float" } },
        { "id": "n", "kind": "text", "label": "N", "value": { "text": "12 345" }, "logic": { "type": "number" } },
        { "id": "d", "kind": "date", "label": "D" }
        """)
        // Disabled is no reason for read-only: a twin cannot run the rule that enables the box.
        #expect(fields["t"]?.required == true && fields["t"]?.readOnly == false && fields["t"]?.typingSize == .fit)
        #expect(fields["f"]?.format == .number(decimals: 2, decimalComma: true))
        #expect(fields["n"]?.format == nil)
        #expect(fields["d"]?.format == .date("dd/mm/yyyy") && fields["d"]?.typingSize == .value)
        // One tick box among several answers is not itself required.
        #expect([fields["m.1"]?.required, fields["m.2"]?.required] == [false, false])
    }

    @Test("no number script over a number cell's 0150 or 12.7, which AFNumber_Format(0) would show as 150 and 13; 150 and 2.10 keep theirs")
    func noNumberScriptOverTextKeptAsGiven() throws {
        let fields = try Self.fields("""
        { "id": "zero", "kind": "text", "label": "Z", "value": { "text": "0150" }, "logic": { "type": "number" } },
        { "id": "point", "kind": "text", "label": "P", "value": { "text": "12.7" }, "logic": { "type": "count" } },
        { "id": "whole", "kind": "text", "label": "W", "value": { "text": "150" }, "logic": { "type": "number" } },
        { "id": "float", "kind": "text", "label": "F", "value": { "text": "2.10" }, "logic": { "type": "float" } },
        { "id": "short", "kind": "text", "label": "S", "value": { "text": "2.1" }, "logic": { "type": "float" } }
        """)
        #expect(fields["zero"]?.format == nil)
        #expect(fields["zero"]?.value == "0150")
        #expect(fields["point"]?.format == nil)
        #expect(fields["point"]?.value == "12.7")
        #expect(fields["whole"]?.format == .number(decimals: 0, decimalComma: false))
        #expect(fields["float"]?.format == .number(decimals: 2, decimalComma: false))
        #expect(fields["short"]?.format == nil)
    }
}
