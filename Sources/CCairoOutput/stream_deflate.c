// cairo compresses each PDF stream through zlib's deflate at level 6, about a seventh of the
// page thread's time. These definitions take the place of zlib's for the whole process: a stream
// cairo opens collects its input and is compressed in one call to libdeflate at the same level
// when cairo finishes it (faster, and as small or smaller); every other caller's streams, and
// any call libdeflate cannot serve, go to zlib.
#define _GNU_SOURCE
#include "cairo_output.h"
#include "caller.h"
#include <dlfcn.h>
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { STREAM_MAGIC = 0x46534446 };  // "FSDF": never a zlib deflate_state's status

/// A stream cairo opened; `strm` and `magic` sit where zlib's state keeps its stream and status.
typedef struct {
    z_streamp strm;
    int magic;
    int level;
    unsigned char *input, *output;
    size_t input_length, input_capacity, output_length, output_sent;
    int compressed;
} collected_stream;

static int (*zlib_deflate_init)(z_streamp, int, const char *, int);
static int (*zlib_deflate)(z_streamp, int);
static int (*zlib_deflate_end)(z_streamp);
static pthread_once_t zlib_found = PTHREAD_ONCE_INIT;

static void find_zlib(void) {
    zlib_deflate_init = (int (*)(z_streamp, int, const char *, int))dlsym(RTLD_NEXT, "deflateInit_");
    zlib_deflate = (int (*)(z_streamp, int))dlsym(RTLD_NEXT, "deflate");
    zlib_deflate_end = (int (*)(z_streamp))dlsym(RTLD_NEXT, "deflateEnd");
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
    pthread_once(&zlib_found, find_zlib);
    return zlib_deflate_init(strm, level, version, stream_size);
}

/// Appends what cairo handed over; false when memory runs out.
static int collect(collected_stream *stream, z_streamp strm) {
    size_t length = strm->avail_in;
    if (!length) return 1;
    if (stream->input_length + length > stream->input_capacity) {
        size_t capacity = stream->input_capacity ? stream->input_capacity : 64 << 10;
        while (capacity < stream->input_length + length) capacity *= 2;
        unsigned char *grown = realloc(stream->input, capacity);
        if (!grown) return 0;
        stream->input = grown;
        stream->input_capacity = capacity;
    }
    memcpy(stream->input + stream->input_length, strm->next_in, length);
    stream->input_length += length;
    strm->next_in += length;
    strm->avail_in = 0;
    strm->total_in += length;
    return 1;
}

static long streams_compressed;

long fs_cairo_streams_compressed(void) { return __atomic_load_n(&streams_compressed, __ATOMIC_RELAXED); }

static int compress_collected(collected_stream *stream, z_streamp strm) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(stream->level);
    if (!compressor) return 0;
    size_t bound = libdeflate_zlib_compress_bound(compressor, stream->input_length);
    stream->output = malloc(bound);
    if (stream->output) stream->output_length = libdeflate_zlib_compress(compressor, stream->input, stream->input_length, stream->output, bound);
    libdeflate_free_compressor(compressor);
    if (!stream->output || !stream->output_length) return 0;
    strm->adler = libdeflate_adler32(1, stream->input, stream->input_length);
    free(stream->input);
    stream->input = NULL;
    stream->input_capacity = stream->input_length = 0;
    stream->compressed = 1;
    __atomic_fetch_add(&streams_compressed, 1, __ATOMIC_RELAXED);
    return 1;
}

int deflate(z_streamp strm, int flush) {
    collected_stream *stream = collected(strm);
    if (!stream) {
        pthread_once(&zlib_found, find_zlib);
        return zlib_deflate(strm, flush);
    }
    if (flush != Z_NO_FLUSH && flush != Z_FINISH) return Z_STREAM_ERROR;  // cairo uses neither
    if (!stream->compressed) {
        int had_input = strm->avail_in > 0;
        if (!collect(stream, strm)) return Z_MEM_ERROR;
        if (flush == Z_NO_FLUSH) return had_input ? Z_OK : Z_BUF_ERROR;
        if (!compress_collected(stream, strm)) return Z_MEM_ERROR;
    }
    if (flush != Z_FINISH) return Z_STREAM_ERROR;  // no input after the finish
    size_t left = stream->output_length - stream->output_sent;
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
    if (!stream) {
        pthread_once(&zlib_found, find_zlib);
        return zlib_deflate_end(strm);
    }
    // zlib's answer for a stream ended before its output was all taken.
    int result = stream->compressed && stream->output_sent < stream->output_length ? Z_DATA_ERROR : Z_OK;
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
    for (size_t offset = 0; offset < length; offset += chunk) {
        strm.next_in = (Bytef *)data + offset;
        strm.avail_in = (uInt)(length - offset < chunk ? length - offset : chunk);
        if (deflate(&strm, Z_NO_FLUSH) != Z_OK) return 0;
    }
    size_t capacity = compressBound(length) + 64;
    unsigned char *compressed = malloc(capacity), *restored = malloc(length + 1);
    int result = Z_OK;
    strm.next_out = compressed;
    while (result == Z_OK) {  // out in 16 KiB pieces, as cairo takes it
        size_t room = capacity - strm.total_out;
        strm.avail_out = (uInt)(room < 16384 ? room : 16384);
        result = deflate(&strm, Z_FINISH);
    }
    *size = strm.total_out;
    int ended = deflateEnd(&strm) == Z_OK && result == Z_STREAM_END;
    uLongf restored_length = length + 1;
    int same = ended && uncompress(restored, &restored_length, compressed, *size) == Z_OK
        && restored_length == length && memcmp(restored, data, length) == 0;
    uLongf zlib_length = capacity;
    compress2(compressed, &zlib_length, data, length, Z_DEFAULT_COMPRESSION);
    *zlib_size = zlib_length;
    free(compressed);
    free(restored);
    return same;
}
