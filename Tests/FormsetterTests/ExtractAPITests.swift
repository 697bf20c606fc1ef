import Formsetter
import Foundation
import TestSupport
import Testing

@Suite("Formsetter.extract: a filled twin's fields back into the form's values")
struct ExtractAPITests {
    static let form = Data(#"""
    { "format": "formsetter", "version": 1, "groups": [ { "id": "g", "sections": [ { "id": "s", "cells": [
      { "id": "member.name", "kind": "text", "label": "Name", "value": { "text": "Ada" } },
      { "id": "plan", "kind": "select", "label": "Plan", "options": ["Basic", "Family"], "logic": { "options": [ { "id": "b" }, { "id": "f" } ] } }
    ] } ] } ] }
    """#.utf8)

    @Test("the blank twin of a native form extracts {} with no warning: its values are the form's own")
    func blankTwin() throws {
        let formsetter = try Formsetter()
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.skinOptions.fillable = true
        let pdf = try formsetter.render(try formsetter.layout(Self.form, options: options), as: .pdf)[0]
        let (values, diagnostics) = try formsetter.extract(pdf: pdf, form: Self.form, options: Formsetter.Options())
        #expect(String(decoding: values, as: UTF8.self) == "{}\n")
        #expect(diagnostics.isEmpty)
    }

    @Test("bytes that are no PDF throw RenderError.pdfPostProcessing naming libqpdf's reason")
    func notPDF() throws {
        #expect(throws: RenderError.self) { try Formsetter().extract(pdf: Data("not a pdf".utf8), form: Self.form, options: Formsetter.Options()) }
    }
}
