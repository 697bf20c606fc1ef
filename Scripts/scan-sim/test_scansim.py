"""Checks of the scan simulator: its truth against ink measured independently on the clean
600 dpi pages, its determinism, its file formats.

    FORMSETTER=CLI/.build/debug/formsetter /usr/bin/python3 -m unittest discover -s Scripts/scan-sim -p 'test_*.py'
"""

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import unittest

import numpy
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import report_shape  # noqa: E402
import rule  # noqa: E402

FORMSETTER = os.environ.get("FORMSETTER", os.path.join(ROOT, "CLI/.build/debug/formsetter"))
FORM = os.path.join(ROOT, "Examples/forms/ansatt-nb.json")


def simulate(out, seed, conditions, formats, records=2):
    subprocess.run([sys.executable, os.path.join(HERE, "scansim.py"), FORM, "--formsetter", FORMSETTER, "--out", out,
                    "--seed", str(seed), "--records", str(records), "--conditions", conditions, "--formats", formats], check=True)


def digests(folder):
    found = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return found


def drawn_coverage(page, frame, radio):
    """Coverage measured another way: the inner mask drawn with Pillow (a rectangle or an
    ellipse), not computed from pixel centres."""
    ppt = 600 / 72
    ppm = 600 / 25.4
    x, y, w, h = (v * ppt for v in frame)
    inset = (0.6 * ppt if radio else 0.3 * ppt) + rule.INNER_INSET_MM * ppm
    mask = Image.new("1", (page.shape[1], page.shape[0]), 0)
    shape = (x + inset, y + inset, x + w - inset, y + h - inset)
    (ImageDraw.Draw(mask).ellipse if radio else ImageDraw.Draw(mask).rectangle)(shape, fill=1)
    inside = numpy.asarray(mask)
    return float((page[inside] < rule.INK_BELOW).mean())


class RuleTests(unittest.TestCase):
    """The rule's second measure on drawn boxes: 2.6 mm insides at 600 dpi (61 pixels)."""

    SIDE = 61
    PIXEL_MM = 25.4 / 600

    def inside(self, draw):
        image = Image.new("L", (self.SIDE, self.SIDE), 255)
        draw(ImageDraw.Draw(image))
        ink = numpy.asarray(image) < rule.INK_BELOW
        return float(ink.mean()), ~ink

    def test_a_heavy_cross_leaves_paper_in_pieces_and_is_ticked(self):
        def cross(draw):
            draw.line((8, 8, 52, 52), fill=20, width=17)
            draw.line((52, 8, 8, 52), fill=20, width=17)
        coverage, paper = self.inside(cross)
        self.assertTrue(rule.shape_decides(coverage) and 0.50 <= coverage < 0.65, coverage)
        self.assertEqual(rule.paper_pieces(paper, self.PIXEL_MM), 4)
        self.assertEqual(rule.state(coverage, rule.paper_pieces(paper, self.PIXEL_MM)), "ticked")

    def test_a_box_filled_from_one_side_leaves_one_piece_and_is_reviewed(self):
        coverage, paper = self.inside(lambda draw: draw.rectangle((0, 0, 34, 60), fill=20))
        self.assertTrue(0.50 <= coverage < 0.65, coverage)
        self.assertEqual(rule.paper_pieces(paper, self.PIXEL_MM), 1)
        self.assertEqual(rule.state(coverage, 1), "review")
        self.assertEqual(rule.accepted(coverage, [rule.paper_pieces(paper, self.PIXEL_MM, c) for c in rule.CLEARANCE_RANGE_MM]), [])

    def test_paper_within_the_clearance_of_ink_or_the_edge_is_no_piece(self):
        paper = numpy.zeros((self.SIDE, self.SIDE), dtype=bool)
        paper[10:17, 10:50] = True  # a strip 7 pixels (0.30 mm) wide: its middle 0.15 mm from either side
        self.assertEqual(rule.paper_pieces(paper, self.PIXEL_MM, 0.10), 1)
        self.assertEqual(rule.paper_pieces(paper, self.PIXEL_MM, 0.15), 0)
        paper[:, :] = True  # all paper: one piece, however far the edge keeps it
        self.assertEqual(rule.paper_pieces(paper, self.PIXEL_MM), 1)


@unittest.skipUnless(os.access(FORMSETTER, os.X_OK), "needs a built formsetter (FORMSETTER)")
class ScanSimTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        simulate(cls.folder.name, 11, "clean600", "png", records=8)
        with open(os.path.join(cls.folder.name, "clean600", "truth.json"), encoding="utf-8") as handle:
            cls.truth = json.load(handle)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def pages(self, record):
        found = {}
        for sheet in record["sheets"]:
            found[sheet["page"]] = numpy.array(Image.open(os.path.join(self.folder.name, "clean600", sheet["file"])).convert("L"))
        return found

    def test_truth_matches_ink_on_the_clean_page(self):
        marks = 0
        for record in self.truth["records"]:
            pages = self.pages(record)
            for mark in record["marks"]:
                marks += 1
                measured = drawn_coverage(pages[mark["page"]], mark["frame"], mark["kind"] == "radio")
                self.assertAlmostEqual(measured, mark["coverage"], delta=0.03, msg=json.dumps(mark))
                pieces = mark["paperPieces"]
                self.assertEqual(pieces is not None, rule.shape_decides(mark["coverage"]), json.dumps(mark))
                middle = pieces[rule.CLEARANCE_RANGE_MM.index(rule.CLEARANCE_MM)] if pieces else 0
                self.assertEqual(rule.state(mark["coverage"], middle), mark["rule"])
                self.assertEqual(mark["mustFlag"], not mark["accept"])
        self.assertGreater(marks, 90)

    def test_pens_make_the_marks_they_mean(self):
        for record in self.truth["records"]:
            for mark in record["marks"]:
                if mark["drawn"] == "empty":
                    self.assertEqual(mark["coverage"], 0, json.dumps(mark))
                elif mark["intent"] == "ticked":
                    self.assertIn(mark["rule"], ("ticked", "review"), json.dumps(mark))
                elif mark["intent"] == "cancelled":
                    self.assertIn(mark["rule"], ("cancelled", "review"), json.dumps(mark))
                else:
                    self.assertIn(mark["rule"], ("empty", "review"), json.dumps(mark))

    def test_field_values_follow_the_rule(self):
        seen_flag = seen_value = 0
        for record in self.truth["records"]:
            by_cell = {}
            for mark in record["marks"]:
                key = mark["cell"] if mark["option"] is not None and mark["kind"] == "checkbox" else mark["field"]
                by_cell.setdefault(key, []).append(mark)
            for field in record["fields"]:
                marks = by_cell[field["cell"]]
                ticked = [mark["option"] for mark in marks if mark["rule"] == "ticked"]
                review = any(mark["rule"] == "review" for mark in marks)
                if field["kind"] == "radio":
                    self.assertEqual(field["mustFlag"], review or len(ticked) > 1)
                    if not field["mustFlag"]:
                        self.assertEqual(field["value"], ticked[0] if ticked else None)
                elif field["kind"] == "multi":
                    self.assertEqual(field["mustFlag"], review)
                    if not review:
                        self.assertEqual(field["value"], ticked)
                else:
                    self.assertEqual(field["mustFlag"], review)
                    if not review:
                        self.assertEqual(field["value"], bool(ticked))
                if field["mustFlag"]:
                    seen_flag += 1
                else:
                    seen_value += 1
                    self.assertIn(field["value"], field["accept"])
        self.assertGreater(seen_value, 10)

    def test_writing_is_ink_in_written_boxes_only(self):
        ppt = 600 / 72
        written = 0
        for record in self.truth["records"]:
            pages = self.pages(record)
            blank_path = os.path.join(self.folder.name, "blank.pdf")
            with tempfile.TemporaryDirectory() as raster:
                subprocess.run(["pdftoppm", "-r", "600", "-gray", blank_path, os.path.join(raster, "p")], check=True)
                blanks = [numpy.array(Image.open(os.path.join(raster, name))) for name in sorted(os.listdir(raster))]
            for writing in record["writing"]:
                x, y, w, h = (int(v * ppt) for v in writing["frame"])
                added = (blanks[writing["page"] - 1][y:y + h, x:x + w].astype(int) - pages[writing["page"]][y:y + h, x:x + w] > 60).sum()
                if writing["written"]:
                    written += 1
                    self.assertGreater(added, 500, json.dumps(writing))
                else:
                    self.assertEqual(added, 0, json.dumps(writing))
            break
        self.assertGreater(written, 3)


@unittest.skipUnless(os.access(FORMSETTER, os.X_OK), "needs a built formsetter (FORMSETTER)")
class ScanSimOutputTests(unittest.TestCase):
    def test_one_seed_writes_the_same_bytes_in_every_format(self):
        with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second, tempfile.TemporaryDirectory() as other:
            simulate(first, 3, "scan300,scan200jpeg,photo", "png,jpeg,tiff,pdf", records=4)
            simulate(second, 3, "scan300,scan200jpeg,photo", "png,jpeg,tiff,pdf", records=4)
            simulate(other, 4, "scan300", "png", records=1)
            self.assertEqual(digests(first), digests(second))
            self.assertNotEqual(digests(first)["scan300/ansatt-nb-r001-01.png"], digests(other)["scan300/ansatt-nb-r001-01.png"])
            for condition in ("scan300", "scan200jpeg", "photo"):
                with open(os.path.join(first, condition, "truth.json"), encoding="utf-8") as handle:
                    truth = json.load(handle)
                self.assertEqual([record["format"] for record in truth["records"]], ["png", "jpeg", "tiff", "pdf"])
                for record in truth["records"]:
                    files = {}
                    for sheet in record["sheets"]:
                        files.setdefault(sheet["file"], []).append(sheet["index"])
                    for name, indexes in files.items():
                        path = os.path.join(first, condition, name)
                        if name.endswith(".pdf"):
                            check = subprocess.run(["qpdf", "--check", path], capture_output=True, text=True)
                            self.assertEqual(check.returncode, 0, check.stdout + check.stderr)
                            pages = subprocess.run(["qpdf", "--show-npages", path], capture_output=True, text=True, check=True)
                            self.assertEqual(int(pages.stdout), len(indexes))
                        else:
                            with Image.open(path) as image:
                                self.assertEqual(getattr(image, "n_frames", 1), len(indexes))
                                expected = {"scan300": 300, "scan200jpeg": 200}.get(condition)
                                if expected:
                                    self.assertEqual(round(image.info["dpi"][0]), expected)
                                elif name.endswith(".tiff"):  # a photo records no resolution
                                    self.assertNotIn(282, image.tag_v2)  # XResolution
                                else:
                                    self.assertNotIn("dpi", image.info)


@unittest.skipUnless(os.access(FORMSETTER, os.X_OK), "needs a built formsetter (FORMSETTER)")
class ReadAccuracyTests(unittest.TestCase):
    """Copies from the seed-36 corpus that `read` once got wrong without a flag, read back in
    every condition: heavy crosses at coverage 0.55 on the clean page that a dark fixed
    threshold read as ticked when the rule said review, and a pencil tick on an unevenly lit
    photo read as empty. The crosses leave paper in pieces between their arms, so the rule now
    says ticked, and `read` must read them so at 300 dpi, not send them to review."""

    CASES = (  # form, record, mark (field, option) once misread, the truth's rule, read at 300 dpi
        ("ansatt-nb", 15, ("vikar_grunn", "utdanningspermisjon"), "ticked", "ticked"),
        ("kurspamelding-nb", 9, ("kursdag", "tor"), "ticked", "ticked"),
        ("ansatt-nb", 9, ("grunnlonn", "0"), "ticked", None),
    )

    def test_no_mark_is_misread_without_a_flag(self):
        with tempfile.TemporaryDirectory() as out:
            for form, record, mark, ruled, read_at_300 in self.CASES:
                with self.subTest(form=form, record=record):
                    folder = os.path.join(out, "%s-%d" % (form, record))
                    subprocess.run([sys.executable, os.path.join(HERE, "scansim.py"), os.path.join(ROOT, "Examples/forms/%s.json" % form),
                                    "--formsetter", FORMSETTER, "--out", folder, "--seed", "36", "--first-record", str(record), "--records", "1"],
                                   check=True, capture_output=True)
                    conditions = [os.path.join(folder, name) for name in ("scan300", "scan200jpeg", "photo")]
                    with open(os.path.join(conditions[0], "truth.json"), encoding="utf-8") as handle:
                        drawn = [m for m in json.load(handle)["records"][0]["marks"] if (m["field"], m["option"]) == mark]
                    self.assertEqual([m["rule"] for m in drawn], [ruled], mark)
                    score = subprocess.run([sys.executable, os.path.join(HERE, "score.py"), *conditions, "--formsetter", FORMSETTER],
                                           capture_output=True, text=True)
                    self.assertEqual(score.returncode, 0, score.stderr)
                    if read_at_300:
                        name = "%s-r%03d" % (form, record)
                        reading = report_shape.Reading.load(os.path.join(conditions[0], "read", name + ".report.json"),
                                                            os.path.join(conditions[0], "read", name))
                        self.assertEqual(reading.marks[mark], read_at_300, mark)

    # Seed-36 photos once left unidentified, form and copy: a dark table filling a corner pulled
    # that corner's one threshold down to the ink and lost its mark (3 of 4 found); a photo at
    # 15 degrees whose far marks measure 69 % of its near ones, refused under a fixed 70 %; a photo
    # whose bottom-left mark the dark background swallowed, the QR finder beside it taken instead.
    PHOTOS = (("Tests/Fixtures/gigformulary/alta-socio-es.json", 11), ("Examples/forms/ansatt-nb.json", 36),
              ("Examples/forms/native-example.json", 20))

    def test_photos_once_left_unidentified_are_read(self):
        with tempfile.TemporaryDirectory() as out:
            for form, record in self.PHOTOS:
                with self.subTest(form=form, record=record):
                    folder = os.path.join(out, "%s-%d" % (os.path.basename(form), record))
                    subprocess.run([sys.executable, os.path.join(HERE, "scansim.py"), os.path.join(ROOT, form), "--formsetter", FORMSETTER,
                                    "--out", folder, "--seed", "36", "--first-record", str(record), "--records", "1", "--conditions", "photo"],
                                   check=True, capture_output=True)
                    tallies = os.path.join(folder, "score.json")
                    score = subprocess.run([sys.executable, os.path.join(HERE, "score.py"), os.path.join(folder, "photo"), "--formsetter", FORMSETTER,
                                            "--json", tallies], capture_output=True, text=True)
                    self.assertEqual(score.returncode, 0, score.stderr)
                    with open(tallies, encoding="utf-8") as handle:
                        tally = json.load(handle)["phone photos"]
                    self.assertEqual((tally["pages_unidentified"], tally["marks_unread"], tally["marks_wrong"]), (0, 0, 0), score.stdout)
                    self.assertEqual(tally["pages_right"], tally["sheets"] - tally["blanks"])


if __name__ == "__main__":
    unittest.main()
