// cairo 1.16 keeps each FreeType face's cairo font faces in a list it changes without a lock:
// two threads that create the font face of the same face at once both add one (a PDF then
// embeds the font twice, seen in 1 of 1000 batch renders) or corrupt the list, and a thread that
// drops the last reference removes one while another searches. This definition takes the place of
// cairo's for the whole process (an executable's symbols come first for the dynamic loader): it
// creates font faces one at a time and keeps a reference to each, so none is ever removed.
#define _GNU_SOURCE
#include "font_face_guard.h"
#include <cairo-ft.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

typedef cairo_font_face_t *(*create_for_pattern)(FcPattern *);

static pthread_mutex_t guard = PTHREAD_MUTEX_INITIALIZER;
static create_for_pattern cairo_own_create;
static cairo_font_face_t **kept;
static int kept_count, kept_capacity;

static void keep(cairo_font_face_t *face) {
    if (cairo_font_face_status(face) != CAIRO_STATUS_SUCCESS) return;
    for (int index = 0; index < kept_count; index++) if (kept[index] == face) return;
    if (kept_count == kept_capacity) {
        int capacity = kept_capacity ? kept_capacity * 2 : 64;
        cairo_font_face_t **grown = realloc(kept, sizeof *kept * (size_t)capacity);
        if (!grown) return;
        kept = grown;
        kept_capacity = capacity;
    }
    kept[kept_count++] = cairo_font_face_reference(face);
}

cairo_font_face_t *cairo_ft_font_face_create_for_pattern(FcPattern *pattern) {
    pthread_mutex_lock(&guard);
    if (!cairo_own_create) cairo_own_create = (create_for_pattern)dlsym(RTLD_NEXT, "cairo_ft_font_face_create_for_pattern");
    cairo_font_face_t *face = cairo_own_create(pattern);
    keep(face);
    pthread_mutex_unlock(&guard);
    return face;
}

int fs_font_face_guard_active(void) {
    return dlsym(RTLD_DEFAULT, "cairo_ft_font_face_create_for_pattern") == (void *)cairo_ft_font_face_create_for_pattern;
}

int fs_font_face_guard_kept(void) {
    pthread_mutex_lock(&guard);
    int count = kept_count;
    pthread_mutex_unlock(&guard);
    return count;
}
