#!/usr/bin/env python3
"""Writes Tests/Fixtures/hostile/: inputs a hostile or careless user could give Formsetter.

Every entry is `<name>.json` (the form) with optional sidecars beside it: `<name>.values.json`,
`<name>.errors.json`, `<name>.linkmap.json` and a `<name>.templates/` folder. `manifest.json`
lists the entries with the kind of damage and the CLI options to use. The corpus is generated
from the project's own fixtures and is deterministic: running the script again writes the same
bytes. HostileCorpusTests renders every entry through the CLI.

Usage: python3 Scripts/make-hostile-corpus.py   (from the repository root)
"""
import copy
import json
import os
import random
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "hostile")

BASES = {
    "hyperoslo": "Tests/Fixtures/hyperoslo/kurspamelding-nb.json",
    "gigformulary": "Tests/Fixtures/gigformulary/alta-socio-es.json",
    "formworks": "Tests/Fixtures/formworks/aviso-sinistro-residencial-pt.json",
    "formworks-readme": "Tests/Fixtures/formworks/reclamacao-entrega-pt-readme-format.json",
    "native": "Examples/forms/native-example.json",
}
TEMPLATE_FORM = "Examples/forms/tarjeta-socio-es.json"
TEMPLATE = "Examples/templates/tarjeta.json"

entries = []


def load(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return json.load(handle)


def dump(value):
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def add(name, kind, form_bytes, values=None, errors=None, linkmap=None, templates=None, options=None):
    """Writes one entry; sidecars and templates may be bytes or JSON values."""
    def as_bytes(value):
        return value if isinstance(value, bytes) else dump(value)
    assert not any(entry["name"] == name for entry in entries), name
    with open(os.path.join(OUT, name + ".json"), "wb") as handle:
        handle.write(as_bytes(form_bytes))
    entry = {"name": name, "kind": kind, "options": options or []}
    for suffix, content in (("values", values), ("errors", errors), ("linkmap", linkmap)):
        if content is not None:
            with open(os.path.join(OUT, f"{name}.{suffix}.json"), "wb") as handle:
                handle.write(as_bytes(content))
            entry[suffix] = f"{name}.{suffix}.json"
    if templates is not None:
        folder = os.path.join(OUT, name + ".templates")
        os.makedirs(folder)
        for template_name, content in templates.items():
            with open(os.path.join(folder, template_name + ".json"), "wb") as handle:
                handle.write(as_bytes(content))
        entry["templates"] = name + ".templates"
    entries.append(entry)


def paths(value, prefix=()):
    """Every JSON path in a value, parents before children."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, prefix + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, prefix + (index,))


def get(value, path):
    for step in path:
        value = value[step]
    return value


def replaced(value, path, new):
    result = copy.deepcopy(value)
    if not path:
        return new
    get(result, path[:-1])[path[-1]] = new
    return result


def swap(value):
    """A value of another JSON type."""
    if isinstance(value, bool):
        return "yes"
    if isinstance(value, (int, float)):
        return str(value) + "px"
    if isinstance(value, str):
        return {"text": value} if len(value) % 2 else 42
    if isinstance(value, list):
        return {"0": value[0] if value else None}
    if isinstance(value, dict):
        return list(value.values())[:2] or [None]
    return True


def truncations(fmt, base):
    data = dump(base)
    for fraction in (0.01, 0.25, 0.5, 0.66, 0.9, 0.999):
        add(f"{fmt}-truncated-{int(fraction * 1000):03d}", "truncation", data[: int(len(data) * fraction)])


def type_swaps(fmt, base, rng, count):
    candidates = [path for path in paths(base) if path]
    for index, path in enumerate(rng.sample(candidates, min(count, len(candidates)))):
        add(f"{fmt}-typeswap-{index:02d}", "type swap at " + ".".join(map(str, path)), replaced(base, path, swap(get(base, path))))
    add(f"{fmt}-typeswap-root-array", "type swap of the root", [base])
    add(f"{fmt}-typeswap-root-string", "type swap of the root", json.dumps(base))


def number_paths(base):
    return [path for path in paths(base) if path and isinstance(get(base, path), (int, float)) and not isinstance(get(base, path), bool)]


def extreme_numbers(fmt, base, rng):
    targets = number_paths(base) or [path for path in paths(base) if path and isinstance(get(base, path), str)]
    literals = ["1e308", "-1e308", "1e-320", "9007199254740993", "1e400", "-2147483649"]
    for index, literal in enumerate(literals):
        path = targets[index % len(targets)]
        marker = "__NUMBER_MARKER__"
        text = dump(replaced(base, path, marker)).replace(b'"' + marker.encode() + b'"', literal.encode())
        add(f"{fmt}-number-{index:02d}", f"extreme number {literal} at " + ".".join(map(str, path)), text)
    # Every number in the form at once.
    everything = copy.deepcopy(base)
    for path in number_paths(base):
        everything = replaced(everything, path, 1e300)
    add(f"{fmt}-number-all-huge", "every number 1e300", everything)
    for path in number_paths(base):
        everything = replaced(everything, path, -1)
    add(f"{fmt}-number-all-negative", "every number -1", everything)


def string_paths(base):
    return [path for path in paths(base) if path and isinstance(get(base, path), str)]


def invalid_utf8(fmt, base):
    target = string_paths(base)[1]
    marker = "__BYTES_MARKER__"
    template = dump(replaced(base, target, marker))
    damage = {
        "ff-fe": b"\xff\xfe",
        "lone-continuation": b"abc\x80def",
        "overlong-slash": b"\xc0\xaf",
        "truncated-sequence": b"\xe2\x82",
        "nul-escape": b"a\\u0000b",
        "lone-surrogate-escape": b"\\ud800x",
    }
    for label, raw in damage.items():
        add(f"{fmt}-utf8-{label}", "invalid UTF-8 or escapes: " + label, template.replace(marker.encode(), raw))
    add(f"{fmt}-utf16-encoded", "UTF-16 encoded input", json.dumps(base).encode("utf-16"))
    add(f"{fmt}-bom-utf8", "UTF-8 byte order mark", b"\xef\xbb\xbf" + dump(base))


def deep_nesting(fmt, base):
    target = string_paths(base)[0]
    for depth in (127, 129, 5000):
        marker = "__DEEP_MARKER__"
        text = dump(replaced(base, target, marker)).replace(b'"' + marker.encode() + b'"', b"[" * depth + b"]" * depth)
        add(f"{fmt}-deep-array-{depth}", f"arrays nested {depth} deep", text)
    text = b'{"a":' * 3000 + b"1" + b"}" * 3000
    add(f"{fmt}-deep-object-3000", "objects nested 3000 deep (no form)", text)
    add(f"{fmt}-deep-unclosed", "10000 unclosed brackets", b"[" * 10000)


def huge_strings(fmt, base, rng):
    targets = string_paths(base)
    add(f"{fmt}-huge-label", "a 61,600-character string", replaced(base, targets[0], "Lorem ipsum dolor sit amet. " * 2200))
    add(f"{fmt}-huge-word", "a 30,000-character word without spaces", replaced(base, targets[1], "x" * 30000))
    add(f"{fmt}-huge-emoji", "3,000 emoji with skin tones and ZWJ", replaced(base, targets[2 % len(targets)], "👩🏽‍💻" * 3000))
    add(f"{fmt}-huge-newlines", "10,000 newlines", replaced(base, targets[0], "\n" * 10000))
    everything = copy.deepcopy(base)
    for path in targets:
        everything = replaced(everything, path, get(base, path) * 40)
    add(f"{fmt}-every-string-x40", "every string repeated 40 times", everything)


def unicode_storms(fmt, base):
    targets = string_paths(base)
    storms = {
        "combining": "a" + "\u0301\u0316\u0330\u0360" * 2500,
        "zalgo-words": " ".join("z" + "\u0336\u0337\u0338\u0489" * 30 for _ in range(300)),
        "rtl-override": "\u202eevil.exe\u202c " * 500 + "\u2067\u2066\u2069" * 300,
        "mixed-bidi": "English عربي עברית 123 " * 800,
        "zero-width": "\u200b\u200c\u200d\ufeff" * 5000,
        "unassigned": "\u0378\u0380\U0001ffff" * 2000,
    }
    for index, (label, text) in enumerate(storms.items()):
        add(f"{fmt}-unicode-{label}", "Unicode storm: " + label, replaced(base, targets[index % len(targets)], text))
    keys = copy.deepcopy(base)
    for path in [path for path in paths(base) if path and path[-1] in ("id", "key")][:10]:
        keys = replaced(keys, path, "\u202e" + "\u0301" * 50 + "id")
    add(f"{fmt}-unicode-ids", "ids made of RTL overrides and combining marks", keys)


def duplicates_and_empties(fmt, base):
    text = dump(base)
    add(f"{fmt}-twice", "the form twice in one file", text + text)
    add(f"{fmt}-trailing-garbage", "text after the document", text + b" ;DROP TABLE")
    add(f"{fmt}-trailing-commas", "trailing commas everywhere", text.replace(b"}", b",}").replace(b"]", b",]").replace(b"{,}", b"{}").replace(b"[,]", b"[]"))


def hyperoslo_specials(base):
    group = base["groups"][0]
    section = group["sections"][0]
    field = section["fields"][0]

    def form_with(fields, templates=None):
        form = {"groups": [{"id": "g", "title": "G", "sections": [{"id": "s", "fields": fields}]}]}
        if templates is not None:
            form["templates"] = templates
        return form

    cycle = [
        {"id": "a", "title": "A", "type": "text", "targets": [{"id": "b", "type": "field", "action": "show"}], "formula": "b + 1"},
        {"id": "b", "title": "B", "type": "text", "targets": [{"id": "a", "type": "field", "action": "hide"}], "formula": "a + 1"},
    ]
    add("hyperoslo-cycle-targets-formulas", "targets and formulas in a cycle", form_with(cycle), values={"a": "1", "b": "2"})
    self_ref = [{"id": "a", "title": "A", "type": "number", "formula": "a * a", "targets": [{"id": "a", "type": "field", "action": "update"}]}]
    add("hyperoslo-cycle-self", "a field whose formula and target are itself", form_with(self_ref), values={"a": "3"})
    long_cycle = [{"id": f"f{i}", "title": f"F{i}", "type": "number", "formula": f"f{(i + 1) % 50} + 1",
                   "targets": [{"id": f"f{(i + 1) % 50}", "type": "field", "action": "update"}]} for i in range(50)]
    add("hyperoslo-cycle-50", "a 50-field formula and target cycle", form_with(long_cycle))
    sections_cycle = {"sections": [{"id": "s", "type": "dynamic", "fields": [{"id": "name", "title": "Name", "type": "text"}],
                                    "targets": [{"id": "s", "type": "section", "action": "show"}]}]}
    dynamic = {"groups": [{"id": "g", "title": "G", "sections": [{"id": "s", "type": "dynamic", "action_title": "Add", "fields": [],
                                                                   "targets": [{"id": "s", "type": "section", "action": "show"}]}]}],
               "templates": sections_cycle}
    add("hyperoslo-cycle-section-template", "a dynamic section whose template targets itself", dynamic,
        values={f"s[{i}].name": f"n{i}" for i in range(200)})
    add("hyperoslo-dynamic-huge-index", "a values key creating instance 1e9 of a dynamic section", dynamic, values={"s[999999999].name": "x"})
    add("hyperoslo-dynamic-negative-index", "negative and malformed instance indices", dynamic,
        values={"s[-1].name": "x", "s[abc].name": "y", "s[].name": "z", "s[1e3].name": "w", "s[0]": {"name": "v"}})
    regexes = {
        "nested-plus": "^(a+)+$",
        "alternation": "^(a|aa)+$",
        "star-star": "^(.*)*x$",
        "invalid": "([a-z",
        "backreference": "^(a+)\\1$",
        "lookbehind": "(?<=a)b",
        "huge-pattern": "(a|b)" * 1200,
        "counted": "^(a{1,1000}){1,1000}$",
        "unicode-class": "^\\p{L}+$",
        "empty": "",
    }
    for label, pattern in regexes.items():
        value = "a" * 40 + "!" if label in ("nested-plus", "alternation", "star-star") else "a" * 30
        fields = [{"id": "f", "title": "F", "type": "text", "value": value, "validations": {"format": pattern}}]
        add(f"hyperoslo-regex-{label}", "hostile validation regex: " + label, form_with(fields))
    add("hyperoslo-regex-many-fields", "ten fields with a catastrophic regex", form_with(
        [{"id": f"f{i}", "title": "F", "type": "text", "value": "a" * 22 + "!", "validations": {"format": "^(a+)+$"}} for i in range(10)]))
    add("hyperoslo-sizes", "negative, zero and enormous sizes", form_with([
        {"id": "a", "title": "A", "type": "text", "size": {"width": -50, "height": -1}},
        {"id": "b", "title": "B", "type": "signature", "size": {"width": 0, "height": 1e9}},
        {"id": "c", "title": "C", "type": "text", "size": {"width": 1e308, "height": 0.0001}},
        {"id": "d", "title": "D", "type": "custom", "size": {"width": "50%", "height": "x"}},
    ]))
    add("hyperoslo-duplicate-ids", "every field with the same id", form_with([dict(field, id="same") for _ in range(30)]))
    add("hyperoslo-many-fields", "1,000 fields", form_with([{"id": f"f{i}", "title": f"Field {i}", "type": "text"} for i in range(1000)]),
        options=["--page", "a4"])
    add("hyperoslo-many-groups", "2,000 empty groups", {"groups": [{"id": f"g{i}", "title": "", "sections": []} for i in range(2000)]})
    add("hyperoslo-colors", "hostile colours and fonts", form_with([{"id": "a", "title": "A", "type": "text", "styles": {
        "background_color": "#GGGGGG", "border_color": "#" + "F" * 10000, "font": "\u0000Evil", "font_size": "1e308",
        "border_width": -5, "corner_radius": 1e300, "heading_label_font_size": 0, "title_color": ["#000000"]}}]))


def sidecars(fmt, base, field_ids):
    first = field_ids[0]
    cases = {
        "values-not-object": (b"[1,2,3]", None),
        "values-truncated": (b'{"' + first.encode() + b'": "abc', None),
        "values-wrong-types": ({first: {"nested": [1, 2]}, field_ids[1 % len(field_ids)]: 1e308, field_ids[2 % len(field_ids)]: None}, None),
        "values-unknown-ids": ({f"nope{i}": "x" for i in range(500)}, None),
        "values-huge": ({first: "v" * 100000}, None),
        "values-deep": (b'{"' + first.encode() + b'":' + b"[" * 200 + b"]" * 200 + b"}", None),
        "values-invalid-utf8": (b'{"' + first.encode() + b'": "\xff\xfe"}', None),
        "errors-not-object": (None, b'"error"'),
        "errors-truncated": (None, b'{"' + first.encode() + b'": '),
        "errors-wrong-types": (None, {first: 42, field_ids[1 % len(field_ids)]: ["a", "b"]}),
        "errors-huge": (None, {first: "Error! " * 20000}),
        "errors-unknown-ids": (None, {f"ghost{i}": "boo" for i in range(300)}),
        "errors-rtl-storm": (None, {first: "\u202e" + "\u0301" * 3000}),
        "both-empty": ({}, {}),
    }
    for label, (values, errors) in cases.items():
        add(f"{fmt}-{label}", "sidecar: " + label, base, values=values, errors=errors)


def link_maps(base):
    cases = {
        "javascript": {"privacidad": "javascript:alert(1)", "condiciones": "file:///etc/passwd"},
        "quotes-and-brackets": {"privacidad": "https://x.example/')] /URI (evil) \\", "condiciones": "https://x.example/a'b"},
        "huge-url": {"privacidad": "https://example.com/" + "a" * 100000},
        "not-object": ["https://example.com"],
        "wrong-types": {"privacidad": 42, "condiciones": {"url": "https://example.com"}},
        "truncated": b'{"privacidad": "https://exa',
        "invalid-utf8": b'{"privacidad": "https://example.com/\xff"}',
        "nul-in-url": {"privacidad": "https://example.com/\u0000evil"},
        "many-keys": {f"k{i}": f"https://example.com/{i}" for i in range(5000)},
        "empty-url": {"privacidad": "", "condiciones": " "},
        "data-url": {"privacidad": "data:text/html,<script>alert(1)</script>", "condiciones": "vbscript:msgbox"},
        "rtl-url": {"privacidad": "https://\u202eexample.com/\u0301"},
    }
    for label, linkmap in cases.items():
        add(f"gigformulary-linkmap-{label}", "link map: " + label, base, linkmap=linkmap)


def templates(form, template):
    cases = {
        "huge-height": dict(template, height=1e308),
        "negative-frame": dict(template, title={"frame": [-1e9, -1e9, -1e9, -1e9]}),
        "nan-like": dict(template, height="NaN"),
        "wrong-types": {"height": [78], "title": "bold", "box": 3, "icon": None, "error": {"frame": "0 0 10 10"}},
        "empty": {},
        "not-object": [template],
        "truncated": dump(template)[:100],
        "invalid-utf8": b'{"height": 78, "background": "\xff"}',
        "deep": b'{"title":' + b"[" * 200 + b"]" * 200 + b"}",
        "huge-font-size": dict(template, title={"frame": [0, 0, 100, 20], "size": 1e6, "font": "X" * 10000}),
        "zero-everything": {"height": 0, "title": {"frame": [0, 0, 0, 0]}, "box": {"frame": [0, 0, 0, 0], "radius": 1e9}},
        "five-numbers": dict(template, box={"frame": [1, 2, 3, 4, 5]}),
    }
    name = None
    for cell in form.get("fields", []):
        style = cell.get("style") or {}
        if style.get("nameXib"):
            name = style["nameXib"]
            break
    assert name, "the template form names no nameXib"
    for label, content in cases.items():
        add(f"gigformulary-template-{label}", "cell template: " + label, form, templates={name: content})
    add("gigformulary-template-missing", "cell template folder without the template", form, templates={"other": template})


def detection_confusion():
    cases = {
        "empty-file": b"", "whitespace-only": b" \n\t  \r\n", "empty-object": b"{}", "null": b"null", "number": b"42", "string": b'"form"', "true": b"true", "empty-array": b"[]",
        "array-of-numbers": b"[1,2,3]", "all-keys": dump({"groups": [], "fields": [], "components": [], "format": "formsetter"}),
        "native-wrong-version": dump({"format": "formsetter", "version": 999, "groups": []}),
        "native-no-groups": dump({"format": "formsetter", "version": 1}),
        "groups-null": dump({"groups": None}), "fields-string": dump({"fields": "all"}),
        "components-object": dump({"components": {"a": 1}}), "bare-array-mixed": dump([{"key": "a"}, {"sections": []}, 3]),
    }
    for label, content in cases.items():
        add(f"detect-{label}", "detection: " + label, content)


def native_specials(base):
    group = base["groups"][0]
    cells = group["sections"][0]["cells"]
    link_cell = next(cell for cell in cells if isinstance(cell.get("label"), dict))
    bad_links = copy.deepcopy(base)
    label = get(bad_links, ("groups", 0, "sections", 0, "cells", cells.index(link_cell), "label"))
    label["links"] = [{"start": -5, "end": 1e12, "target": "x"}, {"start": 10, "end": 2, "target": "y"},
                      {"start": 0, "end": 5, "target": "javascript:alert(1)"}, {"start": 1, "end": 3}, {"start": 2.5, "end": 3.7, "target": ""}]
    add("native-links-hostile", "link ranges out of bounds, reversed and fractional", bad_links)
    surrogate = copy.deepcopy(base)
    label = get(surrogate, ("groups", 0, "sections", 0, "cells", cells.index(link_cell), "label"))
    label["text"] = "👩🏽‍💻" * 20
    label["links"] = [{"start": 1, "end": 3, "target": "https://example.com"}, {"start": 5, "end": 6, "target": "k"}]
    add("native-links-split-surrogates", "link ranges splitting surrogate pairs", surrogate)
    many = copy.deepcopy(base)
    many["groups"] = [copy.deepcopy(group) for _ in range(60)]
    add("native-duplicate-groups", "the same group 60 times (duplicate ids)", many, options=["--page", "a4"])
    kinds = copy.deepcopy(base)
    for index, cell in enumerate(get(kinds, ("groups", 0, "sections", 0, "cells"))):
        cell["kind"] = ["nope", "", None, 7, "custom", "CUSTOM", "text\u0000"][index % 7]
    add("native-kinds-hostile", "unknown, empty and typed-wrong kinds", kinds)


def fuzz_findings(gig):
    """Inputs Scripts/fuzz.sh found crashing, kept so they stay fixed."""
    huge_title = copy.deepcopy(gig)
    huge_title["fields"][0].setdefault("style", {})["sizeTitle"] = 1e300
    add("fuzz-gigformulary-huge-title-a4", "fuzz finding: a 1e300-pt title paginated to A4 (Int overflow in a warning)", huge_title,
        options=["--page", "a4"])
    repeated = b"{" + b",".join(b'"nope%d": "x"' % (i % 7) for i in range(20000)) + b"}"
    add("fuzz-gigformulary-values-repeated-keys", "fuzz finding: 20,000 repeated keys in a values file (quadratic note positions)",
        gig, values=repeated)


def main():
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    rng = random.Random(20261123)
    for fmt, path in BASES.items():
        base = load(path)
        truncations(fmt, base)
        type_swaps(fmt, base, rng, 8)
        extreme_numbers(fmt, base, rng)
        invalid_utf8(fmt, base)
        deep_nesting(fmt, base)
        huge_strings(fmt, base, rng)
        unicode_storms(fmt, base)
        duplicates_and_empties(fmt, base)
    hyperoslo_specials(load(BASES["hyperoslo"]))
    gig = load(BASES["gigformulary"])
    sidecars("gigformulary", gig, [field["key"] for field in gig["fields"] if "key" in field])
    hyper = load(BASES["hyperoslo"])
    hyper_ids = [field["id"] for group in hyper["groups"] for section in group["sections"] for field in section["fields"]]
    sidecars("hyperoslo", hyper, hyper_ids)
    link_maps(gig)
    templates(load(TEMPLATE_FORM), load(TEMPLATE))
    detection_confusion()
    native_specials(load(BASES["native"]))
    fuzz_findings(gig)
    with open(os.path.join(OUT, "manifest.json"), "w", encoding="utf-8") as handle:
        json.dump({"generator": "Scripts/make-hostile-corpus.py", "entries": entries}, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    print(f"{len(entries)} entries in {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
