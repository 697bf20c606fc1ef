// The shape of a mark's ink: how the paper left inside a box falls apart, which tells an X (its
// arms cut the paper into four) from a fill (no paper left) or a partial fill (one piece).
#include <math.h>
#include "scan_image_private.h"

int fsscan_paper_pieces(const fsscan_image *image, const double c[8], double x, double y, double width, double height, int ellipse,
                        double step, int threshold, double clearance) {
    if (width <= 0 || height <= 0 || step <= 0) return -1;
    // The sample grid of fsscan_histogram: the centre of each step × step cell.
    int columns = 0, rows = 0;
    for (double u = x + step / 2; u < x + width; u += step) columns++;
    for (double v = y + step / 2; v < y + height; v += step) rows++;
    if (columns < 1 || rows < 1) return -1;
    // A ring of ink around the samples: Leptonica's L_BOUNDARY_BG takes the image's outermost
    // pixels as background, so the samples at the inside's edge stay at distance 1 from it.
    PIX *paper = fsscan_lept.pixCreate(columns + 2, rows + 2, 1);
    if (!paper) return -1;
    const l_uint32 *data = fsscan_lept.pixGetData(image->pix);
    int wpl = fsscan_lept.pixGetWpl(image->pix), iw = fsscan_lept.pixGetWidth(image->pix), ih = fsscan_lept.pixGetHeight(image->pix);
    l_uint32 *bits = fsscan_lept.pixGetData(paper);
    int bits_wpl = fsscan_lept.pixGetWpl(paper);
    double cx = x + width / 2, cy = y + height / 2, rx = width / 2, ry = height / 2;
    int row = 0;
    for (double v = y + step / 2; row < rows; v += step, row++) {
        int column = 0;
        for (double u = x + step / 2; column < columns; u += step, column++) {
            if (ellipse) {
                double ex = (u - cx) / rx, ey = (v - cy) / ry;
                if (ex * ex + ey * ey > 1) continue;
            }
            double px, py;
            fsscan_transform(c, u, v, &px, &py);
            if (fsscan_pixel(data, wpl, iw, ih, (int)floor(px), (int)floor(py)) >= threshold)
                SET_DATA_BIT(bits + (size_t)(row + 1) * (size_t)bits_wpl, column + 1);
        }
    }
    // Chessboard distance (in samples) from each paper sample to the nearest ink or to the edge
    // of the inside; a sample at distance d lies about d - 1/2 samples clear of them.
    PIX *distance = fsscan_lept.pixDistanceFunction(paper, 8, 8, L_BOUNDARY_BG);
    fsscan_lept.pixDestroy(&paper);
    if (!distance) return -1;
    int nearest = (int)floor(clearance / step + 0.5) + 1;
    if (nearest > 255) nearest = 255;
    PIX *cores = fsscan_lept.pixThresholdToBinary(distance, nearest);
    fsscan_lept.pixDestroy(&distance);
    if (!cores) return -1;
    fsscan_lept.pixInvert(cores, cores);
    l_int32 count = -1;
    if (fsscan_lept.pixCountConnComp(cores, 8, &count) != 0) count = -1;
    fsscan_lept.pixDestroy(&cores);
    return count;
}
