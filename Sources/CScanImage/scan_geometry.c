// The projective transform from page points to image pixels, and what is measured through it.
#include <math.h>
#include <string.h>
#include "scan_image_private.h"

int fsscan_homography(const double from[8], const double to[8], double coefficients[8]) {
    if (fsscan_libraries(NULL, 0) != 0) return -1;
    PTA *source = fsscan_lept.ptaCreate(4), *target = fsscan_lept.ptaCreate(4);
    for (int k = 0; k < 4; k++) {
        fsscan_lept.ptaAddPt(source, (l_float32)from[2 * k], (l_float32)from[2 * k + 1]);
        fsscan_lept.ptaAddPt(target, (l_float32)to[2 * k], (l_float32)to[2 * k + 1]);
    }
    l_float32 *vc = NULL;
    l_ok failed = fsscan_lept.getProjectiveXformCoeffs(source, target, &vc);
    fsscan_lept.ptaDestroy(&source);
    fsscan_lept.ptaDestroy(&target);
    if (failed || !vc) return -1;
    int finite = 1;
    for (int k = 0; k < 8; k++) {
        coefficients[k] = vc[k];
        if (!isfinite(coefficients[k])) finite = 0;
    }
    fsscan_lept.lept_free(vc);
    return finite ? 0 : -1;
}

void fsscan_transform(const double c[8], double x, double y, double *out_x, double *out_y) {
    double w = c[6] * x + c[7] * y + 1.0;
    *out_x = (c[0] * x + c[1] * y + c[2]) / w;
    *out_y = (c[3] * x + c[4] * y + c[5]) / w;
}

/// Bilinear grey at image point (x, y) (pixel centres at +0.5).
static double sample(const l_uint32 *data, int wpl, int width, int height, double x, double y) {
    x -= 0.5;
    y -= 0.5;
    int x0 = (int)floor(x), y0 = (int)floor(y);
    double fx = x - x0, fy = y - y0;
    double a = fsscan_pixel(data, wpl, width, height, x0, y0), b = fsscan_pixel(data, wpl, width, height, x0 + 1, y0);
    double c = fsscan_pixel(data, wpl, width, height, x0, y0 + 1), d = fsscan_pixel(data, wpl, width, height, x0 + 1, y0 + 1);
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}

fsscan_image *fsscan_warp(const fsscan_image *image, const double c[8], double x, double y, double width, double height, double scale) {
    int out_width = (int)ceil(width * scale), out_height = (int)ceil(height * scale);
    if (out_width < 1 || out_height < 1 || out_width > 20000 || out_height > 20000) return NULL;
    PIX *out = fsscan_lept.pixCreate(out_width, out_height, 8);
    if (!out) return NULL;
    const l_uint32 *data = fsscan_lept.pixGetData(image->pix);
    int wpl = fsscan_lept.pixGetWpl(image->pix), iw = fsscan_lept.pixGetWidth(image->pix), ih = fsscan_lept.pixGetHeight(image->pix);
    l_uint32 *target = fsscan_lept.pixGetData(out);
    int target_wpl = fsscan_lept.pixGetWpl(out);
    for (int row = 0; row < out_height; row++) {
        for (int column = 0; column < out_width; column++) {
            double px, py;
            fsscan_transform(c, x + (column + 0.5) / scale, y + (row + 0.5) / scale, &px, &py);
            int value = (int)(sample(data, wpl, iw, ih, px, py) + 0.5);
            SET_DATA_BYTE(target + (size_t)row * (size_t)target_wpl, column, value > 255 ? 255 : value);
        }
    }
    return fsscan_wrap(out);
}

int fsscan_decode_qr(const fsscan_image *image, char *payload, size_t capacity, double corners[8]) {
    PIX *pix = image->pix;
    int width = fsscan_lept.pixGetWidth(pix), height = fsscan_lept.pixGetHeight(pix);
    size_t size = (size_t)width * (size_t)height;
    uint8_t *grey = malloc(size);
    if (!grey) return -1;
    const l_uint32 *data = fsscan_lept.pixGetData(pix);
    int wpl = fsscan_lept.pixGetWpl(pix);
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) grey[(size_t)y * (size_t)width + (size_t)x] = (uint8_t)GET_DATA_BYTE(data + (size_t)y * (size_t)wpl, x);
    zbar_image_scanner_t *scanner = fsscan_zbar.zbar_image_scanner_create();
    fsscan_zbar.zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0);
    fsscan_zbar.zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1);
    zbar_image_t *zimage = fsscan_zbar.zbar_image_create();
    fsscan_zbar.zbar_image_set_format(zimage, zbar_fourcc('Y', '8', '0', '0'));
    fsscan_zbar.zbar_image_set_size(zimage, (unsigned)width, (unsigned)height);
    fsscan_zbar.zbar_image_set_data(zimage, grey, size, NULL);
    int length = -1;
    if (fsscan_zbar.zbar_scan_image(scanner, zimage) > 0) {
        for (const zbar_symbol_t *symbol = fsscan_zbar.zbar_image_first_symbol(zimage); symbol; symbol = fsscan_zbar.zbar_symbol_next(symbol)) {
            if (fsscan_zbar.zbar_symbol_get_type(symbol) != ZBAR_QRCODE) continue;
            unsigned points = fsscan_zbar.zbar_symbol_get_loc_size(symbol);
            if (points < 4) continue;
            const char *text = fsscan_zbar.zbar_symbol_get_data(symbol);
            unsigned text_length = fsscan_zbar.zbar_symbol_get_data_length(symbol);
            if (!text || capacity == 0) continue;
            size_t kept = text_length < capacity - 1 ? text_length : capacity - 1;
            memcpy(payload, text, kept);
            payload[kept] = 0;
            for (int k = 0; k < 4; k++) {
                corners[2 * k] = fsscan_zbar.zbar_symbol_get_loc_x(symbol, (unsigned)k);
                corners[2 * k + 1] = fsscan_zbar.zbar_symbol_get_loc_y(symbol, (unsigned)k);
            }
            length = (int)kept;
            break;
        }
    }
    fsscan_zbar.zbar_image_destroy(zimage);
    fsscan_zbar.zbar_image_scanner_destroy(scanner);
    free(grey);
    return length;
}

void fsscan_histogram(const fsscan_image *image, const double c[8], double x, double y, double width, double height, int ellipse,
                      double hole_x, double hole_y, double hole_width, double hole_height, double step, double counts[256]) {
    for (int level = 0; level < 256; level++) counts[level] = 0;
    if (width <= 0 || height <= 0 || step <= 0) return;
    const l_uint32 *data = fsscan_lept.pixGetData(image->pix);
    int wpl = fsscan_lept.pixGetWpl(image->pix), iw = fsscan_lept.pixGetWidth(image->pix), ih = fsscan_lept.pixGetHeight(image->pix);
    double cx = x + width / 2, cy = y + height / 2, rx = width / 2, ry = height / 2;
    for (double v = y + step / 2; v < y + height; v += step) {
        for (double u = x + step / 2; u < x + width; u += step) {
            if (ellipse) {
                double ex = (u - cx) / rx, ey = (v - cy) / ry;
                if (ex * ex + ey * ey > 1) continue;
            }
            if (u >= hole_x && u < hole_x + hole_width && v >= hole_y && v < hole_y + hole_height) continue;
            double px, py;
            fsscan_transform(c, u, v, &px, &py);
            counts[fsscan_pixel(data, wpl, iw, ih, (int)floor(px), (int)floor(py))] += 1;
        }
    }
}

/// The share of ink along the outline of the rectangle (or the ellipse it bounds) at (x, y).
static double outline_ink(const l_uint32 *data, int wpl, int iw, int ih, const double c[8], double x, double y,
                          double width, double height, int ellipse, int threshold) {
    size_t samples = 0, ink = 0;
    const int per_side = 24;
    for (int k = 0; k < 4 * per_side; k++) {
        double u, v;
        if (ellipse) {
            double angle = 2 * M_PI * k / (4.0 * per_side);
            u = x + width / 2 + cos(angle) * width / 2;
            v = y + height / 2 + sin(angle) * height / 2;
        } else {
            int side = k / per_side;
            double t = (k % per_side + 0.5) / per_side;
            u = side == 0 ? x + t * width : side == 1 ? x + width : side == 2 ? x + (1 - t) * width : x;
            v = side == 0 ? y : side == 1 ? y + t * height : side == 2 ? y + height : y + (1 - t) * height;
        }
        double px, py;
        fsscan_transform(c, u, v, &px, &py);
        samples++;
        ink += sample(data, wpl, iw, ih, px, py) < threshold;
    }
    return (double)ink / (double)samples;
}

double fsscan_snap_outline(const fsscan_image *image, const double c[8], double x, double y, double width, double height,
                           int ellipse, double range, double step, int threshold, double *dx, double *dy) {
    const l_uint32 *data = fsscan_lept.pixGetData(image->pix);
    int wpl = fsscan_lept.pixGetWpl(image->pix), iw = fsscan_lept.pixGetWidth(image->pix), ih = fsscan_lept.pixGetHeight(image->pix);
    double best = -1, best_dx = 0, best_dy = 0;
    int steps = step > 0 ? (int)floor(range / step + 1e-9) : 0;
    for (int j = -steps; j <= steps; j++) {
        for (int i = -steps; i <= steps; i++) {
            double score = outline_ink(data, wpl, iw, ih, c, x + i * step, y + j * step, width, height, ellipse, threshold);
            // Ties keep the offset nearest the expected place.
            double distance = (double)i * i + (double)j * j, best_distance = best_dx * best_dx + best_dy * best_dy;
            if (score > best + 1e-9 || (fabs(score - best) <= 1e-9 && distance * step * step < best_distance)) {
                best = score;
                best_dx = i * step;
                best_dy = j * step;
            }
        }
    }
    *dx = best_dx;
    *dy = best_dy;
    return best < 0 ? 0 : best;
}
