// pixelmatch 7.x in C, operation for operation as ImageComparator did it in Swift, so every
// distance, and so every decision, is the same double.
#include "CImageCompare.h"

#include <math.h>
#include <string.h>

// A fused multiply-add rounds once where Swift rounds twice: a distance on the threshold could
// land on the other side.
#pragma STDC FP_CONTRACT OFF

static double brightness(double r, double g, double b) {
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223;
}

static double blend(double channel, double alpha, double background) {
    return background + (channel - background) * alpha / 255;
}

/// Squared YIQ distance between the pixels at byte offsets `k` and `m` (negative when the second
/// is brighter), or the brightness difference alone; transparent pixels are blended over
/// pixelmatch's fixed pattern.
static double color_delta(const uint8_t *img1, const uint8_t *img2, size_t k, size_t m, int brightness_only) {
    double r1 = img1[k], g1 = img1[k + 1], b1 = img1[k + 2], a1 = img1[k + 3];
    double r2 = img2[m], g2 = img2[m + 1], b2 = img2[m + 2], a2 = img2[m + 3];
    if (r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2) return 0;
    if (a1 < 255 || a2 < 255) {
        double rb = 48 + 159 * (double)(k % 2);
        double gb = 48 + 159 * (double)((int64_t)((double)k / 1.618033988749895) % 2);
        double bb = 48 + 159 * (double)((int64_t)((double)k / 2.618033988749895) % 2);
        r1 = blend(r1, a1, rb); g1 = blend(g1, a1, gb); b1 = blend(b1, a1, bb);
        r2 = blend(r2, a2, rb); g2 = blend(g2, a2, gb); b2 = blend(b2, a2, bb);
    }
    double y1 = brightness(r1, g1, b1), y2 = brightness(r2, g2, b2);
    double y = y1 - y2;
    if (brightness_only) return y;
    double dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
    double i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
    double q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
    return y1 > y2 ? -delta : delta;
}

static uint32_t pixel_word(const uint8_t *rgba, size_t index) {
    uint32_t word;
    memcpy(&word, rgba + index * 4, 4);
    return word;
}

/// Whether at least three neighbours of (x1, y1) have exactly its colour.
static int has_many_siblings(const uint8_t *image, size_t x1, size_t y1, size_t width, size_t height) {
    size_t x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    size_t x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    uint32_t value = pixel_word(image, y1 * width + x1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (size_t x = x0; x <= x2; x++) {
        for (size_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            if (pixel_word(image, y * width + x) != value) continue;
            zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

/// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing: both darker and brighter
/// neighbours, at most two identical ones, and its darkest or brightest neighbour lies in a flat
/// area in both images. Neighbours are visited column by column so ties pick the same one.
static int is_anti_aliased(const uint8_t *image, const uint8_t *other, size_t x1, size_t y1, size_t width, size_t height) {
    size_t x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    size_t x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    size_t center = (y1 * width + x1) * 4;
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double minimum = 0, maximum = 0;
    size_t min_x = 0, min_y = 0, max_x = 0, max_y = 0;
    for (size_t x = x0; x <= x2; x++) {
        for (size_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = color_delta(image, image, center, (y * width + x) * 4, 1);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < minimum) {
                minimum = delta; min_x = x; min_y = y;
            } else if (delta > maximum) {
                maximum = delta; max_x = x; max_y = y;
            }
        }
    }
    if (minimum == 0 || maximum == 0) return 0;
    return (has_many_siblings(image, min_x, min_y, width, height) && has_many_siblings(other, min_x, min_y, width, height))
        || (has_many_siblings(image, max_x, max_y, width, height) && has_many_siblings(other, max_x, max_y, width, height));
}

/// pixelmatch's faded grey (alpha 0.1) of the pixel at byte offset `offset`.
static uint8_t faded_gray(const uint8_t *image, size_t offset) {
    double y = brightness(image[offset], image[offset + 1], image[offset + 2]);
    double value = round(255 + (y - 255) * 0.1 * (double)image[offset + 3] / 255);
    return (uint8_t)(value > 255 ? 255 : (value < 0 ? 0 : value));
}

static void paint(uint8_t *diff, size_t offset, uint8_t r, uint8_t g, uint8_t b) {
    diff[offset] = r; diff[offset + 1] = g; diff[offset + 2] = b; diff[offset + 3] = 255;
}

/// A row of equal pixels: no difference, each pixel's faded grey; copied from `diff_above` when
/// the expected row is `expected_above` (both NULL unless the row above was an equal row too).
static void equal_row(const uint8_t *expected, size_t width, const uint8_t *expected_above, const uint8_t *diff_above,
                      uint8_t *mask, uint8_t *diff) {
    memset(mask, 0, width);
    if (expected_above && memcmp(expected, expected_above, width * 4) == 0) {
        memcpy(diff, diff_above, width * 4);
        return;
    }
    uint32_t gray_of = 0;
    uint8_t gray = 0;
    for (size_t x = 0; x < width; x++) {
        uint32_t word = pixel_word(expected, x);
        if (x == 0 || word != gray_of) { gray = faded_gray(expected, x * 4); gray_of = word; }
        paint(diff, x * 4, gray, gray, gray);
    }
}

// Debug builds compile this without optimisation too: a row without differences (most of a
// page) is a memcmp, a memset and a memcpy or one light loop; only rows with differences look
// at each pixel.
fs_pixelmatch_counts fs_pixelmatch(const uint8_t *expected, const uint8_t *actual, size_t width, size_t height,
                                   double max_delta, int count_anti_aliasing, uint8_t *mask, uint8_t *diff) {
    fs_pixelmatch_counts counts = {0, 0};
    int above_equal = 0;  // whether the row above had no difference, so its diff row is all grey
    for (size_t y = 0; y < height; y++) {
        size_t first = y * width;
        int equal = memcmp(expected + first * 4, actual + first * 4, width * 4) == 0;
        if (equal) {
            equal_row(expected + first * 4, width, above_equal ? expected + (first - width) * 4 : NULL,
                      above_equal ? diff + (first - width) * 4 : NULL, mask + first, diff + first * 4);
        }
        above_equal = equal;
        if (equal) continue;
        for (size_t x = 0; x < width; x++) {
            size_t index = first + x, offset = index * 4;
            double delta = pixel_word(expected, index) == pixel_word(actual, index) ? 0 : color_delta(expected, actual, offset, offset, 0);
            if (fabs(delta) > max_delta) {
                int anti_aliased = is_anti_aliased(expected, actual, x, y, width, height)
                    || is_anti_aliased(actual, expected, x, y, width, height);
                if (anti_aliased && !count_anti_aliasing) {
                    mask[index] = 2;
                    counts.anti_aliased++;
                    paint(diff, offset, 255, 255, 0);
                } else {
                    mask[index] = 1;
                    counts.different++;
                    paint(diff, offset, 255, 0, 0);
                }
            } else {
                mask[index] = 0;
                uint8_t gray = faded_gray(expected, offset);
                paint(diff, offset, gray, gray, gray);
            }
        }
    }
    return counts;
}
