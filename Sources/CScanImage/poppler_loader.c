// poppler-glib, opened on the first PDF scan rather than linked: Debian 13's libpoppler links
// libcurl-gnutls, NSS and gpgme, which a linked poppler-glib would load (and initialise) in
// every process using the reader, every `formsetter` command included.
#include "poppler_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The soname is the same in Debian 12 (libpoppler-glib8, poppler 22.12) and Debian 13
// (libpoppler-glib8t64, poppler 25.03).
#define FSSCAN_POPPLER_SONAME "libpoppler-glib.so.8"

static fsscan_poppler_functions functions;
static const fsscan_poppler_functions *loaded;
static char failure_text[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name, int *missing) {
    void *address = dlsym(library, name);
    if (!address && !*missing) {
        snprintf(failure_text, sizeof failure_text, "%s lacks %s", FSSCAN_POPPLER_SONAME, name);
        *missing = 1;
    }
    return address;
}

static void load(void) {
    void *library = dlopen(FSSCAN_POPPLER_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text,
                 "reading PDF scans needs poppler-glib (%s), which cannot be loaded: %s; install the Debian package "
                 "libpoppler-glib8 (Debian 12) or libpoppler-glib8t64 (Debian 13), or scan to PNG, JPEG or TIFF",
                 FSSCAN_POPPLER_SONAME, reason ? reason : "no reason given");
        return;
    }
    int missing = 0;
    functions.document_new_from_file = (fsscan_poppler_document *(*)(const char *, const char *, GError **))symbol(library, "poppler_document_new_from_file", &missing);
    functions.document_get_n_pages = (int (*)(fsscan_poppler_document *))symbol(library, "poppler_document_get_n_pages", &missing);
    functions.document_get_page = (fsscan_poppler_page *(*)(fsscan_poppler_document *, int))symbol(library, "poppler_document_get_page", &missing);
    functions.page_get_size = (void (*)(fsscan_poppler_page *, double *, double *))symbol(library, "poppler_page_get_size", &missing);
    functions.page_render_for_printing = (void (*)(fsscan_poppler_page *, cairo_t *))symbol(library, "poppler_page_render_for_printing", &missing);
    if (missing) {
        dlclose(library);
        return;
    }
    loaded = &functions;
}

const fsscan_poppler_functions *fsscan_poppler(const char **failure) {
    pthread_once(&once, load);
    if (!loaded && failure) *failure = failure_text;
    return loaded;
}
