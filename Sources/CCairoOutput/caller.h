#ifndef FORMSETTER_CAIRO_CALLER_H
#define FORMSETTER_CAIRO_CALLER_H

/// Whether `address` lies in libcairo's code: only cairo's own calls take the fast paths.
int fs_called_from_cairo(const void *address);

#endif
