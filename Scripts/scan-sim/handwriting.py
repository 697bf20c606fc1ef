"""Handwriting in text, number, date and comb boxes, with the Debian font fonts-dkg-handwriting."""

import datetime

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/fifthhorseman/dkg.ttf"
WORDS = ("Kari", "Nordmann", "Oslo", "Bergen", "ja", "nei", "Storgata", "12", "Ola", "Hansen", "kontor", "lager",
         "Tromsø", "Ås", "post", "sykkel", "prosjekt", "ferie", "Lise", "Berg", "veien", "7", "skole", "huset")

_fonts = {}


def font(size_px):
    if size_px not in _fonts:
        _fonts[size_px] = ImageFont.truetype(FONT, size_px)
    return _fonts[size_px]


def answer(field, rng):
    """What a person writes in a writing field: digits for combs of numbers and dates, a date
    `DD/MM/YYYY` in a date box, words elsewhere."""
    day = datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(0, 27000))
    clock = "%02d:%02d" % (rng.randrange(24), rng.randrange(60))
    if field.comb:
        # Digits in the cells the print leaves open; the separators are printed.
        if field.format == "date":
            return day.strftime("%d%m%Y") + ("" if field.max_length <= 10 else clock.replace(":", ""))
        if field.format == "time":
            return clock.replace(":", "")
        length = (field.max_length or 6) - len(field.separators)
        return "".join(str(rng.randrange(10)) for _ in range(rng.randint(max(1, length - 2), length)))
    if field.format == "date":
        return day.strftime("%d/%m/%Y")
    if field.format == "time":
        return clock
    if field.format == "number":
        return str(rng.randrange(1, 100000))
    count = rng.randint(3, 8) if field.multiline else rng.randint(1, 3)
    return " ".join(rng.choice(WORDS) for _ in range(count))


def write(ink, field, text, px_per_pt, pen, rng):
    """Writes `text` into the field's box on the page's ink layer (a numpy array of darkness)."""
    x, y, w, h = (value * px_per_pt for value in field.frame)
    mm = px_per_pt * 72 / 25.4
    line_height = min(h, 8 * mm)
    size = int(round(line_height * rng.uniform(0.5, 0.66)))
    face = font(size)
    if field.comb and field.max_length:
        cell = w / field.max_length
        cells = [index for index in range(field.max_length) if index not in field.separators]
        for index, char in zip(cells, text):
            _glyphs(ink, char, face, (x + index * cell + cell / 2 + rng.uniform(-0.6, 0.6) * mm, y + h / 2 + rng.uniform(-0.6, 0.6) * mm),
                    pen, rng, centred=True)
        return
    lines = _wrap(text, face, w - 3 * mm) if field.multiline else [_fit(text, face, w - 3 * mm)]
    rows = max(1, int(h // line_height))
    for row, line in enumerate(lines[:rows]):
        baseline_y = y + row * line_height + line_height / 2 + rng.uniform(-0.4, 0.4) * mm
        _glyphs(ink, line, face, (x + rng.uniform(1.0, 3.0) * mm, baseline_y), pen, rng, centred=False)


def _fit(text, face, width):
    while len(text) > 1 and face.getlength(text) > width:
        text = text[:-1]
    return text.strip()


def _wrap(text, face, width):
    lines, current = [], ""
    for word in text.split():
        trial = (current + " " + word).strip()
        if face.getlength(trial) <= width or not current:
            current = _fit(trial, face, width)
        else:
            lines.append(current)
            current = _fit(word, face, width)
    return lines + ([current] if current else [])


def _glyphs(ink, text, face, anchor, pen, rng, centred):
    """Draws text on a small crop, turned by up to ±3°, and combines it with the ink layer."""
    left, top, right, bottom = face.getbbox(text)
    pad = 8
    crop = Image.new("L", (right - left + 2 * pad, bottom - top + 2 * pad), 0)
    ImageDraw.Draw(crop).text((pad - left, pad - top), text, font=face, fill=int(pen.darkness),
                              stroke_width=max(0, int(round(pen.width_mm * 3)) - 1), stroke_fill=int(pen.darkness))
    crop = crop.rotate(rng.uniform(-3, 3), resample=Image.BILINEAR, expand=True)
    cw, ch = crop.size
    x0 = int(anchor[0] - cw / 2) if centred else int(anchor[0])
    y0 = int(anchor[1] - ch / 2)
    _combine(ink, crop, x0, y0)


def _combine(ink, crop, x0, y0):
    import numpy
    data = numpy.asarray(crop)
    height, width = ink.shape
    cx0, cy0 = max(0, -x0), max(0, -y0)
    x1, y1 = min(width, x0 + data.shape[1]), min(height, y0 + data.shape[0])
    if x1 <= max(0, x0) or y1 <= max(0, y0):
        return
    region = ink[max(0, y0):y1, max(0, x0):x1]
    numpy.maximum(region, data[cy0:cy0 + region.shape[0], cx0:cx0 + region.shape[1]], out=region)
