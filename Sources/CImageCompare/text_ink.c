// A text line's ink: how far its pixels are from its background, the area's commonest colour.
#include "CImageCompare.h"

#include <stdlib.h>

enum { EMPTY_SLOT = 0xFFFFFFFFu };  // above any 0xRRGGBB

/// Colour counts in open addressing, doubled when half full: a line's area holds a few dozen
/// colours (its fill and the grey ramps of anti-aliased glyphs), however many pixels it has.
typedef struct {
    uint32_t *keys;
    uint32_t *counts;
    size_t slots;
    size_t used;
    int shift;  // 64 - log2(slots): the product's high bits are its well-mixed ones
} color_counts;

static uint32_t rgb_at(const uint8_t *rgba, size_t index) {
    const uint8_t *pixel = rgba + index * 4;
    return (uint32_t)pixel[0] << 16 | (uint32_t)pixel[1] << 8 | pixel[2];
}

static int color_counts_init(color_counts *table, int bits) {
    table->slots = (size_t)1 << bits;
    table->shift = 64 - bits;
    table->used = 0;
    table->keys = malloc(table->slots * sizeof *table->keys);
    table->counts = calloc(table->slots, sizeof *table->counts);
    if (!table->keys || !table->counts) { free(table->keys); free(table->counts); return 0; }
    for (size_t slot = 0; slot < table->slots; slot++) table->keys[slot] = EMPTY_SLOT;
    return 1;
}

static void color_counts_free(color_counts *table) {
    free(table->keys);
    free(table->counts);
}

static size_t color_counts_slot(const color_counts *table, uint32_t rgb) {
    size_t slot = (size_t)(((uint64_t)rgb * 0x9E3779B97F4A7C15ull) >> table->shift);
    while (table->keys[slot] != rgb && table->keys[slot] != EMPTY_SLOT) slot = (slot + 1) & (table->slots - 1);
    return slot;
}

/// Adds `count` pixels of `rgb`; 0 when memory ran out.
static int color_counts_add(color_counts *table, uint32_t rgb, uint32_t count) {
    size_t slot = color_counts_slot(table, rgb);
    if (table->keys[slot] == EMPTY_SLOT) {
        if ((table->used + 1) * 2 > table->slots) {
            color_counts grown;
            if (!color_counts_init(&grown, 64 - table->shift + 1)) return 0;
            for (size_t old = 0; old < table->slots; old++) {
                if (table->keys[old] == EMPTY_SLOT) continue;
                size_t moved = color_counts_slot(&grown, table->keys[old]);
                grown.keys[moved] = table->keys[old];
                grown.counts[moved] = table->counts[old];
            }
            grown.used = table->used;
            color_counts_free(table);
            *table = grown;
            slot = color_counts_slot(table, rgb);
        }
        table->keys[slot] = rgb;
        table->used++;
    }
    table->counts[slot] += count;
    return 1;
}

/// The commonest colour; on a tie the smallest, so the answer does not depend on the table.
static uint32_t color_counts_commonest(const color_counts *table) {
    uint32_t best = EMPTY_SLOT, most = 0;
    for (size_t slot = 0; slot < table->slots; slot++) {
        uint32_t key = table->keys[slot], count = table->counts[slot];
        if (key == EMPTY_SLOT) continue;
        if (count > most || (count == most && key < best)) { best = key; most = count; }
    }
    return best;
}

static int64_t distance(uint8_t a, int b) { return a > b ? a - b : b - a; }

int64_t fs_text_ink(const uint8_t *rgba, size_t width, fs_pixel_rect rect) {
    if (rect.x1 <= rect.x0 || rect.y1 <= rect.y0) return 0;
    color_counts table;
    if (!color_counts_init(&table, 6)) return -1;
    for (size_t y = rect.y0; y < rect.y1; y++) {
        // Runs of one colour (the fill between glyphs) are counted at once.
        size_t x = rect.x0;
        while (x < rect.x1) {
            uint32_t rgb = rgb_at(rgba, y * width + x);
            size_t end = x + 1;
            while (end < rect.x1 && rgb_at(rgba, y * width + end) == rgb) end++;
            if (!color_counts_add(&table, rgb, (uint32_t)(end - x))) { color_counts_free(&table); return -1; }
            x = end;
        }
    }
    uint32_t background = color_counts_commonest(&table);
    color_counts_free(&table);
    int red = (int)(background >> 16), green = (int)(background >> 8 & 0xFF), blue = (int)(background & 0xFF);
    int64_t total = 0;
    for (size_t y = rect.y0; y < rect.y1; y++) {
        for (size_t x = rect.x0; x < rect.x1; x++) {
            const uint8_t *pixel = rgba + (y * width + x) * 4;
            total += distance(pixel[0], red) + distance(pixel[1], green) + distance(pixel[2], blue);
        }
    }
    return total;
}
