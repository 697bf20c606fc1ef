// Rows of panels side by side, made one at a time for the encoder: a failing snapshot's
// expected | diff | actual panel is three pages wide, and making it whole first would cost its
// size in memory and page faults.
#include "png_rows.h"

#include <string.h>

static unsigned char *fill(unsigned char *at, int pixels, const unsigned char background[4]) {
    for (int x = 0; x < pixels; x++, at += 4) memcpy(at, background, 4);
    return at;
}

const unsigned char *fs_png_row(const fs_png_rows *image, int y, unsigned char *spare) {
    const fs_png_panel *first = &image->panels[0];
    if (image->count == 1 && first->width == image->width && y < first->height) return first->pixels + (size_t)y * first->stride;
    unsigned char *at = spare;
    for (int i = 0; i < image->count; i++) {
        const fs_png_panel *panel = &image->panels[i];
        if (i > 0) at = fill(at, image->gutter, image->background);
        if (y < panel->height) {
            memcpy(at, panel->pixels + (size_t)y * panel->stride, (size_t)panel->width * 4);
            at += (size_t)panel->width * 4;
        } else {
            at = fill(at, panel->width, image->background);
        }
    }
    return spare;
}
