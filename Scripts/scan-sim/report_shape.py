"""What `formsetter read` wrote, in the terms score.py compares: which page each sheet is, each
mark's state, each field's value or flag, which fields have a snippet.

The read report (`--report`, JSON): `pages[]` with `file`, `pageInFile` (from 1), `status`
(read, blank, unidentified, other-form, refused, duplicate, unreadable), `page`, and per field
box `fields[]` with `id` (the cell), `name` (the field), `kind`, `option` (export name), `state`
(empty, ticked, review, cancelled; written or empty for writing), `needsReview`, `needsKeying`,
`snippet`; `records[]` with `values` (the values file, extract's shape, flagged and written
fields left out) and `needsReview[]` (`id`, `reason`). This module is the one place that knows
those names.
"""

import json
import os


class Reading:
    def __init__(self):
        self.pages = {}     # (file name, index in file from 0) → {"page": n or None, "blank": bool}
        self.marks = {}     # (field name, option export or None) → ticked / empty / cancelled / review
        self.values = {}    # cell id → value (extract's shape) for fields decided without a flag
        self.flagged = set()  # cell ids left out for review
        self.snippets = set()  # field names with a snippet file that exists

    @staticmethod
    def load(report_path, out_folder):
        with open(report_path, encoding="utf-8") as handle:
            report = json.load(handle)
        reading = Reading()
        for page in report.get("pages", []):
            source = os.path.basename(page["file"])
            status = page["status"]
            reading.pages[(source, page["pageInFile"] - 1)] = {"page": page.get("page") if status == "read" else None,
                                                              "blank": status == "blank", "status": status}
            for field in page.get("fields", []):
                if field["kind"] in ("checkbox", "radio", "multi-select"):
                    reading.marks[(field["name"], field.get("option"))] = field["state"]
                snippet = field.get("snippet")
                if field.get("needsKeying") and snippet:
                    path = snippet if os.path.isabs(snippet) else os.path.join(out_folder, snippet)
                    if os.path.exists(path):
                        reading.snippets.add(field["name"])
        for record in report.get("records", []):
            for note in record.get("needsReview", []):
                reading.flagged.add(note["id"])
            if record.get("values"):
                path = record["values"] if os.path.isabs(record["values"]) else os.path.join(out_folder, record["values"])
                with open(path, encoding="utf-8") as handle:
                    reading.values.update(json.load(handle))
        return reading
