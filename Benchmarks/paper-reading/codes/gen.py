#!/usr/bin/python3
"""Synthetic scans of a small 2-D code in a page corner, for bench.cpp.

Each sample: the code (module matrix from qrencode/dmtxwrite, drawn with exact module size in pt)
placed beside a 5 mm registration square and text-like bars in a 34 x 34 mm crop, drawn at
1200 dpi, then geometrically disturbed (rotation / perspective) at 1200 dpi, area-averaged to the
scan resolution, blurred (scanner MTF), given noise and specks, optionally JPEG-compressed.
Writes PGMs and a manifest (path, symbology, expected text) to stdout.
"""
import io, os, sys, random
import numpy as np
from PIL import Image, ImageDraw
from scipy.ndimage import gaussian_filter

HI = 1200  # supersampling dpi
MM = HI / 25.4
OUT = sys.argv[1] if len(sys.argv) > 1 else "out"
TRIALS = int(sys.argv[2]) if len(sys.argv) > 2 else 8
os.makedirs(OUT, exist_ok=True)

RUN = "FS1:9F86D081884C7D65:3:12:417:Kari Nordmann-Ås"
SHORT = "FS1:9F86D081884C7D65:3:12"


def matrix(png, margin):
    a = np.array(Image.open(png).convert("L")) < 128
    return a[margin:a.shape[0] - margin, margin:a.shape[1] - margin] if margin else a


SYMBOLS = {
    "qr": (matrix("sym/qr_run_M.png", 0), RUN),        # QR v3-M, 29 modules
    "dm": (matrix("sym/dm_run_a.png", 1), RUN),        # Data Matrix 26x26
    "qrS": (matrix("sym/qr_short_M.png", 0), SHORT),   # QR v2-M, 25 modules
    "dmS": (matrix("sym/dm_short_a.png", 1), SHORT),   # Data Matrix 20x20
}


def scene(mat, module_pt, rng):
    size_mm = 34.0
    n = int(round(size_mm * MM))
    img = Image.new("L", (n, n), 255)
    d = ImageDraw.Draw(img)
    mod = module_pt * 25.4 / 72 * MM  # module in hi-res px
    qz = 4 * module_pt * 25.4 / 72  # 4-module quiet zone, mm
    # code centred, with a random sub-pixel offset
    side = mat.shape[0] * mod
    x0 = (n - side) / 2 + rng.uniform(-2, 2)
    y0 = (n - side) / 2 + rng.uniform(-2, 2)
    for r in range(mat.shape[0]):
        for c in range(mat.shape[1]):
            if mat[r, c]:
                d.rectangle([x0 + c * mod, y0 + r * mod, x0 + (c + 1) * mod - 1, y0 + (r + 1) * mod - 1], fill=0)
    # registration square 5 mm to the left-top, text bars beside the quiet zone
    q = qz * MM
    d.rectangle([x0 - q - 5 * MM, y0 - q - 5 * MM, x0 - q - 0.5, y0 - q - 0.5], fill=0)
    for i in range(4):
        y = y0 + side + q + 1 * MM + i * 4.2 * MM
        if y + 2.5 * MM < n:
            d.rectangle([x0 - q - 4 * MM, y, x0 + side * 0.9, y + 2.4 * MM], fill=40)
    for i in range(3):
        x = x0 + side + q + 1 * MM
        y = y0 + i * 4.2 * MM
        d.rectangle([x, y, n - 1, y + 2.4 * MM], fill=40)
    return img


def perspective_coeffs(src, dst):
    # PIL's transform wants the map from output (dst) coords back to input (src) coords
    A, B = [], []
    for (x, y), (u, v) in zip(dst, src):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); B.append(u)
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y]); B.append(v)
    return np.linalg.solve(np.array(A, float), np.array(B, float)).tolist()


def disturb(img, cond, dpi, rng):
    n = img.size[0]
    if cond in ("rot3",):
        img = img.rotate(rng.choice([-3, 3]) + rng.uniform(-0.2, 0.2), resample=Image.BICUBIC, fillcolor=255)
    if cond == "rot180":
        img = img.rotate(180 + rng.uniform(-1, 1), resample=Image.BICUBIC, fillcolor=255)
    if cond == "photo":
        # a page photographed at an angle: the crop's corners moved by up to 12 % of its side,
        # a 10-20 degree rotation, then lit unevenly
        img = img.rotate(rng.uniform(-20, 20), resample=Image.BICUBIC, fillcolor=255)
        s = n
        j = lambda: rng.uniform(0, 0.12) * s
        dst = [(j(), j()), (s - j(), j()), (s - j(), s - j()), (j(), s - j())]
        src = [(0, 0), (s, 0), (s, s), (0, s)]
        img = img.transform((n, n), Image.PERSPECTIVE, perspective_coeffs(src, dst), Image.BICUBIC, fillcolor=255)
    m = max(8, int(round(n * dpi / HI)))
    a = np.asarray(img.resize((m, m), Image.BOX), dtype=np.float32)
    if cond == "clean":
        a = gaussian_filter(a, 0.45)
        a += rng_np(rng).normal(0, 2, a.shape)
    elif cond == "photo":
        a = 40 + a * (175 / 255)  # lower contrast
        yy, xx = np.mgrid[0:m, 0:m] / m
        g = 0.55 + 0.45 * (rng.uniform(0.3, 1) * xx + rng.uniform(0.3, 1) * (1 - yy)) / 1.3
        a = gaussian_filter(a * g, 1.1)
        a += rng_np(rng).normal(0, 6, a.shape)
    else:
        a = gaussian_filter(a, 0.8)
        a += rng_np(rng).normal(0, 12, a.shape)
        r = rng_np(rng)
        for _ in range(int(m * m / 4000) + 2):  # dust specks
            y, x = r.integers(0, m, 2)
            a[y:y + 2, x:x + 2] = 30
    a = np.clip(a, 0, 255).astype(np.uint8)
    out = Image.fromarray(a)
    q = {"jpeg60": 60, "photo": 80}.get(cond)
    if q:
        buf = io.BytesIO(); out.save(buf, "JPEG", quality=q); buf.seek(0)
        out = Image.open(buf).convert("L")
    return out


def rng_np(rng):
    return np.random.default_rng(rng.randrange(1 << 30))


def main():
    rng = random.Random(36)
    syms = os.environ.get("SYMS", "qr,dm").split(",")
    sizes = [float(x) for x in os.environ.get("MODS", "0.75,1.0,1.25,1.5").split(",")]
    dpis = [int(x) for x in os.environ.get("DPIS", "150,200,300").split(",")]
    conds = os.environ.get("CONDS", "clean,scan,jpeg60,rot3,rot180,photo").split(",")
    for sym in syms:
        mat, text = SYMBOLS[sym]
        kind = "qr" if sym.startswith("qr") else "dm"
        for mod in sizes:
            for dpi in dpis:
                for cond in conds:
                    for t in range(TRIALS):
                        img = disturb(scene(mat, mod, rng), cond, dpi, rng)
                        p = f"{OUT}/{sym}_{mod}_{dpi}_{cond}_{t}.pgm"
                        img.save(p)
                        print(f"{p}\t{kind}\t{text}")


main()
