#!/usr/bin/python3
"""Inputs for raster.c: a vector PDF of the mock page (2 pages), a 'scanned' PDF (one JPEG per
page, 200 dpi, embedded as JPEG through cairo's MIME data), and a scan JPEG for EXIF tests."""
import sys, io
sys.path.insert(0, "../marks")
import cairo
from PIL import Image
import page  # ../marks/page.py

W, H = page.W, page.H
s = cairo.PDFSurface("vector.pdf", W, H)
cr = cairo.Context(s)
for i in range(2):
    page.draw(cr, {}, {(1, i)})
    cr.show_page()
s.finish()

scan = Image.open("../marks/scan_flatbed_200.png").convert("L")
buf = io.BytesIO(); scan.save(buf, "JPEG", quality=85, dpi=(200, 200)); data = buf.getvalue()
open("scan.jpg", "wb").write(data)
s = cairo.PDFSurface("scanned.pdf", W, H)
cr = cairo.Context(s)
for i in range(2):
    img = cairo.ImageSurface.create_from_png("../marks/scan_flatbed_200.png")
    img.set_mime_data(cairo.MIME_TYPE_JPEG, data)
    cr.save(); cr.scale(W / img.get_width(), H / img.get_height())
    cr.set_source_surface(img, 0, 0); cr.paint(); cr.restore()
    cr.show_page()
s.finish()
