#ifndef FORMSETTER_CIMAGECOMPARE_H
#define FORMSETTER_CIMAGECOMPARE_H

// The per-pixel loops of snapshot comparison. Users run snapshot tests in debug builds, where
// Swift is compiled without optimisation and a loop over a page's millions of pixels takes
// seconds; the same loop in C takes milliseconds. Images are 8-bit RGBA, straight alpha, rows
// top to bottom without padding. Masks hold one byte per pixel: 0 same, 1 different, 2 within
// tolerance (anti-aliasing, or noise a layout rule allows).

#include <stddef.h>
#include <stdint.h>

/// A rectangle of pixels: columns x0 ..< x1, rows y0 ..< y1, inside the image.
typedef struct {
    size_t x0, x1, y0, y1;
} fs_pixel_rect;

/// What `fs_pixelmatch` counted.
typedef struct {
    size_t different;
    size_t anti_aliased;
} fs_pixelmatch_counts;

/// pixelmatch 7.x: a pixel differs when its YIQ distance exceeds `max_delta` (35215 × threshold²);
/// one that looks like anti-aliasing in either image is marked 2 unless `count_anti_aliasing`.
/// Fills every byte of `mask` (width × height) and of `diff` (width × height × 4): differences
/// red, anti-aliasing yellow, the rest the expected pixel as a faded grey.
fs_pixelmatch_counts fs_pixelmatch(const uint8_t *expected, const uint8_t *actual, size_t width, size_t height,
                                   double max_delta, int count_anti_aliasing, uint8_t *mask, uint8_t *diff);

/// What `fs_layout_pixels` counted.
typedef struct {
    /// Pixels outside text differing by more than the channel limit (mask 1).
    size_t outside;
    /// Pixels differing within the limit, or inside text (mask 2).
    size_t within;
    /// Of `within`, those outside text.
    size_t slight;
} fs_layout_counts;

/// The pixel pass of a layout rule: a pixel outside text (`in_text` 0) whose largest channel
/// difference exceeds `max_channel_delta` is a change (1, red); any other difference is within
/// the rule (2, yellow); the rest shows the expected pixel as a faded grey. Fills every byte of
/// `mask` (width × height) and `diff` (width × height × 4).
fs_layout_counts fs_layout_pixels(const uint8_t *expected, const uint8_t *actual, const uint8_t *in_text, size_t width,
                                  size_t height, int max_channel_delta, uint8_t *mask, uint8_t *diff);

/// Sets `rect` of a one-byte-per-pixel `plane` of `width` columns to `value`.
void fs_plane_fill_rect(uint8_t *plane, size_t width, fs_pixel_rect rect, uint8_t value);

/// How many pixels of `rect` in a one-byte-per-pixel `plane` of `width` columns are `value`.
size_t fs_plane_count_in_rect(const uint8_t *plane, size_t width, fs_pixel_rect rect, uint8_t value);

/// Makes the within-tolerance pixels (2) of `rect` changes (1), painted red in `diff`.
void fs_mask_promote_in_rect(uint8_t *mask, uint8_t *diff, size_t width, fs_pixel_rect rect);

/// Makes the within-tolerance pixels (2) outside text (`in_text` 0) changes (1), painted red in `diff`.
void fs_mask_promote_outside_text(uint8_t *mask, uint8_t *diff, const uint8_t *in_text, size_t count);

/// A text line's ink in `rect` of an image `width` pixels wide: the summed red, green and blue
/// distance of its pixels from the area's commonest colour (on a tie, the smallest 0xRRGGBB).
/// 0 for an empty area; -1 when memory ran out.
int64_t fs_text_ink(const uint8_t *rgba, size_t width, fs_pixel_rect rect);

#endif
