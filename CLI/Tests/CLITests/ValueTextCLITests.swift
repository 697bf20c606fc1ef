import Foundation
import TestSupport
import Testing

/// Issue 34, "Answers arrive as given": a postcode and a fødselsnummer with leading zeros, from a
/// values file or a CSV record, through paper, the fillable twin and extract.
@Suite("a value's text is the value: no leading zero or digit lost from values to paper, twin and extract")
struct ValueTextCLITests {
    static let form = SampleForms.identifiersWithLeadingZeros
    static let values = SampleForms.identifiersWithLeadingZerosValues

    /// Writes the form (and the values) into `folder`.
    static func inputs(in folder: URL) throws -> (form: URL, values: URL) {
        let form = folder.appendingPathComponent("adresse.json"), values = folder.appendingPathComponent("v.json")
        try Data(Self.form.utf8).write(to: form)
        try Data(Self.values.utf8).write(to: values)
        return (form, values)
    }

    /// The words `pdftotext -layout` reads on the line under the line that starts with `title`.
    static func wordsUnder(_ title: String, in pdf: URL) throws -> [String] {
        let text = String(decoding: try runProgram(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-layout", pdf.path, "-"]).stdout, as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let index = try #require(lines.firstIndex { $0.hasPrefix(title) })
        return lines[index + 1].split(separator: " ").map(String.init)
    }

    @Test("render --skin paper --values: the postcode prints 0 1 5 0 and the fødselsnummer's comb all 11 characters")
    func paperFromValues() throws {
        try withTemporaryFolder { folder in
            let (form, values) = try Self.inputs(in: folder), pdf = folder.appendingPathComponent("paper.pdf")
            let run = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--values", values.path, "-o", pdf.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try Self.wordsUnder("Postnr.", in: pdf) == ["0", "1", "5", "0"])
            #expect(try Self.wordsUnder("Fødselsnummer", in: pdf) == ["0", "1", "0", "1", "8", "5", "1", "2", "3", "4", "5"])
            #expect(try Self.wordsUnder("Konto", in: pdf) == ["0123.45.67890"])
        }
    }

    @Test("render --records CSV: a postcode cell 0150 and a fødselsnummer cell 01018512345 print every digit")
    func paperFromRecords() throws {
        try withTemporaryFolder { folder in
            let (form, _) = try Self.inputs(in: folder), csv = folder.appendingPathComponent("people.csv")
            try Data("id,postnummer,social_security_number\nkari,0150,01018512345\n".utf8).write(to: csv)
            let out = folder.appendingPathComponent("out")
            let run = try runCLI(["render", form.path, "--skin", "paper", "--page", "a4", "--records", csv.path, "--name-field", "id", "-o", out.path + "/"])
            #expect(run.status == 0, "\(run.stderr)")
            let pdf = out.appendingPathComponent("kari.pdf")
            #expect(try Self.wordsUnder("Postnr.", in: pdf) == ["0", "1", "5", "0"])
            #expect(try Self.wordsUnder("Fødselsnummer", in: pdf) == ["0", "1", "0", "1", "8", "5", "1", "2", "3", "4", "5"])
        }
    }

    @Test("the twin: /V 0150, 01018512345 and 0123.45.67890 with /MaxLen 4, 11 and 13; extract gives back 0150, 01018512345 and 01234567890")
    func twinAndExtract() throws {
        try withTemporaryFolder { folder in
            let (form, values) = try Self.inputs(in: folder)
            let pdf = folder.appendingPathComponent("twin.pdf"), extracted = folder.appendingPathComponent("extracted.json")
            let render = try runCLI(["render", form.path, "--fillable", "--page", "a4", "--values", values.path, "-o", pdf.path])
            #expect(render.status == 0, "\(render.stderr)")
            let objects = try PDFObjects(pdf)
            let fields = objects.array(objects.dictionary(objects.root["/AcroForm"])["/Fields"]).map(objects.dictionary)
            func field(_ name: String) -> [String: Any] { fields.first { PDFObjects.text($0["/T"]) == name } ?? [:] }
            func maxLength(_ name: String) -> Int? { (field(name)["/MaxLen"] as? NSNumber)?.intValue }
            #expect(PDFObjects.text(field("postnummer")["/V"]) == "0150")
            #expect(PDFObjects.text(field("social_security_number")["/V"]) == "01018512345")
            #expect(PDFObjects.text(field("bank_account_number")["/V"]) == "0123.45.67890")
            #expect([maxLength("postnummer"), maxLength("social_security_number"), maxLength("bank_account_number")] == [4, 11, 13])

            let extract = try runCLI(["extract", pdf.path, "--form", form.path, "-o", extracted.path])
            #expect(extract.status == 0, "\(extract.stderr)")
            let read = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: extracted)) as? [String: Any])
            #expect(read["postnummer"] as? String == "0150")
            #expect(read["social_security_number"] as? String == "01018512345")
            #expect(read["bank_account_number"] as? String == "01234567890")
        }
    }
}
