@testable import FormCairo
import FormModel
import Foundation
import TestSupport
import Testing

@Suite("Field appearances: shaping with the bundled fonts and the subsets' ToUnicode maps")
struct FieldTextShaperTests {
    @Test("Latin and Greek in Liberation Sans, Arabic in its fallback, right to left; the glyphs' texts spell the values")
    func scripts() throws {
        let shaper = FieldTextShaper(fonts: sharedFormsetter.fonts)
        let font = FontRef("Liberation Sans", size: 11)
        let greek = shaper.shape("Νίκος", font: font)
        #expect(greek.runs.count == 1 && greek.runs[0].glyphs.count == 5 && greek.missing.isEmpty)
        #expect(greek.runs[0].glyphs.map(\.x) == greek.runs[0].glyphs.map(\.x).sorted())
        let arabic = shaper.shape("مرحبا", font: font)
        #expect(arabic.runs.count == 1)
        let glyphs = try #require(arabic.runs.first?.glyphs)
        // Right to left, drawn in visual order: the glyph drawn leftmost is the word's last letter.
        #expect(glyphs.map(\.x) == glyphs.map(\.x).sorted())
        let face = try #require(arabic.runs.first?.face)
        #expect(shaper.faces.count == 2 && face !== greek.runs[0].face)
        #expect(glyphs.reversed().map { face.glyphs[$0.id] ?? "?" }.joined() == "مرحبا")
        // The lam-alef ligature: one glyph for two characters, which it carries as its actual text,
        // in visual order like the line (alef, lam), for readers reverse both.
        let ligature = shaper.shape("سلام", font: font).runs[0].glyphs
        #expect(ligature.count == 3 && ligature.map(\.actualText) == [nil, "\u{0627}\u{0644}", nil])
        #expect(greek.runs[0].glyphs.map { shaper.faces[0].glyphs[$0.id] ?? "?" }.joined() == "Νίκος")
    }

    @Test("characters no bundled font has are reported and not drawn")
    func missing() {
        let shaper = FieldTextShaper(fonts: sharedFormsetter.fonts)
        let line = shaper.shape("東京 A", font: FontRef("Liberation Sans", size: 11))
        #expect(line.missing == ["東", "京"])
        #expect(line.runs.flatMap(\.glyphs).count == 2)  // the space and A
    }

    @Test("the ToUnicode CMap maps glyph ids to UTF-16, 100 entries a block, glyphs without text left out")
    func toUnicode() {
        var glyphs: [UInt32: String] = [3: "A", 0x1F4: "𝄞", 7: ""]
        for id in 1_000..<1_100 { glyphs[UInt32(id)] = "x" }
        let cmap = PDFEmbeddedFonts.toUnicode(glyphs)
        #expect(cmap.components(separatedBy: "beginbfchar").count - 1 == 2)
        #expect(cmap.contains("100 beginbfchar\n<0003> <0041>\n<01F4> <D834DD1E>\n"))
        #expect(cmap.contains("\n2 beginbfchar\n<044A> <0078>\n<044B> <0078>\nendbfchar\n"))
        #expect(!cmap.contains("<0007>"))
    }
}

@Suite("Field appearances: embedded subsets of TrueType and CFF fonts")
struct PDFEmbeddedFontsTests {
    @Test("a CFF font (Inter) is embedded as CIDFontType0 with /FontFile3 /OpenType, a TrueType one as CIDFontType2 with /FontFile2; qpdf --check is clean")
    func outlines() throws {
        let shaper = FieldTextShaper(fonts: sharedFormsetter.fonts)
        _ = shaper.shape("Inter", font: FontRef("Inter", size: 11))
        _ = shaper.shape("Liberation", font: FontRef("Liberation Sans", size: 11))
        #expect(shaper.faces.map(\.isCFF) == [true, false])
        let program = try #require(shaper.faces[0].subset())
        #expect(program.prefix(4) == Data("OTTO".utf8))
        let spool = PDFSpool()
        let page = LayoutTree(pages: [Page(size: Size(width: 100, height: 100), background: .white, boxes: [])])
        try PageRenderer(fonts: sharedFormsetter.fonts).pdf(page).withUnsafeBytes { try spool.append($0) }
        let document = try QPDFDocument(spool)
        let fonts = document.dictionary([:])
        PDFEmbeddedFonts(document: document).add(shaper.faces, to: fonts)
        document.set("FieldFonts", fonts, in: document.root)
        var pdf = Data()
        try document.write { pdf.append(contentsOf: $0) }
        try QPDF.expectClean(pdf, "embedded field fonts")
        let objects = try PDFObjects(pdf)
        let embedded = objects.dictionary(objects.root["/FieldFonts"])
        let inter = objects.dictionary(objects.array(objects.dictionary(embedded["/FS1"])["/DescendantFonts"]).first)
        let liberation = objects.dictionary(objects.array(objects.dictionary(embedded["/FS2"])["/DescendantFonts"]).first)
        #expect(inter["/Subtype"] as? String == "/CIDFontType0" && inter["/CIDToGIDMap"] == nil)
        #expect(objects.dictionary(objects.dictionary(inter["/FontDescriptor"])["/FontFile3"])["/Subtype"] as? String == "/OpenType")
        #expect(liberation["/Subtype"] as? String == "/CIDFontType2" && liberation["/CIDToGIDMap"] as? String == "/Identity")
        #expect(objects.dictionary(liberation["/FontDescriptor"])["/FontFile2"] != nil)
        #expect((inter["/BaseFont"] as? String)?.hasSuffix("+Inter-Regular") == true)
    }
}
