#!/usr/bin/env python3
"""Writes the large hostile inputs of issue #24 into a folder (default /tmp/formsetter-large).

Tests/Fixtures/hostile holds small inputs only; these are each far under the 32 MiB input limit
but multiply work inside Formsetter: chained text formulas, formulas that all read each other,
links spanning one long label, long unbroken words, field ids that collide as PDF field names.
They are written, not committed (some are megabytes). Sizes are arguments so tests can use
small versions of the same shapes:

    python3 Scripts/make-large-hostile.py OUT [--chain-levels 3] [--loop-fields 600]
        [--links 1000] [--unbroken 40] [--benign]

--benign writes each input's benign twin under the same name: as large, with the multiplying
part taken out (formulas kept as inert text, words with spaces, link marks removed), so a
benchmark can state each hostile input's cost as a ratio (Benchmarks/hostile.sh).
"""
import argparse
import json
import os
import re


def hyperoslo(fields, title="Hostile"):
    return {"groups": [{"id": "g", "title": title, "sections": [{"id": "s", "fields": fields}]}]}


def write(folder, name, form, description):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(form, handle, ensure_ascii=False)
    print(f"{name}: {os.path.getsize(path):,} bytes; {description}")


def formula_chain(levels, width=10, start=20_000):
    """Level 0 holds `width` texts of `start` characters; each field of the next level is a text
    formula over every field of the level above, so each level multiplies the text by `width`."""
    fields = []
    for level in range(levels + 1):
        for index in range(width):
            field = {"id": f"l{level}_{index}", "title": f"Level {level} field {index}", "type": "text"}
            if level == 0:
                field["value"] = chr(ord("a") + index) * start
            else:
                field["formula"] = " ".join(f"l{level - 1}_{above}" for above in range(width))
            if level < levels:
                field["targets"] = [{"id": f"l{level + 1}_{below}", "type": "field", "action": "update"}
                                    for below in range(width)]
            fields.append(field)
    return hyperoslo(fields)


def formula_loop(count):
    """`count` numeric fields whose formulas each read every other field; each updates the next."""
    ids = [f"f{index}" for index in range(count)]
    fields = []
    for index, own in enumerate(ids):
        others = [other for other in ids if other != own]
        fields.append({"id": own, "title": f"Field {index}", "type": "number", "value": index,
                       "formula": " + ".join(others),
                       "targets": [{"id": ids[(index + 1) % count], "type": "field", "action": "update"}]})
    return hyperoslo(fields)


def linked_label(count, length=20_000):
    """One GIGFormulary-style label of `length` characters with `count` links spanning it."""
    filler = "x" * max(1, length // count - 8)
    label = " ".join(f"{{* {filler} *}}" for _ in range(count))
    return {"fields": [{"key": "b", "type": "boolean", "label": label}]}


def unbroken_words(count, length=20_000):
    """`count` labels, each one word of `length` characters with no break opportunity."""
    return {"fields": [{"key": f"w{index}", "type": "text", "label": chr(ord("a") + index % 26) * length}
                       for index in range(count)]}


def colliding_ids():
    """Cell ids that PDF field names would merge: `.` against `_`, a leading NUL, repeats."""
    ids = ["konto.nummer", "konto_nummer", "\u0000navn", "navn", "a b", "a_b"]
    return hyperoslo([{"id": id, "title": f"Field {json.dumps(id)}", "type": "text"} for id in ids])


def benign(form):
    """The same form with nothing that multiplies work: formulas and targets become inert keys,
    long words get a space every 9 characters, link marks become spaces."""
    if isinstance(form, dict):
        result = {}
        for key, value in form.items():
            if key in ("formula", "targets"):
                result["inert_" + key] = value
            elif isinstance(value, str):
                result[key] = re.sub(r"(\S{9})", r"\1 ", value.replace("{*", "  ").replace("*}", "  "))
            else:
                result[key] = benign(value)
        return result
    if isinstance(form, list):
        return [benign(item) for item in form]
    return form


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/formsetter-large")
    parser.add_argument("--chain-levels", type=int, default=3)
    parser.add_argument("--loop-fields", type=int, default=600)
    parser.add_argument("--links", type=int, default=1000)
    parser.add_argument("--unbroken", type=int, default=40)
    parser.add_argument("--benign", action="store_true", help="write each input's benign twin")
    args = parser.parse_args()
    shape = benign if args.benign else (lambda form: form)
    if args.benign:
        print("benign twins (nothing multiplies) of:")
    os.makedirs(args.out, exist_ok=True)
    write(args.out, "formula-chain.json", shape(formula_chain(args.chain_levels)),
          f"text formulas chained {args.chain_levels} levels deep, 10 fields a level, 20,000-character start values")
    write(args.out, "formula-loop.json", shape(formula_loop(args.loop_fields)),
          f"{args.loop_fields} fields whose formulas all read each other")
    write(args.out, "linked-label.json", shape(linked_label(args.links)),
          f"one 20,000-character label with {args.links} links spanning it")
    write(args.out, "unbroken-words.json", shape(unbroken_words(args.unbroken)),
          f"{args.unbroken} labels of 20,000 characters without a break opportunity")
    write(args.out, "colliding-ids.json", shape(colliding_ids()), "ids that collide as PDF field names")


if __name__ == "__main__":
    main()
