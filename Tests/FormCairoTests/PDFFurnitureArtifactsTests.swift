@testable import FormCairo
import CPangoCairo
import Foundation
import FormLayout
import TestSupport
import Testing

/// Furniture drawn on a page of its own and folded into the page after it as an `Artifact` form
/// (cairo 1.16, which rejects the `Artifact` tag), on whichever cairo runs the tests.
@Suite("PDF: page furniture folded into its page as an Artifact form")
struct PDFFurnitureArtifactsTests {
    /// cairo's PDF of `tree`'s first page, its furniture and the rest drawn on two pages.
    static func layered(_ tree: LayoutTree) throws -> PDFSpool {
        let spool = PDFSpool()
        let surface = cairo_pdf_surface_create_for_stream(PDFSpool.write, Unmanaged.passUnretained(spool).toOpaque(), 360, 240)!
        let cairo = cairo_create(surface)!
        let painter = PagePainter(fonts: sharedFormsetter.fonts, cairo: cairo)
        let tags = StructureTags(firstPage: true, marksArtifacts: false)
        painter.draw(tree.pages[0], tags: tags, layer: .furniture)
        cairo_show_page(cairo)
        painter.draw(tree.pages[0], tags: tags, layer: .content)
        cairo_tag_end(cairo, StructureTags.root)
        cairo_show_page(cairo)
        #expect(cairo_status(cairo) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        withExtendedLifetime(painter) {}
        try spool.flush()
        return spool
    }

    @Test("the furniture page becomes a form painted first on its page inside /Artifact BMC … EMC, and is removed")
    func folded() throws {
        let spool = try Self.layered(DecorationStampsTests.page(marked: false))
        let pdf = try PDFFinishTests.written(spool) { document in
            #expect(document.pageCount == 2)
            #expect(throws: Never.self) { try PDFFurnitureArtifacts(document: document).fold() }
            #expect(document.pageCount == 1)
        }
        try QPDF.expectClean(pdf, "the folded PDF")
        let objects = try PDFObjects(pdf)
        let page = try #require(objects.pages.first)
        #expect(objects.pages.count == 1)
        let contents = objects.array(page["/Contents"])
        #expect(contents.count == 2)
        let forms = objects.dictionary(objects.dictionary(page["/Resources"])["/XObject"])
        let form = objects.dictionary(forms["/" + PDFFurnitureArtifacts.formName])
        #expect(form["/Subtype"] as? String == "/Form")
        #expect(objects.array(form["/BBox"]).compactMap { ($0 as? NSNumber)?.doubleValue } == [0, 0, 360, 240])
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("folded.pdf")
            try pdf.write(to: file)
            let first = try #require((contents.first as? String)?.split(separator: " ").first)
            let (_, wrapper) = try QPDF.run(["--show-object=\(first)", "--filtered-stream-data", file.path])
            #expect(wrapper == PDFFurnitureArtifacts.wrapper)
        }
    }

    @Test("a PDF without a furniture page before each page is refused")
    func oddPageCount() throws {
        let spool = try DecorationStampsTests.cairoPDF(DecorationStampsTests.page(marked: false))
        let document = try QPDFDocument(spool)
        #expect(throws: RenderError.self) { try PDFFurnitureArtifacts(document: document).fold() }
    }
}
