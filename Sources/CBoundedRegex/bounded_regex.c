#include "bounded_regex.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unicode/uregex.h>
#include <unicode/uversion.h>

// ICU is opened on the first pattern, not linked: most renders compile no pattern, and loading
// libicui18n, libicuuc and libicudata at start costs about a millisecond of every run. The
// symbol names carry ICU's version suffix (uregex_open_72) through unicode/urename.h, so the
// headers this file is built with name the library and symbols it opens.
#define FS_STRING(x) #x
#define FS_NAME(x) FS_STRING(x)
#define FS_ICU_LIBRARY "libicui18n.so." FS_NAME(U_ICU_VERSION_MAJOR_NUM)

static struct {
    __typeof__(uregex_open) *open;
    __typeof__(uregex_close) *close;
    __typeof__(uregex_clone) *clone;
    __typeof__(uregex_setTimeLimit) *setTimeLimit;
    __typeof__(uregex_setStackLimit) *setStackLimit;
    __typeof__(uregex_setMatchCallback) *setMatchCallback;
    __typeof__(uregex_setText) *setText;
    __typeof__(uregex_matches) *matches;
    __typeof__(uregex_find) *find;
    __typeof__(u_errorName) *errorName;
    __typeof__(u_getVersion) *getVersion;
} icu;
static char icu_failure[512];
static pthread_once_t icu_once = PTHREAD_ONCE_INIT;

static void *icu_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (!symbol && !icu_failure[0]) snprintf(icu_failure, sizeof icu_failure, "ICU lacks %s (%s)", name, FS_ICU_LIBRARY);
    return symbol;
}

static void icu_load(void) {
    void *library = dlopen(FS_ICU_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(icu_failure, sizeof icu_failure, "ICU cannot be loaded: %s", reason ? reason : FS_ICU_LIBRARY);
        return;
    }
    icu.open = icu_symbol(library, FS_NAME(uregex_open));
    icu.close = icu_symbol(library, FS_NAME(uregex_close));
    icu.clone = icu_symbol(library, FS_NAME(uregex_clone));
    icu.setTimeLimit = icu_symbol(library, FS_NAME(uregex_setTimeLimit));
    icu.setStackLimit = icu_symbol(library, FS_NAME(uregex_setStackLimit));
    icu.setMatchCallback = icu_symbol(library, FS_NAME(uregex_setMatchCallback));
    icu.setText = icu_symbol(library, FS_NAME(uregex_setText));
    icu.matches = icu_symbol(library, FS_NAME(uregex_matches));
    icu.find = icu_symbol(library, FS_NAME(uregex_find));
    icu.errorName = icu_symbol(library, FS_NAME(u_errorName));
    icu.getVersion = icu_symbol(library, FS_NAME(u_getVersion));
    if (icu_failure[0]) icu.open = NULL;
}

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
    pthread_once(&icu_once, icu_load);
    if (!icu.open) {
        *error_name = icu_failure;
        return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error;
    static const UChar empty = 0;
    URegularExpression *regex = icu.open(length > 0 ? pattern : &empty, length,
                                            case_insensitive ? UREGEX_CASE_INSENSITIVE : 0, &parse_error, &status);
    if (U_FAILURE(status)) {
        if (regex) icu.close(regex);
        *error_name = icu.errorName(status);
        return NULL;
    }
    return (fs_regex *)regex;
}

void fs_regex_free(fs_regex *regex) { icu.close((URegularExpression *)regex); }

int fs_regex_run(const fs_regex *regex, const uint16_t *text, int32_t length, int whole,
                 int32_t tick_limit, int32_t stack_limit, fs_regex_tick tick, const void *context) {
    UErrorCode status = U_ZERO_ERROR;
    URegularExpression *matcher = icu.clone((const URegularExpression *)regex, &status);
    if (U_FAILURE(status)) return -1;
    static const UChar empty = 0;
    struct tick_forward forward = { tick, context };
    icu.setTimeLimit(matcher, tick_limit, &status);
    icu.setStackLimit(matcher, stack_limit, &status);
    if (tick) icu.setMatchCallback(matcher, forward_tick, &forward, &status);
    icu.setText(matcher, length > 0 ? text : &empty, length, &status);
    UBool found = 0;
    if (U_SUCCESS(status)) found = whole ? icu.matches(matcher, 0, &status) : icu.find(matcher, 0, &status);
    // A time-out, a stack overflow and a stop by the tick callback all leave the match undecided.
    int result = U_FAILURE(status) ? -1 : (found ? 1 : 0);
    icu.close(matcher);
    return result;
}

int fs_icu_version(char *buffer, size_t size) {
    pthread_once(&icu_once, icu_load);
    if (!icu.getVersion) return 0;
    UVersionInfo version;
    icu.getVersion(version);
    if (version[2]) snprintf(buffer, size, "%u.%u.%u", version[0], version[1], version[2]);
    else snprintf(buffer, size, "%u.%u", version[0], version[1]);
    return 1;
}
