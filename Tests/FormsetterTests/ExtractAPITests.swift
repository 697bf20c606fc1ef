import Formsetter
import Foundation
import FormCairo
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

    @Test("the blank twin of a native form extracts every answer, its defaults and the empty choice, with no diagnostic")
    func blankTwin() throws {
        let formsetter = try Formsetter()
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.skinOptions.fillable = true
        let pdf = try formsetter.render(try formsetter.layout(Self.form, options: options), as: .pdf)[0]
        let (values, diagnostics) = try formsetter.extract(pdf: pdf, form: Self.form, options: Formsetter.Options())
        #expect(String(decoding: values, as: UTF8.self) == "{\n  \"member.name\": \"Ada\",\n  \"plan\": null\n}\n")
        #expect(diagnostics.isEmpty)
    }

    @Test("the twin of a Form built in code records its time zone: extract reads its date-time back at that zone's wall clock without being told")
    func formBuiltInCode() throws {
        let input = Data(#"[{"id":"g","sections":[{"id":"s","fields":[{"id":"when","title":"When","type":"date_time"}]}]}]"#.utf8)
        let values = Data(#"{"when": "2024-02-03T10:15:00+00:00"}"#.utf8)
        let form = try FormDecoder.decode(input, values: values).form
        let formsetter = try Formsetter()
        var options = Formsetter.Options(skin: "paper", page: .a4)
        options.skinOptions.fillable = true
        options.state.timeZone = try #require(TimeZone(identifier: "Europe/Oslo"))
        let pdf = try formsetter.render(try formsetter.layout(form, options: options), as: .pdf)[0]
        let (read, diagnostics) = try formsetter.extract(pdf: pdf, form: input, options: Formsetter.Options())
        #expect(String(decoding: read, as: UTF8.self) == "{\n  \"when\": \"2024-02-03 11:15:00 +0100\"\n}\n")
        #expect(diagnostics.isEmpty)
    }

    @Test("bytes that are no PDF throw RenderError.pdfUnreadable naming libqpdf's reason")
    func notPDF() throws {
        #expect(throws: RenderError.pdfUnreadable("not a PDF libqpdf can read (unable to find trailer dictionary while recovering damaged file)")) {
            try Formsetter().extract(pdf: Data("not a pdf".utf8), form: Self.form, options: Formsetter.Options())
        }
    }

    /// A PDF whose only field has a chain of `depth` kids, each named `k`, the last holding /V.
    static func chainOfKids(depth: Int) -> Data {
        var objects: [String] = []
        for level in 0..<depth {
            let number = 3 + level
            objects.append(level == depth - 1 ? "<< /T (k) /FT /Tx /V (deep) >>" : "<< /T (k) /Kids [\(number + 1) 0 R] >>")
        }
        return pdf(fields: objects)
    }

    /// A PDF whose only field (object 3) is `parent` (its dictionary's inside) with `kids` kids named `k0`, `k1`, …
    static func parentWithKids(_ parent: String, kids: Int) -> Data {
        let references = (0..<kids).map { "\(4 + $0) 0 R" }.joined(separator: " ")
        return pdf(fields: ["<< /FT /Tx \(parent) /Kids [\(references)] >>"] + (0..<kids).map { "<< /T (k\($0)) /Parent 3 0 R >>" })
    }

    /// A PDF of a catalog with /AcroForm /Fields [3 0 R], no pages, and `fields` as objects 3, 4, …
    static func pdf(fields: [String]) -> Data {
        let objects = ["<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [3 0 R] >> >>", "<< /Type /Pages /Kids [] /Count 0 >>"] + fields
        var pdf = "%PDF-1.7\n", offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(repeating: "0", count: 10 - String($0).count) + "\($0) 00000 n \n" }.joined()
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(pdf.utf8)
    }

    @Test("a field deeper than 32 levels is counted, not read: a chain of 10,000 kids cannot exhaust the stack")
    func deepKids() throws {
        let formsetter = try Formsetter()
        let shallow = try formsetter.extract(pdf: Self.chainOfKids(depth: 32), form: Self.form, options: Formsetter.Options())
        // The 63-character name is quoted cut to 40 characters, as every quoted text in a diagnostic.
        #expect(shallow.diagnostics.map(\.message) == ["the PDF field \"" + String(repeating: "k.", count: 20) + "…\" holds \"deep\" and matches no field of the form; left out"])
        #expect(shallow.diagnostics.map(\.severity) == [.error])
        let deep = try formsetter.extract(pdf: Self.chainOfKids(depth: 10_000), form: Self.form, options: Formsetter.Options())
        #expect(String(decoding: deep.values, as: UTF8.self) == "{}\n")
        #expect(deep.diagnostics.map(\.message) == ["PDF fields not read, past the first 200000, deeper than 32 levels or named by more than 80000 bytes: 1"])
    }

    @Test("a 100,000-byte /V inherited by 300 kids is read once and reported per field, never copied into the values")
    func longInheritedValue() throws {
        let pdf = Self.parentWithKids("/T (member) /V (\(String(repeating: "x", count: 100_000)))", kids: 300)
        let reading = try PDFFieldReader.fields(in: pdf)
        #expect(reading.fields.count == 300)
        #expect(Set(reading.fields.map(\.value)) == [.tooLong(bytes: 100_000)])
        let (values, diagnostics) = try Formsetter().extract(pdf: pdf, form: Self.form, options: Formsetter.Options())
        #expect(String(decoding: values, as: UTF8.self) == "{}\n")
        #expect(diagnostics.count == 11)
        #expect(diagnostics.first?.description == "error: the PDF field \"member.k0\" holds 100000 bytes, more than any text of a form (20,000 characters); not read")
        #expect(diagnostics.last?.description == "error: and 290 more like this: the PDF field \"member.k299\" holds 100000 bytes, more than any text of a form (20,000 characters); not read")
    }

    @Test("a field whose name is longer than 80,000 bytes is counted with its kids, not read")
    func longName() throws {
        let pdf = Self.parentWithKids("/T (\(String(repeating: "n", count: 100_000))) /V (v)", kids: 300)
        let reading = try PDFFieldReader.fields(in: pdf)
        #expect(reading.fields.isEmpty)
        #expect(reading.leftOut == 1)
    }
}
