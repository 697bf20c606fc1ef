#ifndef FORMSETTER_FONT_FACE_GUARD_H
#define FORMSETTER_FONT_FACE_GUARD_H

/// Whether pango's calls to cairo_ft_font_face_create_for_pattern reach the guarded version in
/// font_face_guard.c (the executable defines the symbol, so the dynamic loader binds it first).
int fs_font_face_guard_active(void);

/// How many cairo font faces the guard has created and keeps.
int fs_font_face_guard_kept(void);

#endif
