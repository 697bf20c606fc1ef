import FormLayout
import FormModel
import Testing

@Suite("WCAG 2.2 AA contrast of laid-out text against what is painted behind it")
struct ContrastCheckTests {
    static let white = Color(rgb: 0xFFFFFF)

    /// A page holding `boxes` on white.
    func findings(_ boxes: [LayoutBox]) -> [ContrastFinding] {
        ContrastCheck.findings(on: Page(size: Size(width: 400, height: 400), background: Self.white, boxes: boxes), number: 1)
    }

    func text(_ id: String, _ rgb: UInt32, size: Double = 17, font: String = "Lato-Regular", at frame: Rect = Rect(x: 20, y: 20, width: 200, height: 30)) -> LayoutBox {
        LayoutBox(id: id, role: .value, frame: frame,
                  text: [TextLine(text: id, origin: Point(x: frame.x + 4, y: frame.y + 4), width: 100, height: 20, font: FontRef(font, size: size), color: Color(rgb: rgb))])
    }

    @Test("WCAG's ratios: black on white 21:1; #767676 passes 4.5:1 and #777777 does not")
    func ratios() {
        #expect(ContrastCheck.contrast(Color(rgb: 0), Self.white) == 21)
        #expect(findings([text("passes", 0x767676)]).isEmpty)
        let failing = findings([text("fails", 0x777777)])
        #expect(failing.map(\.cell) == ["fails"])
        #expect(failing.first?.required == 4.5)
        #expect(failing.first.map { ($0.ratio * 100).rounded() / 100 } == 4.48)
    }

    @Test("large text (24 pt, or 18.66 pt bold) needs 3:1")
    func largeText() {
        // #949494 on white is 3.03:1.
        #expect(findings([text("large", 0x949494, size: 24)]).isEmpty)
        #expect(findings([text("bold", 0x949494, size: 19, font: "Lato-Bold")]).isEmpty)
        #expect(findings([text("small", 0x949494, size: 19)]).map(\.required) == [4.5])
    }

    @Test("the background is every fill under the line's middle, in paint order, with alpha; a filled shape counts; an icon beside the text does not")
    func background() {
        let card = LayoutBox(id: "card", role: .cell, frame: Rect(x: 0, y: 0, width: 300, height: 100), paint: BoxPaint(fill: Color(rgb: 0x000000)))
        // White text on the black card passes; black text on it fails, over black.
        #expect(findings([card, text("white", 0xFFFFFF)]).isEmpty)
        #expect(findings([card, text("black", 0x000000)]).map(\.background) == [Color(rgb: 0)])
        // Half-transparent black over white is #808080.
        let veil = LayoutBox(id: "veil", role: .cell, frame: Rect(x: 0, y: 0, width: 300, height: 100), paint: BoxPaint(fill: Color(rgb: 0, alpha: 0.5)))
        #expect(findings([veil, text("grey", 0x808080)]).map(\.background.hexString) == ["#808080"])
        var capsule = text("on-capsule", 0xFFFFFF)
        capsule.shapes = [.roundedRect(Rect(x: 20, y: 20, width: 200, height: 30), radius: 8, fill: Color(rgb: 0x003366))]
        #expect(findings([capsule]).isEmpty)
        var dot = text("beside-a-dot", 0x000000)
        dot.shapes = [.circle(center: Point(x: 74, y: 34), radius: 3, fill: Color(rgb: 0x000000))]
        #expect(findings([dot]).isEmpty)
    }
}
