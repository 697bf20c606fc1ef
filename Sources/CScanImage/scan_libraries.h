// Leptonica and ZBar, opened on the reader's first use instead of linked: linked, they and the
// ~20 libraries they need (libtiff, libjpeg, libwebp, libopenjp2, libgif…) were loaded by every
// process using Formsetter, every `formsetter --version` and render included.
#ifndef FORMSETTER_SCAN_LIBRARIES_H
#define FORMSETTER_SCAN_LIBRARIES_H

#include <stddef.h>
#include <leptonica/allheaders.h>
#include <zbar.h>

/// The Leptonica functions the reader calls: one list for the table's fields and its loading.
#define FSSCAN_LEPT_FUNCTIONS(X) \
    X(boxCreate) X(boxDestroy) X(boxGetGeometry) \
    X(boxaDestroy) X(boxaGetBox) X(boxaGetBoxGeometry) X(boxaGetCount) \
    X(getProjectiveXformCoeffs) X(lept_free) \
    X(numaDestroy) X(numaGetFValue) \
    X(pixCentroid) X(pixClipRectangle) X(pixClone) X(pixConnCompBB) X(pixConvertTo8) X(pixCopyResolution) \
    X(pixCountConnComp) X(pixCreate) X(pixDestroy) X(pixDistanceFunction) X(pixGetColormap) X(pixGetData) \
    X(pixGetDepth) X(pixGetGrayHistogram) X(pixGetHeight) X(pixGetPixel) X(pixGetWidth) X(pixGetWpl) \
    X(pixGetXRes) X(pixInvert) X(pixOtsuAdaptiveThreshold) X(pixRead) X(pixReadTiff) X(pixSauvolaBinarize) \
    X(pixScaleAreaMap) X(pixSetResolution) X(pixThresholdToBinary) X(pixWriteMemPng) \
    X(ptaAddPt) X(ptaCreate) X(ptaDestroy) X(tiffGetCount)

/// The ZBar functions the reader calls.
#define FSSCAN_ZBAR_FUNCTIONS(X) \
    X(zbar_image_create) X(zbar_image_destroy) X(zbar_image_first_symbol) X(zbar_image_scanner_create) \
    X(zbar_image_scanner_destroy) X(zbar_image_scanner_set_config) X(zbar_image_set_data) \
    X(zbar_image_set_format) X(zbar_image_set_size) X(zbar_scan_image) X(zbar_symbol_get_data) \
    X(zbar_symbol_get_data_length) X(zbar_symbol_get_loc_size) X(zbar_symbol_get_loc_x) \
    X(zbar_symbol_get_loc_y) X(zbar_symbol_get_type) X(zbar_symbol_next)

#define FSSCAN_FIELD(name) __typeof__(name) *name;
typedef struct { FSSCAN_LEPT_FUNCTIONS(FSSCAN_FIELD) } fsscan_lept_functions;
typedef struct { FSSCAN_ZBAR_FUNCTIONS(FSSCAN_FIELD) } fsscan_zbar_functions;
#undef FSSCAN_FIELD

/// Filled once by `fsscan_libraries` and only read after: callers reach them through an image,
/// which only exists once the libraries were loaded, or after `fsscan_libraries` returned 0.
extern fsscan_lept_functions fsscan_lept;
extern fsscan_zbar_functions fsscan_zbar;

/// Opens Leptonica and ZBar once per process (whichever thread asks first; later callers wait).
/// Returns 0, or -1 with a message naming the library and the package to install.
int fsscan_libraries(char *message, size_t capacity);

#endif
