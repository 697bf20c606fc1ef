// A PNG encoder for flat-colour form pages: libdeflate over the whole image at once, and a
// palette whenever a page has at most 256 colours (most form pages: a few fills plus the grey
// ramps of antialiased text), which makes the data to compress a third of RGB's. Pages with
// more colours are written as RGB with a per-row filter choice. Output is a pure function of
// the pixels and the level, so it is the same on every run and thread.
#include "CFormPNG.h"
#include "deflate_runs.h"
#include "png_rows.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { HASH_SLOTS = 1024, MAX_COLORS = 256 };

/// A colour → palette index map small enough to live on the stack.
typedef struct {
    uint32_t keys[HASH_SLOTS];
    int16_t index[HASH_SLOTS];
    uint32_t colors[MAX_COLORS];
    int count;
} palette_map;

/// Where red, green and blue sit among a pixel's 4 bytes.
typedef struct {
    int red, green, blue;
} channel_offsets;

static channel_offsets offsets_of(fs_pixel_layout layout) {
    if (layout == PIXELS_RGBA8) return (channel_offsets){0, 1, 2};
    const uint32_t probe = 1;
    int little_endian = *(const unsigned char *)&probe == 1;
    return little_endian ? (channel_offsets){2, 1, 0} : (channel_offsets){1, 2, 3};
}

static uint32_t rgb_at(const unsigned char *pixel, channel_offsets at) {
    return (uint32_t)pixel[at.red] << 16 | (uint32_t)pixel[at.green] << 8 | pixel[at.blue];
}

/// The palette index of `rgb`, added when new; -1 when the palette is full.
static int palette_lookup(palette_map *map, uint32_t rgb) {
    uint32_t slot = (rgb * 2654435761u) >> 22;
    for (;;) {
        int16_t found = map->index[slot];
        if (found < 0) break;
        if (map->keys[slot] == rgb) return found;
        slot = (slot + 1) & (HASH_SLOTS - 1);
    }
    if (map->count == MAX_COLORS) return -1;
    map->keys[slot] = rgb;
    map->index[slot] = (int16_t)map->count;
    map->colors[map->count] = rgb;
    return map->count++;
}

/// Scanlines of palette indices (filter byte 0 each); 0 when the page has over 256 colours.
/// Debug builds compile this file without optimisation, and snapshot tests run there: a row
/// equal to the one above (most of a form page) is one memcmp and one memcpy, and the loops
/// call nothing per pixel. Rows are composed in the two `spares` by turns.
static int palette_scanlines(const fs_png_rows *image, unsigned char *spares[2], palette_map *map, unsigned char *out) {
    int width = image->width, height = image->height;
    for (int i = 0; i < HASH_SLOTS; i++) map->index[i] = -1;
    map->count = 0;
    channel_offsets at = offsets_of(image->layout);
    const unsigned char *first = fs_png_row(image, 0, spares[0]);
    uint32_t last = rgb_at(first, at);
    int last_index = palette_lookup(map, last);
    // RGBA: a pixel whose 4 bytes equal the last looked-up one's has its index.
    uint32_t last_word;
    memcpy(&last_word, first, 4);
    const unsigned char *above = NULL;
    for (int y = 0; y < height; y++) {
        const unsigned char *row = fs_png_row(image, y, spares[y & 1]);
        unsigned char *target = out + (size_t)y * (size_t)(width + 1);
        // The same pixels: the same indices, and no colour is new, so the state after it is the
        // state after the row above (the last pixel's colour and index).
        int same = above && memcmp(row, above, (size_t)width * 4) == 0;
        above = row;
        if (same) {
            memcpy(target, target - (width + 1), (size_t)width + 1);
            continue;
        }
        *target++ = 0;
        if (image->layout == PIXELS_XRGB32) {
            const uint32_t *source = (const uint32_t *)row;
            for (int x = 0; x < width; x++) {
                uint32_t rgb = source[x] & 0xFFFFFFu;
                if (rgb != last) {
                    last_index = palette_lookup(map, rgb);
                    if (last_index < 0) return 0;
                    last = rgb;
                }
                target[x] = (unsigned char)last_index;
            }
        } else {
            for (int x = 0; x < width; x++) {
                const unsigned char *pixel = row + 4 * (size_t)x;
                uint32_t word;
                memcpy(&word, pixel, 4);
                if (word != last_word) {
                    uint32_t rgb = (uint32_t)pixel[0] << 16 | (uint32_t)pixel[1] << 8 | pixel[2];
                    if (rgb != last) {
                        last_index = palette_lookup(map, rgb);
                        if (last_index < 0) return 0;
                        last = rgb;
                    }
                    last_word = word;
                }
                target[x] = (unsigned char)last_index;
            }
        }
    }
    return 1;
}

#if defined(__x86_64__)
#include <immintrin.h>

/// SUB-filtered RGB bytes of a row's pixels, four at a time: each pixel minus the one before it
/// (zero before the first), bytewise, then B,G,R,X (cairo's) or R,G,B,A packed to R,G,B — what
/// the scalar loop computes. Each step stores 4 bytes past the 12 it fills; the rest of the row,
/// the next row or the buffer's slack overwrites them. Returns how many pixels it did (a
/// multiple of 4).
__attribute__((target("ssse3")))
static int sub_filter_ssse3(const uint32_t *source, int count, fs_pixel_layout layout, unsigned char *p) {
    const __m128i pack = layout == PIXELS_RGBA8 ? _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1)
                                                : _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i before = _mm_setzero_si128();
    int x = 0;
    for (; x + 4 <= count; x += 4) {
        __m128i current = _mm_loadu_si128((const __m128i *)(source + x));
        __m128i previous = _mm_alignr_epi8(current, before, 12);
        _mm_storeu_si128((__m128i *)p, _mm_shuffle_epi8(_mm_sub_epi8(current, previous), pack));
        before = current;
        p += 12;
    }
    return x;
}

#endif

/// RGB scanlines: UP for a row equal to the one above (all zeros), else SUB, which turns the
/// horizontal runs of flat fills into zeros too. Rows are composed in the two `spares` by turns,
/// so the one above stays readable.
static void rgb_scanlines(const fs_png_rows *image, unsigned char *spares[2], unsigned char *out) {
    int width = image->width, height = image->height;
    fs_pixel_layout layout = image->layout;
    size_t line = (size_t)width * 3 + 1;
    channel_offsets at = offsets_of(layout);
#if defined(__x86_64__)
    int simd = width >= 4 && __builtin_cpu_supports("ssse3");
#endif
    const unsigned char *above = NULL;
    for (int y = 0; y < height; y++) {
        const unsigned char *row = fs_png_row(image, y, spares[y & 1]);
        const uint32_t *source = (const uint32_t *)row;
        unsigned char *target = out + (size_t)y * line;
        int same = above && memcmp(row, above, (size_t)width * 4) == 0;
        above = row;
        if (same) {
            target[0] = 2;
            memset(target + 1, 0, line - 1);
            continue;
        }
        target[0] = 1;
        unsigned char r0 = 0, g0 = 0, b0 = 0;
        unsigned char *p = target + 1;
        int x = 0;
#if defined(__x86_64__)
        if (simd) {
            x = sub_filter_ssse3(source, width, layout, p);
            p += 3 * (size_t)x;
            const unsigned char *last = (const unsigned char *)(source + x - 1);
            r0 = last[at.red]; g0 = last[at.green]; b0 = last[at.blue];
        }
#endif
        for (; x < width; x++) {
            const unsigned char *pixel = (const unsigned char *)(source + x);
            unsigned char r = pixel[at.red], g = pixel[at.green], b = pixel[at.blue];
            *p++ = (unsigned char)(r - r0);
            *p++ = (unsigned char)(g - g0);
            *p++ = (unsigned char)(b - b0);
            r0 = r; g0 = g; b0 = b;
        }
    }
}

static void put32(unsigned char *at, uint32_t value) {
    at[0] = (unsigned char)(value >> 24); at[1] = (unsigned char)(value >> 16);
    at[2] = (unsigned char)(value >> 8); at[3] = (unsigned char)value;
}

/// Writes a chunk whose data already sits at `at + 8`; returns the bytes written.
static size_t finish_chunk(unsigned char *at, const char *type, size_t length) {
    put32(at, (uint32_t)length);
    memcpy(at + 4, type, 4);
    put32(at + 8 + length, libdeflate_crc32(0, at + 4, length + 4));
    return length + 12;
}

/// The scanline buffer of the calling thread, kept from page to page: a fresh 4 MB buffer per
/// page costs more in page faults than filtering it. Freed when the thread ends.
typedef struct {
    unsigned char *bytes;
    size_t size;
} scratch_buffer;

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_scratch(void *pointer) {
    scratch_buffer *scratch = pointer;
    free(scratch->bytes);
    free(scratch);
}

static void make_scratch_key(void) { pthread_key_create(&scratch_key, free_scratch); }

static unsigned char *scratch_lines(size_t size) {
    pthread_once(&scratch_once, make_scratch_key);
    scratch_buffer *scratch = pthread_getspecific(scratch_key);
    if (!scratch) {
        scratch = calloc(1, sizeof *scratch);
        if (!scratch || pthread_setspecific(scratch_key, scratch) != 0) { free(scratch); return NULL; }
    }
    if (scratch->size < size) {
        free(scratch->bytes);
        scratch->bytes = malloc(size);
        scratch->size = scratch->bytes ? size : 0;
    }
    return scratch->bytes;
}

/// fs_png_encode_fast for images in either layout, whole or in panels: one encoder, so a
/// RasterImage, the cairo surface it came from and a strip of it encode to the same bytes.
static int encode(const fs_png_rows *image, int level, fs_png_buffer *out) {
    out->bytes = NULL;
    out->count = 0;
    int width = image->width, height = image->height;
    if (width <= 0 || height <= 0) return 1;
    palette_map *map = malloc(sizeof *map);
    size_t rgb_size = ((size_t)width * 3 + 1) * (size_t)height;
    // 16 bytes of slack: the SIMD filter stores 4 bytes past each step's 12.
    unsigned char *lines = scratch_lines(rgb_size + 16);
    unsigned char *spares[2] = {malloc((size_t)width * 4), malloc((size_t)width * 4)};
    if (!map || !lines || !spares[0] || !spares[1]) { free(map); free(spares[0]); free(spares[1]); return 1; }
    int indexed = palette_scanlines(image, spares, map, lines);
    size_t raw_size = indexed ? (size_t)(width + 1) * (size_t)height : rgb_size;
    if (!indexed) rgb_scanlines(image, spares, lines);
    free(spares[0]);
    free(spares[1]);

    // Any compressor's bound (NULL), so the run encoder needs no libdeflate compressor.
    size_t bound = libdeflate_zlib_compress_bound(NULL, raw_size);
    size_t header = 8 + 25 + (indexed ? 12 + 3 * (size_t)map->count : 0);
    unsigned char *png = malloc(header + 12 + bound + 12);
    if (!png) { free(map); return 1; }

    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png, signature, 8);
    size_t at = 8;
    unsigned char *ihdr = png + at + 8;
    put32(ihdr, (uint32_t)width);
    put32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8;                  // bit depth
    ihdr[9] = indexed ? 3 : 2;    // colour type: palette or RGB
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    at += finish_chunk(png + at, "IHDR", 13);
    if (indexed) {
        unsigned char *plte = png + at + 8;
        for (int i = 0; i < map->count; i++) {
            plte[3 * i] = (unsigned char)(map->colors[i] >> 16);
            plte[3 * i + 1] = (unsigned char)(map->colors[i] >> 8);
            plte[3 * i + 2] = (unsigned char)map->colors[i];
        }
        at += finish_chunk(png + at, "PLTE", 3 * (size_t)map->count);
    }
    // Level 0 = the run encoder (libdeflate when its output would not fit), else libdeflate.
    size_t compressed = level == 0 ? fs_deflate_runs(lines, raw_size, png + at + 8, bound) : 0;
    if (compressed == 0) {
        struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level < 1 ? 1 : level);
        if (compressor) compressed = libdeflate_zlib_compress(compressor, lines, raw_size, png + at + 8, bound);
        libdeflate_free_compressor(compressor);
    }
    free(map);
    if (compressed == 0) { free(png); return 1; }
    at += finish_chunk(png + at, "IDAT", compressed);
    at += finish_chunk(png + at, "IEND", 0);
    out->bytes = png;
    out->count = at;
    return 0;
}

int fs_png_encode_fast(const unsigned char *pixels, int width, int height, int stride, int level,
                       fs_png_buffer *out) {
    fs_png_panel whole = {pixels, (size_t)stride, width, height};
    fs_png_rows image = {&whole, 1, 0, {0, 0, 0, 0}, PIXELS_XRGB32, width, height};
    return encode(&image, level, out);
}

int fs_png_encode_rgba_strip(const fs_rgba_panel *panels, int count, int gutter, const unsigned char background[4],
                             int level, fs_png_buffer *out) {
    out->bytes = NULL;
    out->count = 0;
    if (count <= 0 || count > 16 || gutter < 0) return 1;
    fs_png_panel parts[16];
    int64_t width = (int64_t)gutter * (count - 1);
    int height = 0;
    for (int i = 0; i < count; i++) {
        if (panels[i].width < 0 || panels[i].height < 0) return 1;
        parts[i] = (fs_png_panel){panels[i].rgba, (size_t)panels[i].width * 4, panels[i].width, panels[i].height};
        width += panels[i].width;
        if (panels[i].height > height) height = panels[i].height;
    }
    if (width > INT32_MAX / 4) return 1;
    fs_png_rows image = {parts, count, gutter, {background[0], background[1], background[2], background[3]}, PIXELS_RGBA8,
                         (int)width, height};
    return encode(&image, level, out);
}
