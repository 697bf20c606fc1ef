#ifndef FORMSETTER_SCAN_POPPLER_LOADER_H
#define FORMSETTER_SCAN_POPPLER_LOADER_H

#include <cairo.h>
#include <glib.h>

typedef struct _PopplerDocument fsscan_poppler_document;
typedef struct _PopplerPage fsscan_poppler_page;

/// The poppler-glib functions the reader calls, from the library opened on first use.
typedef struct {
    fsscan_poppler_document *(*document_new_from_file)(const char *uri, const char *password, GError **error);
    int (*document_get_n_pages)(fsscan_poppler_document *document);
    fsscan_poppler_page *(*document_get_page)(fsscan_poppler_document *document, int index);
    void (*page_get_size)(fsscan_poppler_page *page, double *width, double *height);
    void (*page_render_for_printing)(fsscan_poppler_page *page, cairo_t *cr);
} fsscan_poppler_functions;

/// The functions, opening poppler-glib once per process; NULL with `*failure` saying why (what
/// to install) when it cannot be loaded.
const fsscan_poppler_functions *fsscan_poppler(const char **failure);

#endif
