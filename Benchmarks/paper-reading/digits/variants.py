#!/usr/bin/python3
"""Re-read the cells of digits.py with other tesseract settings: page segmentation modes 10/8/13/7,
and the cells scaled 2x (and binarised) first."""
import subprocess, os
from PIL import Image
items = [l.strip() for l in open("cells.txt")]
truth = [int(p.rsplit("_", 1)[1][:-4]) for p in items]
os.makedirs("cells2x", exist_ok=True)
for p in items:
    im = Image.open(p).convert("L")
    im = im.resize((im.size[0] * 2, im.size[1] * 2), Image.BICUBIC).point(lambda v: 0 if v < 150 else 255)
    im.save(p.replace("cells/", "cells2x/"), dpi=(400, 400))
open("cells2x.txt", "w").write("".join(p.replace("cells/", "cells2x/") + "\n" for p in items))
for lst in ("cells.txt", "cells2x.txt"):
    for psm in ("10", "8", "13", "7"):
        out = subprocess.run(["tesseract", lst, "stdout", "--psm", psm, "--oem", "1", "-c",
                              "tessedit_char_whitelist=0123456789"], capture_output=True, text=True).stdout
        pages = out.split("\f")[: len(items)]
        got = [pg.strip() for pg in pages]
        ok = sum(1 for g, t in zip(got, truth) if g == str(t))
        empty = sum(1 for g in got if not g)
        print(f"{lst:12s} psm {psm:2s}: right {ok}/{len(items)} ({100*ok/len(items):.1f} %), empty {empty}, wrong {len(items)-ok-empty}")
