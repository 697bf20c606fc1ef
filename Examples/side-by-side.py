#!/usr/bin/python3
"""Puts the iOS screenshot of 3lvis/Form's Basic-ObjC demo beside Formsetter's render of the
same JSON, at half size. Needs Debian's python3-pil. Usage: side-by-side.py IOS.png OURS.png OUT.png"""
import sys
from PIL import Image, ImageDraw

ios, ours = (Image.open(p).convert("RGB") for p in sys.argv[1:3])
ios, ours = (im.resize((im.width // 2, im.height // 2)) for im in (ios, ours))
label = 28
canvas = Image.new("RGB", (ios.width + ours.width + 20, max(ios.height, ours.height) + label), "white")
canvas.paste(ios, (0, label))
canvas.paste(ours, (ios.width + 20, label))
draw = ImageDraw.Draw(canvas)
draw.text((8, 8), "iOS (3lvis/Form Basic-ObjC demo, iPad @2x)", fill="black")
draw.text((ios.width + 28, 8), "Formsetter: render Basic-ObjC_forms.json --width 768 --scale 2", fill="black")
canvas.save(sys.argv[3], optimize=True)
