import Foundation
import FormLayout

/// Chooses the font the twin's `/DA` names: the font pdf.js, pypdf, MuPDF and PDFium build the
/// appearance of typed text with. They encode what is typed through that font's own encoding
/// (a simple font's `/Encoding`, a Type0 font's `/ToUnicode` read backwards) and draw the glyphs
/// of its embedded program, so a subset holding only the prefilled glyphs, or Helvetica's
/// WinAnsi, loses every other character. A form written only in WinAnsi letters keeps Helvetica
/// (nothing embedded, Latin twins stay small); a form with other letters (Greek, Cyrillic,
/// Hebrew, Arabic…) gets the first bundled font covering all of them embedded whole (every glyph
/// its character map reaches, with a `/ToUnicode` entry for each).
enum TypingFont {
    /// Bundled fonts tried in order, smallest first: Liberation Sans (Latin, Greek, Cyrillic,
    /// Hebrew; the paper look's own font) and DejaVu Sans (those plus Arabic, Armenian, Georgian…).
    static let candidates = ["LiberationSans-Regular.ttf", "DejaVuSans.ttf"]

    /// The resource name of the typing font in `/DR /Font`, which `/DA` names. PDFium (its
    /// `CPDF_BAFontMap`) types a character outside ASCII in the `/DA` font only when it takes that
    /// font for a symbol font, which it does by the resource name alone (Wingdings, Wingdings2,
    /// Wingdings3, Webdings); under any other name it draws Greek, Cyrillic or Arabic in a
    /// system font it does not embed. The font itself stays Liberation Sans or DejaVu Sans
    /// (its /BaseFont): no other engine reads the resource name.
    static let resourceName = "Wingdings"

    /// The whole typing font for a twin whose words hold `letters` (`lettersBeyondWinAnsi`), or
    /// nil when there are none: Helvetica (WinAnsi) spells every letter the form is written in.
    /// When no candidate covers every letter, the one covering the most; none when no candidate
    /// covers any (Chinese, Japanese, Korean: no bundled font has them).
    static func face(for letters: Set<Unicode.Scalar>, fontFolder: URL?) -> FieldFontFace? {
        guard !letters.isEmpty, let fontFolder else { return nil }
        var best: (face: FieldFontFace, covered: Int)?
        for file in candidates {
            guard let face = FieldFontFace(file: fontFolder.appendingPathComponent(file), resourceName: resourceName) else { continue }
            let map = face.characterMap
            let covered = letters.filter { map[$0] != nil }.count
            if covered > best?.covered ?? -1 { best = (face, covered) }
            if covered == letters.count { break }
        }
        guard let best, best.covered > 0 else { return nil }
        best.face.useWholeCharacterMap()
        return best.face
    }

    /// The letters (and combining marks) of a page's words (labels, titles, hints), field values
    /// and options that WinAnsiEncoding, Helvetica's encoding in `/DR`, has no code for. Symbols
    /// and punctuation do not count: they say nothing of the script a reader types in.
    static func lettersBeyondWinAnsi(in page: Page) -> Set<Unicode.Scalar> {
        var letters: Set<Unicode.Scalar> = []
        func note(_ text: String) {
            for scalar in text.unicodeScalars where !isWinAnsi(scalar) && scalar.properties.isAlphabetic {
                letters.insert(scalar)
            }
        }
        for box in page.boxes {
            box.text.forEach { note($0.text) }
            guard let field = box.field else { continue }
            field.value.map(note)
            if case let .choice(options, _) = field.kind { options.forEach(note) }
        }
        return letters
    }

    /// The characters WinAnsiEncoding (PDF 32000-1 annex D) has codes for.
    static func isWinAnsi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF: true
        default: winAnsiExtras.contains(scalar.value)
        }
    }

    /// The characters of codes 128–159 in WinAnsiEncoding.
    private static let winAnsiExtras: Set<UInt32> = [
        0x20AC, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017D,
        0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x017E, 0x0178,
    ]
}
