"""Fills a blank paper form's 600 dpi pages with seeded answers and says what a careful reader
must read from them (the truth)."""

import itertools

import numpy

import handwriting
import rule
from pens import INTENT, MarkCanvas, Pen, draw_mark

DPI = 600
PX_PER_PT = DPI / 72.0
PX_PER_MM = DPI / 25.4
LINE_PT = 0.6  # the paper look's rule (Theme.line)


def _ticking(rng):
    return rng.choices(("tick", "cross", "dot", "pencil"), weights=(40, 25, 15, 20))[0]


def _cancelling(rng):
    return rng.choice(("filled", "scribbled"))


def _quiet(rng, stray_share):
    return "stray" if rng.random() < stray_share else "empty"


def choose_marks(layout, rng):
    """The kind of mark in every mark box: {id(field): kind}. Radio groups get one intended
    answer most of the time, sometimes none, two, or a cancelled one beside the answer."""
    kinds = {}
    groups = {}
    for field in layout.fields:
        if field.kind == "radio":
            groups.setdefault(field.name, []).append(field)
    for field in layout.fields:
        if field.kind != "checkbox":
            continue
        roll = rng.random()
        share_ticked = 0.35 if field.is_multi_select else 0.45
        if roll < share_ticked:
            kinds[id(field)] = _ticking(rng)
        elif roll < share_ticked + 0.08:
            kinds[id(field)] = _cancelling(rng)
        else:
            kinds[id(field)] = _quiet(rng, 0.08)
    for options in groups.values():
        for field in options:
            kinds[id(field)] = _quiet(rng, 0.04)
        mode = rng.choices(("one", "none", "two", "corrected"), weights=(82, 7, 5, 6))[0]
        chosen = rng.sample(options, min(len(options), 2))
        if mode in ("one", "two", "corrected"):
            kinds[id(chosen[0])] = _ticking(rng)
        if len(chosen) > 1 and mode == "two":
            kinds[id(chosen[1])] = _ticking(rng)
        if len(chosen) > 1 and mode == "corrected":
            kinds[id(chosen[1])] = _cancelling(rng)
    return kinds


def inner_mask(field, origin, shape):
    """The pixels the rule measures: 0.35 mm in from the inner edge of the printed rule (a
    square for a check box, a disc for a radio circle), in a crop at `origin` of `shape`."""
    x, y, w, h = (value * PX_PER_PT for value in field.frame)
    yy, xx = numpy.mgrid[0:shape[0], 0:shape[1]]
    xx = xx + origin[0] + 0.5
    yy = yy + origin[1] + 0.5
    if field.kind == "radio":
        radius = w / 2 - LINE_PT * PX_PER_PT - rule.INNER_INSET_MM * PX_PER_MM
        return (xx - (x + w / 2)) ** 2 + (yy - (y + h / 2)) ** 2 <= radius ** 2
    inset = LINE_PT / 2 * PX_PER_PT + rule.INNER_INSET_MM * PX_PER_MM
    return (xx >= x + inset) & (xx <= x + w - inset) & (yy >= y + inset) & (yy <= y + h - inset)


def measure(page, field):
    """A mark box on a 600 dpi page (numpy grey): its inner coverage (the share of inner pixels
    darker than rule.INK_BELOW) and the pieces of paper left inside at each of
    rule.CLEARANCE_RANGE_MM (`rule.paper_pieces`) where they decide, else None."""
    x, y, w, h = (value * PX_PER_PT for value in field.frame)
    x0, y0 = int(x), int(y)
    crop = page[y0:int(y + h) + 2, x0:int(x + w) + 2]
    mask = inner_mask(field, (x0, y0), crop.shape)
    ink = crop < rule.INK_BELOW
    c = float(ink[mask].mean())
    if not rule.shape_decides(c):
        return c, None
    return c, [rule.paper_pieces(mask & ~ink, 1 / PX_PER_MM, clearance) for clearance in rule.CLEARANCE_RANGE_MM]


def fill(pages, layout, rng, writing_share=0.75):
    """Draws the answers on copies of `pages` (numpy grey arrays at 600 dpi, one per layout
    page); returns the filled pages and the record's truth."""
    inks = [numpy.zeros_like(page) for page in pages]
    kinds = choose_marks(layout, rng)
    drawn = []
    for field in layout.fields:
        if not field.is_mark:
            continue
        kind = kinds[id(field)]
        x, y, w, h = (value * PX_PER_PT for value in field.frame)
        # Where the hand put the mark: up to ±0.5 mm off the box.
        dx, dy = rng.uniform(-0.5, 0.5) * PX_PER_MM, rng.uniform(-0.5, 0.5) * PX_PER_MM
        canvas = MarkCanvas((x + dx, y + dy, w, h), margin_px=w)
        draw_mark(kind, canvas, PX_PER_MM, rng)
        _combine(inks[field.page - 1], numpy.asarray(canvas.image), canvas.origin)
        drawn.append((field, kind))
    writing = []
    for field in layout.fields:
        if not field.is_writing:
            continue
        written = rng.random() < writing_share
        text = handwriting.answer(field, rng) if written else ""
        if written:
            handwriting.write(inks[field.page - 1], field, text, PX_PER_PT, Pen.random(rng), rng)
        writing.append({"field": field.name, "cell": field.cell, "page": field.page, "kind": field.kind,
                        "frame": list(field.frame), "written": written, "text": text})
    filled = [numpy.minimum(page, 255 - ink) for page, ink in zip(pages, inks)]
    marks = []
    for field, kind in drawn:
        c, pieces = measure(filled[field.page - 1], field)
        accept = rule.accepted(c, pieces or (0,))
        middle = pieces[rule.CLEARANCE_RANGE_MM.index(rule.CLEARANCE_MM)] if pieces else 0
        marks.append({"field": field.name, "cell": field.cell, "page": field.page, "kind": field.kind,
                      "option": field.option, "frame": list(field.frame), "drawn": kind, "intent": INTENT[kind],
                      "coverage": round(c, 4), "paperPieces": pieces, "rule": rule.state(c, middle), "accept": accept,
                      "mustFlag": not accept})
    return filled, {"marks": marks, "fields": field_truth(marks), "writing": writing}


def _combine(ink, crop, origin):
    x0, y0 = origin
    height, width = ink.shape
    cx0, cy0 = max(0, -x0), max(0, -y0)
    x1, y1 = min(width, x0 + crop.shape[1]), min(height, y0 + crop.shape[0])
    region = ink[max(0, y0):y1, max(0, x0):x1]
    numpy.maximum(region, crop[cy0:cy0 + region.shape[0], cx0:cx0 + region.shape[1]], out=region)


def _value(kind, marks, states):
    """The field's value for one decided state per mark, or None when the states must be
    flagged (a radio with two answers)."""
    ticked = [mark for mark, mark_state in zip(marks, states) if mark_state == "ticked"]
    if kind == "toggle":
        return True if ticked else False
    if kind == "radio":
        if len(ticked) > 1:
            return None
        return {"value": ticked[0]["option"] if ticked else None}
    return [mark["option"] for mark in ticked]


def field_truth(marks):
    """Per answered cell: its kind (toggle, radio, multi), the value by the rule, whether it
    must be flagged, and every value a careful reader may give without a flag."""
    cells = {}
    for mark in marks:
        if mark["kind"] == "radio":
            key, kind = mark["field"], "radio"
        elif mark["option"] is not None:
            key, kind = mark["cell"], "multi"
        else:
            key, kind = mark["field"], "toggle"
        cells.setdefault((key, kind), []).append(mark)
    truth = []
    for (key, kind), group in cells.items():
        ruled = [mark["rule"] for mark in group]
        must_flag = any(state == "review" for state in ruled)
        exact = None if must_flag else _value(kind, group, ruled)
        if exact is None:
            must_flag = True
        accepted = []
        if all(mark["accept"] for mark in group):
            for states in itertools.product(*(mark["accept"] for mark in group)):
                value = _value(kind, group, states)
                if value is not None and value not in accepted:
                    accepted.append(value)
        unwrap = lambda value: value["value"] if kind == "radio" else value
        truth.append({"cell": key, "kind": kind, "page": group[0]["page"],
                      "value": None if must_flag else unwrap(exact), "mustFlag": must_flag,
                      "accept": [unwrap(value) for value in accepted]})
    return truth
