#ifndef FORMSETTER_PNG_PALETTE_H
#define FORMSETTER_PNG_PALETTE_H

#include <stddef.h>

/// Decodes a PNG as fs_png_encode_fast writes them for most pages: 8-bit palette, no
/// transparency or colour space, one IDAT, unfiltered rows. Returns 0 with `width × height × 4`
/// RGBA bytes in `pixels`, or 1, having written nothing meaningful, for any other PNG or any
/// damage, which libpng then decodes (or refuses) as it would have.
int fs_png_decode_own_palette(const unsigned char *bytes, size_t count, unsigned char *pixels, int width, int height);

#endif
