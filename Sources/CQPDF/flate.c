// Flate compression for the few streams Formsetter writes itself (form-field appearances);
// cairo compresses its own. libdeflate's zlib format is what /FlateDecode reads.
#include "cqpdf.h"

#include <libdeflate.h>
#include <stdlib.h>

size_t fs_flate(const void *input, size_t count, void **output) {
    *output = NULL;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(6);
    if (!compressor) return 0;
    size_t bound = libdeflate_zlib_compress_bound(compressor, count);
    void *buffer = malloc(bound);
    size_t written = buffer ? libdeflate_zlib_compress(compressor, input, count, buffer, bound) : 0;
    libdeflate_free_compressor(compressor);
    if (written == 0) { free(buffer); return 0; }
    *output = buffer;
    return written;
}
