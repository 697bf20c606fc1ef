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

/// Encodes opaque cairo RGB24/ARGB32 pixels (alpha ignored) as an 8-bit PNG: indexed when the
/// image has at most 256 colours, else RGB. `level` 0 = the run encoder for flat-colour pages
/// (several times faster than any zlib level on them), 1–12 = libdeflate at that level.
/// Deterministic: the bytes depend only on the pixels and the level.
/// Returns 0 on success; the caller frees the buffer with fs_png_free.
int fs_png_encode_fast(const unsigned char *pixels, int width, int height, int stride, int level,
                       fs_png_buffer *out);

void fs_png_free(fs_png_buffer *buffer);

#endif
