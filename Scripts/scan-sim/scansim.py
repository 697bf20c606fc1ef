#!/usr/bin/python3
"""Fills a paper form's blank print with seeded answers and "scans" it.

    scansim.py FORM --formsetter BIN --out DIR [--seed S] [--records N]
               [--conditions scan300,scan200jpeg,photo] [--formats png,jpeg,tiff,pdf]
               [--render-args "..."]

Renders FORM blank (`render --skin paper --page a4 --blank`) and lays out its fillable twin
(`layout --fillable`, the same boxes with their fields), rasterises the print at 600 dpi
(pdftoppm), fills N copies (records) and writes, per condition, the copies' sheets in the
formats (one format per record, in turn) and DIR/<condition>/truth.json. Deterministic for a
seed. See README.md.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import numpy
from PIL import Image

import degrade
import fill
import outputs
from layout import Layout, same_boxes

CONDITIONS = {
    "clean600": "the filled print at 600 dpi, untouched (to check the truth)",
    "scan300": "flatbed scans at 300 dpi",
    "scan200jpeg": "scans at 200 dpi, JPEG quality 60",
    "photo": "phone photos",
}


def run(command):
    result = subprocess.run(command, capture_output=True)
    if result.returncode != 0:
        sys.exit("scan-sim: %s failed (%d): %s" % (" ".join(command), result.returncode, result.stderr.decode(errors="replace").strip()))
    return result.stdout


def prepare(form, formsetter, folder, extra):
    """The blank print (PDF), its fields and its 600 dpi pages (numpy grey)."""
    pdf = os.path.join(folder, "blank.pdf")
    paper = ["--skin", "paper", "--page", "a4", "--blank"] + extra
    run([formsetter, "render", form, *paper, "-o", pdf])
    fields_text = run([formsetter, "layout", form, *paper, "--fillable"]).decode()
    print_text = run([formsetter, "layout", form, *paper]).decode()
    # The fields are the fillable twin's; they are only where the blank print's boxes are when
    # both lay out alike.
    if not same_boxes(fields_text, print_text):
        sys.exit("scan-sim: %s: the fillable twin's boxes are not where the blank print's are" % form)
    with open(os.path.join(folder, "layout.json"), "w", encoding="utf-8") as handle:
        handle.write(fields_text)
    layout = Layout(fields_text, print_text)
    with tempfile.TemporaryDirectory() as raster:
        run(["pdftoppm", "-r", str(fill.DPI), "-gray", pdf, os.path.join(raster, "page")])
        names = sorted(name for name in os.listdir(raster) if name.endswith(".pgm"))
        pages = [numpy.array(Image.open(os.path.join(raster, name))) for name in names]
    if len(pages) != len(layout.pages):
        sys.exit("scan-sim: %s: the print has %d pages, its layout %d" % (form, len(pages), len(layout.pages)))
    return pages, layout


def sheets(filled, condition, rng):
    """The images of one record's pages as they come out of the scanner or phone, in the
    order they come: shuffled now and then, a page upside down, blank backs in duplex."""
    order = list(range(len(filled)))
    if len(order) > 1 and rng.random() < 0.5:
        rng.shuffle(order)
    if condition == "clean600":
        return [(Image.fromarray(filled[index]), {"page": index + 1}) for index in order], 600
    if condition == "photo":
        images = []
        for index in order:
            image, done = degrade.photo(filled[index], rng)
            images.append((image, dict(done, page=index + 1)))
        return images, None
    dpi = 300 if condition == "scan300" else 200
    quality = 60 if condition == "scan200jpeg" else None
    upside_down = rng.choice(order) if rng.random() < 0.5 else None
    duplex = rng.random() < 0.3
    images = []
    for index in order:
        image, done = degrade.scan(filled[index], dpi, rng, jpeg_quality=quality, upside_down=index == upside_down)
        images.append((image, dict(done, page=index + 1)))
        if duplex:
            images.append((degrade.blank_back(image.size, rng, quality), {"blank": True}))
    return images, dpi


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("form")
    parser.add_argument("--formsetter", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--records", type=int, default=4)
    parser.add_argument("--first-record", type=int, default=1, help="number the records from this one (to split a corpus across processes)")
    parser.add_argument("--conditions", default="scan300,scan200jpeg,photo", help="of " + ", ".join(CONDITIONS))
    parser.add_argument("--formats", default=",".join(outputs.FORMATS))
    parser.add_argument("--render-args", default="", help="more options for render and layout (e.g. --format hyperoslo)")
    args = parser.parse_args()
    conditions = [name for name in args.conditions.split(",") if name]
    formats = [name for name in args.formats.split(",") if name]
    for name in conditions:
        if name not in CONDITIONS:
            sys.exit("scan-sim: unknown condition %s (%s)" % (name, ", ".join(CONDITIONS)))
    for name in formats:
        if name not in outputs.FORMATS:
            sys.exit("scan-sim: unknown format %s (%s)" % (name, ", ".join(outputs.FORMATS)))
    os.makedirs(args.out, exist_ok=True)
    pages, layout = prepare(args.form, args.formsetter, args.out, args.render_args.split())
    stem = os.path.splitext(os.path.basename(args.form))[0]
    truths = {name: {"form": os.path.abspath(args.form), "condition": name, "description": CONDITIONS[name], "seed": args.seed,
                     "renderArgs": args.render_args.split(), "pages": len(pages), "records": []} for name in conditions}
    for name in conditions:
        os.makedirs(os.path.join(args.out, name), exist_ok=True)
    for record in range(args.first_record, args.first_record + args.records):
        rng = random.Random("%s:%s:%d" % (args.seed, stem, record))
        filled, truth = fill.fill(pages, layout, rng)
        for name in conditions:
            condition_rng = random.Random("%s:%s:%d:%s" % (args.seed, stem, record, name))
            images, dpi = sheets(filled, name, condition_rng)
            file_format = formats[(record - 1) % len(formats)]
            record_stem = os.path.join(args.out, name, "%s-r%03d" % (stem, record))
            placed = outputs.save([image for image, _ in images], dpi, record_stem, file_format)
            sheet_list = [dict(done, file=file_name, index=index) for (file_name, index), (_, done) in zip(placed, images)]
            truths[name]["records"].append(dict(truth, record=record, format=file_format, sheets=sheet_list))
    for name in conditions:
        with open(os.path.join(args.out, name, "truth.json"), "w", encoding="utf-8") as handle:
            json.dump(truths[name], handle, indent=1, ensure_ascii=False)
            handle.write("\n")


if __name__ == "__main__":
    main()
