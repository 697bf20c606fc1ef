#ifndef FORMSETTER_CPANGOCAIRO_SHIM_H
#define FORMSETTER_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fcfreetype.h>

// Cast macros and varargs Swift cannot import.
static inline PangoFcFontMap *fs_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
static inline void fs_object_unref(void *object) { g_object_unref(object); }

#endif
