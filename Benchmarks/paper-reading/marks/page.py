#!/usr/bin/python3
"""Mock of a readable paper page (A4): four concentric registration marks in the margins, a QR
code (v3-M, 1 pt modules) with a human-readable line beside it in the bottom margin, and a few
questions (tick boxes, choice circles, a comb), drawn with pycairo.

Writes page.png (300 dpi), corner.png (the bottom-left 70 x 30 mm at 600 dpi) and geometry.json
(mark centres, tick-box and circle rectangles in mm, for register.py and ticks.py).
"""
import json, sys
import numpy as np
import cairo
from PIL import Image

MM = 72 / 25.4
W, H = 595.28, 841.89                     # A4 in pt
MARGIN_SIDE, MARGIN_TOP, MARGIN_BOTTOM = 12 * MM, 12 * MM, 20 * MM
MARK = 5 * MM                              # outer side of a mark: 7 units of 5/7 mm
MARK_CENTRE = 8 * MM                       # from the page edges
MODULE = 1.25                             # QR module, pt (0.44 mm): v3 = 12.8 mm


def qr_matrix(path="../codes/sym/qr_run_M.png"):
    return np.array(Image.open(path).convert("L")) < 128


def mark(cr, cx, cy):
    u = MARK / 7
    cr.set_source_rgb(0, 0, 0)
    cr.rectangle(cx - 3.5 * u, cy - 3.5 * u, 7 * u, 7 * u)
    cr.rectangle(cx - 2.5 * u, cy + 2.5 * u, 5 * u, -5 * u)  # opposite winding: a hole
    cr.fill()
    cr.rectangle(cx - 1.5 * u, cy - 1.5 * u, 3 * u, 3 * u)
    cr.fill()


def draw(cr, geometry, ticked=()):
    cr.set_source_rgb(1, 1, 1); cr.paint()
    centres = [(MARK_CENTRE, MARK_CENTRE), (W - MARK_CENTRE, MARK_CENTRE),
               (W - MARK_CENTRE, H - MARK_CENTRE), (MARK_CENTRE, H - MARK_CENTRE)]
    for cx, cy in centres:
        mark(cr, cx, cy)
    geometry["marks_mm"] = [(x / MM, y / MM) for x, y in centres]
    # the code: right of the bottom-left mark, bottom edge level with the mark's
    m = qr_matrix()
    n = m.shape[0]
    x0 = MARK_CENTRE + MARK / 2 + 4 * MODULE + 1 * MM
    y0 = H - MARK_CENTRE + MARK / 2 - n * MODULE
    cr.set_source_rgb(0, 0, 0)
    for r in range(n):
        for c in range(n):
            if m[r, c]:
                cr.rectangle(x0 + c * MODULE, y0 + r * MODULE, MODULE, MODULE)
    cr.fill()
    geometry["code_mm"] = [x0 / MM, y0 / MM, n * MODULE / MM]
    # human-readable copy of the code beside it
    cr.select_font_face("Liberation Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
    cr.set_font_size(6.5); cr.set_source_rgb(0.33, 0.33, 0.33)
    tx = x0 + n * MODULE + 4 * MODULE
    cr.move_to(tx, y0 + 7); cr.show_text("FS1 9F86D081884C7D65 · page 3 of 12")
    cr.move_to(tx, y0 + 15); cr.show_text("record 417 Kari Nordmann-Ås")
    # running footer and header, as the paper look draws them
    cr.set_font_size(8.5)
    cr.move_to(W / 2 - 25, H - MARGIN_BOTTOM + 10); cr.show_text("Page 3 of 12")
    cr.move_to(MARGIN_SIDE, MARGIN_TOP + 8); cr.show_text("Ansettelse — skjema for nyansatte")
    # questions
    y = MARGIN_TOP + 30
    cr.set_line_width(0.6)
    boxes, circles = [], []
    t = 3.5 * MM
    for q in range(14):
        cr.set_source_rgb(0.1, 0.1, 0.1); cr.set_font_size(11)
        cr.move_to(MARGIN_SIDE, y); cr.show_text(f"{q + 1}. Question number {q + 1} asks something")
        y += 10
        for o in range(4):
            x = MARGIN_SIDE + o * 45 * MM
            if q % 2:
                cr.new_path(); cr.arc(x + t / 2, y + t / 2, t / 2, 0, 2 * np.pi); cr.set_source_rgb(0, 0, 0); cr.stroke()
                circles.append([x / MM, y / MM, t / MM, t / MM])
                if (q, o) in ticked:
                    cr.new_path(); cr.arc(x + t / 2, y + t / 2, t / 2 - 1.2, 0, 2 * np.pi); cr.fill()
            else:
                cr.rectangle(x, y, t, t); cr.set_source_rgb(0, 0, 0); cr.stroke()
                boxes.append([x / MM, y / MM, t / MM, t / MM])
            cr.move_to(x + t + 5, y + t - 1); cr.set_font_size(11); cr.show_text(f"Option {o + 1}")
        y += t + 14
        if q % 5 == 4:  # a comb
            for k in range(11):
                cr.rectangle(MARGIN_SIDE + k * 7 * MM, y, 7 * MM, 8 * MM)
            cr.stroke(); y += 8 * MM + 14
    geometry["boxes_mm"] = boxes
    geometry["circles_mm"] = circles


def render(dpi, path, ticked=()):
    s = dpi / 72
    surf = cairo.ImageSurface(cairo.FORMAT_RGB24, int(round(W * s)), int(round(H * s)))
    cr = cairo.Context(surf); cr.scale(s, s)
    g = {}
    draw(cr, g, ticked)
    surf.write_to_png(path)
    return g


if __name__ == "__main__":
    g = render(300, "page.png", ticked={(1, 2), (3, 0)})
    json.dump(g, open("geometry.json", "w"), indent=1)
    # the corner, at 600 dpi
    s = 600 / 72
    cw, ch = 80 * MM, 34 * MM
    surf = cairo.ImageSurface(cairo.FORMAT_RGB24, int(cw * s), int(ch * s))
    cr = cairo.Context(surf); cr.scale(s, s); cr.translate(0, -(H - ch))
    draw(cr, {}, ())
    # dimension guides in red: page edges are the image's left and bottom edges
    cr.set_source_rgb(0.85, 0.1, 0.1); cr.set_line_width(0.3)
    cr.move_to(0, H - MARGIN_BOTTOM); cr.line_to(cw, H - MARGIN_BOTTOM); cr.stroke()
    cr.move_to(MARGIN_SIDE, H - ch); cr.line_to(MARGIN_SIDE, H); cr.stroke()
    cr.set_font_size(5)
    cr.move_to(40 * MM, H - MARGIN_BOTTOM - 1.5); cr.show_text("content area starts 20 mm from the bottom edge")
    cr.move_to(MARGIN_SIDE + 1, H - ch + 6); cr.show_text("12 mm side margin")
    surf.write_to_png("corner.png")
    print(json.dumps({k: (v if k != "boxes_mm" and k != "circles_mm" else len(v)) for k, v in g.items()}))
