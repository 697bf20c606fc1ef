// PNG bytes to 8-bit RGBA (straight alpha) with libpng's simplified API: what snapshot
// comparison reads, without going through a premultiplied cairo surface.
#include "CFormPNG.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

int fs_png_decode_rgba(const unsigned char *bytes, size_t count, size_t max_pixels, fs_png_image *out) {
    memset(out, 0, sizeof *out);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, count)) return 1;
    if ((size_t)image.width * image.height > max_pixels) { png_image_free(&image); return 2; }
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = malloc(size ? size : 1);
    if (!pixels) { png_image_free(&image); return 3; }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) { free(pixels); return 1; }
    out->pixels = pixels;
    out->width = (int)image.width;
    out->height = (int)image.height;
    return 0;
}

void fs_png_image_free(fs_png_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
