#ifndef FORMSETTER_CPANGOCAIRO_SHIM_H
#define FORMSETTER_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fcfreetype.h>
#include <locale.h>
// The fillable twin's field fonts: glyphs of pango's runs, subset by harfbuzz (libharfbuzz-subset0,
// which libpango1.0-dev pulls in through libharfbuzz-dev).
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>

// Cast macros and varargs Swift cannot import.
static inline PangoFcFontMap *fs_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
static inline void fs_object_unref(void *object) { g_object_unref(object); }
/// A new C locale for `uselocale` (LC_ALL_MASK is an expression Swift cannot import).
static inline locale_t fs_new_c_locale(void) { return newlocale(LC_ALL_MASK, "C", (locale_t)0); }
/// The fontconfig pattern pango loaded `font` from (what it makes the cairo font face of), or
/// NULL for a font of another backend.
static inline FcPattern *fs_font_pattern(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? PANGO_FC_FONT(font)->font_pattern : NULL;
}
/// The cairo scaled font pango draws `font` with (made on first use), or NULL for a font of
/// another backend; the tests use it to check which font face a drawn run came from.
static inline cairo_scaled_font_t *fs_scaled_font(PangoFont *font) {
    return PANGO_IS_CAIRO_FONT(font) ? pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font)) : NULL;
}
/// The PostScript name of `face`'s name table in UTF-8, as `hb_ot_name_get_utf8` gives it. The
/// name id is an `hb_ot_name_id_t` enum case before HarfBuzz 7 (Debian 12's 6.0) and an
/// `hb_ot_name_id_predefined_t` case since (Ubuntu 24.04's 8.3, Debian 13's 10.2), which Swift
/// converts differently; C converts both.
static inline unsigned int fs_hb_postscript_name(hb_face_t *face, unsigned int *length, char *text) {
    return hb_ot_name_get_utf8(face, HB_OT_NAME_ID_POSTSCRIPT_NAME, HB_LANGUAGE_INVALID, length, text);
}

#endif
