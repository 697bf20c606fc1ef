// libqrencode 4 (soname libqrencode.so.4, Debian's libqrencode4), opened on first use instead of
// linked: only paper pages with marks need it, and building needs no libqrencode-dev. The few
// declarations used are written here from the library's documented C API; none is a symbol
// of ours (the functions are fields of a table, see qrencode_loader.c).
#ifndef FORMSETTER_CQRENCODE_H
#define FORMSETTER_CQRENCODE_H

#include <stddef.h>

/// The modules of a QR symbol of version 3: 29 × 29.
#define FS_QR_V3_MODULES 29

/// How `fs_qr_encode_v3m` went.
typedef enum {
    FS_QR_ENCODED = 0,
    /// libqrencode.so.4 could not be opened (`fs_qr_open_failure` says why).
    FS_QR_LIBRARY_MISSING = 1,
    /// The library lacks one of the functions used.
    FS_QR_FUNCTION_MISSING = 2,
    /// The text does not fit version 3 at level M.
    FS_QR_TOO_LONG = 3,
    /// The library refused the text or ran out of memory.
    FS_QR_FAILED = 4,
} fs_qr_status;

/// Encodes `alphanumeric` (only 0-9 A-Z space $ % * + - . / :) as an alphanumeric segment,
/// followed by `bytes` (UTF-8, may be empty) as an 8-bit segment after an ECI 26 (UTF-8) header, as a QR symbol of version 3 with
/// error correction level M. On success `modules` (29 × 29, row by row, top row first) holds 1
/// for each dark module and 0 for each light one. Thread-safe; the library is opened by the
/// first call (once, whichever thread asks first).
fs_qr_status fs_qr_encode_v3m(const char *_Nonnull alphanumeric, size_t alphanumeric_length,
                              const unsigned char *_Nullable bytes, size_t byte_length,
                              unsigned char *_Nonnull modules);

/// Why the library could not be opened (dlerror's text when it was opened), or NULL when it was
/// opened or has not been tried yet. The text lives as long as the process.
const char *_Nullable fs_qr_open_failure(void);

/// The soname opened.
const char *_Nonnull fs_qr_soname(void);

#endif
