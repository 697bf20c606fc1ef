#!/usr/bin/python3
"""Tick-box experiment: a 3.5 mm box (0.6 pt rule, as the paper look draws it) marked by hand in
several ways with a simulated pen, scanned at 200 or 300 dpi with blur and noise and with up to
0.5 mm registration error; then read: snap to the printed outline (search +-0.7 mm), measure the
ink coverage of the inside (inset 0.35 mm from the rule) and of the outline ring.

Prints one line per sample: variant, dpi, coverage; then a summary per variant (percentiles).
"""
import math, random, sys, json
import numpy as np
from PIL import Image, ImageDraw
from scipy import ndimage

HI = 1200
MM = HI / 25.4
BOX = 3.5
LINE = 0.6 * 25.4 / 72  # mm
PATCH = 9.0  # mm


def pen(d, pts, width_mm, grey):
    w = max(1, int(width_mm * MM))
    pts = [(x * MM, y * MM) for x, y in pts]
    d.line(pts, fill=grey, width=w, joint="curve")
    for x, y in (pts[0], pts[-1]):
        d.ellipse([x - w / 2, y - w / 2, x + w / 2, y + w / 2], fill=grey)


def wobble(rng, pts, amt=0.12):
    return [(x + rng.gauss(0, amt), y + rng.gauss(0, amt)) for x, y in pts]


def draw_sample(variant, rng):
    n = int(PATCH * MM)
    img = Image.new("L", (n, n), 255)
    d = ImageDraw.Draw(img)
    o = (PATCH - BOX) / 2
    lw = max(1, int(LINE * MM))
    d.rectangle([o * MM, o * MM, (o + BOX) * MM, (o + BOX) * MM], outline=0, width=lw)
    w = rng.uniform(0.3, 0.7)          # ballpoint 0.3-0.5 mm, felt tip 0.7 mm
    grey = int(rng.uniform(10, 110))   # black to blue ballpoint in grey
    cx, cy = o + BOX / 2 + rng.gauss(0, 0.4), o + BOX / 2 + rng.gauss(0, 0.4)
    s = BOX * rng.uniform(0.6, 1.25)   # mark size relative to the box
    if variant == "tick":
        a = (cx - 0.45 * s, cy + 0.0 * s); b = (cx - 0.1 * s, cy + 0.4 * s); c = (cx + 0.5 * s, cy - 0.5 * s)
        pen(d, wobble(rng, [a, b, c]), w, grey)
    elif variant == "small_tick":
        s = BOX * rng.uniform(0.35, 0.55)
        a = (cx - 0.45 * s, cy); b = (cx - 0.1 * s, cy + 0.4 * s); c = (cx + 0.5 * s, cy - 0.5 * s)
        pen(d, wobble(rng, [a, b, c], 0.05), rng.uniform(0.3, 0.45), grey)
    elif variant == "cross":
        h = 0.45 * s
        pen(d, wobble(rng, [(cx - h, cy - h), (cx + h, cy + h)]), w, grey)
        pen(d, wobble(rng, [(cx + h, cy - h), (cx - h, cy + h)]), w, grey)
    elif variant == "dot":  # a deliberate blob in the middle (some people do this)
        r = rng.uniform(0.5, 0.9)
        d.ellipse([(cx - r) * MM, (cy - r) * MM, (cx + r) * MM, (cy + r) * MM], fill=grey)
    elif variant in ("filled", "crossed_out"):
        if variant == "crossed_out":  # a tick, then scribbled over to cancel it
            a = (cx - 0.45 * s, cy); b = (cx - 0.1 * s, cy + 0.4 * s); c = (cx + 0.5 * s, cy - 0.5 * s)
            pen(d, wobble(rng, [a, b, c]), w, grey)
        cover = rng.uniform(0.75, 1.05)
        x0, x1 = o + BOX * (1 - cover) / 2, o + BOX * (1 + cover) / 2
        step = w * rng.uniform(0.6, 1.1)
        pts, y, left = [], o + BOX * (1 - cover) / 2, True
        while y < o + BOX * (1 + cover) / 2:
            pts.append((x0 if left else x1, y)); left = not left; y += step
        pen(d, wobble(rng, pts, 0.08), w, grey)
    elif variant == "stray":  # a stroke of nearby writing clips the box's corner
        y = o + rng.uniform(-0.3, 0.6)
        pen(d, [(o - 2, y + 0.4), (o + BOX * rng.uniform(0.2, 0.5), y)], rng.uniform(0.3, 0.5), grey)
    elif variant == "empty":
        pass
    return img


def scan(img, dpi, rng, jpeg=False):
    m = int(round(img.size[0] * dpi / HI))
    a = np.asarray(img.resize((m, m), Image.BOX), dtype=np.float32)
    a = ndimage.gaussian_filter(a, 0.7) + np.random.default_rng(rng.randrange(1 << 30)).normal(0, 8, a.shape)
    return np.clip(a, 0, 255)


def read_box(a, dpi, offset_mm):
    """a: grey patch; the box is expected at the patch centre + offset_mm (registration error)."""
    k = dpi / 25.4
    o = (PATCH - BOX) / 2
    ink = a < 255 * 0.55  # fixed: paper ~ 245, pen 10-110, rule blurred
    # snap: slide the outline mask +-0.7 mm, keep the offset that covers most ink
    best, bx, by = -1, 0, 0
    ex, ey = (o + offset_mm[0]) * k, (o + offset_mm[1]) * k
    side = BOX * k
    yy, xx = np.mgrid[0:a.shape[0], 0:a.shape[1]]
    rng_px = int(math.ceil(0.7 * k))
    for dy in range(-rng_px, rng_px + 1):
        for dx in range(-rng_px, rng_px + 1):
            x0, y0 = ex + dx, ey + dy
            on_left = (abs(xx - x0) < 1) | (abs(xx - (x0 + side)) < 1)
            on_top = (abs(yy - y0) < 1) | (abs(yy - (y0 + side)) < 1)
            ring = ((on_left & (yy >= y0) & (yy <= y0 + side)) | (on_top & (xx >= x0) & (xx <= x0 + side)))
            sc = ink[ring].mean()
            if sc > best:
                best, bx, by = sc, x0, y0
    inset = (LINE + 0.35) * k
    inner = (xx >= bx + inset) & (xx <= bx + side - inset) & (yy >= by + inset) & (yy <= by + side - inset)
    return float(ink[inner].mean()), float(best)


if __name__ == "__main__":
    rng = random.Random(3)
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    variants = ["empty", "stray", "small_tick", "tick", "cross", "dot", "filled", "crossed_out"]
    rows = []
    for v in variants:
        for dpi in (200, 300):
            for i in range(N):
                img = draw_sample(v, rng)
                a = scan(img, dpi, rng)
                off = (rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5))
                cov, outline = read_box(a, dpi, off)
                rows.append((v, dpi, cov, outline))
                if i == 0:
                    Image.fromarray(a.astype(np.uint8)).resize((a.shape[1] * 4, a.shape[0] * 4), Image.NEAREST).save(f"sample_{v}_{dpi}.png")
    json.dump(rows, open("ticks.json", "w"))
    for v in variants:
        c = np.array([r[2] for r in rows if r[0] == v])
        print(f"{v:12s} n={len(c):3d} min={c.min():.3f} p5={np.percentile(c,5):.3f} median={np.median(c):.3f} p95={np.percentile(c,95):.3f} max={c.max():.3f}")
