// cairo compresses each PDF stream through zlib's deflate at level 6, about a seventh of the
// page thread's time. These definitions take the place of zlib's for the whole process: a stream
// cairo opens collects its input and is compressed in one call to libdeflate at the same level
// when cairo finishes it (faster, and as small or smaller). A stream whose input passes
// `SPILL_BYTES` (a large image) goes through zlib instead, its output held until the finish, so
// memory stays near the compressed size. Every other caller's streams go to zlib untouched.
// Running out of memory mid-stream aborts with a message: zlib cannot fail there, and cairo
// would retry forever (Swift code traps on a failed allocation too).
#define _GNU_SOURCE
#include "cairo_output.h"
#include "caller.h"
#include <dlfcn.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { STREAM_MAGIC = 0x46534446 };  // "FSDF": never a zlib deflate_state's status (42 to 666)
static const size_t SPILL_BYTES = 16 << 20;

/// A stream cairo opened; `strm` and `magic` sit where zlib's state keeps its stream and status.
typedef struct {
    z_streamp strm;
    int magic;
    int level;
    int started;     // deflate was called
    int compressed;  // `output` is complete
    int spilled;     // input goes through `inner` (zlib) into `output`
    unsigned char *input, *output;
    size_t input_length, input_capacity, output_length, output_capacity, output_sent;
    z_stream inner;
} collected_stream;

/// zlib's own function `name`, looked up without a lock (a repeated lookup is harmless; a lock
/// held across dlsym could deadlock against a dlopen whose constructor compresses).
static void *zlib_function(void **cached, const char *name) {
    void *function = __atomic_load_n(cached, __ATOMIC_ACQUIRE);
    if (!function) {
        function = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cached, function, __ATOMIC_RELEASE);
    }
    return function;
}

static void *zlib_init_cache, *zlib_deflate_cache, *zlib_end_cache;
#define ZLIB_INIT ((int (*)(z_streamp, int, const char *, int))zlib_function(&zlib_init_cache, "deflateInit_"))
#define ZLIB_DEFLATE ((int (*)(z_streamp, int))zlib_function(&zlib_deflate_cache, "deflate"))
#define ZLIB_END ((int (*)(z_streamp))zlib_function(&zlib_end_cache, "deflateEnd"))

static void out_of_memory(void) {
    fputs("formsetter: out of memory while compressing a PDF stream\n", stderr);
    abort();
}

/// Grows `*buffer` to hold at least `needed` bytes.
static void reserve(unsigned char **buffer, size_t *capacity, size_t needed) {
    if (needed <= *capacity) return;
    size_t grown = *capacity ? *capacity : 64 << 10;
    while (grown < needed) grown *= 2;
    unsigned char *moved = realloc(*buffer, grown);
    if (!moved) out_of_memory();
    *buffer = moved;
    *capacity = grown;
}

static collected_stream *collected(z_streamp strm) {
    collected_stream *stream = strm ? (collected_stream *)strm->state : NULL;
    return stream && stream->magic == STREAM_MAGIC && stream->strm == strm ? stream : NULL;
}

/// Starts collecting `strm`'s input; false when it cannot (zlib takes the stream then).
static int collect_stream(z_streamp strm, int level) {
    if (!strm || level < -1 || level > 9) return 0;
    collected_stream *stream = calloc(1, sizeof *stream);
    if (!stream) return 0;
    stream->strm = strm;
    stream->magic = STREAM_MAGIC;
    stream->level = level == Z_DEFAULT_COMPRESSION ? 6 : level;
    strm->state = (struct internal_state *)stream;
    strm->total_in = strm->total_out = 0;
    strm->msg = NULL;
    strm->adler = 1;
    strm->data_type = Z_UNKNOWN;
    return 1;
}

int deflateInit_(z_streamp strm, int level, const char *version, int stream_size) {
    if (fs_called_from_cairo(__builtin_return_address(0)) && stream_size == (int)sizeof(z_stream)
        && collect_stream(strm, level)) return Z_OK;
    return ZLIB_INIT(strm, level, version, stream_size);
}

/// Runs `length` bytes at `data` through zlib into `output`, finishing the stream if `finish`.
static void pump(collected_stream *stream, const unsigned char *data, size_t length, int finish) {
    stream->inner.next_in = (Bytef *)data;
    stream->inner.avail_in = (uInt)length;
    int result;
    do {
        reserve(&stream->output, &stream->output_capacity, stream->output_length + (256 << 10));
        stream->inner.next_out = stream->output + stream->output_length;
        stream->inner.avail_out = (uInt)(stream->output_capacity - stream->output_length);
        result = ZLIB_DEFLATE(&stream->inner, finish ? Z_FINISH : Z_NO_FLUSH);
        stream->output_length = stream->output_capacity - stream->inner.avail_out;
        if (result == Z_STREAM_ERROR || result == Z_MEM_ERROR) out_of_memory();
    } while (stream->inner.avail_in > 0 || (finish && result != Z_STREAM_END));
}

/// Moves the collected input into zlib: from now on the input is compressed as it comes.
static void spill(collected_stream *stream) {
    if (ZLIB_INIT(&stream->inner, stream->level, ZLIB_VERSION, (int)sizeof(z_stream)) != Z_OK) out_of_memory();
    stream->spilled = 1;
    pump(stream, stream->input, stream->input_length, 0);
    free(stream->input);
    stream->input = NULL;
    stream->input_length = stream->input_capacity = 0;
}

/// Takes everything cairo handed over, into the collected input or through zlib.
static void take_input(collected_stream *stream, z_streamp strm) {
    size_t length = strm->avail_in;
    if (!length) return;
    if (!stream->spilled && stream->input_length + length > SPILL_BYTES) spill(stream);
    if (stream->spilled) {
        pump(stream, strm->next_in, length, 0);
    } else {
        reserve(&stream->input, &stream->input_capacity, stream->input_length + length);
        memcpy(stream->input + stream->input_length, strm->next_in, length);
        stream->input_length += length;
    }
    strm->adler = adler32(strm->adler, strm->next_in, (uInt)length);
    strm->next_in += length;
    strm->avail_in = 0;
    strm->total_in += length;
}

/// Makes the whole compressed stream, with libdeflate or by finishing zlib's.
static void compress_collected(collected_stream *stream) {
    if (stream->spilled) {
        pump(stream, NULL, 0, 1);
        ZLIB_END(&stream->inner);
    } else {
        struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(stream->level);
        if (!compressor) out_of_memory();
        size_t bound = libdeflate_zlib_compress_bound(compressor, stream->input_length);
        reserve(&stream->output, &stream->output_capacity, bound);
        stream->output_length = libdeflate_zlib_compress(compressor, stream->input, stream->input_length, stream->output, bound);
        libdeflate_free_compressor(compressor);
        if (!stream->output_length) out_of_memory();  // the bound was not enough: cannot happen
        free(stream->input);
        stream->input = NULL;
        stream->input_capacity = stream->input_length = 0;
    }
    stream->compressed = 1;
}

int deflate(z_streamp strm, int flush) {
    collected_stream *stream = collected(strm);
    if (!stream) return ZLIB_DEFLATE(strm, flush);
    if (flush != Z_NO_FLUSH && flush != Z_FINISH) return Z_STREAM_ERROR;  // cairo uses neither
    if ((strm->avail_in && !strm->next_in) || (flush == Z_FINISH && !strm->next_out)) return Z_STREAM_ERROR;
    stream->started = 1;
    if (stream->compressed) {
        if (strm->avail_in) return Z_BUF_ERROR;  // input after the finish, as zlib answers
    } else {
        take_input(stream, strm);
        if (flush == Z_NO_FLUSH) return Z_OK;
        compress_collected(stream);
    }
    if (flush != Z_FINISH) return Z_STREAM_ERROR;
    size_t left = stream->output_length - stream->output_sent;
    if (left && !strm->avail_out) return Z_BUF_ERROR;
    size_t sent = left < strm->avail_out ? left : strm->avail_out;
    memcpy(strm->next_out, stream->output + stream->output_sent, sent);
    stream->output_sent += sent;
    strm->next_out += sent;
    strm->avail_out -= (uInt)sent;
    strm->total_out += sent;
    return stream->output_sent == stream->output_length ? Z_STREAM_END : Z_OK;
}

int deflateEnd(z_streamp strm) {
    collected_stream *stream = collected(strm);
    if (!stream) return ZLIB_END(strm);
    // As zlib: an error for a stream that was written to but never finished.
    int result = stream->started && !stream->compressed ? Z_DATA_ERROR : Z_OK;
    if (stream->spilled && !stream->compressed) ZLIB_END(&stream->inner);
    free(stream->input);
    free(stream->output);
    free(stream);
    strm->state = NULL;
    return result;
}

int fs_cairo_deflate_check(const unsigned char *data, size_t length, size_t chunk, size_t *size, size_t *zlib_size) {
    z_stream strm;
    memset(&strm, 0, sizeof strm);
    if (!collect_stream(&strm, Z_DEFAULT_COMPRESSION)) return 0;
    size_t capacity = compressBound(length) + 64;
    unsigned char *compressed = malloc(capacity), *restored = malloc(length + 1);
    // As cairo: writes of `chunk` bytes, the last one with the finish, output in 16 KiB pieces.
    size_t offset = 0;
    int result = Z_OK;
    strm.next_out = compressed;
    do {
        size_t piece = length - offset < chunk ? length - offset : chunk;
        int finish = offset + piece == length;
        strm.next_in = (Bytef *)data + offset;
        strm.avail_in = (uInt)piece;
        offset += piece;
        do {
            size_t room = capacity - strm.total_out;
            strm.avail_out = (uInt)(room < 16384 ? room : 16384);
            result = deflate(&strm, finish ? Z_FINISH : Z_NO_FLUSH);
        } while (finish && result == Z_OK && strm.avail_out == 0 && strm.total_out < capacity);
        if (!finish && result != Z_OK) break;
    } while (offset < length);
    int repeated = deflate(&strm, Z_FINISH);  // a finish after the end answers as zlib does
    *size = strm.total_out;
    int ended = deflateEnd(&strm) == Z_OK && result == Z_STREAM_END && repeated == Z_STREAM_END;
    uLongf restored_length = length + 1;
    int same = ended && uncompress(restored, &restored_length, compressed, *size) == Z_OK
        && restored_length == length && (length == 0 || memcmp(restored, data, length) == 0)
        && strm.total_in == length && strm.adler == adler32(adler32(0, NULL, 0), data, (uInt)length);
    uLongf zlib_length = capacity;
    compress2(compressed, &zlib_length, data, length, Z_DEFAULT_COMPRESSION);
    *zlib_size = zlib_length;
    free(compressed);
    free(restored);
    return same;
}

int fs_cairo_deflate_end_unfinished(void) {
    z_stream strm;
    memset(&strm, 0, sizeof strm);
    if (!collect_stream(&strm, Z_DEFAULT_COMPRESSION)) return 0;
    unsigned char byte = 1;
    strm.next_in = &byte;
    strm.avail_in = 1;
    deflate(&strm, Z_NO_FLUSH);
    return deflateEnd(&strm);
}

int fs_cairo_stream_is_libdeflates(const unsigned char *stream, size_t length) {
    size_t capacity = length * 4 + 1024, inflated_length = 0;
    unsigned char *inflated = NULL;
    int result = Z_BUF_ERROR;
    while (result == Z_BUF_ERROR && capacity < (256u << 20)) {
        capacity *= 2;
        unsigned char *grown = realloc(inflated, capacity);
        if (!grown) break;
        inflated = grown;
        uLongf size = capacity;
        result = uncompress(inflated, &size, stream, length);
        inflated_length = size;
    }
    int same = 0;
    struct libdeflate_compressor *compressor = result == Z_OK ? libdeflate_alloc_compressor(6) : NULL;
    if (compressor) {
        size_t bound = libdeflate_zlib_compress_bound(compressor, inflated_length);
        unsigned char *again = malloc(bound);
        size_t again_length = again ? libdeflate_zlib_compress(compressor, inflated, inflated_length, again, bound) : 0;
        same = again_length == length && memcmp(again, stream, length) == 0;
        free(again);
        // The check tells the two apart only if zlib would have written other bytes.
        uLongf zlib_length = compressBound(inflated_length);
        unsigned char *by_zlib = malloc(zlib_length);
        same = same && by_zlib && compress2(by_zlib, &zlib_length, inflated, inflated_length, 6) == Z_OK
            && (zlib_length != length || memcmp(by_zlib, stream, length) != 0);
        free(by_zlib);
        libdeflate_free_compressor(compressor);
    }
    free(inflated);
    return same;
}
