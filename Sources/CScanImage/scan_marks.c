// Finding the registration marks: 5 mm concentric squares (ring 1u, gap 1u, core 3u) near the
// four corners. Along a ray from the centre the runs black, white, black keep the ratio
// 1.5 : 1 : 1 at any scale and angle, which is what picks them out of the other ink.
#include <math.h>
#include "scan_image_private.h"

/// Whether the ray from (cx, cy) in direction (dx, dy) crosses core, gap and ring in the
/// proportions of a mark and leaves into white.
static int ray_looks_like_mark(const l_uint32 *data, int wpl, int width, int height, int cx, int cy, int dx, int dy, int limit) {
    int runs[3] = {0, 0, 0}, run = 0, x = cx, y = cy;
    for (int step = 0; step < limit; step++, x += dx, y += dy) {
        if (x < 0 || y < 0 || x >= width || y >= height) return 0;
        int black = GET_DATA_BIT(data + (size_t)y * (size_t)wpl, x) != 0;
        int expected_black = (run % 2) == 0;
        if (black != expected_black) {
            // A change holds only when the next pixel agrees: a lone pixel of the other colour
            // (JPEG ringing, toner specks) is noise inside the run.
            int nx = x + dx, ny = y + dy;
            int next_black = nx >= 0 && ny >= 0 && nx < width && ny < height && GET_DATA_BIT(data + (size_t)ny * (size_t)wpl, nx) != 0;
            if (next_black == black) {
                run++;
                if (run == 3) break;
            }
        }
        runs[run]++;
    }
    if (run != 3 || runs[0] < 2) return 0;
    double core = runs[0], gap = runs[1], ring = runs[2];
    return gap / core > 0.35 && gap / core < 1.2 && ring / core > 0.3 && ring / core < 1.3 && gap / ring > 0.45 && gap / ring < 2.2;
}

/// The largest mark in the binary region, offset by (ox, oy): centre and outer size.
static int find_mark(PIX *binary, int ox, int oy, double *cx, double *cy, double *side) {
    BOXA *boxes = fsscan_lept.pixConnCompBB(binary, 8);
    if (!boxes) return 0;
    const l_uint32 *data = fsscan_lept.pixGetData(binary);
    int wpl = fsscan_lept.pixGetWpl(binary), width = fsscan_lept.pixGetWidth(binary), height = fsscan_lept.pixGetHeight(binary);
    int best = -1, best_size = 0;
    int count = fsscan_lept.boxaGetCount(boxes);
    for (int index = 0; index < count; index++) {
        l_int32 bx, by, bw, bh;
        fsscan_lept.boxaGetBoxGeometry(boxes, index, &bx, &by, &bw, &bh);
        if (bw < 10 || bh < 10 || bw > 3 * bh || bh > 3 * bw || bw > width / 2 || bh > height / 2) continue;
        int size = bw > bh ? bw : bh;
        if (size <= best_size) continue;
        int mx = bx + bw / 2, my = by + bh / 2;
        if (!GET_DATA_BIT(data + (size_t)my * (size_t)wpl, mx)) continue;
        const int directions[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        int passing = 0;
        for (int d = 0; d < 8; d++)
            passing += ray_looks_like_mark(data, wpl, width, height, mx, my, directions[d][0], directions[d][1], size);
        if (passing < 7) continue;
        best = index;
        best_size = size;
    }
    int found = 0;
    if (best >= 0) {
        BOX *box = fsscan_lept.boxaGetBox(boxes, best, L_CLONE);
        PIX *clip = fsscan_lept.pixClipRectangle(binary, box, NULL);
        l_float32 x = 0, y = 0;
        if (clip && fsscan_lept.pixCentroid(clip, NULL, NULL, &x, &y) == 0) {
            l_int32 bx, by, bw, bh;
            fsscan_lept.boxGetGeometry(box, &bx, &by, &bw, &bh);
            // Pixel centres sit half a pixel in from their corners.
            *cx = ox + bx + x + 0.5;
            *cy = oy + by + y + 0.5;
            *side = best_size;
            found = 1;
        }
        fsscan_lept.pixDestroy(&clip);
        fsscan_lept.boxDestroy(&box);
    }
    fsscan_lept.boxaDestroy(&boxes);
    return found;
}

/// Otsu's level among the pixels of `region` darker than `below`: where ink parts from a
/// scanner's grey lid when Otsu over the whole corner parted the lid from the paper.
static int dark_class_level(PIX *region, int below) {
    NUMA *histogram = fsscan_lept.pixGetGrayHistogram(region, 1);
    if (!histogram) return -1;
    double count[256] = {0}, total = 0, sum = 0;
    for (int level = 0; level < below && level < 256; level++) {
        l_float32 value = 0;
        fsscan_lept.numaGetFValue(histogram, level, &value);
        count[level] = value;
        total += value;
        sum += (double)level * value;
    }
    fsscan_lept.numaDestroy(&histogram);
    double weight = 0, weighted = 0, best_score = -1;
    int best = -1;
    for (int level = 0; level + 1 < below && level < 255; level++) {
        weight += count[level];
        weighted += (double)level * count[level];
        if (weight <= 0 || weight >= total) continue;
        double dark_mean = weighted / weight, light_mean = (sum - weighted) / (total - weight);
        double score = weight * (total - weight) * (dark_mean - light_mean) * (dark_mean - light_mean);
        if (score > best_score) {
            best_score = score;
            best = level + 1;
        }
    }
    return best;
}

int fsscan_find_marks(const fsscan_image *image, double centres[8], double sides[4], int *threshold) {
    PIX *pix = image->pix;
    int width = fsscan_lept.pixGetWidth(pix), height = fsscan_lept.pixGetHeight(pix);
    int rw = width / 4, rh = height / 4, found = 0, thresholds = 0, threshold_sum = 0;
    const int corners[4][2] = {{0, 0}, {width - rw, 0}, {width - rw, height - rh}, {0, height - rh}};
    for (int k = 0; k < 4; k++) {
        centres[2 * k] = centres[2 * k + 1] = 0;
        sides[k] = 0;
        if (rw < 16 || rh < 16) continue;
        BOX *box = fsscan_lept.boxCreate(corners[k][0], corners[k][1], rw, rh);
        PIX *region = fsscan_lept.pixClipRectangle(pix, box, NULL);
        fsscan_lept.boxDestroy(&box);
        if (!region) continue;
        PIX *levels = NULL, *binary = NULL;
        if (fsscan_lept.pixOtsuAdaptiveThreshold(region, rw, rh, 0, 0, 0.1f, &levels, &binary) == 0 && levels && binary) {
            l_uint32 level = 0;
            fsscan_lept.pixGetPixel(levels, 0, 0, &level);
            int used = (int)level;
            int hit = find_mark(binary, corners[k][0], corners[k][1], &centres[2 * k], &centres[2 * k + 1], &sides[k]);
            // A corner with little ink but a strip of the scanner's lid (the bottom of an
            // upside-down page, past its last line) splits lid from paper: paper's noise then
            // speckles the mark's white gap. Look again at the level that parts ink from lid.
            int dark = hit ? -1 : dark_class_level(region, (int)level);
            if (dark > 0) {
                PIX *second = fsscan_lept.pixThresholdToBinary(region, dark);
                if (second && find_mark(second, corners[k][0], corners[k][1], &centres[2 * k], &centres[2 * k + 1], &sides[k])) {
                    hit = 1;
                    used = dark;
                }
                fsscan_lept.pixDestroy(&second);
            }
            found += hit;
            threshold_sum += used;
            thresholds++;
        }
        fsscan_lept.pixDestroy(&levels);
        fsscan_lept.pixDestroy(&binary);
        fsscan_lept.pixDestroy(&region);
    }
    // Paper white and black ink: Otsu's level over a corner; a blank corner gives a level near
    // the paper's own, so it is kept within the range where ink and paper stay apart.
    int level = thresholds ? threshold_sum / thresholds : 128;
    if (level < 80) level = 80;
    if (level > 170) level = 170;
    *threshold = level;
    return found;
}

int fsscan_find_mark_near(const fsscan_image *image, double x, double y, double radius, double side, double centre[2], double *found_side) {
    PIX *pix = image->pix;
    int width = fsscan_lept.pixGetWidth(pix), height = fsscan_lept.pixGetHeight(pix);
    centre[0] = centre[1] = 0;
    *found_side = 0;
    if (!(radius >= 0) || !(side >= 4)) return 0;
    // The window: every place within `radius` of (x, y), and the mark's own size around it.
    double reach = radius + side;
    int left = (int)floor(x - reach), top = (int)floor(y - reach), right = (int)ceil(x + reach), bottom = (int)ceil(y + reach);
    if (left < 0) left = 0;
    if (top < 0) top = 0;
    if (right > width) right = width;
    if (bottom > height) bottom = height;
    int whsize = (int)lround(side);
    // Sauvola needs its window inside the region; a window clipped to a sliver of image
    // cannot hold a mark anyway.
    if (right - left < 2 * whsize + 3 || bottom - top < 2 * whsize + 3) return 0;
    BOX *box = fsscan_lept.boxCreate(left, top, right - left, bottom - top);
    PIX *region = box ? fsscan_lept.pixClipRectangle(pix, box, NULL) : NULL;
    fsscan_lept.boxDestroy(&box);
    if (!region) return 0;
    // Sauvola's level follows the mean and spread of the grey within `side` of each pixel: it
    // parts a mark from the paper around it however dark the rest of the window is (a table
    // filling the corner pulls one Otsu level for the whole corner down to the ink's own grey,
    // which thins the mark's ink until its proportions no longer hold).
    PIX *binary = NULL;
    int found = 0;
    if (fsscan_lept.pixSauvolaBinarize(region, whsize, 0.34f, 1, NULL, NULL, NULL, &binary) == 0 && binary)
        found = find_mark(binary, left, top, &centre[0], &centre[1], found_side);
    fsscan_lept.pixDestroy(&binary);
    fsscan_lept.pixDestroy(&region);
    return found;
}

double fsscan_ink_share(const fsscan_image *image, int threshold) {
    PIX *small = fsscan_lept.pixScaleAreaMap(image->pix, 0.25f, 0.25f);
    if (!small) return 1;
    const l_uint32 *data = fsscan_lept.pixGetData(small);
    int wpl = fsscan_lept.pixGetWpl(small), width = fsscan_lept.pixGetWidth(small), height = fsscan_lept.pixGetHeight(small);
    size_t ink = 0;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) ink += GET_DATA_BYTE(data + (size_t)y * (size_t)wpl, x) < threshold;
    fsscan_lept.pixDestroy(&small);
    return width && height ? (double)ink / ((double)width * height) : 1;
}
