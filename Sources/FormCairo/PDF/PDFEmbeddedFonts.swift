import CQPDF
import Foundation

/// Writes the fonts field appearances drew with as embedded subsets: per font file a Type0 font
/// (Identity-H) over a CIDFont whose CIDs are glyph ids (/CIDToGIDMap /Identity), with /W widths,
/// a font descriptor with the subset program (/FontFile2, or /FontFile3 /OpenType for CFF
/// outlines) and a /ToUnicode CMap from each glyph to the text it was drawn for, so text
/// extraction and screen readers read the values.
struct PDFEmbeddedFonts {
    let document: QPDFDocument

    /// Puts each face under its resource name in `fontDictionary` (the AcroForm's /DR /Font).
    func add(_ faces: [FieldFontFace], to fontDictionary: qpdf_oh) {
        for face in faces where !face.glyphs.isEmpty {
            guard let program = face.subset() else { continue }
            document.set(face.resourceName, type0Font(face, program: program), in: fontDictionary)
        }
    }

    private func type0Font(_ face: FieldFontFace, program: Data) -> qpdf_oh {
        let baseFont = Self.subsetTag(face) + "+" + face.postScriptName
        let cff = face.isCFF
        let file = cff
            ? document.stream(program, dictionary: ["Subtype": document.name("OpenType")])
            : document.stream(program, dictionary: ["Length1": document.integer(program.count)])
        let (ascent, descent) = face.verticalExtents
        let descriptor = document.indirect(document.dictionary([
            "Type": document.name("FontDescriptor"), "FontName": document.name(baseFont),
            "Flags": document.integer(4),  // symbolic: the glyphs are found by id, not by a standard encoding
            "FontBBox": document.numbers(face.boundingBox), "ItalicAngle": document.real(face.italicAngle),
            "Ascent": document.real(ascent), "Descent": document.real(descent), "CapHeight": document.real(face.capHeight),
            "StemV": document.integer(80),
        ]))
        document.set(cff ? "FontFile3" : "FontFile2", file, in: descriptor)
        let cidFont = document.indirect(document.dictionary([
            "Type": document.name("Font"), "Subtype": document.name(cff ? "CIDFontType0" : "CIDFontType2"),
            "BaseFont": document.name(baseFont),
            "CIDSystemInfo": document.dictionary(["Registry": document.bytes("Adobe"), "Ordering": document.bytes("Identity"),
                                                  "Supplement": document.integer(0)]),
            "FontDescriptor": descriptor, "W": widths(face), "DW": document.integer(0),
        ]))
        if !cff { document.set("CIDToGIDMap", document.name("Identity"), in: cidFont) }
        return document.indirect(document.dictionary([
            "Type": document.name("Font"), "Subtype": document.name("Type0"), "BaseFont": document.name(baseFont),
            "Encoding": document.name("Identity-H"), "DescendantFonts": document.array([cidFont]),
            "ToUnicode": document.stream(Data(Self.toUnicode(face.glyphs).utf8), dictionary: [:]),
        ]))
    }

    /// `/W [gid [width width …] …]`: the widths of every glyph used, one array per run of
    /// consecutive glyph ids.
    private func widths(_ face: FieldFontFace) -> qpdf_oh {
        var items: [qpdf_oh] = []
        var run: [qpdf_oh] = []
        var previous: UInt32?
        for glyph in face.glyphs.keys.sorted() {
            if let previous, glyph != previous + 1 {
                items.append(document.array(run))
                run = []
            }
            if run.isEmpty { items.append(document.integer(Int(glyph))) }
            run.append(document.real(face.width(of: glyph)))
            previous = glyph
        }
        if !run.isEmpty { items.append(document.array(run)) }
        return document.array(items)
    }

    /// Six capitals naming the subset, the same for the same font and glyphs (FNV-1a of both).
    static func subsetTag(_ face: FieldFontFace) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        face.postScriptName.utf8.forEach(mix)
        for glyph in face.glyphs.keys.sorted() { withUnsafeBytes(of: glyph.bigEndian) { $0.forEach(mix) } }
        return String((0..<6).map { Character(UnicodeScalar(UInt8(65 + (hash >> (UInt64($0) * 5)) % 26))) })
    }

    /// A ToUnicode CMap from 2-byte glyph ids to the UTF-16 of their text (glyphs that stand for
    /// no text of their own are left out), at most 100 entries a block as the CMap format asks.
    static func toUnicode(_ glyphs: [UInt32: String]) -> String {
        let entries = glyphs.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
        var cmap = """
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
        /CMapName /Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        <0000> <FFFF>
        endcodespacerange

        """
        for start in stride(from: 0, to: entries.count, by: 100) {
            let block = entries[start..<min(entries.count, start + 100)]
            cmap += "\(block.count) beginbfchar\n"
            for (glyph, text) in block {
                cmap += "<\(hex(glyph, digits: 4))> <\(text.utf16.map { hex(UInt32($0), digits: 4) }.joined())>\n"
            }
            cmap += "endbfchar\n"
        }
        return cmap + "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
