// zlib streams and CRCs for the text chunks Formsetter adds to snapshot PNGs (zTXt holds its
// text as one zlib stream; every chunk ends with a CRC-32 of its type and data).
#include "CFormPNG.h"

#include <stdlib.h>
#include <zlib.h>

size_t fs_zlib_compress(const void *input, size_t count, void **output) {
    *output = NULL;
    uLongf bound = compressBound((uLong)count);
    void *buffer = malloc(bound);
    if (!buffer) return 0;
    if (compress2(buffer, &bound, input, (uLong)count, 9) != Z_OK) { free(buffer); return 0; }
    *output = buffer;
    return bound;
}

size_t fs_zlib_inflate(const void *input, size_t count, size_t limit, void **output) {
    *output = NULL;
    z_stream stream = {0};
    if (inflateInit(&stream) != Z_OK) return (size_t)-1;
    if (limit > UINT32_MAX / 2) limit = UINT32_MAX / 2;  // zlib counts in 32 bits
    if (count > UINT32_MAX / 2) return (size_t)-1;
    size_t capacity = count * 4 + 64 < limit ? count * 4 + 64 : limit;
    unsigned char *buffer = malloc(capacity + 1);
    if (!buffer) { inflateEnd(&stream); return (size_t)-1; }
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)count;
    size_t produced = 0;
    int status = Z_OK;
    while (status == Z_OK) {
        if (produced == capacity) {
            if (capacity >= limit) break;  // larger than the caller allows: refused below
            size_t grown = capacity * 2 < limit ? capacity * 2 : limit;
            unsigned char *bigger = realloc(buffer, grown + 1);
            if (!bigger) break;
            buffer = bigger;
            capacity = grown;
        }
        stream.next_out = buffer + produced;
        stream.avail_out = (uInt)(capacity - produced);
        status = inflate(&stream, Z_NO_FLUSH);
        produced = capacity - stream.avail_out;
    }
    inflateEnd(&stream);
    if (status != Z_STREAM_END) { free(buffer); return (size_t)-1; }
    *output = buffer;
    return produced;
}

uint32_t fs_crc32(uint32_t crc, const void *bytes, size_t count) {
    return (uint32_t)crc32_z(crc, bytes, count);
}
