import CPangoCairo

/// Opens every font of a fontconfig configuration once, with FreeType, and puts the face into
/// its pattern (`FC_FT_FACE`), so cairo draws with these faces and never opens or closes one
/// (`CairoBugs.closesIdleFacesUnlocked`). Only Formsetter's own configuration is changed, never
/// the host's default one; replacing patterns in its font set is the one way fontconfig and
/// pango leave to hand cairo an open face.
/// cairo 1.16 to 1.18.4 keep at most 10 faces they opened themselves and close an idle one to open another
/// without locking against the thread about to use it: with renders of several looks at once a
/// thread read a face another had just closed (`face->glyph` NULL in
/// `_cairo_ft_scaled_glyph_init`, 3 of 11 full test runs). Faces given in the pattern are never
/// closed, and cairo serializes the use of each behind its own lock, so renders on several
/// threads need no lock of ours around text. The faces live as long as the process, like the
/// configurations (`SharedFontConfigs`).
enum OpenFontFaces {
    /// FreeType's library object; only `attach` opens faces on it, under `SharedFontConfigs`' lock.
    nonisolated(unsafe) private static var library: FT_Library?

    /// Replaces each pattern of `config`'s fonts with a copy that carries the open face; a font
    /// FreeType cannot open keeps its pattern (cairo then opens it as before).
    static func attach(to config: OpaquePointer) {
        guard let set = FcConfigGetFonts(config, FcSetSystem), let library = Self.openLibrary() else { return }
        for index in 0..<Int(set.pointee.nfont) {
            let pattern = set.pointee.fonts[index]
            var file: UnsafeMutablePointer<FcChar8>?
            var faceIndex: Int32 = 0
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            var face: FT_Face?
            guard FT_New_Face(library, UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self), FT_Long(faceIndex), &face) == 0,
                  let face, let copy = FcPatternDuplicate(pattern) else { continue }
            guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                FcPatternDestroy(copy)
                FT_Done_Face(face)
                continue
            }
            set.pointee.fonts[index] = copy
            FcPatternDestroy(pattern)
        }
    }

    private static func openLibrary() -> FT_Library? {
        if library == nil {
            var made: FT_Library?
            if FT_Init_FreeType(&made) == 0 { library = made }
        }
        return library
    }
}
