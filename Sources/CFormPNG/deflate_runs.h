#ifndef FORMSETTER_DEFLATE_RUNS_H
#define FORMSETTER_DEFLATE_RUNS_H

#include <stddef.h>

/// Compresses `size` bytes into a zlib stream at `out` (run and 4-byte-repeat matches, dynamic
/// Huffman codes). Returns the stream's length, or 0 when it does not fit in `capacity`.
size_t fs_deflate_runs(const unsigned char *in, size_t size, unsigned char *out, size_t capacity);

#endif
