import CPangoCairo
@testable import FormCairo
import TestSupport
import Testing

@Suite("cairo's status is checked and mapped to RenderError")
struct CairoStatusTests {
    @Test("success passes; any other status becomes .cairo with cairo's own text and the output")
    func mapping() throws {
        try RenderError.check(CAIRO_STATUS_SUCCESS, .png)
        #expect(throws: RenderError.cairo(output: .pdf, status: "out of memory")) { try RenderError.check(CAIRO_STATUS_NO_MEMORY, .pdf) }
        #expect(RenderError.cairo(output: .svg, status: "error while writing to output stream").description
            == "cairo failed while drawing the SVG: error while writing to output stream")
    }
}
