#ifndef FORMSETTER_CFORMPNG_H
#define FORMSETTER_CFORMPNG_H

#include <stddef.h>
#include <stdint.h>

/// Encoded PNG bytes owned by C; free with fs_png_free.
typedef struct {
    unsigned char *bytes;
    size_t count;
} fs_png_buffer;

/// Encodes opaque cairo ARGB32 pixels (premultiplied, native endian) as an 8-bit RGB PNG.
/// Returns 0 on success; the caller frees the buffer with fs_png_free.
int fs_png_encode_rgb(const unsigned char *pixels, int width, int height, int stride,
                      int zlib_level, fs_png_buffer *out);

void fs_png_free(fs_png_buffer *buffer);

#endif
