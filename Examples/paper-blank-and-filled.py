#!/usr/bin/python3
"""Puts page 1 of a blank paper questionnaire beside page 1 of the same form filled in, with a
caption over each. Needs Debian's python3-pil. Usage: paper-blank-and-filled.py BLANK.png FILLED.png OUT.png
(the README's image: formsetter render ansatt-nb.json --skin paper --page a4 --blank --scale 1 -o blank.png,
and the same without --blank)."""
import sys
from PIL import Image, ImageDraw

blank, filled = (Image.open(p).convert("RGB") for p in sys.argv[1:3])
label = 24
canvas = Image.new("RGB", (blank.width + filled.width + 20, max(blank.height, filled.height) + label), (200, 200, 200))
canvas.paste(blank, (0, label))
canvas.paste(filled, (blank.width + 20, label))
draw = ImageDraw.Draw(canvas)
draw.rectangle((0, 0, canvas.width, label - 1), fill="white")
draw.text((8, 6), "--blank: every question, each conditional one routed; nothing filled in", fill="black")
draw.text((blank.width + 28, 6), "with ansatt-nb.values.json", fill="black")
canvas.save(sys.argv[3], optimize=True)
