// A PNG encoder for flat-colour form pages: libdeflate over the whole image at once, and a
// palette whenever a page has at most 256 colours (most form pages: a few fills plus the grey
// ramps of antialiased text), which makes the data to compress a third of RGB's. Pages with
// more colours are written as RGB with a per-row filter choice. Output is a pure function of
// the pixels and the level, so it is the same on every run and thread.
#include "CFormPNG.h"
#include "deflate_runs.h"

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

static inline uint32_t rgb_of(uint32_t argb) { return argb & 0xFFFFFFu; }

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
static int palette_scanlines(const unsigned char *pixels, int width, int height, int stride,
                             palette_map *map, unsigned char *out) {
    for (int i = 0; i < HASH_SLOTS; i++) map->index[i] = -1;
    map->count = 0;
    uint32_t last = rgb_of(*(const uint32_t *)pixels);
    int last_index = palette_lookup(map, last);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        unsigned char *target = out + (size_t)y * (size_t)(width + 1);
        *target++ = 0;
        for (int x = 0; x < width; x++) {
            uint32_t rgb = rgb_of(source[x]);
            if (rgb != last) {
                last_index = palette_lookup(map, rgb);
                if (last_index < 0) return 0;
                last = rgb;
            }
            target[x] = (unsigned char)last_index;
        }
    }
    return 1;
}

#if defined(__x86_64__)
#include <immintrin.h>

/// SUB-filtered RGB bytes of a row's pixels, four at a time: each pixel minus the one before it
/// (zero before the first), bytewise, then B,G,R,X packed to R,G,B — what the scalar loop
/// computes. Each step stores 4 bytes past the 12 it fills; the rest of the row, the next row
/// or the buffer's slack overwrites them. Returns how many pixels it did (a multiple of 4).
__attribute__((target("ssse3")))
static int sub_filter_ssse3(const uint32_t *source, int count, unsigned char *p) {
    const __m128i pack = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
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
/// horizontal runs of flat fills into zeros too.
static void rgb_scanlines(const unsigned char *pixels, int width, int height, int stride, unsigned char *out) {
    size_t line = (size_t)width * 3 + 1;
#if defined(__x86_64__)
    int simd = width >= 4 && __builtin_cpu_supports("ssse3");
#endif
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        unsigned char *target = out + (size_t)y * line;
        if (y > 0 && memcmp(source, pixels + (size_t)(y - 1) * (size_t)stride, (size_t)width * 4) == 0) {
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
            x = sub_filter_ssse3(source, width, p);
            p += 3 * (size_t)x;
            uint32_t last = source[x - 1];
            r0 = (unsigned char)(last >> 16); g0 = (unsigned char)(last >> 8); b0 = (unsigned char)last;
        }
#endif
        for (; x < width; x++) {
            uint32_t argb = source[x];
            unsigned char r = (unsigned char)(argb >> 16), g = (unsigned char)(argb >> 8), b = (unsigned char)argb;
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

int fs_png_encode_fast(const unsigned char *pixels, int width, int height, int stride, int level,
                       fs_png_buffer *out) {
    out->bytes = NULL;
    out->count = 0;
    if (width <= 0 || height <= 0) return 1;
    palette_map *map = malloc(sizeof *map);
    size_t rgb_size = ((size_t)width * 3 + 1) * (size_t)height;
    // 16 bytes of slack: the SIMD filter stores 4 bytes past each step's 12.
    unsigned char *lines = scratch_lines(rgb_size + 16);
    if (!map || !lines) { free(map); return 1; }
    int indexed = palette_scanlines(pixels, width, height, stride, map, lines);
    size_t raw_size = indexed ? (size_t)(width + 1) * (size_t)height : rgb_size;
    if (!indexed) rgb_scanlines(pixels, width, height, stride, lines);

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
