#include "cqpdf.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Debian 12's libqpdf (qpdf 11); the unversioned name (libqpdf-dev) is the fallback.
static const char *const libraries[] = { "libqpdf.so.29", "libqpdf.so" };

static fs_qpdf_functions functions;
static const fs_qpdf_functions *loaded;
static char failure_text[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name, int *missing) {
    void *address = dlsym(library, name);
    if (!address && !*missing) {
        snprintf(failure_text, sizeof failure_text, "libqpdf lacks %s", name);
        *missing = 1;
    }
    return address;
}

static void load(void) {
    void *library = NULL;
    for (size_t index = 0; index < sizeof libraries / sizeof *libraries && !library; index++) {
        library = dlopen(libraries[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text, "libqpdf cannot be loaded: %s", reason ? reason : "not found");
        return;
    }
    int missing = 0;
#define FS_QPDF_LOAD(name) functions.name = symbol(library, #name, &missing);
    FS_QPDF_FUNCTIONS(FS_QPDF_LOAD)
#undef FS_QPDF_LOAD
    if (!missing) loaded = &functions;
}

const fs_qpdf_functions *fs_qpdf(const char **failure) {
    pthread_once(&once, load);
    if (!loaded && failure) *failure = failure_text;
    return loaded;
}
