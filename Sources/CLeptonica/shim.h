#ifndef FORMSETTER_CLEPTONICA_SHIM_H
#define FORMSETTER_CLEPTONICA_SHIM_H
// Leptonica (libleptonica-dev): image files, grey conversion, thresholds, connected components
// and the projective transform's coefficients of the scan reader (CScanImage).
#include <leptonica/allheaders.h>
#endif
