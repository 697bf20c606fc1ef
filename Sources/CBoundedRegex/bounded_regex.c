#include "bounded_regex.h"

#include <unicode/uregex.h>

struct tick_forward {
    fs_regex_tick tick;
    const void *context;
};

static UBool forward_tick(const void *context, int32_t steps) {
    (void)steps;
    const struct tick_forward *forward = context;
    return forward->tick(forward->context) ? 1 : 0;
}

fs_regex *fs_regex_compile(const uint16_t *pattern, int32_t length, int case_insensitive, const char **error_name) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error;
    static const UChar empty = 0;
    URegularExpression *regex = uregex_open(length > 0 ? pattern : &empty, length,
                                            case_insensitive ? UREGEX_CASE_INSENSITIVE : 0, &parse_error, &status);
    if (U_FAILURE(status)) {
        if (regex) uregex_close(regex);
        *error_name = u_errorName(status);
        return NULL;
    }
    return (fs_regex *)regex;
}

void fs_regex_free(fs_regex *regex) { uregex_close((URegularExpression *)regex); }

int fs_regex_run(const fs_regex *regex, const uint16_t *text, int32_t length, int whole,
                 int32_t tick_limit, int32_t stack_limit, fs_regex_tick tick, const void *context) {
    UErrorCode status = U_ZERO_ERROR;
    URegularExpression *matcher = uregex_clone((const URegularExpression *)regex, &status);
    if (U_FAILURE(status)) return -1;
    static const UChar empty = 0;
    struct tick_forward forward = { tick, context };
    uregex_setTimeLimit(matcher, tick_limit, &status);
    uregex_setStackLimit(matcher, stack_limit, &status);
    if (tick) uregex_setMatchCallback(matcher, forward_tick, &forward, &status);
    uregex_setText(matcher, length > 0 ? text : &empty, length, &status);
    UBool found = 0;
    if (U_SUCCESS(status)) found = whole ? uregex_matches(matcher, 0, &status) : uregex_find(matcher, 0, &status);
    // A time-out, a stack overflow and a stop by the tick callback all leave the match undecided.
    int result = U_FAILURE(status) ? -1 : (found ? 1 : 0);
    uregex_close(matcher);
    return result;
}
