#ifndef FORMSETTER_CQPDF_SHIM_H
#define FORMSETTER_CQPDF_SHIM_H

// libqpdf's C API: reads cairo's PDF and adds what cairo 1.16 cannot write soundly
// (link annotations, AcroForm fields, page labels).
#include <qpdf/qpdf-c.h>

#endif
