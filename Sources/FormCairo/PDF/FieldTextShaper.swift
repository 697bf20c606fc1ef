import CPangoCairo
import Foundation
import FormModel

/// A glyph of a shaped line, placed in points from the line's start on its baseline (y up).
struct ShapedGlyph {
    var id: UInt32
    var x: Double
    var y: Double
    /// The characters of a ligature: the text of a cluster of several characters drawn by this one glyph.
    var actualText: String?
}

/// The glyphs of one font in a shaped line, left to right as drawn (right-to-left text already in
/// visual order).
struct ShapedRun {
    var face: FieldFontFace
    var size: Double
    var glyphs: [ShapedGlyph]
}

/// A line shaped by Pango: its runs, its advance and the distance from its top to its baseline;
/// `missing` holds the characters no bundled font has (not drawn).
struct ShapedLine {
    var runs: [ShapedRun] = []
    var width = 0.0
    var baseline = 0.0
    var missing: [Character] = []
}

/// Shapes the text of field appearances as the paper look draws it (Pango with the bundled fonts
/// and their fallbacks) and keeps every font file it drew glyphs of, for the PDF to embed subsets
/// of. Used by one thread. Its font map, context and layout are borrowed from the `FontSystem`
/// when the first text is shaped and given back at the end, so a PDF without fields makes none and
/// the fonts a document before it loaded stay loaded.
final class FieldTextShaper {
    private let fonts: FontSystem
    private var borrowed: ThreadLayout?
    private var layout: OpaquePointer {
        if let borrowed { return borrowed.layout }
        let made = fonts.shapingLayouts.take { ThreadLayout(fonts: fonts) }
        borrowed = made
        return made.layout
    }
    /// The font files used, in order of first use, keyed by file and face index.
    private(set) var faces: [FieldFontFace] = []
    private var faceKeys: [String: FieldFontFace] = [:]
    /// Fields whose appearance lacks characters no bundled font has, with those characters.
    private(set) var unshown: [(field: String, characters: String)] = []
    /// Lines shaped before, by text and font: a twin's values and comb characters repeat.
    private var shaped: [ShapedKey: ShapedLine] = [:]

    private struct ShapedKey: Hashable {
        let text: ExactText
        let font: FontRef
    }

    /// Pango's flag on a glyph id for a character no font has (PANGO_GLYPH_UNKNOWN_FLAG).
    private static let unknownFlag: UInt32 = 0x1000_0000
    /// Pango's glyph that draws nothing (PANGO_GLYPH_EMPTY).
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    init(fonts: FontSystem) {
        self.fonts = fonts
    }

    deinit {
        if let borrowed { fonts.shapingLayouts.giveBack(borrowed) }
    }

    /// Notes that the appearance of `field` leaves out `characters` (nothing when empty).
    func noteMissing(_ characters: [Character], field: String) {
        guard !characters.isEmpty else { return }
        unshown.append((field, String(characters)))
    }

    /// `text` shaped in `font` on one line; the same text in the same font is shaped once.
    func shape(_ text: String, font: FontRef) -> ShapedLine {
        let key = ShapedKey(text: ExactText(text), font: font)
        if let known = shaped[key] { return known }
        let line = shapeAnew(text, font: font)
        shaped[key] = line
        return line
    }

    private func shapeAnew(_ text: String, font: FontRef) -> ShapedLine {
        let layout = self.layout
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_text(layout, text, -1)
        let bytes = Array(text.utf8)
        var line = ShapedLine()
        line.baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        line.width = Double(logical.width) / Double(PANGO_SCALE)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var extents = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &extents)
            shapeRun(run.pointee, bytes: bytes, start: Double(extents.x) / Double(PANGO_SCALE), size: font.size, into: &line)
        } while pango_layout_iter_next_run(iterator) != 0
        return line
    }

    private func shapeRun(_ run: PangoGlyphItem, bytes: [UInt8], start: Double, size: Double, into line: inout ShapedLine) {
        let item = run.item.pointee, glyphs = run.glyphs.pointee
        let count = Int(glyphs.num_glyphs)
        guard count > 0, let font = item.analysis.font else { return }
        let itemStart = Int(item.offset), itemEnd = Int(item.offset + item.length)
        let clusters = (0..<count).map { itemStart + Int(glyphs.log_clusters[$0]) }
        let starts = Set(clusters).sorted()
        func clusterText(_ start: Int) -> String {
            let end = starts.first { $0 > start } ?? itemEnd
            return String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
        }
        guard let face = fieldFace(of: font) else {
            // A font without a HarfBuzz face (not one of fontconfig's files) cannot be embedded.
            line.missing += String(decoding: bytes[itemStart..<min(itemEnd, bytes.count)], as: UTF8.self)
            return
        }
        var shaped = ShapedRun(face: face, size: size, glyphs: [])
        var x = start
        var named: Set<Int> = []
        for index in 0..<count {
            let info = glyphs.glyphs[index]
            let id = info.glyph
            let scale = Double(PANGO_SCALE)
            defer { x += Double(info.geometry.width) / scale }
            if id & Self.unknownFlag != 0 {
                line.missing += clusterText(clusters[index])
                continue
            }
            guard id != Self.emptyGlyph else { continue }
            // The cluster's text goes to its first glyph in logical order; the others stand for nothing more.
            let cluster = clusters[index]
            // (right-to-left glyphs come in visual order, so there it is the cluster's last glyph).
            let isFirst = item.analysis.level % 2 == 0 ? named.insert(cluster).inserted : !clusters[(index + 1)...].contains(cluster)
            // Readers reverse a right-to-left line drawn in visual order, a ligature's characters
            // too, so those are given in visual order as well.
            let logical = clusterText(cluster)
            let text = item.analysis.level % 2 == 1 ? String(String.UnicodeScalarView(logical.unicodeScalars.reversed())) : logical
            face.use(id, text: isFirst ? text : "")
            let ligature = text.unicodeScalars.count > 1 && clusters.filter { $0 == cluster }.count == 1
            shaped.glyphs.append(ShapedGlyph(id: id, x: x + Double(info.geometry.x_offset) / scale, y: -Double(info.geometry.y_offset) / scale,
                                             actualText: ligature ? text : nil))
        }
        if !shaped.glyphs.isEmpty { line.runs.append(shaped) }
    }

    /// The face of the file pango drew `font` from, made on its first use.
    private func fieldFace(of font: UnsafeMutablePointer<PangoFont>) -> FieldFontFace? {
        guard let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return nil }
        var key = "face-\(faces.count)"
        if let pattern = fs_font_pattern(font) {
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            if FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file {
                _ = FcPatternGetInteger(pattern, "index", 0, &index)
                key = String(cString: file) + "#\(index)"
            }
        }
        if let known = faceKeys[key] { return known }
        let made = FieldFontFace(face: face, resourceName: "FS\(faces.count + 1)")
        faces.append(made)
        faceKeys[key] = made
        return made
    }
}
