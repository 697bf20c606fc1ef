#ifndef FORMSETTER_CSCANIMAGE_H
#define FORMSETTER_CSCANIMAGE_H

// The pixel work of reading scanned paper pages (`formsetter read`): loading a page as 8-bit grey
// (Leptonica for PNG, JPEG, TIFF; poppler-glib for PDF), finding the four registration marks,
// the projective transform (Leptonica's coefficients), resampling a page rectangle upright,
// decoding the page code (ZBar) and measuring ink. Every call works on its own objects: no
// static or thread-local buffers, no process-wide settings of the libraries it calls.
// Page points are the layout's: y down from the page's top left.

#include <stddef.h>
#include <stdint.h>

/// An 8-bit grey image, rows top to bottom.
typedef struct fsscan_image fsscan_image;

/// What a file holds, from its first bytes.
typedef enum {
    FSSCAN_UNKNOWN = 0,
    FSSCAN_PNG = 1,
    FSSCAN_JPEG = 2,
    FSSCAN_TIFF = 3,
    FSSCAN_PDF = 4,
} fsscan_format;

/// The format of a file starting with `head` (at least 8 bytes make the answer sure).
fsscan_format fsscan_sniff(const uint8_t *head, size_t length);

/// The number of pages (images) in the file at `path`; -1 with a message when it cannot be read
/// or Leptonica or ZBar cannot be loaded (they are opened on the first call of this, `fsscan_load`,
/// `fsscan_image_from_grey` or `fsscan_homography`; every other call takes an image, made after).
int fsscan_page_count(const char *path, fsscan_format format, char *message, size_t capacity);

/// Page `index` (from 0) of the file at `path` as grey; PDF pages are rendered at `pdf_dpi`.
/// NULL with a message when it cannot be read or the libraries cannot be loaded.
fsscan_image *fsscan_load(const char *path, fsscan_format format, int index, double pdf_dpi, char *message, size_t capacity);

/// An image from `width` × `height` grey bytes (rows without padding), for tests; NULL when
/// Leptonica or ZBar cannot be loaded.
fsscan_image *fsscan_image_from_grey(const uint8_t *grey, int width, int height);

void fsscan_image_free(fsscan_image *image);
int fsscan_image_width(const fsscan_image *image);
int fsscan_image_height(const fsscan_image *image);
/// The horizontal resolution the file records, in dots per inch; 0 when it records none.
int fsscan_image_resolution(const fsscan_image *image);
/// The grey value at (x, y), 255 outside.
int fsscan_image_grey(const fsscan_image *image, int x, int y);

/// The marks in the four corner regions of the image, clockwise from the image's top left:
/// `centres` gets x, y per mark (image pixels, sub-pixel), `sides` each mark's outer size in
/// pixels (0 where none was found). Returns how many were found; `threshold` gets the grey level
/// below which a pixel counts as ink (Otsu over the corner regions).
int fsscan_find_marks(const fsscan_image *image, double centres[8], double sides[4], int *threshold);

/// Looks again for one mark around (`x`, `y`) in image pixels, anywhere within `radius` pixels
/// of it: the detector of `fsscan_find_marks` on a local threshold (Sauvola's, over a window
/// `side` pixels each way, `side` being the size the other marks measure) instead of one Otsu
/// level for a whole corner. `centre` gets x, y and `found_side` the mark's outer size in
/// pixels. Returns 1 when a mark was found, 0 when not.
int fsscan_find_mark_near(const fsscan_image *image, double x, double y, double radius, double side, double centre[2], double *found_side);

/// The projective transform taking the four points `from` (x, y pairs) to `to`: eight
/// coefficients, computed by Leptonica. Returns 0, or -1 for points that fix no transform (or when
/// Leptonica cannot be loaded).
int fsscan_homography(const double from[8], const double to[8], double coefficients[8]);

/// `coefficients` applied to (x, y).
void fsscan_transform(const double coefficients[8], double x, double y, double *out_x, double *out_y);

/// The page rectangle (x, y, width, height in points) resampled upright at `scale` pixels per
/// point through `coefficients` (page points → image pixels), bilinear; white outside the image.
fsscan_image *fsscan_warp(const fsscan_image *image, const double coefficients[8], double x, double y,
                          double width, double height, double scale);

/// Decodes a QR code in `image` with ZBar: the payload (NUL-terminated, cut at `capacity`) and
/// its four corner points in `corners` (x, y pairs). Returns the payload's length, or -1.
int fsscan_decode_qr(const fsscan_image *image, char *payload, size_t capacity, double corners[8]);

/// How many sample points of each grey level lie inside the page rectangle (x, y, width,
/// height), or the ellipse it bounds when `ellipse`, and outside the hole rectangle (an empty
/// hole leaves none out), sampled every `step` points (the centre of each step × step cell)
/// through `coefficients`: `counts[level]`.
void fsscan_histogram(const fsscan_image *image, const double coefficients[8], double x, double y, double width, double height, int ellipse,
                      double hole_x, double hole_y, double hole_width, double hole_height, double step, double counts[256]);

/// How many separate pieces the paper inside the page rectangle (or the ellipse it bounds) falls
/// into once everything within `clearance` points of ink or of the inside's edge is left out:
/// the samples of `fsscan_histogram` (every `step` points) at grey `threshold` and lighter,
/// their chessboard distance through Leptonica, 8-connected pieces. An X's arms cut a box's paper
/// into four, a fill leaves none, a partial fill one. Returns -1 when it cannot be measured.
int fsscan_paper_pieces(const fsscan_image *image, const double coefficients[8], double x, double y, double width, double height,
                        int ellipse, double step, int threshold, double clearance);

/// The offset (within ±`range` points, in steps of `step`) that puts the most ink on the
/// printed outline of the rectangle (or of the ellipse it bounds); returns that share of ink
/// on the outline (0...1), the offset in `dx`, `dy`.
double fsscan_snap_outline(const fsscan_image *image, const double coefficients[8], double x, double y,
                           double width, double height, int ellipse, double range, double step, int threshold,
                           double *dx, double *dy);

/// The share of ink over the whole image at a quarter of its resolution (specks average away).
double fsscan_ink_share(const fsscan_image *image, int threshold);

/// The image as PNG bytes in a buffer `fsscan_bytes_free` releases. Returns 0, or -1.
int fsscan_png(const fsscan_image *image, uint8_t **bytes, size_t *length);
void fsscan_bytes_free(uint8_t *bytes);

/// The soname of the Leptonica the reader opens first: that of the headers it was built with
/// (`liblept.so.5` for 1.82, `libleptonica.so.6` for 1.83 and later).
const char *fsscan_leptonica_soname(void);
/// ZBar's soname (`libzbar.so.0` on Debian 12 and 13).
const char *fsscan_zbar_soname(void);

#endif
