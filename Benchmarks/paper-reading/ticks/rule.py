#!/usr/bin/python3
"""Apply the proposed rule to ticks.json: counts per variant and state, and confidence."""
import json, collections
rows = json.load(open("ticks.json"))
EMPTY, FAINT, TICK, HEAVY = 0.03, 0.07, 0.50, 0.65
def classify(c):
    if c < EMPTY: return "empty", min(1, (EMPTY - c) / 0.02)
    if c < FAINT: return "review", 0.0
    if c < TICK: return "ticked", min(1, (c - FAINT) / 0.04, (TICK - c) / 0.04)
    if c < HEAVY: return "review", 0.0
    return "cancelled", min(1, (c - HEAVY) / 0.04)
t = collections.defaultdict(collections.Counter); low = collections.Counter()
for v, dpi, c, outline in rows:
    s, conf = classify(c); t[v][s] += 1
    if s != "review" and conf < 0.5: low[v] += 1
print("| mark | n | empty | ticked | cancelled (filled) | review | decided with confidence < 0.5 |")
print("|---|---|---|---|---|---|---|")
for v, c in t.items():
    print(f"| {v} | {sum(c.values())} | {c['empty']} | {c['ticked']} | {c['cancelled']} | {c['review']} | {low[v]} |")
