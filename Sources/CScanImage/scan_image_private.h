#ifndef FORMSETTER_SCAN_IMAGE_PRIVATE_H
#define FORMSETTER_SCAN_IMAGE_PRIVATE_H

#include "scan_libraries.h"
#include "CScanImage.h"

/// The grey pixels, Leptonica's 8 bpp image.
struct fsscan_image {
    PIX *pix;
};

fsscan_image *fsscan_wrap(PIX *pix);

/// The grey value at (x, y) of an 8 bpp image's words, 255 outside.
static inline int fsscan_pixel(const l_uint32 *data, int wpl, int width, int height, int x, int y) {
    if (x < 0 || y < 0 || x >= width || y >= height) return 255;
    return GET_DATA_BYTE(data + (size_t)y * (size_t)wpl, x);
}

#endif
