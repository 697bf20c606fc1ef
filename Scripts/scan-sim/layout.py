"""The fields of a paper form's layout dump (`formsetter layout --fillable`), per page."""

import json

POINTS_PER_INCH = 72.0
MM_PER_INCH = 25.4


class Field:
    """One box that is a form field: its page (from 1), frame in points (y down from the
    page's top left), the cell it belongs to and the dump's field description."""

    def __init__(self, page, box, printed=None):
        self.page = page
        frame = box["frame"]
        self.frame = (frame["x"], frame["y"], frame["width"], frame["height"])
        self.cell = box["id"]
        field = box["field"]
        self.name = field["name"]
        self.kind = field["kind"]
        self.option = field.get("option")
        self.comb = field.get("comb", False)
        self.max_length = field.get("maxLength")
        self.multiline = field.get("multiline", False)
        self.format = field.get("format")
        self.read_only = field.get("readOnly", False)
        # Comb cells the print fills itself (the `/` of a date, the `:` of a time): nobody writes there.
        self.separators = set()
        if self.comb and self.max_length:
            cell = self.frame[2] / self.max_length
            for line in (printed or {}).get("text", []):
                if line["text"].strip() in ("/", ":", ".", "-"):
                    centre = line["frame"]["x"] + line["frame"]["width"] / 2
                    self.separators.add(int((centre - self.frame[0]) // cell))

    @property
    def is_mark(self):
        """A box answered by a pen mark: a check box, a radio option or a multi-select's box."""
        return self.kind in ("checkbox", "radio")

    @property
    def is_multi_select(self):
        return self.kind == "checkbox" and self.option is not None

    @property
    def is_writing(self):
        """A box answered in writing (text, number, date, comb, a list's choice written out)."""
        return self.kind in ("text", "choice") and not self.read_only


class Layout:
    """Pages (size in points) and their fields, from a dump's JSON text."""

    def __init__(self, text, printed_text=None):
        """`text`: the fillable twin's dump; `printed_text`: the blank print's, whose boxes are
        the same ones (checked with `same_boxes`) and show what the print writes in combs."""
        dump = json.loads(text)
        printed = json.loads(printed_text) if printed_text else None
        self.pages = [(page["width"], page["height"]) for page in dump["pages"]]
        self.fields = []
        for number, page in enumerate(dump["pages"], start=1):
            for index, box in enumerate(page["boxes"]):
                if "field" in box:
                    self.fields.append(Field(number, box, printed["pages"][number - 1]["boxes"][index] if printed else None))

    @staticmethod
    def read(path):
        with open(path, encoding="utf-8") as handle:
            return Layout(handle.read())

    def fields_on(self, page):
        return [field for field in self.fields if field.page == page]


def same_boxes(text, other_text):
    """Whether two dumps have the same pages and boxes (id, role, frame): the fillable twin
    and the blank print differ only in what the print writes in its combs."""
    def boxes(dump_text):
        dump = json.loads(dump_text)
        return [(page["width"], page["height"], [(box["id"], box["role"], box["frame"]) for box in page["boxes"]]) for page in dump["pages"]]
    return boxes(text) == boxes(other_text)
