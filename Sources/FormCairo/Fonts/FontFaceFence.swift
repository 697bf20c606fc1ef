import CPangoCairo
import Foundation

/// Creates, under a lock of Formsetter's own, every cairo font face that text in a font
/// description can be drawn with, and keeps each for the life of the process, where cairo's
/// list of font faces changes without a lock (`CairoBugs.unlockedFontFaceList`). A face pango
/// asks for later, from any thread's font map, is then found in the list, which only this
/// fence changes; none is ever removed, since a kept face never loses its last reference.
/// Nothing in cairo or fontconfig is replaced: the faces are made through pango, as drawing
/// makes them.
enum FontFaceFence {
    private static let lock = NSLock()
    /// The descriptions done, per fontconfig configuration (faces differ between configurations:
    /// `OpenFontFaces` opens the files once per configuration).
    nonisolated(unsafe) private static var done: Set<Key> = []
    /// A font map and context per configuration that load the fonts the faces are made for.
    nonisolated(unsafe) private static var contexts: [OpaquePointer: OpaquePointer] = [:]
    /// Every face made here, one reference each.
    nonisolated(unsafe) private static var kept: Set<OpaquePointer> = []
    /// The fonts of the fontset being walked (`pango_fontset_foreach` takes a C function).
    nonisolated(unsafe) private static var walked: [UnsafeMutablePointer<PangoFont>] = []

    private struct Key: Hashable {
        let config: OpaquePointer
        let face: String
    }

    /// Makes the faces of `description` (a face of `fonts`, any size): the primary font's and
    /// every fallback's in its fontset, which is where pango looks for a glyph the first lacks.
    static func createFaces(of description: OpaquePointer, face: String, config: OpaquePointer, fonts: FontSystem) {
        guard CairoBugs.unlockedFontFaceList else { return }
        lock.lock()
        defer { lock.unlock() }
        let key = Key(config: config, face: face)
        guard !done.contains(key) else { return }
        let context = contexts[config] ?? {
            let context = fonts.makeContext(on: fonts.makeThreadFontMap())  // the context keeps its font map
            contexts[config] = context
            return context
        }()
        // One size for every description of a face: faces do not depend on it, and the fonts
        // loaded for it are then shared.
        let sized = pango_font_description_copy(description)
        defer { pango_font_description_free(sized) }
        pango_font_description_set_absolute_size(sized, 12 * Double(PANGO_SCALE))
        guard let fontset = pango_font_map_load_fontset(pango_context_get_font_map(context), context, sized, pango_context_get_language(context)) else { return }
        done.insert(key)
        defer { fs_object_unref(fontset) }
        walked.removeAll()
        pango_fontset_foreach(fontset, { _, font, _ in
            if let font { FontFaceFence.walked.append(font) }
            return 0
        }, nil)
        for font in walked {
            // What pango's cairo font does on first use (pango_cairo_fc_font_create_base_font_face),
            // without the scaled font it would make too.
            guard let pattern = fs_font_pattern(font), let face = cairo_ft_font_face_create_for_pattern(pattern) else { continue }
            if !kept.insert(face).inserted { cairo_font_face_destroy(face) }
        }
        walked.removeAll()
    }

    /// Whether `face` was made here (for tests).
    static func keeps(_ face: OpaquePointer) -> Bool { lock.withLock { kept.contains(face) } }
}
