// Rasterising scans: PDF pages through poppler-glib's cairo renderer (or the page's own embedded
// scan image, at its native resolution), multi-page TIFF through libtiff, JPEG EXIF orientation
// from the APP1 segment. Prints sizes and times; writes the first page as PNG for a look.
//
//   raster pdf FILE DPI      render every page at DPI and, separately, fetch each page's image
//   raster tiff FILE         read every directory as RGBA, top-left oriented
//   raster exif FILE.jpg     print the EXIF orientation (1..8) or 0 when absent
#include <cairo.h>
#include <glib.h>
#include <poppler.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tiffio.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int pdf(const char *file, double dpi) {
    GError *err = NULL;
    char *abs = realpath(file, NULL);
    char *uri = g_filename_to_uri(abs, NULL, &err);
    double t0 = now_ms();
    PopplerDocument *doc = poppler_document_new_from_file(uri, NULL, &err);
    if (!doc) { fprintf(stderr, "poppler: %s\n", err->message); return 1; }
    int n = poppler_document_get_n_pages(doc);
    printf("pages %d, open %.1f ms\n", n, now_ms() - t0);
    for (int i = 0; i < n; i++) {
        PopplerPage *page = poppler_document_get_page(doc, i);
        double w, h;
        poppler_page_get_size(page, &w, &h);
        int pw = (int)(w * dpi / 72 + 0.5), ph = (int)(h * dpi / 72 + 0.5);
        t0 = now_ms();
        cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph);
        cairo_t *cr = cairo_create(s);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_scale(cr, dpi / 72, dpi / 72);
        poppler_page_render_for_printing(page, cr);
        cairo_destroy(cr);
        double t_render = now_ms() - t0;
        if (i == 0) cairo_surface_write_to_png(s, "pdf_page1.png");
        cairo_surface_destroy(s);
        // a scanned PDF: one image per page; take it as it is (no resampling)
        t0 = now_ms();
        GList *maps = poppler_page_get_image_mapping(page);
        int images = g_list_length(maps);
        int iw = 0, ih = 0;
        if (images == 1) {
            PopplerImageMapping *m = maps->data;
            cairo_surface_t *img = poppler_page_get_image(page, m->image_id);
            if (img) {
                iw = cairo_image_surface_get_width(img);
                ih = cairo_image_surface_get_height(img);
                if (i == 0) cairo_surface_write_to_png(img, "pdf_image1.png");
                cairo_surface_destroy(img);
            }
        }
        poppler_page_free_image_mapping(maps);
        printf("page %d: %.1f x %.1f pt -> %d x %d px at %.0f dpi in %.1f ms; %d image(s)%s",
               i + 1, w, h, pw, ph, dpi, t_render, images, images == 1 ? "" : "\n");
        if (images == 1) printf(", embedded %d x %d px (%.0f dpi) in %.1f ms\n", iw, ih, iw / (w / 72), now_ms() - t0);
        g_object_unref(page);
    }
    g_object_unref(doc);
    g_free(uri);
    free(abs);
    return 0;
}

static int tiff(const char *file) {
    TIFF *t = TIFFOpen(file, "r");
    if (!t) return 1;
    int dir = 0;
    do {
        uint32_t w, h;
        uint16_t bps = 0, spp = 0, comp = 0, orient = 1;
        float xres = 0;
        TIFFGetField(t, TIFFTAG_IMAGEWIDTH, &w);
        TIFFGetField(t, TIFFTAG_IMAGELENGTH, &h);
        TIFFGetFieldDefaulted(t, TIFFTAG_BITSPERSAMPLE, &bps);
        TIFFGetFieldDefaulted(t, TIFFTAG_SAMPLESPERPIXEL, &spp);
        TIFFGetField(t, TIFFTAG_COMPRESSION, &comp);
        TIFFGetFieldDefaulted(t, TIFFTAG_ORIENTATION, &orient);
        TIFFGetField(t, TIFFTAG_XRESOLUTION, &xres);
        double t0 = now_ms();
        uint32_t *px = _TIFFmalloc((tmsize_t)w * h * 4);
        int ok = TIFFReadRGBAImageOriented(t, w, h, px, ORIENTATION_TOPLEFT, 0);
        printf("dir %d: %u x %u, %u bit x %u, compression %u, orientation %u, %.0f dpi: %s in %.1f ms\n",
               dir, w, h, bps, spp, comp, orient, xres, ok ? "read" : "FAILED", now_ms() - t0);
        _TIFFfree(px);
        dir++;
    } while (TIFFReadDirectory(t));
    TIFFClose(t);
    return 0;
}

// EXIF orientation: JPEG APP1 "Exif\0\0", TIFF header, IFD0 tag 0x0112.
static int exif(const char *file) {
    FILE *f = fopen(file, "rb");
    if (!f) return 1;
    unsigned char buf[65536];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    int orientation = 0;
    for (size_t i = 2; i + 4 < n && buf[i] == 0xFF;) {
        int marker = buf[i + 1], len = buf[i + 2] << 8 | buf[i + 3];
        if (marker == 0xE1 && i + 10 < n && !memcmp(buf + i + 4, "Exif\0\0", 6)) {
            unsigned char *t = buf + i + 10;
            size_t tl = len - 8;
            int le = t[0] == 'I';
#define U16(p) (le ? (p)[0] | (p)[1] << 8 : (p)[0] << 8 | (p)[1])
#define U32(p) (le ? (p)[0] | (p)[1] << 8 | (p)[2] << 16 | (uint32_t)(p)[3] << 24 : (uint32_t)(p)[0] << 24 | (p)[1] << 16 | (p)[2] << 8 | (p)[3])
            uint32_t ifd = U32(t + 4);
            if (ifd + 2 <= tl) {
                int count = U16(t + ifd);
                for (int k = 0; k < count && ifd + 2 + 12 * (k + 1) <= tl; k++) {
                    unsigned char *e = t + ifd + 2 + 12 * k;
                    if (U16(e) == 0x0112) orientation = U16(e + 8);
                }
            }
            break;
        }
        if (marker == 0xDA) break;
        i += 2 + len;
    }
    printf("EXIF orientation %d\n", orientation);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 4 && !strcmp(argv[1], "pdf")) return pdf(argv[2], atof(argv[3]));
    if (argc >= 3 && !strcmp(argv[1], "tiff")) return tiff(argv[2]);
    if (argc >= 3 && !strcmp(argv[1], "exif")) return exif(argv[2]);
    fprintf(stderr, "usage: raster pdf FILE DPI | tiff FILE | exif FILE\n");
    return 2;
}
