#ifndef FORMSETTER_CZBAR_SHIM_H
#define FORMSETTER_CZBAR_SHIM_H
// ZBar (libzbar-dev): decodes the page code on a rectified crop (CScanImage).
#include <zbar.h>
#endif
