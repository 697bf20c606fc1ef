#!/usr/bin/python3
"""Digits in comb cells: handwriting-like fonts (Debian: fonts-dkg-handwriting, fonts-breip,
fonts-femkeklaver, fonts-comic-neue, fonts-rufscript), each digit randomly rotated, sheared,
scaled and moved inside a 7 x 8 mm cell with its 0.6 pt rule, scanned at 200 dpi with noise.
Each cell's inside is cut out (0.6 mm in from the rule) and written as a PNG; tesseract (LSTM,
--psm 10, whitelist 0-9) reads them all in one run (a list file); accuracy and the effect of a
confidence threshold are printed.

Note: synthetic fonts are far kinder than real handwriting; this is an upper bound.
"""
import os, random, subprocess, collections, math
import numpy as np
from PIL import Image, ImageDraw, ImageFont
from scipy import ndimage

HI = 1200; MM = HI / 25.4
FONTS = {
    "dkg": "/usr/share/fonts/truetype/fifthhorseman/dkg.ttf",
    "breip": "/usr/share/fonts/truetype/breip/Breip.ttf",
    "femke": "/usr/share/fonts/truetype/femkeklaver/femkeklaver.ttf",
    "comicneue": "/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf",
    "rufscript": "/usr/share/fonts/truetype/rufscript/Rufscript010.ttf",
}
os.makedirs("cells", exist_ok=True)
rng = random.Random(5)
DPI = 200
items = []
for fname, fpath in FONTS.items():
    for rep in range(6):
        for digit in range(10):
            cw, ch = 7 * MM, 8 * MM
            cell = Image.new("L", (int(cw), int(ch)), 255)
            # the glyph, drawn big, then distorted
            size = int(rng.uniform(4.5, 6.5) * MM)
            font = ImageFont.truetype(fpath, size)
            g = Image.new("L", (size * 2, size * 2), 0)
            ImageDraw.Draw(g).text((size // 2, size // 4), str(digit), fill=255, font=font)
            sh = rng.uniform(-0.2, 0.2)
            g = g.transform(g.size, Image.AFFINE, (1, sh, -sh * size, 0, 1, 0), Image.BICUBIC)
            g = g.rotate(rng.uniform(-8, 8), Image.BICUBIC)
            bbox = g.getbbox()
            g = g.crop(bbox)
            # stroke weight: a pen is 0.3-0.7 mm whatever the font says
            a = np.asarray(g, dtype=np.float32) / 255
            a = ndimage.grey_dilation(a, size=int(rng.uniform(1, 14)))
            g = Image.fromarray((a * 255).astype(np.uint8))
            # fit the glyph into the cell with a random offset
            scale = min(1, (ch - 1.2 * MM) / g.size[1], (cw - 1.2 * MM) / g.size[0])
            g = g.resize((max(1, int(g.size[0] * scale)), max(1, int(g.size[1] * scale))), Image.BICUBIC)
            ox = (cw - g.size[0]) / 2 + rng.uniform(-0.6, 0.6) * MM
            oy = (ch - g.size[1]) / 2 + rng.uniform(-0.6, 0.6) * MM
            ink = int(rng.uniform(10, 100))
            cell.paste(Image.new("L", g.size, ink), (int(ox), int(oy)), g)
            d = ImageDraw.Draw(cell)
            d.rectangle([0, 0, cell.size[0] - 1, cell.size[1] - 1], outline=0, width=int(0.6 / 72 * HI))
            # scan
            m = (int(cell.size[0] * DPI / HI), int(cell.size[1] * DPI / HI))
            s = np.asarray(cell.resize(m, Image.BOX), dtype=np.float32)
            s = ndimage.gaussian_filter(s, 0.7) + np.random.default_rng(rng.randrange(1 << 30)).normal(0, 8, s.shape)
            s = np.clip(s, 0, 255).astype(np.uint8)
            # cut the inside, pad with white (tesseract wants a margin)
            inset = int(round(0.6 * DPI / 25.4))
            inner = s[inset:-inset, inset:-inset]
            pad = np.full((inner.shape[0] + 20, inner.shape[1] + 20), 255, np.uint8)
            pad[10:-10, 10:-10] = inner
            p = f"cells/{fname}_{rep}_{digit}.png"
            Image.fromarray(pad).save(p, dpi=(DPI, DPI))
            items.append((p, fname, digit))
open("cells.txt", "w").write("".join(p + "\n" for p, _, _ in items))
out = subprocess.run(["tesseract", "cells.txt", "stdout", "--psm", "10", "--oem", "1",
                      "-c", "tessedit_char_whitelist=0123456789", "tsv"],
                     capture_output=True, text=True).stdout
# tsv: level page_num block par line word left top width height conf text; page_num is 1-based per image
best = {}
for line in out.splitlines()[1:]:
    f = line.split("\t")
    if len(f) < 12 or f[0] != "5":
        continue
    page, conf, text = int(f[1]), float(f[10]), f[11].strip()
    if page not in best or conf > best[page][0]:
        best[page] = (conf, text)
res = []
for i, (p, fname, digit) in enumerate(items):
    conf, text = best.get(i + 1, (-1.0, ""))
    res.append((fname, digit, text, conf))
tot = len(res)
ok = sum(1 for r in res if r[2] == str(r[1]))
print(f"cells {tot}, exact {ok} ({100 * ok / tot:.1f} %), empty {sum(1 for r in res if not r[2])}")
for fname in FONTS:
    rr = [r for r in res if r[0] == fname]
    print(f"  {fname:10s} {sum(1 for r in rr if r[2] == str(r[1]))}/{len(rr)}")
for th in (50, 70, 80, 90):
    acc = [r for r in res if r[3] >= th]
    good = sum(1 for r in acc if r[2] == str(r[1]))
    print(f"  conf >= {th}: accepted {len(acc)}/{tot} ({100 * len(acc) / tot:.0f} %), of them right {good} ({100 * good / max(1, len(acc)):.1f} %)")
conf_pairs = collections.Counter((r[1], r[2]) for r in res if r[2] != str(r[1]))
print("  commonest confusions (true, read):", conf_pairs.most_common(8))
# a contact sheet of some cells for the report
sheet = Image.new("L", (10 * 70, 5 * 80), 255)
for j, fname in enumerate(FONTS):
    for digit in range(10):
        im = Image.open(f"cells/{fname}_0_{digit}.png").resize((60, 70))
        sheet.paste(im, (digit * 70, j * 80))
sheet.save("cells_sheet.png")
