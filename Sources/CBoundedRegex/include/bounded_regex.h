// A narrow C interface over ICU's regular expressions (the engine behind NSRegularExpression).
// No ICU type appears here: Foundation on Linux carries its own ICU headers, and a Swift module
// seeing both sets of declarations fails to build. ICU stays inside bounded_regex.c.
#ifndef FORMSETTER_BOUNDED_REGEX_H
#define FORMSETTER_BOUNDED_REGEX_H

#include <stddef.h>
#include <stdint.h>

/// A compiled pattern (an ICU URegularExpression); never matched directly, only cloned.
typedef struct fs_regex fs_regex;

/// Called once per tick (10,000 engine steps) of a match; returning 0 stops the match.
typedef int (*fs_regex_tick)(const void *context);

/// Compiles `pattern`; on failure returns NULL and sets `*error_name` to ICU's error name.
fs_regex *fs_regex_compile(const uint16_t *pattern, int32_t length, int case_insensitive, const char **error_name);

/// Frees a compiled pattern.
void fs_regex_free(fs_regex *regex);

/// Matches `text` (whole = 1: the entire text; 0: anywhere) with at most `tick_limit` ticks and
/// `stack_limit` bytes of backtracking memory. Returns 1 match, 0 no match, -1 stopped undecided.
/// Thread-safe: each call matches on its own clone of the compiled pattern.
int fs_regex_run(const fs_regex *regex, const uint16_t *text, int32_t length, int whole,
                 int32_t tick_limit, int32_t stack_limit, fs_regex_tick tick, const void *context);

/// Writes the version of the ICU in use (loading it if needed), e.g. "76.1", into `buffer` and
/// returns 1; returns 0 when ICU cannot be loaded.
int fs_icu_version(char *buffer, size_t size);

#endif
