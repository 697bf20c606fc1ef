// PNG encoding with libpng directly: cairo_surface_write_to_png spends most of its time in
// libpng's adaptive filters at the default zlib level; one fixed filter and a chosen level are
// several times faster for flat form art and still deterministic.
#include "CFormPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static void append(png_structp png, png_bytep data, png_size_t length) {
    fs_png_buffer *out = (fs_png_buffer *)png_get_io_ptr(png);
    size_t needed = out->count + length;
    unsigned char *grown = realloc(out->bytes, needed);
    if (!grown) png_error(png, "out of memory");
    memcpy(grown + out->count, data, length);
    out->bytes = grown;
    out->count = needed;
}

static void flush(png_structp png) { (void)png; }

int fs_png_encode_rgb(const unsigned char *pixels, int width, int height, int stride,
                      int zlib_level, fs_png_buffer *out) {
    out->bytes = NULL;
    out->count = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    unsigned char *row = malloc((size_t)width * 3);
    if (!info || !row) {
        free(row);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        fs_png_free(out);
        return 1;
    }
    png_set_write_fn(png, out, append, flush);
    png_set_compression_level(png, zlib_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        unsigned char *target = row;
        for (int x = 0; x < width; x++) {
            uint32_t argb = source[x];
            *target++ = (unsigned char)(argb >> 16);
            *target++ = (unsigned char)(argb >> 8);
            *target++ = (unsigned char)argb;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void fs_png_free(fs_png_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
}
