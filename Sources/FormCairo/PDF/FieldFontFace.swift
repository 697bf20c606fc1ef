import CPangoCairo
import Foundation

/// One font file the field appearances draw glyphs of: the glyphs used so far with the text each
/// stands for, and what a PDF needs to embed it (a harfbuzz subset that keeps glyph ids, so a
/// CID is the glyph id, and the metrics of its font descriptor and widths).
final class FieldFontFace {
    /// The resource name appearances select it with (`/FS1`…), in order of first use.
    let resourceName: String
    private let face: OpaquePointer
    private let font: OpaquePointer
    /// Glyph id → the text of the cluster it was first drawn for ("" for a glyph of a cluster
    /// whose text went to another glyph).
    private(set) var glyphs: [UInt32: String] = [:]

    /// Takes a reference to `face` (a face pango shaped with).
    init(face: OpaquePointer, resourceName: String) {
        self.face = hb_face_reference(face)
        self.font = hb_font_create(face)  // scaled in font units: advances and extents are exact
        self.resourceName = resourceName
    }

    /// The face of a font file (its first face), or nil when harfbuzz cannot read one.
    convenience init?(file: URL, resourceName: String) {
        guard let blob = hb_blob_create_from_file_or_fail(file.path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        guard let face, hb_face_get_glyph_count(face) > 0 else { return nil }
        self.init(face: face, resourceName: resourceName)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Notes that `glyph` is drawn for `text` (the text its cluster stands for); the first text stays.
    func use(_ glyph: UInt32, text: String) {
        if let known = glyphs[glyph], !known.isEmpty || text.isEmpty { return }
        glyphs[glyph] = text
    }

    /// Every character the font's character map reaches, with its glyph.
    var characterMap: [Unicode.Scalar: UInt32] {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var map: [Unicode.Scalar: UInt32] = [:]
        var codepoint = UInt32.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &codepoint) != 0 {
            var glyph: hb_codepoint_t = 0
            if let scalar = Unicode.Scalar(codepoint), hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0 { map[scalar] = glyph }
        }
        return map
    }

    /// Uses every glyph the character map reaches, each for its lowest character, so the font is
    /// embedded whole and its `/ToUnicode` encodes every character it draws.
    func useWholeCharacterMap() {
        for (scalar, glyph) in characterMap.sorted(by: { $0.key.value < $1.key.value }) { use(glyph, text: String(scalar)) }
    }

    var unitsPerEm: Double { Double(hb_face_get_upem(face)) }

    /// The advance of `glyph` per 1,000 units of text space.
    func width(of glyph: UInt32) -> Double {
        Double(hb_font_get_glyph_h_advance(font, glyph)) * 1000 / unitsPerEm
    }

    /// Whether the outlines are CFF (embedded as /FontFile3 /OpenType) rather than TrueType.
    var isCFF: Bool { tableBytes("CFF ").count > 0 }

    /// The font's PostScript name (a PDF name: letters and digits only), or `Font` without one.
    var postScriptName: String {
        var length: UInt32 = 128
        var buffer = [CChar](repeating: 0, count: 129)
        _ = fs_hb_postscript_name(face, &length, &buffer)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let name = String(decoding: bytes, as: UTF8.self).filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return name.isEmpty ? "Font" : name
    }

    /// Ascender and descender per 1,000 units.
    var verticalExtents: (ascent: Double, descent: Double) {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(font, &extents)
        return (Double(extents.ascender) * 1000 / unitsPerEm, Double(extents.descender) * 1000 / unitsPerEm)
    }

    /// The height of capitals per 1,000 units (the ascender for a font that does not say).
    var capHeight: Double {
        var position: hb_position_t = 0
        guard hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0, position > 0 else { return verticalExtents.ascent }
        return Double(position) * 1000 / unitsPerEm
    }

    /// The bounding box of all glyphs per 1,000 units, from the `head` table.
    var boundingBox: [Double] {
        let head = tableBytes("head")
        guard head.count >= 44 else { return [0, 0, 0, 0] }
        return stride(from: 36, to: 44, by: 2).map { Double(Int16(bitPattern: UInt16(head[$0]) << 8 | UInt16(head[$0 + 1]))) * 1000 / unitsPerEm }
    }

    /// The italic angle in degrees, from the `post` table.
    var italicAngle: Double {
        let post = tableBytes("post")
        guard post.count >= 8 else { return 0 }
        let fixed = Int32(bitPattern: post[4...7].reduce(0) { $0 << 8 | UInt32($1) })
        return Double(fixed) / 65536
    }

    /// The font file cut down to the used glyphs (ids kept; hinting and shaping tables dropped,
    /// as a PDF viewer only draws the glyphs), or nil when harfbuzz cannot subset it.
    func subset() -> Data? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let glyphSet = hb_subset_input_glyph_set(input)
        hb_set_add(glyphSet, 0)  // .notdef, which every font program must keep
        for glyph in glyphs.keys { hb_set_add(glyphSet, glyph) }
        hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue | HB_SUBSET_FLAGS_NO_HINTING.rawValue)
        let dropped = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
        for table in ["GSUB", "GPOS", "GDEF", "kern", "morx", "kerx", "JSTF", "BASE", "MATH"] { hb_set_add(dropped, Self.tag(table)) }
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        let blob = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }

    private func tableBytes(_ name: String) -> [UInt8] {
        let blob = hb_face_reference_table(face, Self.tag(name))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// An OpenType table tag (HB_TAG, a macro Swift cannot import).
    private static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}
