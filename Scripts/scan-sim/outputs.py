"""Writes a record's scanned sheets as PNG, JPEG (one file a sheet), multi-page TIFF or PDF."""

import os
import time

FORMATS = ("png", "jpeg", "tiff", "pdf")
# A PDF's dates are fixed so that one seed always writes the same bytes.
FIXED_DATE = time.strptime("2026-01-01", "%Y-%m-%d")


def save(images, dpi, stem, file_format, jpeg_quality=85):
    """Saves `images` (Pillow) as `stem`-NN.png / .jpg or one `stem`.tiff / .pdf; returns, per
    image, (file name, index within the file)."""
    folder, base = os.path.split(stem)
    placed = []
    if file_format in ("png", "jpeg"):
        extension = "png" if file_format == "png" else "jpg"
        for number, image in enumerate(images, start=1):
            name = "%s-%02d.%s" % (base, number, extension)
            path = os.path.join(folder, name)
            if file_format == "png":
                image.save(path, "PNG", dpi=(dpi, dpi), compress_level=1)
            else:
                image.save(path, "JPEG", quality=jpeg_quality, dpi=(dpi, dpi))
            placed.append((name, 0))
        return placed
    if file_format == "tiff":
        name = base + ".tiff"
        images[0].save(os.path.join(folder, name), "TIFF", save_all=True, append_images=images[1:],
                       compression="tiff_lzw", dpi=(dpi, dpi))
    elif file_format == "pdf":
        name = base + ".pdf"
        # Pillow embeds each page as one image (JPEG for grey and colour pictures), as scanners do.
        images[0].save(os.path.join(folder, name), "PDF", save_all=True, append_images=images[1:], resolution=dpi,
                       title=base, producer="scan-sim", creator="scan-sim", creationDate=FIXED_DATE, modDate=FIXED_DATE)
    else:
        raise ValueError("unknown format " + file_format)
    return [(name, index) for index in range(len(images))]
