// Decoding Formsetter's own palette PNGs without libpng: snapshot comparison decodes two
// page-sized PNGs, and libpng's simplified API takes several times as long as inflating with
// libdeflate and looking each index up. Anything unusual is left to libpng.
#include "png_palette.h"

#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint32_t read32(const unsigned char *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

static int is_type(const unsigned char *chunk, const char *type) { return memcmp(chunk + 4, type, 4) == 0; }

/// The chunks a palette PNG of ours may have; a PNG with any other goes to libpng.
typedef struct {
    const unsigned char *header, *palette, *data;
    size_t palette_length, data_length;
    int ended;
} own_chunks;

/// 1 when `bytes` are a PNG whose chunks are all intact and known (text chunks besides IHDR,
/// PLTE, one IDAT and IEND), in that order.
static int read_chunks(const unsigned char *bytes, size_t count, own_chunks *chunks) {
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memset(chunks, 0, sizeof *chunks);
    if (count < 8 || memcmp(bytes, signature, 8) != 0) return 0;
    size_t at = 8;
    while (!chunks->ended) {
        if (count - at < 12) return 0;
        const unsigned char *chunk = bytes + at;
        size_t length = read32(chunk);
        if (length > count - at - 12) return 0;
        if (libdeflate_crc32(0, chunk + 4, length + 4) != read32(chunk + 8 + length)) return 0;
        const unsigned char *data = chunk + 8;
        if (at == 8) {
            if (!is_type(chunk, "IHDR") || length != 13) return 0;
            chunks->header = data;
        } else if (is_type(chunk, "PLTE") && !chunks->palette && !chunks->data) {
            chunks->palette = data;
            chunks->palette_length = length;
        } else if (is_type(chunk, "IDAT") && chunks->palette && !chunks->data) {
            chunks->data = data;
            chunks->data_length = length;
        } else if (is_type(chunk, "IEND") && chunks->data) {
            chunks->ended = 1;
        } else if (!is_type(chunk, "tEXt") && !is_type(chunk, "zTXt") && !is_type(chunk, "iTXt")) {
            return 0;
        }
        at += length + 12;
    }
    return 1;
}

int fs_png_decode_own_palette(const unsigned char *bytes, size_t count, unsigned char *pixels, int width, int height) {
    own_chunks chunks;
    if (width <= 0 || height <= 0 || !read_chunks(bytes, count, &chunks)) return 1;
    const unsigned char *header = chunks.header;
    // Width, height, 8 bits, palette, deflate, standard filters, not interlaced.
    if (read32(header) != (uint32_t)width || read32(header + 4) != (uint32_t)height) return 1;
    if (header[8] != 8 || header[9] != 3 || header[10] != 0 || header[11] != 0 || header[12] != 0) return 1;
    size_t colors = chunks.palette_length / 3;
    if (chunks.palette_length % 3 != 0 || colors == 0 || colors > 256) return 1;

    size_t line = (size_t)width + 1, size = line * (size_t)height;
    unsigned char *lines = malloc(size);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int inflated = lines && inflater
        && libdeflate_zlib_decompress(inflater, chunks.data, chunks.data_length, lines, size, NULL) == LIBDEFLATE_SUCCESS;
    libdeflate_free_decompressor(inflater);
    if (!inflated) { free(lines); return 1; }

    uint32_t table[256];
    for (size_t i = 0; i < colors; i++) {
        const unsigned char rgba[4] = {chunks.palette[3 * i], chunks.palette[3 * i + 1], chunks.palette[3 * i + 2], 255};
        memcpy(&table[i], rgba, 4);
    }
    int decoded = 1;
    for (int y = 0; y < height && decoded; y++) {
        const unsigned char *indices = lines + (size_t)y * line;
        unsigned char *row = pixels + (size_t)y * (size_t)width * 4;
        if (indices[0] != 0) { decoded = 0; break; }
        // A row like the one above (most of a form page) is copied: debug builds run this unoptimised.
        if (y > 0 && memcmp(indices, indices - line, line) == 0) {
            memcpy(row, row - (size_t)width * 4, (size_t)width * 4);
            continue;
        }
        for (int x = 0; x < width; x++) {
            unsigned char index = indices[x + 1];
            if (index >= colors) { decoded = 0; break; }
            memcpy(row + (size_t)x * 4, &table[index], 4);
        }
    }
    free(lines);
    return decoded ? 0 : 1;
}
