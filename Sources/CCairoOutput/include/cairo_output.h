#ifndef FORMSETTER_CAIRO_OUTPUT_H
#define FORMSETTER_CAIRO_OUTPUT_H

#include <stddef.h>

/// Whether cairo's calls to snprintf, __snprintf_chk and deflateInit_ reach the definitions in
/// this module (the executable defines the symbols, so the dynamic loader binds them first).
int fs_cairo_output_active(void);

/// How many numbers cairo had formatted by the fast path, and how many streams it had compressed
/// through libdeflate, since the process started.
long fs_cairo_numbers_formatted(void);
long fs_cairo_streams_compressed(void);

/// The fast formatter cairo's numbers go through, for tests: writes like snprintf(out, size,
/// format, value) for "%f", "%.Nf" (N ≤ 18) and "%d"; returns the full length, or -1 where it
/// leaves the work to glibc.
int fs_format_double(char *out, size_t size, const char *format, double value);
int fs_format_int(char *out, size_t size, const char *format, long value);

/// Compresses `length` bytes as cairo's PDF streams are compressed now (fed in `chunk`-byte
/// writes, taken in 16 KiB pieces), then inflates them with zlib; returns 1 when that gives the
/// bytes back. `size` gets the compressed size, `zlib_size` zlib's at the same level.
int fs_cairo_deflate_check(const unsigned char *data, size_t length, size_t chunk, size_t *size, size_t *zlib_size);

#endif
