#!/usr/bin/python3
"""Registration experiment: distort page.png (300 dpi truth) as a scanner or a phone would, find
the four concentric marks with a connected-component search (own code, numpy/scipy), orient the
page by the QR code's position (ZXingReader), fit the projective transform, and measure the error
at every tick box and circle centre against the known truth, in mm.
"""
import os
import io, json, subprocess, sys, time, random, math
import numpy as np
from PIL import Image
from scipy import ndimage

G = json.load(open("geometry.json"))
PAGE = Image.open("page.png").convert("L")
IN_DPI = 300
PX_IN = IN_DPI / 25.4


def homography(src, dst):
    """DLT for 4+ point pairs (least squares for more), with Hartley normalisation."""
    src, dst = np.asarray(src, float), np.asarray(dst, float)

    def norm(p):
        c = p.mean(0); s = math.sqrt(2) / np.sqrt(((p - c) ** 2).sum(1)).mean()
        T = np.array([[s, 0, -s * c[0]], [0, s, -s * c[1]], [0, 0, 1]])
        return T, (np.c_[p, np.ones(len(p))] @ T.T)[:, :2]
    Ts, s = norm(src); Td, d = norm(dst)
    A = []
    for (x, y), (u, v) in zip(s, d):
        A.append([-x, -y, -1, 0, 0, 0, u * x, u * y, u])
        A.append([0, 0, 0, -x, -y, -1, v * x, v * y, v])
    _, _, Vt = np.linalg.svd(np.array(A))
    Hn = Vt[-1].reshape(3, 3)
    H = np.linalg.inv(Td) @ Hn @ Ts
    return H / H[2, 2]


def apply(H, pts):
    p = np.c_[np.asarray(pts, float), np.ones(len(pts))] @ H.T
    return p[:, :2] / p[:, 2:3]


def simulate(cond, dpi, rng):
    """Returns (grey image, H_true mapping page mm -> scan px)."""
    pw, ph = 210.0, 297.0
    scale = 1.0; theta = 0.0; persp = 0.0; bg = 245; border = 12.0
    if cond == "flatbed":
        theta = rng.uniform(-3, 3)
    elif cond == "fit94":
        scale = 0.94; theta = rng.uniform(-1, 1)
    elif cond == "skew10":
        theta = rng.choice([-10, 10]) + rng.uniform(-0.5, 0.5)
    elif cond == "skew20":
        theta = rng.choice([-20, 20]) + rng.uniform(-0.5, 0.5)
    elif cond == "rot90":
        theta = 90 + rng.uniform(-2, 2)
    elif cond == "skew45":
        theta = 45 + rng.uniform(-2, 2)
    elif cond == "upside":
        theta = 180 + rng.uniform(-2, 2)
    elif cond == "photo":
        theta = rng.uniform(-10, 10); persp = 0.08; bg = 70; border = 25.0
    k = dpi / 25.4 * scale
    c, s = math.cos(math.radians(theta)), math.sin(math.radians(theta))
    # page mm -> scan px: rotate about the page centre, scale, put in a bed with a border
    out_w = int((pw * abs(c) + ph * abs(s) + 2 * border) * dpi / 25.4)
    out_h = int((pw * abs(s) + ph * abs(c) + 2 * border) * dpi / 25.4)
    corners = np.array([[0, 0], [pw, 0], [pw, ph], [0, ph]])
    cen = np.array([pw / 2, ph / 2])
    rot = (corners - cen) @ np.array([[c, s], [-s, c]]) * k + np.array([out_w / 2, out_h / 2])
    if persp:
        # a phone held at an angle: the top edge shorter than the bottom, plus jitter
        jit = lambda: rng.uniform(-0.02, 0.02) * out_w
        shrink = persp * (rot[1] - rot[0])
        rot = rot + np.array([shrink / 2 + [jit(), jit()], -shrink / 2 + [jit(), jit()],
                              [jit(), jit()], [jit(), jit()]])
    H = homography(corners, rot)
    # render at 2x and reduce (area average)
    ss = 2
    Hss = np.diag([ss, ss, 1]) @ H
    # PIL wants output px -> input px; input px = page mm * PX_IN
    M = np.diag([PX_IN, PX_IN, 1]) @ np.linalg.inv(Hss)
    M = M / M[2, 2]
    img = PAGE.transform((out_w * ss, out_h * ss), Image.PERSPECTIVE, M.flatten()[:8].tolist(),
                         Image.BILINEAR, fillcolor=bg)
    a = np.asarray(img.reduce(ss), dtype=np.float32)
    r = np.random.default_rng(rng.randrange(1 << 30))
    if cond == "photo":
        yy, xx = np.mgrid[0:a.shape[0], 0:a.shape[1]]
        light = 0.6 + 0.4 * (xx / a.shape[1] * rng.uniform(0.3, 1) + (1 - yy / a.shape[0]) * rng.uniform(0.3, 1)) / 2
        a = ndimage.gaussian_filter(30 + a * 0.75 * light, 1.0) + r.normal(0, 5, a.shape)
    else:
        a = ndimage.gaussian_filter(a, 0.7) + r.normal(0, 10, a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    out = Image.fromarray(a)
    buf = io.BytesIO(); out.save(buf, "JPEG", quality=80 if cond == "photo" else 90); buf.seek(0)
    return np.asarray(Image.open(buf).convert("L")), H


def binarise(a):
    # local background: max over 4 mm blocks, smoothed; ink = darker than 60 % of it
    f = max(1, a.shape[1] // 200)
    small = a[::f, ::f].astype(np.float32)
    bgd = ndimage.uniform_filter(ndimage.maximum_filter(small, 5), 9)
    bgd = np.kron(bgd, np.ones((f, f)))[: a.shape[0], : a.shape[1]]
    return a < 0.6 * bgd


def find_marks(a):
    b = binarise(a)
    lab, n = ndimage.label(b, structure=np.ones((3, 3)))
    objs = ndimage.find_objects(lab)
    areas = ndimage.sum(b, lab, index=np.arange(1, n + 1))
    found = []
    for i, sl in enumerate(objs):
        if sl is None or areas[i] < 12:
            continue
        h = sl[0].stop - sl[0].start; w = sl[1].stop - sl[1].start
        if not (0.55 < w / h < 1.8) or areas[i] / (w * h) < 0.5:
            continue  # the core: a compact, nearly square blob
        cy, cx = ndimage.center_of_mass(lab[sl] == i + 1)
        cy += sl[0].start; cx += sl[1].start
        size = math.sqrt(areas[i])  # side of the core, px (rotation-independent)
        ring, ok = None, True
        # walk 8 rays out of the centroid: core (black), gap (white), ring (black), outside (white);
        # the run lengths keep their proportions 1.5 : 1 : 1 whatever the rotation
        for ang in range(0, 360, 45):
            dx, dy = math.cos(math.radians(ang)), math.sin(math.radians(ang))
            runs, cur, length, t = [], True, 0.0, 0.0
            while t < size * 2.2 and len(runs) < 3:
                x, y = int(round(cx + dx * t)), int(round(cy + dy * t))
                if not (0 <= x < b.shape[1] and 0 <= y < b.shape[0]):
                    break
                v = bool(b[y, x])
                if v != cur:
                    runs.append((cur, length, t)); cur, length = v, 0.0
                length += 0.5; t += 0.5
            if len(runs) < 3 or [r[0] for r in runs] != [True, False, True]:
                ok = False; break
            core_half, gap, rng_run = runs[0][1], runs[1][1], runs[2][1]
            if core_half == 0:
                ok = False; break
            if not (0.3 < gap / core_half < 1.3 and 0.3 < rng_run / core_half < 1.3):
                ok = False; break
            t_mid = runs[2][2] - rng_run / 2
            l = lab[int(round(cy + dy * t_mid)), int(round(cx + dx * t_mid))]
            if ring is None: ring = l
            elif l != ring or l == 0: ok = False; break
        if not ok or not ring:
            continue
        rs = objs[ring - 1]
        ry, rx = ndimage.center_of_mass(lab[rs] == ring)
        ry += rs[0].start; rx += rs[1].start
        if math.hypot(rx - cx, ry - cy) > 0.15 * size:
            continue
        ra = areas[ring - 1]
        if not (2.0 < ra / areas[i] < 4.2):  # 24/9 = 2.67 for a perfect mark
            continue
        # both centroids, weighted by area: sub-pixel and immune to uniform ink spread
        found.append(((cx * areas[i] + rx * ra) / (areas[i] + ra), (cy * areas[i] + ry * ra) / (areas[i] + ra), size))
    return found


def order_clockwise(pts):
    c = np.mean(pts, 0)
    return sorted(pts, key=lambda p: math.atan2(p[1] - c[1], p[0] - c[0]))  # y down: clockwise


def zxing_position(path):
    out = subprocess.run(["ZXingReader", "-format", "QRCode", path], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.startswith("Position:"):
            pts = [tuple(map(float, p.split("x"))) for p in line.split()[1:]]
            return np.array(pts), out
    return None, out


def run(cond, dpi, rng, keep=None):
    a, Htrue = simulate(cond, dpi, rng)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), f"scan_{cond}_{dpi}.png")
    Image.fromarray(a).save(path)
    t0 = time.perf_counter()
    marks = find_marks(a)
    t_marks = time.perf_counter() - t0
    t0 = time.perf_counter()
    code, _ = zxing_position(path)
    t_code = time.perf_counter() - t0
    res = {"cond": cond, "dpi": dpi, "marks": len(marks), "code": code is not None,
           "t_marks_ms": round(t_marks * 1000), "t_code_ms": round(t_code * 1000)}
    if code is None:
        return res
    res["candidates"] = len(marks)
    if marks:  # QR finder patterns are concentric squares too, but half the size: keep the big ones
        big = max(m[2] for m in marks)
        marks = [m for m in marks if m[2] > 0.7 * big]
    res["marks"] = len(marks)
    if len(marks) < 4:
        return res
    if len(marks) > 4:  # keep the four that span the largest quadrilateral: the corners
        c = np.mean([m[:2] for m in marks], 0)
        marks = sorted(marks, key=lambda m: -math.hypot(m[0] - c[0], m[1] - c[1]))[:4]
    pts = order_clockwise([m[:2] for m in marks])
    cc = code.mean(0)
    bl = int(np.argmin([math.hypot(p[0] - cc[0], p[1] - cc[1]) for p in pts]))
    pts = [pts[(bl + 1 + i) % 4] for i in range(4)]  # TL, TR, BR, BL
    H = homography(G["marks_mm"], pts)
    # error at each tick box / circle centre, in mm of the page
    cen = [(x + w / 2, y + h / 2) for x, y, w, h in G["boxes_mm"] + G["circles_mm"]]
    err_px = np.hypot(*(apply(H, cen) - apply(Htrue, cen)).T)
    px_per_mm = math.sqrt(abs(np.linalg.det(Htrue[:2, :2]))) / Htrue[2, 2] if False else dpi / 25.4
    res["err_max_mm"] = round(float(err_px.max() / px_per_mm), 3)
    res["err_mean_mm"] = round(float(err_px.mean() / px_per_mm), 3)
    # the check: the code's corners as zxing found them vs where the transform puts them
    x0, y0, side = G["code_mm"]
    pred = apply(H, [(x0, y0), (x0 + side, y0), (x0 + side, y0 + side), (x0, y0 + side)])
    d = [min(np.hypot(*(code - p).T)) for p in pred]
    res["code_check_mm"] = round(float(max(d) / px_per_mm), 2)
    # what the transform says about the scan: rotation, scale
    J = H[:2, :2] - np.outer(H[:2, 2], H[2, :2])  # Jacobian at the origin (approx)
    res["scale"] = round(math.sqrt(abs(np.linalg.det(H[:2, :2] / H[2, 2]))) / (dpi / 25.4), 3)
    res["rot_deg"] = round(math.degrees(math.atan2(H[1, 0], H[0, 0])), 1)
    return res


if __name__ == "__main__":
    rng = random.Random(7)
    conds = sys.argv[1].split(",") if len(sys.argv) > 1 else ["flatbed", "fit94", "skew10", "skew20", "upside", "photo"]
    dpis = [int(x) for x in sys.argv[2].split(",")] if len(sys.argv) > 2 else [150, 200, 300]
    trials = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    for cond in conds:
        for dpi in dpis:
            for t in range(trials):
                print(json.dumps(run(cond, dpi, rng)), flush=True)
