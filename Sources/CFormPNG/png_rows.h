#ifndef FORMSETTER_PNG_ROWS_H
#define FORMSETTER_PNG_ROWS_H

#include "CFormPNG.h"

/// How the pixels handed to the encoder lie in memory.
typedef enum {
    PIXELS_XRGB32,  // cairo's: native-endian 32-bit words, red in bits 16–23
    PIXELS_RGBA8,   // bytes red, green, blue, alpha: RasterImage's
} fs_pixel_layout;

/// One image of those the encoder reads side by side.
typedef struct {
    const unsigned char *pixels;
    size_t stride;  // bytes from one row to the next
    int width, height;
} fs_png_panel;

/// What the encoder reads: `count` panels side by side (one, for a plain image), top-aligned,
/// `gutter` pixels apart, on `background` (4 bytes in `layout`); `width × height` pixels in all.
typedef struct {
    const fs_png_panel *panels;
    int count;
    int gutter;
    unsigned char background[4];
    fs_pixel_layout layout;
    int width, height;
} fs_png_rows;

/// Row `y` of `image`, `width × 4` bytes: inside the panel when one panel spans it, else
/// composed in `spare` (that many bytes).
const unsigned char *fs_png_row(const fs_png_rows *image, int y, unsigned char *spare);

#endif
