import FormFormats
import FormLayout
import FormModel
import Foundation
import TestSupport
import Testing

/// Counts measurements, to see when pages leave the layout.
private final class CountingMeasurer: TextMeasurer {
    let inner = FixedAdvanceMeasurer()
    var calls = 0
    func lines(_ text: String, font: FontRef, width: Double?, maxLines: Int?) -> [MeasuredLine] {
        calls += 1
        return inner.lines(text, font: font, width: width, maxLines: maxLines)
    }
}

@Suite("Streaming layout: the engine hands over pages as it lays them out")
struct StreamingLayoutTests {
    @Test("the engine hands out each page before it lays out the next, and the same pages as the tree")
    func engineEmitsEarly() throws {
        let form = try FormDecoder.decode(SampleForms.hyperosloTextFields(80)).form
        let measurer = CountingMeasurer()
        let engine = LayoutEngine(skin: HyperosloSkin(), measurer: measurer)
        var pages: [Page] = [], callsAtEmit: [Int] = []
        _ = engine.layout(form, page: .a4) { page in
            pages.append(page)
            callsAtEmit.append(measurer.calls)
        }
        let tree = LayoutEngine(skin: HyperosloSkin(), measurer: FixedAdvanceMeasurer()).layout(form, page: .a4)
        #expect(pages == tree.pages)
        #expect(pages.count > 3)
        // The first page left the engine when only part of the text had been measured.
        #expect(callsAtEmit[0] < measurer.calls / 2)
    }
}
