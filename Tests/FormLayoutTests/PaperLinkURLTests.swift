import Foundation
import Formsetter
import TestSupport
import Testing

@Suite("Paper writes a link's address after its text")
struct PaperLinkURLTests {
    static func prepared(_ label: RichText, linkMap: [String: String] = [:]) -> RichText? {
        var skin = PaperSkin()
        skin.linkMap = linkMap
        let form = Form(groups: [Group(id: "g", sections: [Section(id: "s", cells: [Cell(id: "c", kind: .checkbox, label: label)])])], defaultSkin: "paper")
        return skin.prepare(form, contentWidth: 500).groups.first?.sections.first?.cells.first?.label
    }

    @Test("a URL after its span, the later links shifted; mail and phone without their scheme")
    func urls() {
        let label = RichText("I accept the terms and the privacy policy; write to us", links: [
            .init(range: 13..<18, target: "https://example.com/terms"),
            .init(range: 27..<41, target: "mailto:dpo@example.com"),
            .init(range: 52..<54, target: "tel:+4722000000"),
        ])
        #expect(Self.prepared(label) == RichText("I accept the terms (https://example.com/terms) and the privacy policy (dpo@example.com); write to us (+4722000000)", links: [
            .init(range: 13..<18, target: "https://example.com/terms"),
            .init(range: 55..<69, target: "mailto:dpo@example.com"),
            .init(range: 98..<100, target: "tel:+4722000000"),
        ]))
    }

    @Test("a key of the form gets its URL from the link map, or nothing; a text showing its URL is left alone")
    func keys() {
        let keyed = RichText("Read the rules", links: [.init(range: 9..<14, target: "rules")])
        #expect(Self.prepared(keyed)?.text == "Read the rules")
        #expect(Self.prepared(keyed, linkMap: ["rules": "https://example.com/rules"])?.text == "Read the rules (https://example.com/rules)")
        let shown = RichText("See https://example.com", links: [.init(range: 4..<23, target: "https://example.com")])
        #expect(Self.prepared(shown) == shown)
    }
}
