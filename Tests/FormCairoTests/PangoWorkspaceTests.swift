import CPangoCairo
@testable import FormCairo
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

/// What a print run's next record gets from the records before it: the lines they measured and
/// drew, with the same issues, and the same bytes.
@Suite("Pango workspaces kept between layouts and documents")
struct PangoWorkspaceTests {
    @Test("a measurer after another measures from its answers and still reports the font's issues")
    func measurerAfterMeasurer() throws {
        let fonts = try FontSystem()
        let font = FontRef("HelveticaNeue-Medium", size: 15)
        let text = "Navn 𓀀"  // a hieroglyph no bundled font has
        var lines: [MeasuredLine] = [], firstIssues: [TextIssue] = []
        do {
            let first = PangoMeasurer(fonts: fonts)
            lines = first.lines(text, font: font, width: nil, maxLines: nil)
            firstIssues = first.takeIssues()
        }
        #expect(firstIssues.count == 2)
        // The first measurer gave its workspace back, answer included; the next one borrows it.
        let kept = try #require(fonts.measuringWorkspaces.peek())
        #expect(kept.measured[.init(text: ExactText(text), font: font, width: nil, maxLines: nil)]?.lines == lines)
        let second = PangoMeasurer(fonts: fonts)
        #expect(fonts.measuringWorkspaces.peek() == nil)
        #expect(second.lines(text, font: font, width: nil, maxLines: nil) == lines)
        #expect(second.takeIssues() == firstIssues)
    }

    @Test("a painter on a new surface of the same kind and scale keeps the lines shaped before; another scale shapes them again")
    func painterContextKeptAcrossSurfaces() throws {
        let fonts = try FontSystem()
        let workspace = PaintingWorkspace(fonts: fonts)
        func serial(afterAttachingTo type: String, scale: Double) -> UInt32 {
            let surface = type == "pdf" ? cairo_pdf_surface_create_for_stream(nil, nil, 100, 100)! : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
            defer { cairo_surface_destroy(surface) }
            let cairo = cairo_create(surface)!
            defer { cairo_destroy(cairo) }
            cairo_scale(cairo, scale, scale)
            cairo_translate(cairo, 7, 3)  // where a page's line is drawn changes no layout
            workspace.attach(to: cairo)
            return pango_context_get_serial(workspace.context)
        }
        let first = serial(afterAttachingTo: "pdf", scale: 1)
        #expect(serial(afterAttachingTo: "pdf", scale: 1) == first)
        let scaled = serial(afterAttachingTo: "png", scale: 2)
        #expect(scaled != first)
        #expect(serial(afterAttachingTo: "png", scale: 2) == scaled)
    }

    @Test("a field shaper borrows its layout on the first text it shapes and gives it back; one that shapes nothing makes none")
    func shaperBorrowsItsLayout() throws {
        let fonts = try FontSystem()
        do { _ = FieldTextShaper(fonts: fonts) }
        #expect(fonts.shapingLayouts.peek() == nil)
        let font = FontRef("Liberation Sans", size: 11)
        var line = ShapedLine()
        do { line = FieldTextShaper(fonts: fonts).shape("Økonomi", font: font) }
        #expect(fonts.shapingLayouts.peek() != nil)
        let next = FieldTextShaper(fonts: fonts)
        let again = next.shape("Økonomi", font: font)
        #expect(fonts.shapingLayouts.peek() == nil)
        #expect(again.width == line.width && again.runs.flatMap(\.glyphs).map(\.id) == line.runs.flatMap(\.glyphs).map(\.id))
    }
}
