#!/usr/bin/python3
"""Success rates from bench output: per symbology/decoder, module size, dpi, condition."""
import sys, collections, statistics
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1] if len(sys.argv) > 1 else "grid.out")]
stat = collections.defaultdict(list)
times = collections.defaultdict(list)
mis = collections.Counter()
for path, dec, ok, ms in rows:
    name = path.rsplit("/", 1)[1][:-4]
    sym, mod, dpi, cond, _ = name.split("_")
    stat[(sym, dec, float(mod), int(dpi), cond)].append(int(ok) == 1)
    times[(sym, dec)].append(float(ms))
    if int(ok) == -1:
        mis[(sym, dec)] += 1
syms = sorted({k[:2] for k in stat})
mods = sorted({k[2] for k in stat}); dpis = sorted({k[3] for k in stat})
conds = ["clean", "scan", "jpeg60", "rot3", "rot180", "photo"]
for sym, dec in syms:
    print(f"\n## {sym} / {dec}: successes of 8 (misreads: {mis[(sym, dec)]}; median {statistics.median(times[(sym, dec)]):.1f} ms, max {max(times[(sym, dec)]):.0f} ms per crop)")
    print("| module pt (mm) | dpi | " + " | ".join(conds) + " |")
    print("|---|---|" + "---|" * len(conds))
    for mod in mods:
        for dpi in dpis:
            cells = []
            for c in conds:
                v = stat.get((sym, dec, mod, dpi, c))
                cells.append(f"{sum(v)}" if v else "-")
            print(f"| {mod} ({mod * 25.4 / 72:.2f}) | {dpi} | " + " | ".join(cells) + " |")
