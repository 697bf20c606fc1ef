"""What a scanner or a phone makes of a filled 600 dpi page (numpy grey, 0 black, 255 white)."""

import io
import math

import numpy
from PIL import Image, ImageFilter

SOURCE_DPI = 600


def _affine(angle_deg, scale, shift, size_in, size_out):
    """Pillow's inverse affine coefficients: output pixel → input pixel, turning by `angle`
    and scaling by `scale` about the centres, then moving by `shift` (output pixels)."""
    a = math.radians(angle_deg)
    cos, sin = math.cos(a) / scale, math.sin(a) / scale
    cx_in, cy_in = size_in[0] / 2, size_in[1] / 2
    cx_out, cy_out = size_out[0] / 2 + shift[0], size_out[1] / 2 + shift[1]
    return (cos, sin, cx_in - cos * cx_out - sin * cy_out,
            -sin, cos, cy_in + sin * cx_out - cos * cy_out)


def _noise(nprng, sigma, shape):
    return nprng.standard_normal(shape, dtype=numpy.float32) * numpy.float32(sigma)


def _jpeg(image, quality):
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    buffer.seek(0)
    return Image.open(buffer).convert(image.mode)


def scan(page, dpi, rng, jpeg_quality=None, upside_down=False):
    """A flatbed scan at `dpi` of an area 16 mm larger than the sheet: ±3° rotation, ±3 % scale, shifts up to 3 mm,
    paper tone, a toner streak now and then, blur, noise, dust, optional JPEG; returns a Pillow
    'L' image with the scan's dpi and what was done."""
    image = Image.fromarray(page)
    factor = SOURCE_DPI // dpi
    image = image.reduce(factor) if SOURCE_DPI % dpi == 0 else image.resize(
        (round(image.width * dpi / SOURCE_DPI), round(image.height * dpi / SOURCE_DPI)), Image.BOX)
    angle, scale = rng.uniform(-3, 3), rng.uniform(0.97, 1.03)
    mm = dpi / 25.4
    shift = (rng.uniform(-3, 3) * mm, rng.uniform(-3, 3) * mm)
    # The scan area is larger than the sheet (8 mm each way), so a turned sheet keeps its corners.
    bed = (image.width + round(16 * mm), image.height + round(16 * mm))
    image = image.transform(bed, Image.AFFINE, _affine(angle, scale, shift, image.size, bed),
                            resample=Image.BICUBIC, fillcolor=int(rng.uniform(215, 255)))
    if upside_down:
        image = image.rotate(180)
    nprng = numpy.random.default_rng(rng.getrandbits(64))
    data = numpy.asarray(image, dtype=numpy.float32)
    paper, black = rng.uniform(228, 250), rng.uniform(8, 30)
    data = black + data / 255.0 * (paper - black)
    streaks = []
    if rng.random() < 0.35:
        for _ in range(rng.randint(1, 2)):
            column, width = rng.randrange(data.shape[1]), rng.randint(2, 8)
            change = rng.choice((-1, 1)) * rng.uniform(12, 45)
            data[:, column:column + width] += change
            streaks.append({"column": column, "width": width, "change": round(change, 1)})
    blurred = Image.fromarray(numpy.clip(data, 0, 255).astype(numpy.uint8)).filter(ImageFilter.GaussianBlur(rng.uniform(0.35, 0.85)))
    data = numpy.asarray(blurred, dtype=numpy.float32)
    data += _noise(nprng, rng.uniform(3, 8), data.shape)
    for _ in range(rng.randint(0, 30)):
        y, x = nprng.integers(0, data.shape[0]), nprng.integers(0, data.shape[1])
        data[y:y + 2, x:x + 2] -= 120
    image = Image.fromarray(numpy.clip(data, 0, 255).astype(numpy.uint8))
    if jpeg_quality:
        image = _jpeg(image, jpeg_quality)
    return image, {"angle": round(angle, 3), "scale": round(scale, 4), "shiftMM": [round(shift[0] / mm, 2), round(shift[1] / mm, 2)],
                   "upsideDown": upside_down, "streaks": streaks, "jpeg": jpeg_quality}


def _perspective(source_corners, target_corners):
    """Pillow's PERSPECTIVE coefficients mapping target (output) points to source points."""
    rows, rhs = [], []
    for (sx, sy), (tx, ty) in zip(source_corners, target_corners):
        rows.append([tx, ty, 1, 0, 0, 0, -sx * tx, -sx * ty]); rhs.append(sx)
        rows.append([0, 0, 0, tx, ty, 1, -sy * tx, -sy * ty]); rhs.append(sy)
    return tuple(numpy.linalg.solve(numpy.array(rows, dtype=float), numpy.array(rhs, dtype=float)))


def photo(page, rng, size=(2480, 3300), quality=None):
    """A phone photo of the page lying on a table: the page fills 88-95 % of the frame's
    height, turned up to ±5°, seen at up to 15° from straight above (the far edge shorter by up
    to 14.5 %), uneven light, lower contrast, blur, noise, JPEG; returns a Pillow 'RGB' image."""
    source = Image.fromarray(page).reduce(2)  # 300 dpi is more than the photo resolves
    width, height = source.size
    fill = rng.uniform(0.88, 0.95)
    page_h = size[1] * fill
    page_w = page_h * width / height
    tilt = rng.uniform(0, 15)
    shrink = 1 - 0.56 * math.sin(math.radians(tilt))
    side = rng.choice(("top", "bottom", "left", "right"))
    half_w, half_h = page_w / 2, page_h / 2
    corners = [(-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h)]
    if side == "top":
        corners[0] = (corners[0][0] * shrink, corners[0][1]); corners[1] = (corners[1][0] * shrink, corners[1][1])
    elif side == "bottom":
        corners[2] = (corners[2][0] * shrink, corners[2][1]); corners[3] = (corners[3][0] * shrink, corners[3][1])
    elif side == "left":
        corners[0] = (corners[0][0], corners[0][1] * shrink); corners[3] = (corners[3][0], corners[3][1] * shrink)
    else:
        corners[1] = (corners[1][0], corners[1][1] * shrink); corners[2] = (corners[2][0], corners[2][1] * shrink)
    angle = math.radians(rng.uniform(-5, 5))
    cx, cy = size[0] / 2 + rng.uniform(-0.02, 0.02) * size[0], size[1] / 2 + rng.uniform(-0.02, 0.02) * size[1]
    target = [(cx + x * math.cos(angle) - y * math.sin(angle), cy + x * math.sin(angle) + y * math.cos(angle)) for x, y in corners]
    coefficients = _perspective([(0, 0), (width, 0), (width, height), (0, height)], target)
    nprng = numpy.random.default_rng(rng.getrandbits(64))
    table = rng.uniform(70, 140)
    warped = source.transform(size, Image.PERSPECTIVE, coefficients, resample=Image.BICUBIC, fillcolor=0)
    inside = Image.new("L", source.size, 255).transform(size, Image.PERSPECTIVE, coefficients, resample=Image.BILINEAR, fillcolor=0)
    data = numpy.asarray(warped, dtype=numpy.float32)
    alpha = numpy.asarray(inside, dtype=numpy.float32) / 255.0
    contrast_floor, contrast_top = rng.uniform(35, 60), rng.uniform(200, 230)
    data = contrast_floor + data / 255.0 * (contrast_top - contrast_floor)
    data = alpha * data + (1 - alpha) * table
    xs = (numpy.arange(size[0], dtype=numpy.float32) / size[0] - 0.5)[None, :]
    ys = (numpy.arange(size[1], dtype=numpy.float32) / size[1] - 0.5)[:, None]
    direction = rng.uniform(0, 2 * math.pi)
    ramp = xs * math.cos(direction) + ys * math.sin(direction)
    light = 1 - rng.uniform(0.15, 0.35) * (ramp + 0.5) - 0.12 * (xs ** 2 + ys ** 2)
    data *= light
    data += _noise(nprng, rng.uniform(3, 6), data.shape)
    grey = Image.fromarray(numpy.clip(data, 0, 255).astype(numpy.uint8)).filter(ImageFilter.GaussianBlur(rng.uniform(0.8, 1.3)))
    tint = numpy.asarray(grey, dtype=numpy.float32)[..., None] * numpy.array([1.0, 0.97, 0.9], dtype=numpy.float32)
    image = Image.fromarray(numpy.clip(tint, 0, 255).astype(numpy.uint8), "RGB")
    quality = quality or rng.randint(75, 88)
    image = _jpeg(image, quality)
    effective_dpi = page_h / (height / 300.0)
    return image, {"tiltDeg": round(tilt, 2), "shortSide": side, "angle": round(math.degrees(angle), 2), "fill": round(fill, 3),
                   "effectiveDpi": round(effective_dpi), "jpeg": quality}


def blank_back(size_px, rng, jpeg_quality=None):
    """The empty back of a sheet from a duplex scan: paper tone, noise, a few specks."""
    nprng = numpy.random.default_rng(rng.getrandbits(64))
    data = numpy.full((size_px[1], size_px[0]), rng.uniform(228, 250), dtype=numpy.float32)
    data += _noise(nprng, rng.uniform(3, 8), data.shape)
    for _ in range(rng.randint(0, 20)):
        y, x = nprng.integers(0, data.shape[0]), nprng.integers(0, data.shape[1])
        data[y:y + 2, x:x + 2] -= 120
    image = Image.fromarray(numpy.clip(data, 0, 255).astype(numpy.uint8))
    return _jpeg(image, jpeg_quality) if jpeg_quality else image
