#!/usr/bin/python3
import json, collections
rows=[json.loads(l) for l in open("register.jsonl")]
g=collections.defaultdict(list)
for r in rows: g[(r["cond"],r["dpi"])].append(r)
print("| condition | dpi | registered | code read (zxing, whole page) | max err mm | mean err mm | code check mm | scale found | rotation found ° | marks ms (python) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for (c,d),rs in g.items():
    ok=[r for r in rs if "err_max_mm" in r]
    f=lambda k: max(r[k] for r in ok) if ok else "-"
    m=lambda k: round(sum(r[k] for r in ok)/len(ok),3) if ok else "-"
    print(f"| {c} | {d} | {len(ok)}/{len(rs)} | {sum(r['code'] for r in rs)}/{len(rs)} | {f('err_max_mm')} | {m('err_mean_mm')} | {f('code_check_mm')} | {' '.join(str(r.get('scale','-')) for r in rs)} | {' '.join(str(r.get('rot_deg','-')) for r in rs)} | {round(sum(r['t_marks_ms'] for r in rs)/len(rs))} |")
