#include "scan_libraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Leptonica's soname changed with 1.83 (liblept → libleptonica): Debian 12's liblept5 (1.82)
// ships liblept.so.5, Debian 13's libleptonica6 (1.84) libleptonica.so.6. The one of the
// headers this is built with is tried first. ZBar's is libzbar.so.0 in both (libzbar0,
// libzbar0t64). Never the unversioned names, which only the -dev packages install.
#if LIBLEPT_MAJOR_VERSION == 1 && LIBLEPT_MINOR_VERSION < 83
static const char *const leptonica_sonames[] = {"liblept.so.5", "libleptonica.so.6"};
#else
static const char *const leptonica_sonames[] = {"libleptonica.so.6", "liblept.so.5"};
#endif
#define FSSCAN_LEPT_PACKAGE "liblept5 (Debian 12) or libleptonica6 (Debian 13)"
#define FSSCAN_ZBAR_SONAME "libzbar.so.0"
#define FSSCAN_ZBAR_PACKAGE "libzbar0 (Debian 12) or libzbar0t64 (Debian 13)"

fsscan_lept_functions fsscan_lept;
fsscan_zbar_functions fsscan_zbar;
static int loaded;
static char failure_text[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// The first of `sonames` that opens; NULL with the failure said when none does. The reason
/// given is the first soname's (the headers'): a broken library of this system, not the other
/// system's name that is missing here.
static void *open_first(const char *const *sonames, size_t count, const char *what, const char *package) {
    char reason[256] = "no reason given";
    for (size_t i = 0; i < count; i++) {
        void *library = dlopen(sonames[i], RTLD_NOW | RTLD_LOCAL);
        if (library) return library;
        const char *error = dlerror();
        if (i == 0 && error) snprintf(reason, sizeof reason, "%s", error);
    }
    snprintf(failure_text, sizeof failure_text,
             "reading scans needs %s (%s%s%s), which cannot be loaded (%s); install the Debian package %s", what, sonames[0],
             count > 1 ? " or " : "", count > 1 ? sonames[1] : "", reason, package);
    return NULL;
}

const char *fsscan_leptonica_soname(void) { return leptonica_sonames[0]; }
const char *fsscan_zbar_soname(void) { return FSSCAN_ZBAR_SONAME; }

/// Resolves `name` into `*slot`; says the first name missing.
static int resolve(void *library, const char *library_name, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot) return 1;
    snprintf(failure_text, sizeof failure_text, "the %s that was loaded lacks %s; reading scans needs another version", library_name, name);
    return 0;
}

static void load(void) {
    void *lept = open_first(leptonica_sonames, sizeof leptonica_sonames / sizeof *leptonica_sonames, "Leptonica", FSSCAN_LEPT_PACKAGE);
    if (!lept) return;
    void *zbar = open_first((const char *const[]){FSSCAN_ZBAR_SONAME}, 1, "ZBar", FSSCAN_ZBAR_PACKAGE);
    if (!zbar) return;
    int complete = 1;
#define FSSCAN_RESOLVE(library, label, table, name) complete = complete && resolve(library, label, #name, (void **)&table.name);
#define FSSCAN_LEPT(name) FSSCAN_RESOLVE(lept, "Leptonica", fsscan_lept, name)
#define FSSCAN_ZBAR(name) FSSCAN_RESOLVE(zbar, "ZBar", fsscan_zbar, name)
    FSSCAN_LEPT_FUNCTIONS(FSSCAN_LEPT)
    FSSCAN_ZBAR_FUNCTIONS(FSSCAN_ZBAR)
#undef FSSCAN_ZBAR
#undef FSSCAN_LEPT
#undef FSSCAN_RESOLVE
    loaded = complete;
}

int fsscan_libraries(char *message, size_t capacity) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (capacity) snprintf(message, capacity, "%s", failure_text);
    return -1;
}
