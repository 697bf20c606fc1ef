#!/usr/bin/env python3
"""Fills printed paper pages the way a person would, for the `formsetter read` tests.

Usage: fill_scans.py PLAN.json

PLAN: {"pages": ["page-1.png", ...], "marks": [{"page": 0, "kind": "tick", "rect": [x, y, w, h]}, ...],
       "outputs": [{"kind": "png" | "jpeg" | "tiff" | "pdf", "path": "...", "order": [1, 0, ...],
                    "upsideDown": [0], "blankBack": true, "cutCode": [1],
                    "resize": 0.5, "recordedDPI": 150}]}
Rects are pixels of the page rasters (the layout's points × dpi / 72). Kinds: tick (a ballpoint
tick), cross, fill (the box filled: a correction), half (a circle about 55 % inked inside: between
ticked and cancelled), text (handwriting in a writing box: the mark's "text", else "Kari 42"). "cutCode" pages lose their bottom
left corner region, so their code cannot be read; "resize" scales every page (a scan at another
resolution, or a page printed smaller), "recordedDPI" is the resolution the files record. Only Pillow; nothing random, so a test's
expected values hold on every run.
"""
import json
import sys

from PIL import Image, ImageDraw, ImageFont

# fonts-dkg-handwriting
HANDWRITING = "/usr/share/fonts/truetype/fifthhorseman/dkg.ttf"


def draw_mark(draw, kind, rect, dpi, text="Kari 42"):
    x, y, w, h = rect
    pen = max(2, round(0.5 / 25.4 * dpi))  # a 0.5 mm ballpoint
    ink = (20, 30, 90)
    if kind == "tick":
        draw.line([(x + 0.2 * w, y + 0.55 * h), (x + 0.42 * w, y + 0.78 * h), (x + 0.82 * w, y + 0.2 * h)], fill=ink, width=pen)
    elif kind == "cross":
        draw.line([(x + 0.2 * w, y + 0.2 * h), (x + 0.8 * w, y + 0.8 * h)], fill=ink, width=pen)
        draw.line([(x + 0.8 * w, y + 0.2 * h), (x + 0.2 * w, y + 0.8 * h)], fill=ink, width=pen)
    elif kind == "fill":
        draw.rectangle([x + 1, y + 1, x + w - 1, y + h - 1], fill=ink)
    elif kind == "half":
        draw.rectangle([x + 0.1 * w, y + 0.1 * h, x + 0.9 * w, y + 0.47 * h], fill=ink)
    elif kind == "text":
        size = max(12, round(h * 0.55))
        font = ImageFont.truetype(HANDWRITING, size)
        draw.text((x + 0.04 * h + 6, y + 0.15 * h), text, fill=ink, font=font)
    else:
        raise SystemExit(f"unknown mark kind {kind}")


def main():
    plan = json.load(open(sys.argv[1]))
    dpi = plan.get("dpi", 300)
    pages = [Image.open(path).convert("RGB") for path in plan["pages"]]
    for mark in plan["marks"]:
        draw_mark(ImageDraw.Draw(pages[mark["page"]]), mark["kind"], mark["rect"], dpi, mark.get("text", "Kari 42"))
    for output in plan["outputs"]:
        images = []
        for index in output.get("order", range(len(pages))):
            page = pages[index].copy()
            if index in output.get("cutCode", []):
                w, h = page.size
                ImageDraw.Draw(page).rectangle([0, h - h // 8, w // 4, h], fill=(255, 255, 255))
            if index in output.get("upsideDown", []):
                page = page.rotate(180)
            if "resize" in output:
                factor = output["resize"]
                page = page.resize((round(page.width * factor), round(page.height * factor)), Image.LANCZOS)
            images.append(page)
            if output.get("blankBack"):
                images.append(Image.new("RGB", page.size, (250, 250, 250)))
        kind, path = output["kind"], output["path"]
        dpi = output.get("recordedDPI", plan.get("dpi", 300))
        if kind == "png":
            for number, image in enumerate(images):
                image.save(path.replace("%d", str(number + 1)), dpi=(dpi, dpi))
        elif kind == "jpeg":
            for number, image in enumerate(images):
                image.save(path.replace("%d", str(number + 1)), quality=85, dpi=(dpi, dpi))
        elif kind == "tiff":
            images[0].convert("L").save(path, save_all=True, append_images=[i.convert("L") for i in images[1:]], compression="tiff_lzw", dpi=(dpi, dpi))
        elif kind == "pdf":
            images[0].save(path, save_all=True, append_images=images[1:], resolution=dpi)
        else:
            raise SystemExit(f"unknown output kind {kind}")


if __name__ == "__main__":
    main()
