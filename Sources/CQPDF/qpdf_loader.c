#include "cqpdf.h"

#include <dlfcn.h>
#include <pthread.h>
#include <qpdf/DLL.h>
#include <stdio.h>

// The library is opened by the soname of the headers this file is built with (never the
// unversioned libqpdf.so, which only libqpdf-dev installs, nor another major version, whose ABI
// differs). qpdf's soname follows its major version: qpdf 11 is libqpdf.so.29 (Debian 12's
// libqpdf29, Ubuntu 24.04's libqpdf29t64), qpdf 12 is libqpdf.so.30 (Debian 13's libqpdf30).
#if QPDF_MAJOR_VERSION == 11
#define FS_QPDF_SONAME "libqpdf.so.29"
#define FS_QPDF_PACKAGE "libqpdf29 (Debian 12), libqpdf29t64 (Ubuntu 24.04)"
#elif QPDF_MAJOR_VERSION == 12
#define FS_QPDF_SONAME "libqpdf.so.30"
#define FS_QPDF_PACKAGE "libqpdf30 (Debian 13)"
#else
#error "qpdf's headers are of a major version whose soname Formsetter does not know: add it in qpdf_loader.c"
#endif

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
    void *library = dlopen(FS_QPDF_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text,
                 "libqpdf cannot be loaded: %s; PDFs need qpdf %d's runtime library, package %s",
                 reason ? reason : FS_QPDF_SONAME, QPDF_MAJOR_VERSION, FS_QPDF_PACKAGE);
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

const char *fs_qpdf_soname(void) { return FS_QPDF_SONAME; }
