// Leptonica 1.82: binarise a scan (Otsu, adaptive tiles) and list connected components (8-conn),
// keep the compact squarish ones, time it. The marks' own test is in register.py; this only
// measures what leptonica costs per page.
#include <leptonica/allheaders.h>
#include <stdio.h>
#include <time.h>
static double ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
int main(int argc, char **argv) {
    setMsgSeverity(L_SEVERITY_NONE);  // leptonica prints to stderr by default: global state
    for (int i = 1; i < argc; i++) {
        PIX *pix = pixRead(argv[i]);
        double t0 = ms();
        PIX *g = pixConvertTo8(pix, 0), *b = NULL;
        pixOtsuAdaptiveThreshold(g, 300, 300, 0, 0, 0.1, NULL, &b);
        double t1 = ms();
        BOXA *boxa = pixConnCompBB(b, 8);
        double t2 = ms();
        int n = boxaGetCount(boxa), squarish = 0;
        for (int k = 0; k < n; k++) {
            l_int32 x, y, w, h;
            boxaGetBoxGeometry(boxa, k, &x, &y, &w, &h);
            if (w > 8 && h > 8 && w < 4 * h && h < 4 * w) squarish++;
        }
        printf("%s: %dx%d, binarise %.0f ms, components %d in %.0f ms, squarish %d\n", argv[i],
               pixGetWidth(pix), pixGetHeight(pix), t1 - t0, n, t2 - t1, squarish);
        boxaDestroy(&boxa); pixDestroy(&b); pixDestroy(&g); pixDestroy(&pix);
    }
}
