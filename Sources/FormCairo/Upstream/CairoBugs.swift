import CPangoCairo

/// The cairo bugs Formsetter works around, each fenced by the runtime versions that have it
/// (`cairo_version()`, not the headers built against: users swap libcairo under the binary).
/// `Docs/ARCHITECTURE.md` ("Upstream bugs") lists them with the tests that pin each.
public enum CairoBugs {
    /// cairo's runtime version as `CAIRO_VERSION_ENCODE` makes it.
    static var version: Int32 { cairo_version() }

    static func encode(_ major: Int32, _ minor: Int32, _ micro: Int32) -> Int32 { major * 10_000 + minor * 100 + micro }

    /// cairo 1.16.0 through 1.18.4 (the newest release) name an XObject in a resource dictionary
    /// once per placement, so a form drawn several times on a page gives
    /// `/XObject << /x7 7 0 R /x7 7 0 R >>`: duplicated keys, which `qpdf --check` reports and some
    /// readers (libcupsfilters' pdftopdf 2.2) drop the page for. Every entry names the same object,
    /// so libqpdf's reading (the last one wins) is the intended dictionary; the warnings it gives
    /// for them are expected on these versions, and the whole file libqpdf writes has none. A
    /// cairo past 1.18 is not assumed to have the bug: there the warning fails the render, so a
    /// new line is checked before it is trusted.
    public static var repeatsXObjectNames: Bool { version >= encode(1, 16, 0) && version < encode(1, 19, 0) }

    /// cairo 1.16.0 through 1.18.4 keep each FreeType face's cairo font faces in a list they
    /// change without a lock (`_cairo_ft_font_face_create` adds, `_cairo_ft_font_face_destroy`
    /// removes): two threads creating the font face of one face at once both add one (a PDF then
    /// embeds the font twice, seen in 1 of 1000 batch renders) or corrupt the list.
    /// `FontFaceFence` creates every font face a description can use under a lock of its own and
    /// keeps it, so the list only changes there.
    /// No cairo release fixes it yet, and a missed fence corrupts memory silently: it stays on
    /// past 1.18 until a release that locks the list is known.
    public static var unlockedFontFaceList: Bool { version >= encode(1, 16, 0) }

    /// cairo 1.16.0 through 1.18.4 keep at most 10 faces they opened themselves and close an idle
    /// one to open another (`_cairo_ft_unscaled_font_lock_face`) without taking its lock: a
    /// thread about to use it reads a closed face (`face->glyph` NULL in
    /// `_cairo_ft_scaled_glyph_init`, 3 of 11 full test runs with renders of several looks at
    /// once). Faces handed to cairo in the pattern (`FC_FT_FACE`) are never closed, so
    /// `OpenFontFaces` opens each font of Formsetter's own configuration once.
    /// Like the font-face list, it stays fenced past 1.18 until a fixed release is known.
    public static var closesIdleFacesUnlocked: Bool { version >= encode(1, 16, 0) }

    /// cairo 1.18.4 (1.17 development releases untested; 1.16 is fine) aborts in
    /// `_cairo_recording_surface_replay_internal` (assertion `regions_array != NULL`), or frees a
    /// surface twice, when the caller releases a recording surface that a PDF page painted
    /// before the document is finished. `StampRecordings` keeps every recording it forgets until
    /// the document that placed it is finished.
    public static var freesRecordingsTooEarly: Bool { version >= encode(1, 17, 0) && version < encode(1, 19, 0) }

    /// cairo 1.16.0 through 1.18.4 (and the releases before, since 1.2) write an embedded
    /// TrueType subset's CIDFontType2 dictionary without `/CIDToGIDMap`
    /// (`_cairo_pdf_surface_emit_truetype_font_subset` in cairo-pdf-surface.c), which it uses
    /// for text beyond WinAnsi (Greek, Cyrillic, the italic of a number's hint). Viewers take its
    /// absence as `/Identity` (ISO 32000-1, table 117), but PDF/UA-1 (ISO 14289-1, 7.21.3.2)
    /// asks for it written: `PDFCIDFonts` adds `/CIDToGIDMap /Identity` where it is missing,
    /// which is what its absence means, so a cairo that writes one is left as it is. No release
    /// is known to write it: it stays on past 1.18 until one does.
    public static var omitsCIDToGIDMap: Bool { version >= encode(1, 16, 0) }

    /// cairo 1.16 knows no `Artifact` tag (`_cairo_tag_stack_push` rejects the name and the
    /// context is in error from then on), so it cannot mark page furniture (rules, boxes,
    /// running headers and footers, a comb's separators): `PDFFurnitureArtifacts` marks it
    /// instead. The 1.17 development releases are untested and treated alike.
    public static var rejectsArtifactTag: Bool { version < encode(1, 18, 0) }

    /// cairo 1.18.0 through 1.18.4 write `/Artifact BMC … EMC` but give each artifact an object
    /// number (`add_tree_node` → `_cairo_pdf_surface_new_object`) that they never write
    /// (`cairo_pdf_interchange_write_node_object` returns early for `PDF_NODE_ARTIFACT`): the
    /// cross-reference entry of that number stays "in use" at the offset the output had when it
    /// was made, where another object begins. Nothing refers to
    /// such a number, so the document is whole; libqpdf, which visits every entry when it
    /// writes, warns that the file is damaged, rebuilds the cross-reference table by scanning and
    /// finds no such object anywhere (`UnwrittenObjectWarnings`): those warnings are expected
    /// here, and the file it writes is sound (`qpdf --check`, `pdfinfo -struct`). A cairo past
    /// 1.18.4 is not assumed to have the bug: there the warnings fail the render, so a new line
    /// is checked before it is trusted.
    public static var leavesArtifactObjectsUnwritten: Bool { version >= encode(1, 18, 0) && version < encode(1, 18, 5) }

    /// cairo 1.18 (1.18.4 checked) puts marked content only around text: a tag is written in
    /// the content stream only when a glyph follows before the next tag
    /// (`command_list_has_content` in cairo-pdf-interchange.c counts glyphs alone), so rules and
    /// box outlines drawn in an `Artifact` tag stay unmarked. No release is known to mark them:
    /// past 1.18 the furniture's paths stay apart (`PDFFurnitureArtifacts`) until one is.
    public static var marksOnlyTextAsArtifact: Bool { version >= encode(1, 18, 0) }

    /// cairo 1.16.0 through 1.18.4 forget what a page recorded before an opaque paint that
    /// covers it, tags included (`_cairo_recording_surface_paint` → `_cairo_recording_surface_reset`),
    /// and make such a paint of a fill of the whole page: a structure element begun before the
    /// page's background is lost, and its end then puts the context in error (an end in a later
    /// page's recording is never replayed: the element is silently missing). A tagged page begins no element before its background and
    /// leaves out a white one, which a PDF page already is (`PagePainter.draw`).
    public static var forgetsTagsBeforeCoveringPaint: Bool { version >= encode(1, 16, 0) && version < encode(1, 19, 0) }
}
