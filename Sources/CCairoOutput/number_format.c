// cairo writes every number of a PDF page through snprintf ("%f", "%.*f", "%d", ...), and
// glibc's exact multi-precision formatting was about a sixth of the page thread's time. These
// definitions take the place of glibc's for the whole process; calls from cairo with one of the
// formats below get the same bytes from integer arithmetic, and everything else goes to glibc,
// as do numbers in a locale whose decimal point is not "." (a host app's setlocale). A test
// compares both on millions of values.
#define _GNU_SOURCE
#include "cairo_output.h"
#include "caller.h"
#include <fenv.h>
#include <langinfo.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int __vsnprintf_chk(char *, size_t, int, size_t, const char *, va_list);

typedef enum { FORMAT_OTHER, FORMAT_INT, FORMAT_LONG, FORMAT_UNSIGNED, FORMAT_UNSIGNED_LONG, FORMAT_DOUBLE } format_kind;

/// What `format` asks for, when it is a single conversion this file formats itself; `precision`
/// is -2 for "%.*f" (taken from the arguments).
static format_kind classify(const char *format, int *precision) {
    if (format[0] != '%') return FORMAT_OTHER;
    const char *at = format + 1;
    if (strcmp(at, "d") == 0) return FORMAT_INT;
    if (strcmp(at, "ld") == 0) return FORMAT_LONG;
    if (strcmp(at, "u") == 0) return FORMAT_UNSIGNED;
    if (strcmp(at, "lu") == 0) return FORMAT_UNSIGNED_LONG;
    if (strcmp(at, "f") == 0) { *precision = 6; return FORMAT_DOUBLE; }
    if (strcmp(at, ".*f") == 0) { *precision = -2; return FORMAT_DOUBLE; }
    if (at[0] != '.' || at[1] < '0' || at[1] > '9') return FORMAT_OTHER;
    int digits = at[1] - '0';
    at += 2;
    if (*at >= '0' && *at <= '9') digits = digits * 10 + (*at++ - '0');
    if (strcmp(at, "f") != 0 || digits > 18) return FORMAT_OTHER;
    *precision = digits;
    return FORMAT_DOUBLE;
}

/// What the fast path makes of `format` where the decimal point is `radix`: numbers with
/// another point than "." are glibc's to write.
static format_kind served(const char *format, int *precision, const char *radix) {
    format_kind kind = classify(format, precision);
    return kind == FORMAT_DOUBLE && strcmp(radix, ".") != 0 ? FORMAT_OTHER : kind;
}

int fs_cairo_formats_number(const char *format, const char *radix) {
    int precision = 0;
    return served(format, &precision, radix) != FORMAT_OTHER;
}

/// Copies `length` characters of `text` as snprintf would into `size` bytes; returns `length`.
static int emit(char *out, size_t size, const char *text, int length) {
    if (size > 0) {
        size_t copied = (size_t)length < size - 1 ? (size_t)length : size - 1;
        memcpy(out, text, copied);
        out[copied] = 0;
    }
    return length;
}

/// Writes `value`'s decimal digits backwards ending at `end`; returns where they begin.
static char *digits_before(char *end, uint64_t value) {
    do { *--end = (char)('0' + value % 10); value /= 10; } while (value);
    return end;
}

static int format_integer(char *out, size_t size, int negative, uint64_t magnitude) {
    char text[24];
    char *begin = digits_before(text + sizeof text, magnitude);
    if (negative) *--begin = '-';
    return emit(out, size, begin, (int)(text + sizeof text - begin));
}

/// "%.<precision>f" of `value` as glibc writes it in the default rounding mode (the exact
/// binary value rounded half to even), or -1 for values it leaves to glibc: not finite, 2^63 or
/// more, or another rounding mode.
static int format_fixed(char *out, size_t size, double value, int precision) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    int negative = (int)(bits >> 63);
    int exponent = (int)((bits >> 52) & 0x7ff);
    uint64_t mantissa = bits & ((UINT64_C(1) << 52) - 1);
    if (exponent == 0x7ff || precision < 0 || precision > 18 || fegetround() != FE_TONEAREST) return -1;
    if (exponent) mantissa |= UINT64_C(1) << 52;
    int shift = exponent ? 1075 - exponent : 1074;  // value = mantissa / 2^shift
    if (shift < 0 && (shift < -10 || mantissa >= UINT64_C(1) << (63 + shift))) return -1;
    uint64_t scale = 1;
    for (int index = 0; index < precision; index++) scale *= 10;

    uint64_t whole, fraction = 0;
    if (shift <= 0) {
        whole = mantissa << -shift;
    } else {
        whole = shift < 64 ? mantissa >> shift : 0;
        unsigned __int128 rest = shift < 64 ? mantissa & ((UINT64_C(1) << shift) - 1) : mantissa;
        unsigned __int128 scaled = rest * scale;  // below 2^113
        unsigned __int128 remainder;
        if (shift >= 128) {
            fraction = 0;
            remainder = scaled;  // far below half of 2^shift: rounds down
        } else {
            fraction = (uint64_t)(scaled >> shift);
            remainder = scaled & (((unsigned __int128)1 << shift) - 1);
            unsigned __int128 half = (unsigned __int128)1 << (shift - 1);
            uint64_t last = precision ? fraction : whole;
            if (remainder > half || (remainder == half && (last & 1))) {
                if (precision && ++fraction == scale) { fraction = 0; whole++; }
                if (!precision) whole++;
            }
        }
    }

    char text[48];
    char *end = text + sizeof text;
    char *begin = end;
    if (precision) {
        for (int index = 0; index < precision; index++) { *--begin = (char)('0' + fraction % 10); fraction /= 10; }
        *--begin = '.';
    }
    begin = digits_before(begin, whole);
    if (negative) *--begin = '-';
    return emit(out, size, begin, (int)(end - begin));
}

/// The fast path for one call, or -1 (nothing consumed from `arguments`) to leave it to glibc.
/// `radix` is the decimal point of the calling thread's locale.
static int format_fast(char *out, size_t size, const char *format, va_list arguments, const char *radix) {
    int precision = 0;
    switch (served(format, &precision, radix)) {
    case FORMAT_OTHER: return -1;
    case FORMAT_INT: { int value = va_arg(arguments, int); return format_integer(out, size, value < 0, value < 0 ? -(uint64_t)(int64_t)value : (uint64_t)value); }
    case FORMAT_LONG: { long value = va_arg(arguments, long); return format_integer(out, size, value < 0, value < 0 ? -(uint64_t)value : (uint64_t)value); }
    case FORMAT_UNSIGNED: return format_integer(out, size, 0, va_arg(arguments, unsigned));
    case FORMAT_UNSIGNED_LONG: return format_integer(out, size, 0, va_arg(arguments, unsigned long));
    case FORMAT_DOUBLE: {
        va_list copy;
        va_copy(copy, arguments);
        if (precision == -2) precision = va_arg(copy, int);
        int written = format_fixed(out, size, va_arg(copy, double), precision);
        va_end(copy);
        return written;
    }
    }
    return -1;
}

static long numbers_formatted;

long fs_cairo_numbers_formatted(void) { return __atomic_load_n(&numbers_formatted, __ATOMIC_RELAXED); }

/// The fast path for a call from cairo, counted, or -1.
static int format_for_cairo(char *out, size_t size, const char *format, va_list arguments) {
    int written = format_fast(out, size, format, arguments, nl_langinfo(RADIXCHAR));
    if (written >= 0) __atomic_fetch_add(&numbers_formatted, 1, __ATOMIC_RELAXED);
    return written;
}

int snprintf(char *out, size_t size, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    int written = -1;
    if (fs_called_from_cairo(__builtin_return_address(0))) written = format_for_cairo(out, size, format, arguments);
    if (written < 0) written = vsnprintf(out, size, format, arguments);
    va_end(arguments);
    return written;
}

int __snprintf_chk(char *out, size_t size, int flag, size_t capacity, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    int written = -1;
    if (size <= capacity && fs_called_from_cairo(__builtin_return_address(0))) written = format_for_cairo(out, size, format, arguments);
    if (written < 0) written = __vsnprintf_chk(out, size, flag, capacity, format, arguments);
    va_end(arguments);
    return written;
}

int fs_vformat_as_cairo(char *out, size_t size, const char *format, const char *radix, va_list arguments) {
    va_list copy;
    va_copy(copy, arguments);
    int written = format_fast(out, size, format, copy, radix);
    va_end(copy);
    return written >= 0 ? written : vsnprintf(out, size, format, arguments);
}

int fs_format_double(char *out, size_t size, const char *format, double value) {
    int precision = 0;
    if (classify(format, &precision) != FORMAT_DOUBLE || precision == -2) return -1;
    return format_fixed(out, size, value, precision);
}
