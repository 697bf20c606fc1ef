// Measures, before libqpdf sees a PDF, how many bytes its object streams and cross-reference
// streams inflate to. libqpdf inflates those whole into memory as it reads (a 2 MB object
// stream can hold 2 GiB of spaces) and its C API takes no budget, so every stream libqpdf
// would decode while `extract` reads is inflated here first, into a small scratch buffer
// that is counted and thrown away, stopping at the budget.
//
// The scan is deliberately simpler than a PDF parser and errs towards counting: it looks at
// every `N G obj <<` in the file (an object stream or an xref stream is always such a
// top-level object, never inside another stream), not only those the xref names, and decodes
// names' #xx escapes, so neither a wrong /Length nor a hidden xref entry nor `/Obj#53tm` hides
// one. A stream counts as an object stream when it says /Type /ObjStm or has /N and /First
// (libqpdf decodes any stream the xref calls an object stream, whatever its /Type).
#include "cqpdf.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static int is_white(unsigned char c) { return c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32; }
static int is_delimiter(unsigned char c) { return strchr("()<>[]{}/%", c) != NULL && c != 0; }
static int is_regular(unsigned char c) { return !is_white(c) && !is_delimiter(c); }

typedef struct {
    const unsigned char *at, *end;
} cursor;

static void skip_white_and_comments(cursor *c) {
    while (c->at < c->end) {
        if (is_white(*c->at)) { c->at++; continue; }
        if (*c->at == '%') { while (c->at < c->end && *c->at != '\n' && *c->at != '\r') c->at++; continue; }
        break;
    }
}

/// A name's text without its `/`, #xx escapes decoded, cut to `size - 1` bytes.
static void read_name(cursor *c, char *name, size_t size) {
    size_t length = 0;
    c->at++;  // the '/'
    while (c->at < c->end && is_regular(*c->at)) {
        unsigned char byte = *c->at++;
        if (byte == '#' && c->end - c->at >= 2) {
            char hex[3] = {(char)c->at[0], (char)c->at[1], 0};
            char *stop;
            long value = strtol(hex, &stop, 16);
            if (stop == hex + 2) { byte = (unsigned char)value; c->at += 2; }
        }
        if (length + 1 < size) name[length++] = (char)byte;
    }
    name[length] = 0;
}

static void skip_literal_string(cursor *c) {
    int depth = 0;
    while (c->at < c->end) {
        unsigned char byte = *c->at++;
        if (byte == '\\') { if (c->at < c->end) c->at++; }
        else if (byte == '(') depth++;
        else if (byte == ')' && --depth == 0) return;
    }
}

/// What the scan needs of a stream's dictionary.
typedef struct {
    int object_stream, xref_stream, has_n, has_first, flate, other_filter;
} stream_kind;

/// Reads the dictionary at `c` (at its `<<`); 0 when it is not one (then the scan moves on).
/// Only its own keys count (depth 1), not those of a dictionary or array inside a value.
static int read_dictionary(cursor *c, stream_kind *kind) {
    int depth = 0, arrays = 0, expecting_value = 0;
    char key[32] = "", name[32];
    do {
        skip_white_and_comments(c);
        if (c->at >= c->end) return 0;
        unsigned char byte = *c->at;
        int own = depth == 1 && arrays == 0;
        if (byte == '<' && c->end - c->at >= 2 && c->at[1] == '<') { depth++; c->at += 2; continue; }
        if (byte == '>' && c->end - c->at >= 2 && c->at[1] == '>') {
            depth--;
            c->at += 2;
            if (depth == 1 && arrays == 0) expecting_value = 0;
            continue;
        }
        if (depth == 0) return 0;
        if (byte == '/') {
            read_name(c, name, sizeof name);
            if (own && !expecting_value) {
                strcpy(key, name);
                expecting_value = 1;
                if (!strcmp(key, "N")) kind->has_n = 1;
                if (!strcmp(key, "First")) kind->has_first = 1;
                continue;
            }
            if (depth != 1) continue;
            if (!strcmp(key, "Type") && own) {
                if (!strcmp(name, "ObjStm")) kind->object_stream = 1;
                if (!strcmp(name, "XRef")) kind->xref_stream = 1;
            }
            if (!strcmp(key, "Filter") && arrays <= 1) {
                if (!strcmp(name, "FlateDecode") || !strcmp(name, "Fl")) kind->flate++;
                else kind->other_filter = 1;
            }
            if (own) expecting_value = 0;
            continue;
        }
        if (byte == '[') { c->at++; if (depth == 1) arrays++; continue; }
        if (byte == ']') { c->at++; if (depth == 1 && arrays > 0 && --arrays == 0) expecting_value = 0; continue; }
        if (byte == '(') skip_literal_string(c);
        else if (byte == '<') { while (c->at < c->end && *c->at != '>') c->at++; if (c->at < c->end) c->at++; }
        else { c->at++; while (c->at < c->end && is_regular(*c->at)) c->at++; }
        // A number ends the value (the `0 R` of `5 0 R` then pass as values of no key).
        if (own) expecting_value = 0;
    } while (depth > 0);
    return 1;
}

/// Inflates the zlib data at `data` into a scratch buffer, adding what it gives to `*total`;
/// stops once `*total` passes `budget` (returns 0) or the data ends or breaks (returns 1).
// Named so no symbol of ours starts like zlib's (GuestTests); the scratch buffer is the call's
// own, so no thread of the host carries 64 KiB of thread-local storage for it.
static int count_inflated_bytes(const unsigned char *data, size_t length, unsigned long long budget, unsigned long long *total) {
    enum { scratch_size = 1 << 16 };
    unsigned char *scratch = malloc(scratch_size);
    if (!scratch) return 0;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) { free(scratch); return 1; }
    int within = 1;
    size_t left = length;
    z.next_in = (unsigned char *)data;
    for (;;) {
        if (z.avail_in == 0 && left > 0) {
            uInt chunk = left > (1u << 30) ? (1u << 30) : (uInt)left;
            z.avail_in = chunk;
            left -= chunk;
        }
        z.next_out = scratch;
        z.avail_out = scratch_size;
        int status = inflate(&z, Z_NO_FLUSH);
        *total += scratch_size - z.avail_out;
        if (*total > budget) { within = 0; break; }
        if (status != Z_OK) break;  // the end, or data libqpdf cannot inflate further either
        if (z.avail_in == 0 && left == 0) break;
    }
    inflateEnd(&z);
    free(scratch);
    return within;
}

int fs_pdf_structure_streams_within(const unsigned char *pdf, size_t length, unsigned long long budget,
                                    fs_pdf_structure_scan *scan) {
    memset(scan, 0, sizeof *scan);
    const unsigned char *end = pdf + length;
    for (const unsigned char *at = pdf; at + 3 <= end; at++) {
        const unsigned char *found = memchr(at, 'o', (size_t)(end - at));
        if (!found || found + 3 > end) break;
        at = found;
        if (memcmp(at, "obj", 3) != 0 || at == pdf || !is_white(at[-1]) || (at + 3 < end && is_regular(at[3]))) continue;
        // The object number: `N G obj`.
        const unsigned char *back = at - 1;
        while (back > pdf && is_white(*back)) back--;
        while (back > pdf && *back >= '0' && *back <= '9') back--;  // the generation
        while (back > pdf && is_white(*back)) back--;
        const unsigned char *digits_end = back + 1;
        while (back > pdf && back[-1] >= '0' && back[-1] <= '9') back--;
        long long number = 0;
        for (const unsigned char *d = back; d < digits_end && *d >= '0' && *d <= '9'; d++) number = number * 10 + (*d - '0');
        cursor c = {at + 3, end};
        skip_white_and_comments(&c);
        stream_kind kind = {0};
        if (c.at >= end || *c.at != '<' || !read_dictionary(&c, &kind)) continue;
        if (!(kind.object_stream || kind.xref_stream || (kind.has_n && kind.has_first))) continue;
        skip_white_and_comments(&c);
        if (end - c.at < 6 || memcmp(c.at, "stream", 6) != 0) continue;
        c.at += 6;
        if (c.at < end && *c.at == '\r') c.at++;
        if (c.at < end && *c.at == '\n') c.at++;
        scan->streams++;
        if (kind.other_filter || kind.flate > 1) {
            // LZW and run-length also multiply; no writer puts them on these streams.
            scan->object = number;
            scan->unmeasured_filter = 1;
            return 0;
        }
        if (!kind.flate) {
            // Unfiltered: it holds what it is; the file's own size bounds it.
            continue;
        }
        if (!count_inflated_bytes(c.at, (size_t)(end - c.at), budget, &scan->inflated)) {
            scan->object = number;
            return 0;
        }
    }
    return 1;
}
