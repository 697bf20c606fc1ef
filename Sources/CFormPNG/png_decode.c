// PNG bytes to 8-bit RGBA (straight alpha) with libpng's simplified API: what snapshot
// comparison reads, without going through a premultiplied cairo surface. In two steps, so the
// caller can hand over the memory the pixels are to end up in (a page decoded into a buffer of
// its own and then copied costs its size in page faults twice).
#include "CFormPNG.h"
#include "png_palette.h"

#include <png.h>
#include <string.h>

/// Reads the header of `bytes` into `image`; 0, 1 or 2 as fs_png_read_size says.
static int begin(const unsigned char *bytes, size_t count, size_t max_pixels, png_image *image) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(image, bytes, count)) return 1;
    if ((size_t)image->width * image->height > max_pixels) { png_image_free(image); return 2; }
    return 0;
}

int fs_png_read_size(const unsigned char *bytes, size_t count, size_t max_pixels, int *width, int *height) {
    png_image image;
    int status = begin(bytes, count, max_pixels, &image);
    if (status != 0) return status;
    *width = (int)image.width;
    *height = (int)image.height;
    png_image_free(&image);
    return 0;
}

int fs_png_decode_rgba_into(const unsigned char *bytes, size_t count, unsigned char *pixels, int width, int height) {
    if (fs_png_decode_own_palette(bytes, count, pixels, width, height) == 0) return 0;
    png_image image;
    if (begin(bytes, count, (size_t)width * (size_t)height, &image) != 0) return 1;
    if ((int)image.width != width || (int)image.height != height) { png_image_free(&image); return 1; }
    image.format = PNG_FORMAT_RGBA;
    return png_image_finish_read(&image, NULL, pixels, 0, NULL) ? 0 : 1;
}
