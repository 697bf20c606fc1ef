// Loading a scanned page as 8-bit grey.
#include <stdio.h>
#include <string.h>
#include <cairo.h>
#include <glib-object.h>
#include "poppler_loader.h"
#include "scan_image_private.h"
#include "CFormPNG.h"

/// The most pixels a scanned page may have (a 600 dpi A3 page is 70 million).
#define FSSCAN_MAX_PIXELS ((size_t)100000000)

fsscan_image *fsscan_wrap(PIX *pix) {
    if (!pix) return NULL;
    fsscan_image *image = malloc(sizeof *image);
    if (!image) { fsscan_lept.pixDestroy(&pix); return NULL; }
    image->pix = pix;
    return image;
}

fsscan_format fsscan_sniff(const uint8_t *head, size_t length) {
    if (length >= 8 && memcmp(head, "\x89PNG\r\n\x1a\n", 8) == 0) return FSSCAN_PNG;
    if (length >= 3 && head[0] == 0xFF && head[1] == 0xD8 && head[2] == 0xFF) return FSSCAN_JPEG;
    if (length >= 4 && (memcmp(head, "II*\0", 4) == 0 || memcmp(head, "MM\0*", 4) == 0)) return FSSCAN_TIFF;
    if (length >= 5 && memcmp(head, "%PDF-", 5) == 0) return FSSCAN_PDF;
    return FSSCAN_UNKNOWN;
}

static void say(char *message, size_t capacity, const char *text) {
    if (capacity) snprintf(message, capacity, "%s", text);
}

static fsscan_poppler_document *open_pdf(const fsscan_poppler_functions *poppler, const char *path, char *message, size_t capacity) {
    GError *error = NULL;
    // A URI needs an absolute path; relative ones are taken from the working folder.
    gchar *absolute = g_canonicalize_filename(path, NULL);
    gchar *uri = g_filename_to_uri(absolute, NULL, &error);
    g_free(absolute);
    if (!uri) {
        say(message, capacity, error ? error->message : "no file URI");
        if (error) g_error_free(error);
        return NULL;
    }
    fsscan_poppler_document *document = poppler->document_new_from_file(uri, NULL, &error);
    g_free(uri);
    if (!document) {
        say(message, capacity, error ? error->message : "poppler could not open the PDF");
        if (error) g_error_free(error);
    }
    return document;
}

int fsscan_page_count(const char *path, fsscan_format format, char *message, size_t capacity) {
    if (fsscan_libraries(message, capacity) != 0) return -1;
    switch (format) {
    case FSSCAN_PNG:
    case FSSCAN_JPEG:
        return 1;
    case FSSCAN_TIFF: {
        FILE *file = fopen(path, "rb");
        if (!file) { say(message, capacity, "cannot open the file"); return -1; }
        l_int32 count = 0;
        l_ok failed = fsscan_lept.tiffGetCount(file, &count);
        fclose(file);
        if (failed || count < 1) { say(message, capacity, "not a readable TIFF"); return -1; }
        return count;
    }
    case FSSCAN_PDF: {
        const char *failure = NULL;
        const fsscan_poppler_functions *poppler = fsscan_poppler(&failure);
        if (!poppler) { say(message, capacity, failure); return -1; }
        fsscan_poppler_document *document = open_pdf(poppler, path, message, capacity);
        if (!document) return -1;
        int count = poppler->document_get_n_pages(document);
        g_object_unref(document);
        return count;
    }
    default:
        say(message, capacity, "not a PNG, JPEG, TIFF or PDF file");
        return -1;
    }
}

/// `pix` as 8 bpp grey without a colour map (`pix` is released).
static PIX *grey(PIX *pix) {
    if (!pix) return NULL;
    PIX *converted = fsscan_lept.pixGetDepth(pix) == 8 && !fsscan_lept.pixGetColormap(pix) ? fsscan_lept.pixClone(pix) : fsscan_lept.pixConvertTo8(pix, 0);
    if (converted) fsscan_lept.pixCopyResolution(converted, pix);
    fsscan_lept.pixDestroy(&pix);
    return converted;
}

static PIX *render_pdf_page(const char *path, int index, double dpi, char *message, size_t capacity) {
    const char *failure = NULL;
    const fsscan_poppler_functions *poppler = fsscan_poppler(&failure);
    if (!poppler) { say(message, capacity, failure); return NULL; }
    fsscan_poppler_document *document = open_pdf(poppler, path, message, capacity);
    if (!document) return NULL;
    fsscan_poppler_page *page = poppler->document_get_page(document, index);
    if (!page) {
        g_object_unref(document);
        say(message, capacity, "no such page");
        return NULL;
    }
    double width_pt = 0, height_pt = 0;
    poppler->page_get_size(page, &width_pt, &height_pt);
    double scale = dpi / 72.0;
    double width_px = width_pt * scale, height_px = height_pt * scale;
    PIX *pix = NULL;
    if (width_px >= 1 && height_px >= 1 && width_px <= 30000 && height_px <= 30000) {
        int width = (int)(width_px + 0.5), height = (int)(height_px + 0.5);
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
        if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
            cairo_t *cr = cairo_create(surface);
            cairo_set_source_rgb(cr, 1, 1, 1);
            cairo_paint(cr);
            cairo_scale(cr, scale, scale);
            poppler->page_render_for_printing(page, cr);
            cairo_destroy(cr);
            cairo_surface_flush(surface);
            pix = fsscan_lept.pixCreate(width, height, 8);
            if (pix) {
                const unsigned char *rows = cairo_image_surface_get_data(surface);
                int stride = cairo_image_surface_get_stride(surface);
                l_uint32 *data = fsscan_lept.pixGetData(pix);
                int wpl = fsscan_lept.pixGetWpl(pix);
                for (int y = 0; y < height; y++) {
                    const uint32_t *row = (const uint32_t *)(rows + (size_t)y * (size_t)stride);
                    l_uint32 *line = data + (size_t)y * (size_t)wpl;
                    for (int x = 0; x < width; x++) {
                        uint32_t p = row[x];
                        int r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
                        SET_DATA_BYTE(line, x, (r * 299 + g * 587 + b * 114 + 500) / 1000);
                    }
                }
                fsscan_lept.pixSetResolution(pix, (l_int32)(dpi + 0.5), (l_int32)(dpi + 0.5));
            }
        } else {
            say(message, capacity, "cannot make an image of the page's size");
        }
        cairo_surface_destroy(surface);
    } else {
        say(message, capacity, "the page's size is out of bounds");
    }
    g_object_unref(page);
    g_object_unref(document);
    return pix;
}

/// The resolution a PNG's pHYs chunk records, in dots per inch; 0 without one.
static int png_resolution(const uint8_t *bytes, size_t count) {
    size_t at = 8;
    while (at + 12 <= count) {
        uint32_t length = (uint32_t)bytes[at] << 24 | (uint32_t)bytes[at + 1] << 16 | (uint32_t)bytes[at + 2] << 8 | bytes[at + 3];
        const uint8_t *type = bytes + at + 4;
        if (memcmp(type, "IDAT", 4) == 0) return 0;
        if (memcmp(type, "pHYs", 4) == 0 && length == 9 && at + 8 + 9 <= count) {
            const uint8_t *data = bytes + at + 8;
            uint32_t per_metre = (uint32_t)data[0] << 24 | (uint32_t)data[1] << 16 | (uint32_t)data[2] << 8 | data[3];
            return data[8] == 1 ? (int)(per_metre * 0.0254 + 0.5) : 0;
        }
        if (length > count - at - 12) return 0;
        at += 12 + (size_t)length;
    }
    return 0;
}

/// A PNG decoded by the library's own decoder (Leptonica's prints notes on stderr for some
/// ordinary PNGs), its colours composed over white paper and made grey.
static PIX *read_png(const char *path, char *message, size_t capacity) {
    FILE *file = fopen(path, "rb");
    if (!file) { say(message, capacity, "cannot open the file"); return NULL; }
    uint8_t *bytes = NULL;
    size_t count = 0, allocated = 0;
    for (;;) {
        if (count == allocated) {
            size_t grown = allocated ? allocated * 2 : 1 << 20;
            uint8_t *larger = grown > ((size_t)1 << 31) ? NULL : realloc(bytes, grown);
            if (!larger) { free(bytes); fclose(file); say(message, capacity, "the file is too large"); return NULL; }
            bytes = larger;
            allocated = grown;
        }
        size_t got = fread(bytes + count, 1, allocated - count, file);
        count += got;
        if (got == 0) break;
    }
    fclose(file);
    int width = 0, height = 0;
    int status = fs_png_read_size(bytes, count, FSSCAN_MAX_PIXELS, &width, &height);
    if (status != 0) {
        free(bytes);
        say(message, capacity, status == 2 ? "the image has more than 100 million pixels" : "not a readable PNG");
        return NULL;
    }
    uint8_t *rgba = malloc((size_t)width * (size_t)height * 4);
    PIX *pix = rgba ? fsscan_lept.pixCreate(width, height, 8) : NULL;
    if (!pix || fs_png_decode_rgba_into(bytes, count, rgba, width, height) != 0) {
        fsscan_lept.pixDestroy(&pix);
        free(rgba);
        free(bytes);
        say(message, capacity, "not a readable PNG");
        return NULL;
    }
    int dpi = png_resolution(bytes, count);
    free(bytes);
    l_uint32 *data = fsscan_lept.pixGetData(pix);
    int wpl = fsscan_lept.pixGetWpl(pix);
    for (int y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * (size_t)width * 4;
        l_uint32 *line = data + (size_t)y * (size_t)wpl;
        for (int x = 0; x < width; x++) {
            const uint8_t *p = row + 4 * x;
            int lum = (p[0] * 299 + p[1] * 587 + p[2] * 114 + 500) / 1000;
            SET_DATA_BYTE(line, x, (lum * p[3] + 255 * (255 - p[3]) + 127) / 255);
        }
    }
    free(rgba);
    if (dpi > 0) fsscan_lept.pixSetResolution(pix, dpi, dpi);
    return pix;
}

fsscan_image *fsscan_load(const char *path, fsscan_format format, int index, double pdf_dpi, char *message, size_t capacity) {
    if (fsscan_libraries(message, capacity) != 0) return NULL;
    PIX *pix = NULL;
    switch (format) {
    case FSSCAN_PNG:
        if (index != 0) { say(message, capacity, "no such page"); return NULL; }
        pix = read_png(path, message, capacity);
        if (!pix) return NULL;
        break;
    case FSSCAN_JPEG:
        if (index != 0) { say(message, capacity, "no such page"); return NULL; }
        pix = grey(fsscan_lept.pixRead(path));
        break;
    case FSSCAN_TIFF:
        pix = grey(fsscan_lept.pixReadTiff(path, index));
        break;
    case FSSCAN_PDF:
        pix = render_pdf_page(path, index, pdf_dpi, message, capacity);
        if (!pix) return NULL;
        break;
    default:
        say(message, capacity, "not a PNG, JPEG, TIFF or PDF file");
        return NULL;
    }
    if (!pix) { say(message, capacity, "Leptonica could not decode the image"); return NULL; }
    return fsscan_wrap(pix);
}

fsscan_image *fsscan_image_from_grey(const uint8_t *grey_bytes, int width, int height) {
    if (width < 1 || height < 1 || fsscan_libraries(NULL, 0) != 0) return NULL;
    PIX *pix = fsscan_lept.pixCreate(width, height, 8);
    if (!pix) return NULL;
    l_uint32 *data = fsscan_lept.pixGetData(pix);
    int wpl = fsscan_lept.pixGetWpl(pix);
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) SET_DATA_BYTE(data + (size_t)y * (size_t)wpl, x, grey_bytes[(size_t)y * (size_t)width + (size_t)x]);
    return fsscan_wrap(pix);
}

void fsscan_image_free(fsscan_image *image) {
    if (!image) return;
    fsscan_lept.pixDestroy(&image->pix);
    free(image);
}

int fsscan_image_width(const fsscan_image *image) { return fsscan_lept.pixGetWidth(image->pix); }
int fsscan_image_height(const fsscan_image *image) { return fsscan_lept.pixGetHeight(image->pix); }
int fsscan_image_resolution(const fsscan_image *image) { return fsscan_lept.pixGetXRes(image->pix); }

int fsscan_image_grey(const fsscan_image *image, int x, int y) {
    return fsscan_pixel(fsscan_lept.pixGetData(image->pix), fsscan_lept.pixGetWpl(image->pix), fsscan_lept.pixGetWidth(image->pix), fsscan_lept.pixGetHeight(image->pix), x, y);
}

int fsscan_png(const fsscan_image *image, uint8_t **bytes, size_t *length) {
    l_uint8 *data = NULL;
    size_t size = 0;
    if (fsscan_lept.pixWriteMemPng(&data, &size, image->pix, 0.0f) || !data) return -1;
    *bytes = data;
    *length = size;
    return 0;
}

void fsscan_bytes_free(uint8_t *bytes) { fsscan_lept.lept_free(bytes); }
