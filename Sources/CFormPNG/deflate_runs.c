// A zlib stream writer for filtered PNG scanlines of flat-colour pages. Such data is mostly
// long runs of one byte (zeros, after the SUB/UP filters), which general deflaters handle at
// several cycles a byte (libdeflate inserts every byte of a run into its hash table, each
// insert waiting on the one before). Here a run costs one comparison per 8 bytes: runs become
// distance-1 matches, everything else literals, with matches of 4+ bytes found through a
// small hash table outside the runs (repeated glyph rows), and per-block dynamic Huffman codes.
#include "deflate_runs.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    BLOCK_TOKENS = 1 << 15,    // tokens per deflate block (each block has its own codes)
    LITLEN_SYMBOLS = 286,
    DIST_SYMBOLS = 30,
    MAX_CODE_BITS = 15,
    HASH_BITS = 14,
    WINDOW = 32768,
    MIN_MATCH = 4,
    MAX_MATCH = 258,
};

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                       513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
                                       8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// LSB-first bit output into a fixed buffer; `overflow` is set instead of writing past it.
typedef struct {
    unsigned char *at, *end;
    uint64_t bits;
    int count;
    int overflow;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, int count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        if (w->end - w->at < 4) {
            w->overflow = 1;
        } else {
            w->at[0] = (unsigned char)w->bits; w->at[1] = (unsigned char)(w->bits >> 8);
            w->at[2] = (unsigned char)(w->bits >> 16); w->at[3] = (unsigned char)(w->bits >> 24);
            w->at += 4;
        }
        w->bits >>= 32;
        w->count -= 32;
    }
}

static void flush_bits(bit_writer *w) {
    while (w->count > 0) {
        if (w->at == w->end) { w->overflow = 1; return; }
        *w->at++ = (unsigned char)w->bits;
        w->bits >>= 8;
        w->count -= 8;
    }
    w->count = 0;
    w->bits = 0;
}

/// Huffman code lengths for `freq` (at most `limit` bits): a Huffman tree built over the
/// symbols sorted by (frequency, symbol), with frequencies halved until the depth fits.
static void code_lengths(const uint32_t *freq_in, int symbols, int limit, uint8_t *lengths) {
    uint32_t freq[LITLEN_SYMBOLS];
    memcpy(freq, freq_in, sizeof(uint32_t) * (size_t)symbols);
    for (;;) {
        // Leaves sorted by (frequency, symbol): an insertion sort is fine for ≤ 286 symbols.
        int order[LITLEN_SYMBOLS], leaves = 0;
        for (int s = 0; s < symbols; s++) {
            if (!freq[s]) continue;
            int i = leaves++;
            while (i > 0 && freq[order[i - 1]] > freq[s]) { order[i] = order[i - 1]; i--; }
            order[i] = s;
        }
        memset(lengths, 0, (size_t)symbols);
        if (leaves == 1) { lengths[order[0]] = 1; return; }
        // Two-queue Huffman construction: leaves in order, internal nodes in creation order.
        uint64_t weight[2 * LITLEN_SYMBOLS];
        int parent[2 * LITLEN_SYMBOLS];
        for (int i = 0; i < leaves; i++) weight[i] = freq[order[i]];
        int next_leaf = 0, next_node = leaves, made = leaves;
        for (int k = 0; k < leaves - 1; k++) {
            int pick[2];
            for (int j = 0; j < 2; j++) {
                if (next_leaf < leaves && (next_node == made || weight[next_leaf] <= weight[next_node])) pick[j] = next_leaf++;
                else pick[j] = next_node++;
            }
            weight[made] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = made;
            made++;
        }
        int depth[2 * LITLEN_SYMBOLS];
        depth[made - 1] = 0;
        int deepest = 0;
        for (int node = made - 2; node >= 0; node--) {
            depth[node] = depth[parent[node]] + 1;
            if (node < leaves && depth[node] > deepest) deepest = depth[node];
        }
        if (deepest <= limit) {
            for (int i = 0; i < leaves; i++) lengths[order[i]] = (uint8_t)depth[i];
            return;
        }
        for (int s = 0; s < symbols; s++) if (freq[s]) freq[s] = (freq[s] >> 1) | 1;
    }
}

/// Canonical codes for `lengths`, bit-reversed for LSB-first output.
static void canonical_codes(const uint8_t *lengths, int symbols, uint16_t *codes) {
    uint16_t count[MAX_CODE_BITS + 1] = {0}, next[MAX_CODE_BITS + 1];
    for (int s = 0; s < symbols; s++) count[lengths[s]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits <= MAX_CODE_BITS; bits++) {
        code = (uint16_t)((code + count[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int s = 0; s < symbols; s++) {
        int length = lengths[s];
        if (!length) { codes[s] = 0; continue; }
        uint16_t value = next[length]++, reversed = 0;
        for (int b = 0; b < length; b++) reversed |= (uint16_t)(((value >> b) & 1) << (length - 1 - b));
        codes[s] = reversed;
    }
}

/// Length → length symbol (0–28) and distance → distance symbol (0–29), filled once.
static uint8_t length_symbols[MAX_MATCH + 1], dist_symbols_low[257], dist_symbols_high[256];
static pthread_once_t symbols_once = PTHREAD_ONCE_INIT;

static void fill_symbol_tables(void) {
    for (int length = 3, s = 0; length <= MAX_MATCH; length++) {
        while (s < 28 && length_base[s + 1] <= length) s++;
        length_symbols[length] = (uint8_t)s;
    }
    for (int dist = 1, s = 0; dist <= 256; dist++) {
        while (s < 29 && dist_base[s + 1] <= dist) s++;
        dist_symbols_low[dist] = (uint8_t)s;
    }
    for (int high = 0, s = 0; high < 256; high++) {   // distances 257–32768 by (dist - 1) >> 7
        int dist = (high << 7) + 1;
        while (s < 29 && dist_base[s + 1] <= dist) s++;
        dist_symbols_high[high] = (uint8_t)s;
    }
}

static inline int length_symbol(int length) { return length_symbols[length]; }

static inline int dist_symbol(int dist) { return dist <= 256 ? dist_symbols_low[dist] : dist_symbols_high[(dist - 1) >> 7]; }

/// A match is stored as 0x80000000 | dist << 9 | length; a literal as its byte.
#define MATCH(length, dist) (0x80000000u | ((uint32_t)(dist) << 9) | (uint32_t)(length))

/// Writes one dynamic-Huffman block of `tokens`.
static void write_block(bit_writer *w, const uint32_t *tokens, int count, int last) {
    uint32_t litlen_freq[LITLEN_SYMBOLS] = {0}, dist_freq[DIST_SYMBOLS] = {0};
    for (int i = 0; i < count; i++) {
        uint32_t t = tokens[i];
        if (t & 0x80000000u) {
            litlen_freq[257 + length_symbol((int)(t & 0x1FF))]++;
            dist_freq[dist_symbol((int)((t >> 9) & 0xFFFF))]++;
        } else {
            litlen_freq[t]++;
        }
    }
    litlen_freq[256] = 1;
    // Two distance codes at least, so the distance code is complete (some inflaters insist).
    if (!dist_freq[0]) dist_freq[0] = 1;
    if (!dist_freq[1]) dist_freq[1] = 1;
    uint8_t lengths[LITLEN_SYMBOLS + DIST_SYMBOLS];
    uint16_t litlen_code[LITLEN_SYMBOLS], dist_code[DIST_SYMBOLS];
    code_lengths(litlen_freq, LITLEN_SYMBOLS, MAX_CODE_BITS, lengths);
    code_lengths(dist_freq, DIST_SYMBOLS, MAX_CODE_BITS, lengths + LITLEN_SYMBOLS);
    canonical_codes(lengths, LITLEN_SYMBOLS, litlen_code);
    canonical_codes(lengths + LITLEN_SYMBOLS, DIST_SYMBOLS, dist_code);
    int nlit = LITLEN_SYMBOLS, ndist = DIST_SYMBOLS;
    while (nlit > 257 && !lengths[nlit - 1]) nlit--;
    while (ndist > 1 && !lengths[LITLEN_SYMBOLS + ndist - 1]) ndist--;

    // The code lengths, run-length coded (symbols 16, 17, 18) as the format asks.
    uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(all, lengths, (size_t)nlit);
    memcpy(all + nlit, lengths + LITLEN_SYMBOLS, (size_t)ndist);
    int total = nlit + ndist;
    uint8_t rle_symbol[LITLEN_SYMBOLS + DIST_SYMBOLS], rle_extra[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int rle_count = 0;
    uint32_t cl_freq[19] = {0};
    for (int i = 0; i < total;) {
        int value = all[i], run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) { int n = run > 138 ? 138 : run; rle_symbol[rle_count] = 18; rle_extra[rle_count++] = (uint8_t)(n - 11); run -= n; }
            if (run >= 3) { rle_symbol[rle_count] = 17; rle_extra[rle_count++] = (uint8_t)(run - 3); run = 0; }
        } else {
            rle_symbol[rle_count] = (uint8_t)value; rle_extra[rle_count++] = 0; run--;
            while (run >= 3) { int n = run > 6 ? 6 : run; rle_symbol[rle_count] = 16; rle_extra[rle_count++] = (uint8_t)(n - 3); run -= n; }
        }
        while (run-- > 0) { rle_symbol[rle_count] = (uint8_t)value; rle_extra[rle_count++] = 0; }
    }
    for (int i = 0; i < rle_count; i++) cl_freq[rle_symbol[i]]++;
    uint8_t cl_lengths[19];
    uint16_t cl_code[19];
    code_lengths(cl_freq, 19, 7, cl_lengths);
    canonical_codes(cl_lengths, 19, cl_code);
    int ncl = 19;
    while (ncl > 4 && !cl_lengths[code_length_order[ncl - 1]]) ncl--;

    put_bits(w, last ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(nlit - 257), 5);
    put_bits(w, (uint32_t)(ndist - 1), 5);
    put_bits(w, (uint32_t)(ncl - 4), 4);
    for (int i = 0; i < ncl; i++) put_bits(w, cl_lengths[code_length_order[i]], 3);
    for (int i = 0; i < rle_count; i++) {
        int s = rle_symbol[i];
        put_bits(w, cl_code[s], cl_lengths[s]);
        if (s == 16) put_bits(w, rle_extra[i], 2);
        else if (s == 17) put_bits(w, rle_extra[i], 3);
        else if (s == 18) put_bits(w, rle_extra[i], 7);
    }

    for (int i = 0; i < count; i++) {
        uint32_t t = tokens[i];
        if (!(t & 0x80000000u)) { put_bits(w, litlen_code[t], lengths[t]); continue; }
        int length = (int)(t & 0x1FF), dist = (int)((t >> 9) & 0xFFFF);
        int ls = length_symbol(length), ds = dist_symbol(dist);
        put_bits(w, litlen_code[257 + ls], lengths[257 + ls]);
        if (length_extra[ls]) put_bits(w, (uint32_t)(length - length_base[ls]), length_extra[ls]);
        put_bits(w, dist_code[ds], lengths[LITLEN_SYMBOLS + ds]);
        if (dist_extra[ds]) put_bits(w, (uint32_t)(dist - dist_base[ds]), dist_extra[ds]);
        if (w->overflow) return;
    }
    put_bits(w, litlen_code[256], lengths[256]);
}

/// How many bytes from `at` (at most `limit`) equal `value`, eight at a time.
static inline size_t run_length(const unsigned char *at, size_t limit, unsigned char value) {
    uint64_t pattern = 0x0101010101010101ull * value;
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t chunk;
        memcpy(&chunk, at + n, 8);
        uint64_t diff = chunk ^ pattern;
        if (diff) return n + (size_t)(__builtin_ctzll(diff) >> 3);
        n += 8;
    }
    while (n < limit && at[n] == value) n++;
    return n;
}

static inline uint32_t hash4(const unsigned char *at) {
    uint32_t v;
    memcpy(&v, at, 4);
    return (v * 2654435761u) >> (32 - HASH_BITS);
}

size_t fs_deflate_runs(const unsigned char *in, size_t size, unsigned char *out, size_t capacity) {
    if (capacity < 16 || size > INT32_MAX - WINDOW) return 0;
    pthread_once(&symbols_once, fill_symbol_tables);
    uint32_t *tokens = malloc(sizeof(uint32_t) * BLOCK_TOKENS);
    int32_t *heads = malloc(sizeof(int32_t) * (1u << HASH_BITS));
    if (!tokens || !heads) { free(tokens); free(heads); return 0; }
    for (size_t i = 0; i < (1u << HASH_BITS); i++) heads[i] = -WINDOW - 1;
    bit_writer w = {out + 2, out + capacity - 4, 0, 0, 0};
    out[0] = 0x78; out[1] = 0x01;   // zlib header: deflate, 32K window, fastest
    int count = 0;
    size_t i = 0;
    while (i < size && !w.overflow) {
        unsigned char byte = in[i];
        size_t left = size - i;
        size_t limit = left < MAX_MATCH ? left : MAX_MATCH;
        if (i > 0 && in[i - 1] == byte) {
            size_t run = run_length(in + i, limit, byte);
            if (run >= 3) { tokens[count++] = MATCH(run, 1); i += run; goto next; }
        }
        if (left >= MIN_MATCH) {
            uint32_t h = hash4(in + i);
            int64_t candidate = heads[h];
            heads[h] = (int32_t)i;
            if ((int64_t)i - candidate <= WINDOW && memcmp(in + candidate, in + i, MIN_MATCH) == 0) {
                size_t length = MIN_MATCH;
                while (length < limit && in[candidate + (int64_t)length] == in[i + length]) length++;
                tokens[count++] = MATCH(length, i - (size_t)candidate);
                i += length;
                goto next;
            }
        }
        tokens[count++] = byte;
        i++;
    next:
        if (count == BLOCK_TOKENS) { write_block(&w, tokens, count, i == size); count = 0; }
    }
    if (count > 0 || size == 0) write_block(&w, tokens, count, 1);
    free(tokens);
    free(heads);
    flush_bits(&w);
    if (w.overflow || (size_t)(out + capacity - w.at) < 4) return 0;
    uint32_t adler = libdeflate_adler32(1, in, size);
    w.at[0] = (unsigned char)(adler >> 24); w.at[1] = (unsigned char)(adler >> 16);
    w.at[2] = (unsigned char)(adler >> 8); w.at[3] = (unsigned char)adler;
    return (size_t)(w.at + 4 - out);
}
