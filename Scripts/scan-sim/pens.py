"""Pen marks in tick boxes and radio circles, drawn into an ink layer (darkness 0-255) at 600 dpi.

Each mark is drawn on a small crop around its box with Pillow's ImageDraw and combined with the
page's ink by taking the darker value, so marks can overlap the printed rule and each other.
"""

import math

import numpy
from PIL import Image, ImageDraw

# What a person means by a mark: every kind of mark maps to one intent.
INTENT = {
    "tick": "ticked", "cross": "ticked", "dot": "ticked", "pencil": "ticked",
    "filled": "cancelled", "scribbled": "cancelled",
    "stray": "empty", "empty": "empty",
}
TICKING = ("tick", "cross", "dot", "pencil")
CANCELLING = ("filled", "scribbled")


class Pen:
    """A pen: width in millimetres and darkness (255 - grey; grey 10 is black, 110 blue ballpoint)."""

    def __init__(self, width_mm, darkness, pencil=False):
        self.width_mm = width_mm
        self.darkness = darkness
        self.pencil = pencil

    @staticmethod
    def random(rng):
        return Pen(rng.uniform(0.3, 0.7), 255 - rng.uniform(10, 110))

    @staticmethod
    def light_pencil(rng):
        return Pen(rng.uniform(0.3, 0.5), 255 - rng.uniform(95, 125), pencil=True)


def _bezier(p0, p1, p2, steps=14):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / steps for i in range(steps + 1))]


class MarkCanvas:
    """A crop of the ink layer around one box: unit coordinates (0,0)-(1,1) are the box."""

    def __init__(self, box_px, margin_px):
        x, y, w, h = box_px
        self.origin = (int(math.floor(x - margin_px)), int(math.floor(y - margin_px)))
        self.size = (int(math.ceil(w + 2 * margin_px)) + 1, int(math.ceil(h + 2 * margin_px)) + 1)
        self.box = (x - self.origin[0], y - self.origin[1], w, h)
        self.image = Image.new("L", self.size, 0)
        self.draw = ImageDraw.Draw(self.image)

    def point(self, u, v):
        x, y, w, h = self.box
        return (x + u * w, y + v * h)

    def stroke(self, points_uv, pen, px_per_mm, rng, jitter_mm=0.12):
        """A polyline through unit points, each moved by up to `jitter_mm` (a hand is not a ruler)."""
        jitter = jitter_mm * px_per_mm
        points = [self.point(u, v) for u, v in points_uv]
        points = [(x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter)) for x, y in points]
        width = max(1, int(round(pen.width_mm * px_per_mm)))
        if pen.pencil:
            layer = Image.new("L", self.size, 0)
            ImageDraw.Draw(layer).line(points, fill=int(pen.darkness), width=width, joint="curve")
            # Graphite leaves grain: about a fifth of the stroke's pixels stay paper.
            grain = numpy.random.default_rng(rng.getrandbits(32)).random((self.size[1], self.size[0])) >= 0.2
            grained = numpy.asarray(layer) * grain
            self.image = Image.fromarray(numpy.maximum(numpy.asarray(self.image), grained).astype(numpy.uint8))
            self.draw = ImageDraw.Draw(self.image)
        else:
            layer = Image.new("L", self.size, 0)
            ImageDraw.Draw(layer).line(points, fill=int(pen.darkness), width=width, joint="curve")
            self.image = Image.fromarray(numpy.maximum(numpy.asarray(self.image), numpy.asarray(layer)))
            self.draw = ImageDraw.Draw(self.image)

    def disc(self, centre_uv, radius_u, pen):
        x, y = self.point(*centre_uv)
        r = radius_u * self.box[2]
        self.draw.ellipse((x - r, y - r, x + r, y + r), fill=int(pen.darkness))


def _tick(canvas, pen, ppm, rng, scale=1.0):
    s = scale
    a = (0.5 - 0.32 * s, 0.5 + 0.02 * s + rng.uniform(-0.05, 0.05))
    b = (0.5 - 0.08 * s + rng.uniform(-0.05, 0.05), 0.5 + 0.3 * s)
    c = (0.5 + 0.36 * s + rng.uniform(-0.05, 0.08), 0.5 - 0.38 * s + rng.uniform(-0.08, 0.05))
    canvas.stroke(_bezier(a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 0.03), b, 5)
                  + _bezier(b, ((b[0] + c[0]) / 2 + rng.uniform(-0.06, 0.06), (b[1] + c[1]) / 2), c, 9)[1:], pen, ppm, rng)


def _cross(canvas, pen, ppm, rng):
    lo, hi = rng.uniform(0.16, 0.26), rng.uniform(0.74, 0.84)
    canvas.stroke([(lo, lo), ((lo + hi) / 2 + rng.uniform(-0.04, 0.04), 0.5), (hi, hi)], pen, ppm, rng)
    canvas.stroke([(hi, lo), (0.5, (lo + hi) / 2 + rng.uniform(-0.04, 0.04)), (lo, hi)], pen, ppm, rng)


def _zigzag(canvas, pen, ppm, rng, spacing_factor, angle_deg, inset=-0.04):
    """Back-and-forth strokes over the box, `spacing_factor` pen widths apart."""
    _, _, w, _ = canvas.box
    step_u = pen.width_mm * ppm * spacing_factor / w
    slope = math.tan(math.radians(angle_deg))
    points = []
    v = inset
    left = True
    while v <= 1 - inset:
        u = inset if left else 1 - inset
        points.append((u, v + (slope * (u - 0.5))))
        v += step_u
        left = not left
    canvas.stroke(points, pen, ppm, rng, jitter_mm=0.05)


def draw_mark(kind, canvas, ppm, rng):
    """Draws one kind of mark; returns the pen used (None for "empty")."""
    if kind == "empty":
        return None
    pen = Pen.light_pencil(rng) if kind == "pencil" else Pen.random(rng)
    if kind in ("tick", "pencil"):
        _tick(canvas, pen, ppm, rng, scale=rng.uniform(0.8, 1.1))
    elif kind == "cross":
        _cross(canvas, pen, ppm, rng)
    elif kind == "dot":
        canvas.disc((0.5 + rng.uniform(-0.08, 0.08), 0.5 + rng.uniform(-0.08, 0.08)), rng.uniform(0.12, 0.21), pen)
    elif kind == "filled":
        _zigzag(canvas, pen, ppm, rng, spacing_factor=rng.uniform(0.55, 0.8), angle_deg=rng.uniform(-12, 12))
    elif kind == "scribbled":
        _tick(canvas, pen, ppm, rng)
        _zigzag(canvas, pen, ppm, rng, spacing_factor=rng.uniform(0.6, 0.85), angle_deg=rng.uniform(20, 40))
    elif kind == "stray":
        # A stroke meant for a neighbour, through one corner of the box and far out of it.
        corner = rng.choice(((0, 0), (1, 0), (1, 1), (0, 1)))
        depth = rng.uniform(0.04, 0.18)
        # The line u' + v' = depth in the corner's inward axes, from 0.9 box outside to 0.9 box outside.
        sx = 1 if corner[0] == 0 else -1
        sy = 1 if corner[1] == 0 else -1
        p = (corner[0] + sx * (depth + 0.9), corner[1] - sy * 0.9)
        q = (corner[0] - sx * 0.9, corner[1] + sy * (depth + 0.9))
        canvas.stroke([p, q], pen, ppm, rng, jitter_mm=0.03)
    else:
        raise ValueError("unknown mark " + kind)
    return pen
