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

/// An RGBA image (`width × height × 4` bytes) of a strip.
typedef struct {
    const unsigned char *rgba;
    int width;
    int height;
} fs_rgba_panel;

/// `count` (1–16) panels side by side, top-aligned, `gutter` pixels apart, on `background` (4
/// bytes, RGBA): the bytes fs_png_encode_fast writes at `level` for that image (alpha ignored:
/// the image is opaque), without making it. Returns 0 on success; the caller frees the buffer
/// with fs_png_free.
int fs_png_encode_rgba_strip(const fs_rgba_panel *panels, int count, int gutter, const unsigned char *background,
                             int level, fs_png_buffer *out);

/// Sets each of `count` RGBA pixels to one colour.
void fs_rgba_fill(unsigned char *pixels, size_t count, unsigned char red, unsigned char green, unsigned char blue,
                  unsigned char alpha);

/// The size of the PNG `bytes`: 0 on success, 1 when they are not a readable PNG, 2 when it has
/// more than `max_pixels` pixels.
int fs_png_read_size(const unsigned char *bytes, size_t count, size_t max_pixels, int *width, int *height);

/// Decodes PNG bytes into `pixels`: `width × height × 4` bytes, RGBA, straight alpha, for the
/// size fs_png_read_size gave. 0 on success, 1 when the bytes are not a readable PNG of that size.
int fs_png_decode_rgba_into(const unsigned char *bytes, size_t count, unsigned char *pixels, int width, int height);

/// `count` bytes of `input` as one zlib stream in `*output` (the caller frees it); returns its
/// length, or 0 (and NULL) when memory ran out.
size_t fs_zlib_compress(const void *input, size_t count, void **output);

/// The bytes of the zlib stream `input` in `*output` (the caller frees it; one spare byte after
/// them); returns their count, or (size_t)-1 when the stream is damaged or would inflate past
/// `limit` bytes (a small chunk must not make a huge text).
size_t fs_zlib_inflate(const void *input, size_t count, size_t limit, void **output);

/// zlib's CRC-32 of `bytes` continuing from `crc` (0 to start), as PNG chunks end with.
uint32_t fs_crc32(uint32_t crc, const void *bytes, size_t count);

#endif
