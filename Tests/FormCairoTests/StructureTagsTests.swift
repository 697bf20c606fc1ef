@testable import FormCairo
import FormLayout
import FormModel
import Testing

@Suite("PDF structure: what each box of a tagged page becomes")
struct StructureTagsTests {
    static func box(_ role: BoxRole, id: String? = "cell", text: [String]) -> LayoutBox {
        LayoutBox(id: id, role: role, frame: Rect(x: 0, y: 0, width: 100, height: 20),
                  text: text.map { TextLine(text: $0, origin: Point(x: 0, y: 0), width: 10, height: 10, font: FontRef("Helvetica", size: 10), color: .black) })
    }

    @Test("headings, labels and printed values are elements; running headers, footers and comb separators furniture")
    func elements() {
        let first = StructureTags(firstPage: true, marksArtifacts: false), later = StructureTags(firstPage: false, marksArtifacts: true)
        #expect(first.textTag(for: Self.box(.separator, id: "page-header", text: ["Title"])) == "H1")
        #expect(later.textTag(for: Self.box(.separator, id: "page-header", text: ["Title"])) == nil)
        #expect(first.textTag(for: Self.box(.separator, id: "page-footer", text: ["Page 1 of 2"])) == nil)
        #expect(first.textTag(for: Self.box(.groupHeader, text: ["Group"])) == "H2")
        #expect(first.textTag(for: Self.box(.title, text: ["Name"])) == "Lbl")
        #expect(first.textTag(for: Self.box(.control, text: ["Ada"])) == "P")
        #expect(first.textTag(for: Self.box(.value, text: ["Option"])) == "P")
        var comb = Self.box(.control, text: ["0", "/"])
        comb.text[1].isFurniture = true
        #expect(later.tag(for: comb.text[0], in: comb) == "P")
        #expect(later.tag(for: comb.text[1], in: comb) == "Artifact")
        #expect(first.tag(for: comb.text[1], in: comb) == nil)
        #expect(first.artifactTag == nil && later.artifactTag == "Artifact")
    }

    @Test("the first page's running header, drawn last, comes first in reading order")
    func headingFirst() {
        let boxes = [Self.box(.groupHeader, text: ["Group"]), Self.box(.title, text: ["Name"]), Self.box(.separator, id: "page-header", text: ["Title"])]
        #expect(StructureTags(firstPage: true, marksArtifacts: false).readingOrder(boxes) == [2, 0, 1])
        #expect(StructureTags(firstPage: false, marksArtifacts: false).readingOrder(boxes) == [0, 1, 2])
    }

    @Test("a title that is the first group's title is said once: that group title is the H1, the running header furniture")
    func titleOnce() {
        let boxes = [Self.box(.groupHeader, text: ["Personalia"]), Self.box(.groupHeader, text: ["Arbeid"]), Self.box(.separator, id: "page-header", text: ["Personalia"])]
        var second = boxes[1]
        second.frame.y = 40
        let tags = StructureTags(firstPage: true, marksArtifacts: true, boxes: [boxes[0], second, boxes[2]])
        #expect(tags.textTag(for: boxes[0]) == "H1")
        #expect(tags.textTag(for: second) == "H2")
        #expect(tags.textTag(for: boxes[2]) == nil)
        #expect(tags.tag(for: boxes[2].text[0], in: boxes[2]) == "Artifact")
        #expect(tags.readingOrder([boxes[0], second, boxes[2]]) == [0, 1, 2])
        let titled = StructureTags(firstPage: true, marksArtifacts: true, boxes: [boxes[1], boxes[2]])
        #expect(titled.textTag(for: boxes[2]) == "H1" && titled.textTag(for: boxes[1]) == "H2")
    }

    @Test("the form's id beside the title in the first running header is a P of its own, furniture on later pages")
    func identifierApart() {
        var header = Self.box(.separator, id: "page-header", text: ["Title", "F-17"])
        header.text[1].origin.x = 80
        let first = StructureTags(firstPage: true, marksArtifacts: true, boxes: [header]), later = StructureTags(firstPage: false, marksArtifacts: true)
        #expect(first.tag(for: header.text[0], in: header) == "H1")
        #expect(first.tag(for: header.text[1], in: header) == "P")
        #expect(later.tag(for: header.text[0], in: header) == "Artifact" && later.tag(for: header.text[1], in: header) == "Artifact")
    }

    @Test("the XMP packet escapes the title and names PDF/UA part 1, only when there is a title")
    func metadata() {
        let packet = XMPMetadata(title: "Tom & Jerry <\"1\">", language: "nb", creatorTool: "Formsetter").packet
        #expect(packet.contains("<rdf:li xml:lang=\"x-default\">Tom &amp; Jerry &lt;&quot;1&quot;&gt;</rdf:li>"))
        #expect(packet.contains("<rdf:li xml:lang=\"nb\">Tom &amp; Jerry &lt;&quot;1&quot;&gt;</rdf:li>"))
        #expect(packet.contains("<pdfuaid:part>1</pdfuaid:part>"))
        #expect(packet.hasPrefix("<?xpacket begin=\"\u{FEFF}\"") && packet.hasSuffix("<?xpacket end=\"w\"?>"))
        let untitled = XMPMetadata(title: nil, language: "nb", creatorTool: "Formsetter").packet
        #expect(!untitled.contains("dc:title"))
        // Without a title the document does not meet PDF/UA-1: nothing claims it.
        #expect(!untitled.contains("pdfuaid:part"))
        #expect(untitled.contains("<dc:language><rdf:Bag><rdf:li>nb</rdf:li></rdf:Bag></dc:language>"))
    }
}
