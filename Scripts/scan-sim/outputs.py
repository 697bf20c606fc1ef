"""Writes a record's scanned sheets as PNG, JPEG (one file a sheet), multi-page TIFF or PDF."""

import os
import time

FORMATS = ("png", "jpeg", "tiff", "pdf")
A4_HEIGHT_INCHES = 297 / 25.4
# A PDF's dates are fixed so that one seed always writes the same bytes.
FIXED_DATE = time.strptime("2026-01-01", "%Y-%m-%d")


def save(images, dpi, stem, file_format, jpeg_quality=85):
    """Saves `images` (Pillow) as `stem`-NN.png / .jpg or one `stem`.tiff / .pdf; returns, per
    image, (file name, index within the file). `dpi` None (a phone photo) records no resolution,
    as camera apps record none that means anything; a PDF then makes each page as tall as A4,
    as scanning apps do."""
    resolution = {"dpi": (dpi, dpi)} if dpi else {}
    folder, base = os.path.split(stem)
    placed = []
    if file_format in ("png", "jpeg"):
        extension = "png" if file_format == "png" else "jpg"
        for number, image in enumerate(images, start=1):
            name = "%s-%02d.%s" % (base, number, extension)
            path = os.path.join(folder, name)
            if file_format == "png":
                image.save(path, "PNG", compress_level=1, **resolution)
            else:
                image.save(path, "JPEG", quality=jpeg_quality, **resolution)
            placed.append((name, 0))
        return placed
    if file_format == "tiff":
        name = base + ".tiff"
        images[0].save(os.path.join(folder, name), "TIFF", save_all=True, append_images=images[1:],
                       compression="tiff_lzw", **resolution)
    elif file_format == "pdf":
        name = base + ".pdf"
        # Pillow embeds each page as one image (JPEG for grey and colour pictures), as scanners do.
        images[0].save(os.path.join(folder, name), "PDF", save_all=True, append_images=images[1:], resolution=dpi or images[0].height / A4_HEIGHT_INCHES,
                       title=base, producer="scan-sim", creator="scan-sim", creationDate=FIXED_DATE, modDate=FIXED_DATE)
    else:
        raise ValueError("unknown format " + file_format)
    return [(name, index) for index in range(len(images))]
