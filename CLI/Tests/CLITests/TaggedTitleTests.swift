import Foundation
import TestSupport
import Testing

/// The title of a paper PDF and twin comes from the form (`Form.displayTitle`), never from its
/// file's name, and only a titled PDF claims PDF/UA; the tagged text keeps the words apart
/// where a line break took a space or the running header prints the form's id.
@Suite("Accessible PDF: titles from the form, PDF/UA claimed only with one, words kept apart")
struct TaggedTitleTests {
    static func render(_ form: URL, fillable: Bool, in folder: URL) throws -> URL {
        try AccessibleStructureTests.render(form, fillable: fillable, in: folder)
    }

    /// The XMP packet of `pdf`.
    static func metadata(_ pdf: URL) throws -> String {
        let objects = try PDFObjects(pdf)
        let reference = try #require(objects.root["/Metadata"] as? String)
        let number = try #require(reference.split(separator: " ").first)
        let (status, xml) = try QPDF.run(["--show-object=\(number)", "--filtered-stream-data", pdf.path])
        #expect(status == 0)
        return xml
    }

    /// The quoted texts of `pdfinfo -struct-text`, one per marked-content line it prints.
    static func taggedTexts(_ pdf: URL) throws -> [String] {
        try AccessibleStructureTests.poppler("pdfinfo", ["-struct-text", pdf.path]).output.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("\"") }.map { String($0.dropFirst().dropLast()) }
    }

    @Test("A GIGFormulary form that opens with an index header is titled by it (Title, dc:title, H1), not by its file name")
    func gigFormularyTitledByItsHeader() throws {
        let title = "Datos personales del nuevo socio"
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(Paths.fixture("gigformulary/alta-socio-es.json"), fillable: fillable, in: folder)
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                #expect(PDFObjects.text(try PDFObjects(pdf).info["/Title"]) == title, "\(pdf.lastPathComponent)")
                let xml = try Self.metadata(pdf)
                #expect(xml.contains("<rdf:li xml:lang=\"x-default\">\(title)</rdf:li>"), "\(xml)")
                #expect(xml.contains("<pdfuaid:part>1</pdfuaid:part>"))
                #expect(try AccessibleStructureTests.headings(pdf).filter { $0.level == "H1" }.map(\.text) == [title])
                let printed = try AccessibleStructureTests.poppler("pdftotext", [pdf.path, "-"]).output
                #expect(!printed.contains("alta-socio-es"), "\(pdf.lastPathComponent)")
            }
        }
    }

    /// seed-readme-links.json is a list of fields: no title, no group title, no text cell first.
    @Test("A form with no title of any kind has none in its PDF, prints no file name and claims no PDF/UA")
    func untitledFormClaimsNoPDFUA() throws {
        try withTemporaryFolder { folder in
            for fillable in [false, true] {
                let pdf = try Self.render(Paths.fixture("gigformulary/seed-readme-links.json"), fillable: fillable, in: folder)
                try QPDF.expectClean(pdf, pdf.lastPathComponent)
                #expect(try PDFObjects(pdf).info["/Title"] == nil, "\(pdf.lastPathComponent)")
                let xml = try Self.metadata(pdf)
                #expect(!xml.contains("dc:title") && !xml.contains("pdfuaid:part"), "\(xml)")
                #expect(try AccessibleStructureTests.headings(pdf).filter { $0.level == "H1" }.isEmpty)
                let printed = try AccessibleStructureTests.poppler("pdftotext", [pdf.path, "-"]).output
                #expect(!printed.contains("seed-readme-links"), "\(pdf.lastPathComponent)")
            }
        }
    }

    /// ansatt-nb.json's routing note breaks after «Midlertidig» on A4.
    @Test("The tagged text keeps the space a line break took")
    func lineBreakKeepsItsSpace() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.render(Paths.fixture("hyperoslo/ansatt-nb.json"), fillable: false, in: folder)
            let printed = try AccessibleStructureTests.poppler("pdftotext", ["-layout", pdf.path, "-"]).output.split(separator: "\n")
            #expect(printed.contains { $0.hasSuffix("«Midlertidig") }, "the note no longer breaks there: \(printed)")
            let texts = try Self.taggedTexts(pdf)
            #expect(texts.contains("Svar bare hvis «Stillingstype» er «Midlertidig ansatt» eller «Vikariat»."), "\(texts)")
            #expect(!texts.contains { $0.contains("Midlertidigansatt") }, "\(texts)")
        }
    }

    @Test("The form's id in the first running header is a P of its own, not glued to the H1")
    func identifierApartFromTheTitle() throws {
        try withTemporaryFolder { folder in
            let pdf = try Self.render(Paths.fixture("formworks/seed-readme-input-example.json"), fillable: false, in: folder)
            let lines = try AccessibleStructureTests.poppler("pdfinfo", ["-struct-text", pdf.path]).output.split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(Array(lines.prefix(6)) == ["Document", "H1 (block)", "\"Formworks Title\"", "P (block)",
                                               "\"87986E91-247F-4F36-A577-19DF6BD165D0\"", "H2 (block)"], "\(lines)")
        }
    }
}
