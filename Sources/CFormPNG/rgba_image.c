// RasterImage's fill: snapshot failures make page-sized images in debug builds, where a
// per-pixel loop in Swift takes a second a page.
#include "CFormPNG.h"

#include <stdlib.h>
#include <string.h>

void fs_rgba_fill(unsigned char *pixels, size_t count, unsigned char red, unsigned char green, unsigned char blue,
                  unsigned char alpha) {
    if (count == 0) return;
    const unsigned char pixel[4] = {red, green, blue, alpha};
    memcpy(pixels, pixel, 4);
    // Doubling copies: a few dozen memcpy calls for a page.
    size_t filled = 1;
    while (filled < count) {
        size_t more = filled < count - filled ? filled : count - filled;
        memcpy(pixels + filled * 4, pixels, more * 4);
        filled += more;
    }
}
