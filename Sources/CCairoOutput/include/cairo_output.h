#ifndef FORMSETTER_CAIRO_OUTPUT_H
#define FORMSETTER_CAIRO_OUTPUT_H

#include <stdarg.h>
#include <stddef.h>

/// Whether cairo's calls to snprintf, __snprintf_chk and deflateInit_ reach the definitions in
/// this module (the executable defines the symbols, so the dynamic loader binds them first).
int fs_cairo_output_active(void);

/// How many numbers cairo had formatted by the fast path since the process started.
long fs_cairo_numbers_formatted(void);

/// The fast formatter cairo's numbers go through, for tests: writes like snprintf(out, size,
/// format, value) for "%f" and "%.Nf" (N ≤ 18); returns the full length, or -1 where it leaves
/// the work to glibc.
int fs_format_double(char *out, size_t size, const char *format, double value);

/// Whether a call from cairo with `format`, in a locale whose decimal point is `radix`, takes
/// the fast path (1) or goes to glibc (0).
int fs_cairo_formats_number(const char *format, const char *radix);

/// vsnprintf as a call from cairo gets it in a locale whose decimal point is `radix`: the fast
/// path where it applies, glibc's otherwise.
int fs_vformat_as_cairo(char *out, size_t size, const char *format, const char *radix, va_list arguments);

/// Compresses `length` bytes as cairo's PDF streams are compressed now (fed in `chunk`-byte
/// writes, taken in 16 KiB pieces), then inflates them with zlib; returns 1 when that gives the
/// bytes back. `size` gets the compressed size, `zlib_size` zlib's at the same level.
int fs_cairo_deflate_check(const unsigned char *data, size_t length, size_t chunk, size_t *size, size_t *zlib_size);

/// Whether `stream` (a PDF stream's data) is what libdeflate makes of its inflated bytes at
/// level 6, as the replacement compresses cairo's streams, and not what zlib would make of them.
int fs_cairo_stream_is_libdeflates(const unsigned char *stream, size_t length);

/// deflateEnd's answer for a stream cairo wrote a byte to and never finished (zlib's: Z_DATA_ERROR).
int fs_cairo_deflate_end_unfinished(void);

#endif
