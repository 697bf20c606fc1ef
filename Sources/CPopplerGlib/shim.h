#ifndef FORMSETTER_CPOPPLERGLIB_SHIM_H
#define FORMSETTER_CPOPPLERGLIB_SHIM_H
// poppler-glib (libpoppler-glib-dev): renders a scanned PDF's pages for the scan reader (CScanImage).
#include <poppler.h>
#include <cairo.h>
#endif
