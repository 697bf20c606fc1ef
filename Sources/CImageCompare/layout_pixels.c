// The pixel work of a layout rule (LayoutComparator.swift decides what it means).
#include "CImageCompare.h"

#include <stdlib.h>
#include <string.h>

static void paint(uint8_t *diff, size_t offset, uint8_t r, uint8_t g, uint8_t b) {
    diff[offset] = r; diff[offset + 1] = g; diff[offset + 2] = b; diff[offset + 3] = 255;
}

/// pixelmatch's faded grey (10 % of the pixel's brightness over white), in integers, as an
/// opaque RGBA pixel.
static uint32_t faded_gray(const uint8_t *pixel) {
    int luma = (pixel[0] * 7651 + pixel[1] * 15017 + pixel[2] * 2931) >> 15;
    uint8_t gray = (uint8_t)(255 - (255 - luma) * pixel[3] / 2550);
    const uint8_t rgba[4] = {gray, gray, gray, 255};
    uint32_t word;
    memcpy(&word, rgba, 4);
    return word;
}

/// A row of equal pixels: no change, each pixel's faded grey; copied from `diff_above` when the
/// expected row is `expected_above` (both NULL unless the row above was an equal row too).
static void equal_row(const uint8_t *expected, size_t width, const uint8_t *expected_above, const uint8_t *diff_above,
                      uint8_t *mask, uint8_t *diff) {
    memset(mask, 0, width);
    if (expected_above && memcmp(expected, expected_above, width * 4) == 0) {
        memcpy(diff, diff_above, width * 4);
        return;
    }
    uint32_t gray_of = 0, gray = 0;
    for (size_t x = 0; x < width; x++) {
        uint32_t word;
        memcpy(&word, expected + x * 4, 4);
        if (x == 0 || word != gray_of) { gray = faded_gray(expected + x * 4); gray_of = word; }
        memcpy(diff + x * 4, &gray, 4);
    }
}

// Debug builds compile this without optimisation too: a row without differences (most of a
// page) is a memcmp, a memset and a memcpy or one light loop; only rows with differences look
// at each pixel.
fs_layout_counts fs_layout_pixels(const uint8_t *expected, const uint8_t *actual, const uint8_t *in_text, size_t width,
                                  size_t height, int max_channel_delta, uint8_t *mask, uint8_t *diff) {
    fs_layout_counts counts = {0, 0, 0};
    int above_equal = 0;  // whether the row above had no difference, so its diff row is all grey
    for (size_t y = 0; y < height; y++) {
        size_t first = y * width;
        const uint8_t *expected_row = expected + first * 4, *actual_row = actual + first * 4;
        int equal = memcmp(expected_row, actual_row, width * 4) == 0;
        if (equal) {
            equal_row(expected_row, width, above_equal ? expected_row - width * 4 : NULL, above_equal ? diff + (first - width) * 4 : NULL,
                      mask + first, diff + first * 4);
        }
        above_equal = equal;
        if (equal) continue;
        for (size_t index = first; index < first + width; index++) {
            size_t offset = index * 4;
            const uint8_t *a = expected + offset, *b = actual + offset;
            int delta = 0;
            for (int channel = 0; channel < 4; channel++) {
                int distance = a[channel] > b[channel] ? a[channel] - b[channel] : b[channel] - a[channel];
                if (distance > delta) delta = distance;
            }
            if (delta == 0) {
                mask[index] = 0;
                uint32_t gray = faded_gray(a);
                memcpy(diff + offset, &gray, 4);
            } else if (delta > max_channel_delta && !in_text[index]) {
                mask[index] = 1;
                counts.outside++;
                paint(diff, offset, 255, 0, 0);
            } else {
                // Within the rule: glyphs placed a fraction of a pixel apart, stroke ends.
                mask[index] = 2;
                counts.within++;
                if (!in_text[index]) counts.slight++;
                paint(diff, offset, 255, 255, 0);
            }
        }
    }
    return counts;
}

void fs_plane_fill_rect(uint8_t *plane, size_t width, fs_pixel_rect rect, uint8_t value) {
    if (rect.x1 <= rect.x0) return;
    for (size_t y = rect.y0; y < rect.y1; y++) memset(plane + y * width + rect.x0, value, rect.x1 - rect.x0);
}

size_t fs_plane_count_in_rect(const uint8_t *plane, size_t width, fs_pixel_rect rect, uint8_t value) {
    size_t count = 0;
    for (size_t y = rect.y0; y < rect.y1; y++) {
        const uint8_t *row = plane + y * width;
        size_t x = rect.x0;
        while (x < rect.x1) {
            // A mask is mostly zeros: skipped eight at a time, unless zeros are what is counted.
            if (value != 0 && x + 8 <= rect.x1) {
                uint64_t eight;
                memcpy(&eight, row + x, 8);
                if (eight == 0) { x += 8; continue; }
            }
            count += row[x] == value;
            x++;
        }
    }
    return count;
}

void fs_mask_promote_in_rect(uint8_t *mask, uint8_t *diff, size_t width, fs_pixel_rect rect) {
    for (size_t y = rect.y0; y < rect.y1; y++) {
        for (size_t x = rect.x0; x < rect.x1; x++) {
            size_t index = y * width + x;
            if (mask[index] != 2) continue;
            mask[index] = 1;
            paint(diff, index * 4, 255, 0, 0);
        }
    }
}

void fs_mask_promote_outside_text(uint8_t *mask, uint8_t *diff, const uint8_t *in_text, size_t count) {
    for (size_t index = 0; index < count; index++) {
        if (mask[index] != 2 || in_text[index]) continue;
        mask[index] = 1;
        paint(diff, index * 4, 255, 0, 0);
    }
}
