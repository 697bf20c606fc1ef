#!/usr/bin/python3
"""Scores `formsetter read` against the simulator's truth.

    score.py CONDITION_DIR... [--formsetter BIN --form FORM]   run read on each folder, then score
    score.py CONDITION_DIR... --report-name report.json         score reports already written

Each CONDITION_DIR is one of scansim.py's condition folders (truth.json and the scans). With
--formsetter, each record's files are read with
`formsetter read FILES --form FORM -o DIR/read/<record>/ --report DIR/read/<record>.report.json`.
Prints one table row per condition: marks right, sent to review, wrong without a flag (must be
0), pages misfiled (must be 0), fields right/flagged/wrong, snippets present for written fields.
Exits 1 when a mark or a field is wrong without a flag or a page is misfiled.
"""

import argparse
import json
import os
import subprocess
import sys

import report_shape


class Tally:
    def __init__(self):
        self.marks = self.marks_right = self.marks_review = self.marks_wrong = self.marks_unread = 0
        self.fields = self.fields_right = self.fields_review = self.fields_wrong = self.fields_unread = 0
        self.sheets = self.pages_right = self.pages_misfiled = self.pages_unidentified = self.blanks = self.blanks_right = 0
        self.written = self.snippets = self.empty_with_snippet = 0
        self.wrong = []

    def add(self, other):
        for key, value in vars(other).items():
            setattr(self, key, getattr(self, key) + value)


def score_record(truth, record, read):
    """Scores one record's reading (`report_shape.Reading`) against its truth."""
    tally = Tally()
    for sheet in record["sheets"]:
        tally.sheets += 1
        found = read.pages.get((sheet["file"], sheet["index"]))
        if sheet.get("blank"):
            tally.blanks += 1
            if found is not None and found.get("blank"):
                tally.blanks_right += 1
            elif found is not None and found.get("page") is not None:
                tally.pages_misfiled += 1
                tally.wrong.append("blank back %s[%d] read as page %s" % (sheet["file"], sheet["index"], found.get("page")))
            continue
        if found is None or found.get("page") is None:
            tally.pages_unidentified += 1
        elif found["page"] == sheet["page"]:
            tally.pages_right += 1
        else:
            tally.pages_misfiled += 1
            tally.wrong.append("%s[%d] is page %d, read as page %s" % (sheet["file"], sheet["index"], sheet["page"], found["page"]))
    for mark in record["marks"]:
        tally.marks += 1
        state = read.marks.get((mark["field"], mark["option"]))
        if state is None:
            tally.marks_unread += 1
        elif state == "review":
            tally.marks_review += 1
        elif state in mark["accept"]:
            tally.marks_right += 1
        else:
            tally.marks_wrong += 1
            tally.wrong.append("record %d, page %d: %s%s drawn %s (coverage %.3f, rule: %s) read as %s without a flag" % (
                record["record"], mark["page"], mark["field"], "=" + mark["option"] if mark["option"] else "", mark["drawn"],
                mark["coverage"], "flag" if mark["mustFlag"] else "/".join(mark["accept"]), state))
    for field in record["fields"]:
        tally.fields += 1
        if field["cell"] not in read.values and field["cell"] not in read.flagged:
            tally.fields_unread += 1
        elif field["cell"] in read.flagged:
            tally.fields_review += 1
        elif read.values[field["cell"]] in field["accept"] or same_option(read.values[field["cell"]], field["accept"]):
            tally.fields_right += 1
        else:
            tally.fields_wrong += 1
            tally.wrong.append("record %d: %s read as %s without a flag; the truth allows %s%s" % (
                record["record"], field["cell"], json.dumps(read.values[field["cell"]]), json.dumps(field["accept"]),
                " (must be flagged)" if field["mustFlag"] else ""))
    for writing in record["writing"]:
        has_snippet = writing["field"] in read.snippets or writing["cell"] in read.snippets
        if writing["written"]:
            tally.written += 1
            tally.snippets += has_snippet
        else:
            tally.empty_with_snippet += has_snippet
    return tally


def same_option(value, accepted):
    """A numeric option id reads back as a number where the truth has its export name."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        text = str(int(value)) if float(value).is_integer() else str(value)
        return text in accepted
    if isinstance(value, list):
        return any(isinstance(choice, list) and [str(int(v)) if isinstance(v, (int, float)) and float(v).is_integer() else v for v in value] == choice
                   for choice in accepted)
    return False


def read_condition(folder, formsetter, form, report_name):
    """Runs read on each record's files (unless reports exist) and scores the condition."""
    with open(os.path.join(folder, "truth.json"), encoding="utf-8") as handle:
        truth = json.load(handle)
    total = Tally()
    for record in truth["records"]:
        name = "%s-r%03d" % (os.path.splitext(os.path.basename(truth["form"]))[0], record["record"])
        out = os.path.join(folder, "read", name)
        report = os.path.join(folder, "read", name + "." + report_name)
        if formsetter:
            files = sorted({sheet["file"] for sheet in record["sheets"]}, key=lambda f: [s["file"] for s in record["sheets"]].index(f))
            os.makedirs(out, exist_ok=True)
            # The look flags the pages were printed with: read lays the form out the same way.
            command = [formsetter, "read", *(os.path.join(folder, f) for f in files), "--form", form or truth["form"],
                       "--page", "a4", "--blank", *truth.get("renderArgs", []), "-o", out + "/", "--report", report, "--overwrite"]
            result = subprocess.run(command, capture_output=True)
            if result.returncode not in (0, 1) or not os.path.exists(report):
                sys.exit("score: %s failed (%d): %s" % (" ".join(command), result.returncode, result.stderr.decode(errors="replace").strip()))
        total.add(score_record(truth, record, report_shape.Reading.load(report, out)))
    return truth, total


def percent(part, whole):
    return "%.2f %%" % (100.0 * part / whole) if whole else "–"


def table(rows):
    lines = ["| condition | marks | right | to review | wrong, not flagged | not read | fields right / review / wrong | pages | misfiled | unidentified | blank backs skipped | snippets for written fields | snippets for empty fields |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for label, t in rows:
        lines.append("| %s | %d | %s | %s | %d | %d | %d / %d / %d | %d | %d | %d | %d/%d | %d/%d | %d |" % (
            label, t.marks, percent(t.marks_right, t.marks), percent(t.marks_review, t.marks), t.marks_wrong, t.marks_unread,
            t.fields_right, t.fields_review, t.fields_wrong, t.sheets - t.blanks, t.pages_misfiled, t.pages_unidentified,
            t.blanks_right, t.blanks, t.snippets, t.written, t.empty_with_snippet))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--formsetter")
    parser.add_argument("--form")
    parser.add_argument("--report-name", default="report.json")
    parser.add_argument("--json", help="also write the tallies here")
    args = parser.parse_args()
    by_condition = {}
    for folder in args.folders:
        truth, tally = read_condition(folder, args.formsetter, args.form, args.report_name)
        by_condition.setdefault(truth["description"], Tally()).add(tally)
    print(table(sorted(by_condition.items())))
    failures = [line for tally in by_condition.values() for line in tally.wrong]
    for line in failures[:50]:
        print("wrong:", line, file=sys.stderr)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({label: {k: v for k, v in vars(t).items()} for label, t in by_condition.items()}, handle, indent=1)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
