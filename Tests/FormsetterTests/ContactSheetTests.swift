import FormLayout
import Formsetter
import Foundation
import Testing

/// The tiles of `formsetter sheet`: every combination on one canvas, captioned, to scale.
@Suite("Contact sheet")
struct ContactSheetTests {
    @Test("Tiles are laid out per combination with captions, widths to scale")
    func tiles() throws {
        let measurer = FixedAdvanceMeasurer()
        let narrow = Page(size: Size(width: 100, height: 50), background: .white)
        let wide = Page(size: Size(width: 200, height: 80), background: .black)
        let tree = ContactSheet.compose([[ContactSheet.Tile(caption: "a", page: narrow), ContactSheet.Tile(caption: "b", page: wide)],
                                         [ContactSheet.Tile(caption: "c", page: narrow)]], measurer: measurer)
        let page = try #require(tree.pages.first)
        // margin 24 + 100 + gap 24 + 200 + margin 24; rows: 24 + 22 + 80 + 24 + 22 + 50 + 24.
        #expect(page.size == Size(width: 372, height: 246))
        let backgrounds = page.boxes.filter { $0.role == .groupBackground }.map(\.frame)
        #expect(backgrounds == [Rect(x: 24, y: 46, width: 100, height: 50), Rect(x: 148, y: 46, width: 200, height: 80),
                                Rect(x: 24, y: 172, width: 100, height: 50)])
        #expect(page.boxes.filter { $0.role == .title }.flatMap(\.text).map(\.text) == ["a", "b", "c"])
    }
}
