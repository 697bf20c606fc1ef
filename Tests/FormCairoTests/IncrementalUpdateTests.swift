@testable import FormCairo
import CPangoCairo
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("PDF: libqpdf's edits are appended to cairo's bytes as one incremental update")
struct IncrementalUpdateTests {
    static let page = LayoutTree(pages: [Page(size: Size(width: 200, height: 100), background: .white, boxes: [
        LayoutBox(id: "a", role: .value, frame: Rect(x: 10, y: 10, width: 100, height: 20),
                  links: [LinkArea(target: "https://example.com/a", rects: [Rect(x: 10, y: 10, width: 50, height: 12)])]),
    ])])

    /// The offsets just after each `needle` in `bytes` (the PDF has binary streams: no String offsets).
    static func ends(of needle: String, in bytes: Data) -> [Int] {
        let pattern = [UInt8](needle.utf8), all = [UInt8](bytes)
        return (0...(all.count - pattern.count)).filter { all[$0..<$0 + pattern.count].elementsEqual(pattern) }.map { $0 + pattern.count }
    }

    /// The number after the last `startxref` of `bytes[..<end]`.
    static func startxref(_ bytes: Data, before end: Int) throws -> Int {
        let keyword = try #require(ends(of: "startxref\n", in: bytes.prefix(end)).last)
        return try #require(Int(String(decoding: bytes[keyword...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)))
    }

    @Test("cairo's file, then the changed objects, a cross-reference section and a trailer with /Prev and an MD5 /ID")
    func oneUpdateAfterCairosFile() throws {
        let pdf = try PageRenderer(fonts: sharedFormsetter.fonts).pdf(Self.page)
        let ends = Self.ends(of: "%%EOF\n", in: pdf)
        try #require(ends.count == 2)
        #expect(ends[1] == pdf.count)
        let trailerStart = try #require(Self.ends(of: "trailer\n<< /Size", in: pdf).last) - "trailer\n<< /Size".utf8.count
        #expect(trailerStart > ends[0])
        let trailer = String(decoding: pdf[trailerStart...], as: UTF8.self)
        #expect(trailer.contains("/Prev \(try Self.startxref(pdf, before: ends[0])) "))
        // The /ID is the MD5 of every byte before the update's trailer.
        let md5 = pdf.prefix(trailerStart).withUnsafeBytes {
            String(cString: g_compute_checksum_for_data(G_CHECKSUM_MD5, $0.baseAddress!.assumingMemoryBound(to: guchar.self), gsize($0.count)))
        }
        #expect(trailer.contains("/ID [ <\(md5)> <\(md5)> ]"))
        // The update's own cross-reference section is where its startxref says.
        let section = try Self.startxref(pdf, before: pdf.count)
        #expect(section > ends[0])
        #expect(pdf[section..<section + 5] == Data("xref\n".utf8))
        try QPDF.expectClean(pdf, "the updated PDF")
    }

    @Test("the update holds the link, the page that lists it, the catalog's page labels and the dated info")
    func updateHoldsTheEdits() throws {
        let pdf = try PageRenderer(fonts: sharedFormsetter.fonts).pdf(Self.page)
        let objects = try PDFObjects(pdf)
        #expect((objects.root["/PageLabels"] as? [String: Any]) != nil)
        #expect(PDFObjects.text(objects.info["/CreationDate"]) == "D:20000101000000Z")
        let annotations = objects.array(objects.pages[0]["/Annots"]).map(objects.dictionary)
        #expect(annotations.count == 1)
        #expect(PDFObjects.text(objects.dictionary(annotations.first?["/A"])["/URI"]) == "https://example.com/a")
        // Rendering twice gives the same bytes.
        #expect(try PageRenderer(fonts: sharedFormsetter.fonts).pdf(Self.page) == pdf)
    }

    @Test("text outside ASCII keeps its characters: PDFDocEncoding bytes and UTF-16 strings are written as bytes")
    func textKeepsItsCharacters() throws {
        let spool = try DecorationStampsTests.cairoPDF(DecorationStampsTests.page(marked: false))
        let crossReference = try PDFIncrementalUpdate.crossReferenceOffset(of: spool)
        try CairoResourceRepair.repair(spool, crossReference: crossReference)
        let document = try QPDFDocument(spool)
        let info = try #require(document.value("Info", in: document.trailer))
        document.set("Title", document.text("Visningsnavn på adgangskortet"), in: info)
        document.set("Subject", document.text("Ålesund ✓ 東京"), in: info)
        let update = try PDFIncrementalUpdate(document, original: spool, previous: crossReference)
        var pdf = Data()
        try update.write(original: spool) { pdf.append(contentsOf: $0) }
        try QPDF.expectClean(pdf, "the updated PDF")
        let objects = try PDFObjects(pdf)
        #expect(PDFObjects.text(objects.info["/Title"]) == "Visningsnavn på adgangskortet")
        #expect(PDFObjects.text(objects.info["/Subject"]) == "Ålesund ✓ 東京")
    }

    @Test("only objects in use are read from cairo's cross-reference table: a free entry's number is not an offset")
    func freeEntriesAreNotOffsets() throws {
        let spool = PDFSpool()
        let table = "xref\n0 4\n0000000002 65535 f \n0000000009 00000 n \n0000000003 00000 f \n0000000050 00000 n \ntrailer\n"
        try Data(("%PDF-1.5\n" + table).utf8).withUnsafeBytes { try spool.append($0) }
        #expect(try CairoResourceRepair.objectOffsets(spool, crossReference: 9) == [9, 50])
    }
}
