#!/usr/bin/env python3
"""Filled PDFs that attack `formsetter extract` (issue #40, field report N11): the large cases
of Benchmarks/hostile.sh and the ones ExtractBoundsTests generates.

usage: make-hostile-pdfs.py OUTDIR [NAME...]   (no NAME: all of them)

  objstm-plain.pdf        PDF 1.5 whose AcroForm and its field `fornavn` ("in-objstm") are in an
                          object stream, with a cross-reference stream
  objstm-bomb.pdf         the same, the object stream padded with 300 MiB of spaces (about 300 KB)
  xrefstm-bomb.pdf        the same, the cross-reference stream padded with 300 MiB of zeros
  objstm-bomb-2GiB.pdf    the field report's object stream of 2 GiB (2 MB; slow to write)
  widgets-2M.pdf          one button field with 2,000,000 widget references in /Kids (12 MB)
  fields-300k.pdf         300,000 text fields f0…f299999 in /Fields (25 MB)
  inherited-V-1MBx3000.pdf  a field `fornavn` whose /V of 1 MiB its 3,000 kids inherit (1.3 MB)
  long-T-1MBx3000.pdf     a field named by 1 MiB with 3,000 kids (1.3 MB)

Every PDF is written by hand: catalog, pages, one page and an /AcroForm whose /Fields hold the
hostile part. Field names match a form with a text field `fornavn`.
"""
import os
import sys
import zlib

MIB = 1 << 20


def write_pdf(path, fields_array, extra_objects):
    """Objects 1-4 are fixed (catalog, pages, acroform, page); `extra_objects` are 5.. as bytes;
    `fields_array` is /Fields' body. A classic xref table."""
    with open(path, "wb") as f:
        offsets = []
        f.write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
        fixed = [
            b"<< /Type /Catalog /Pages 2 0 R /AcroForm 3 0 R >>",
            b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            b"<< /Fields [" + fields_array + b"] >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
        ]
        for number, body in enumerate(fixed + extra_objects, 1):
            offsets.append(f.tell())
            f.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
        xref = f.tell()
        f.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1))
        f.write(b"".join(b"%010d 00000 n \n" % o for o in offsets))
        f.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(offsets) + 1, xref))


def deflate_padded(prefix, padding_mib, filler):
    """`prefix` then `padding_mib` MiB of `filler`, deflated as one zlib stream."""
    z = zlib.compressobj(9)
    parts = [z.compress(prefix)]
    chunk = filler * MIB
    for _ in range(padding_mib):
        parts.append(z.compress(chunk))
    parts.append(z.flush())
    return b"".join(parts)


def xref_stream_pdf(path, objstm_padding_mib=0, xref_padding_mib=0):
    """PDF 1.5: the AcroForm (object 3) and its field (object 7) inside object stream 5,
    padded with spaces; cross-reference stream 6, padded with zeros past its table."""
    header, body = b"", b""
    for number, obj in ((3, b"<< /Fields [7 0 R] >>"), (7, b"<< /FT /Tx /T (fornavn) /V (in-objstm) >>")):
        header += b"%d %d " % (number, len(body))
        body += obj + b" "
    objstm = deflate_padded(header + body, objstm_padding_mib, b" ")
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}

    def obj(number, text):
        offsets[number] = len(out)
        out.extend(b"%d 0 obj\n" % number + text + b"\nendobj\n")

    obj(1, b"<< /Type /Catalog /Pages 2 0 R /AcroForm 3 0 R >>")
    obj(2, b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>")
    obj(4, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>")
    obj(5, b"<< /Type /ObjStm /N 2 /First %d /Length %d /Filter /FlateDecode >>\nstream\n" % (len(header), len(objstm))
        + objstm + b"\nendstream")
    xref_at = len(out)
    rows = [(0, 0, 65535), (1, offsets[1], 0), (1, offsets[2], 0), (2, 5, 0), (1, offsets[4], 0),
            (1, offsets[5], 0), (1, xref_at, 0), (2, 5, 1)]
    table = b"".join(bytes([t]) + o.to_bytes(4, "big") + g.to_bytes(2, "big") for t, o, g in rows)
    xs = deflate_padded(table, xref_padding_mib, b"\0")
    out.extend(b"6 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length %d /Filter /FlateDecode >>\nstream\n" % len(xs)
               + xs + b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % xref_at)
    with open(path, "wb") as f:
        f.write(out)


def widgets(path, count):
    write_pdf(path, b"5 0 R", [b"<< /FT /Btn /T (fagforening) /Kids [" + b"6 0 R " * count + b"] >>", b"<< /AS /Off >>"])


def fields(path, count):
    write_pdf(path, b"".join(b"%d 0 R " % (5 + i) for i in range(count)),
              [b"<< /FT /Tx /T (f%d) /V (v) >>" % i for i in range(count)])


def amplified(path, key, kids):
    """A parent whose /T or /V of 1 MiB `kids` kids share."""
    big = b"x" * MIB
    refs = b"".join(b"%d 0 R " % (6 + i) for i in range(kids))
    if key == "V":
        parent = b"<< /FT /Tx /T (fornavn) /V (" + big + b") /Kids [" + refs + b"] >>"
        kid = b"<< /T (k%d) /Parent 5 0 R >>"
    else:
        parent = b"<< /FT /Tx /T (" + big + b") /Kids [" + refs + b"] >>"
        kid = b"<< /T (k%d) /V (v) /Parent 5 0 R >>"
    write_pdf(path, b"5 0 R", [parent] + [kid % i for i in range(kids)])


MAKERS = {
    "objstm-plain.pdf": lambda p: xref_stream_pdf(p),
    "objstm-bomb.pdf": lambda p: xref_stream_pdf(p, objstm_padding_mib=300),
    "xrefstm-bomb.pdf": lambda p: xref_stream_pdf(p, xref_padding_mib=300),
    "objstm-bomb-2GiB.pdf": lambda p: xref_stream_pdf(p, objstm_padding_mib=2048),
    "widgets-2M.pdf": lambda p: widgets(p, 2_000_000),
    "fields-300k.pdf": lambda p: fields(p, 300_000),
    "inherited-V-1MBx3000.pdf": lambda p: amplified(p, "V", 3_000),
    "long-T-1MBx3000.pdf": lambda p: amplified(p, "T", 3_000),
}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name in sys.argv[2:] or MAKERS:
        if name not in MAKERS:
            sys.exit(f"unknown PDF {name}; one of {', '.join(MAKERS)}")
        MAKERS[name](os.path.join(out, name))
        print(f"{name}: {os.path.getsize(os.path.join(out, name)):,} bytes")
