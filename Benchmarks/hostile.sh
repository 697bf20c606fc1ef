#!/usr/bin/env bash
# The large hostile inputs of issue #24 (Scripts/make-large-hostile.py), each rendered to an A4
# PDF by the release binary next to its benign twin of the same size, interleaved, RUNS times
# (default 3). Prints each input's wall time and peak memory (GNU time) and the ratio of its
# median to its twin's; fails when a hostile input takes 10 s or more, or 512 MiB or more.
# Then the hostile records files of issue 40 (field report N9, N12), each run once into one
# shard of 10,000 (`--shard 1/10000`, one of a run's machines), with its exit code, wall time and
# peak memory, held to the same bounds (`--records-only` runs just these; about 1.5 GB of files).
# Then the other large findings of that report, each run once and held to the same bounds: the
# PDFs of N11 read by `extract` (Scripts/make-hostile-pdfs.py), the formula fan of N14, the
# links of N13 and the snapshot references of N15 (`--report-only` runs just these).
#
# usage: Benchmarks/hostile.sh [-n RUNS] [--no-build] [--records-only | --report-only]
# Needs GNU time (apt-get install time). Everything goes under .build/bench/hostile/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
RUNS=3 BUILD=1 FORMS=1 RECORDS_CASES=1 REPORT_CASES=1
while [ $# -gt 0 ]; do
  case "$1" in
    -n) RUNS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    --records-only) FORMS=0 REPORT_CASES=0; shift ;;
    --report-only) FORMS=0 RECORDS_CASES=0; shift ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "unknown argument $1 (see -h)" >&2; exit 2 ;;
  esac
done
FS="$ROOT/CLI/.build/release/formsetter"
[ "$BUILD" = 0 ] || swift build --package-path CLI -c release --product formsetter >/dev/null
WORK="$ROOT/.build/bench/hostile"
rm -rf "$WORK"; mkdir -p "$WORK/hostile" "$WORK/benign"
python3 Scripts/make-large-hostile.py "$WORK/hostile" >/dev/null
python3 Scripts/make-large-hostile.py "$WORK/benign" --benign >/dev/null

status=0
if [ "$FORMS" = 1 ]; then
printf '%-20s %-28s %-28s %s\n' input "hostile: s, MiB (runs)" "benign: s, MiB (runs)" "ratio of medians"
for input in formula-chain formula-loop linked-label unbroken-words colliding-ids; do
  hostile=() benign=() hostile_mb=0 benign_mb=0
  for _ in $(seq "$RUNS"); do
    for kind in hostile benign; do
      /usr/bin/time -f '%e %M' -o "$WORK/time" "$FS" render "$WORK/$kind/$input.json" -o "$WORK/$kind/$input.pdf" --page a4 2>/dev/null || true
      read -r seconds kilobytes < "$WORK/time"
      if [ "$kind" = hostile ]; then hostile+=("$seconds"); hostile_mb=$(( kilobytes / 1024 > hostile_mb ? kilobytes / 1024 : hostile_mb ))
      else benign+=("$seconds"); benign_mb=$(( kilobytes / 1024 > benign_mb ? kilobytes / 1024 : benign_mb )); fi
    done
  done
  median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
  h=$(median "${hostile[@]}") b=$(median "${benign[@]}")
  printf '%-20s %-28s %-28s %s\n' "$input" "${hostile[*]}, $hostile_mb" "${benign[*]}, $benign_mb" "$(awk -v h="$h" -v b="$b" 'BEGIN { printf "%.1f", h / b }')"
  if awk -v h="$h" 'BEGIN { exit !(h >= 10) }' || [ "$hostile_mb" -ge 512 ]; then echo "  over the bound: 10 s, 512 MiB" >&2; status=1; fi
done
fi

# Records files (issue 40 item 4): the form has text fields id and navn. Measured 2026-11-27
# 22:36 UTC on 2 cores shared with other builds (load 8-12), release binary, one run each:
#   file (size)                   command                 exit  s     MiB   before (field report)
#   tiny-120M-rows.csv (240 MB)   render                  0     2.3   264   134 (abort) 9.6 s 3.1 GB
#   tiny-80M-lines.jsonl (240 MB) render                  0     0.8   49    134 (abort) 19.6 s 2.6 GB
#   blank-240M.jsonl (240 MB)     render                  64    1.1   263   134 (abort) 10.6 s
#   m1.csv (18.8 MB)              render --name-field id  0     7.4   146   83 s 1.27 GB
#   m1.csv                        validate --name-field id 0    3.3   98    43 s 536 MB
#   m10.jsonl ({} x 10M, 30 MB)   render --name-field id  0     4.7   143   32 s 1.86 GB
#   m10.csv (10M rows, 20 MB)     render                  0     2.6   53    killed at 200 s, 2.4 GB
#   wide300k.csv (2.9 MB)         render                  65    1.1   45    22.7 s
#   wide3M.csv (32 MB)            render                  65    2.3   75    killed at 120 s, 1.57 GB
#   bigcell.csv (100 MB cell)     render --name-field navn 1    4.4   139   52 s 1.98 GB
# (the 240 MB files' peak is the mapped file itself: its text is checked whole before reading.)
RECORDS="$WORK/records"
if [ "$RECORDS_CASES" = 1 ]; then
mkdir -p "$RECORDS"
python3 - "$RECORDS" <<'PY'
import os, sys
out = sys.argv[1]
p = lambda name: os.path.join(out, name)
open(p("form.json"), "w").write('{"fields":[{"key":"id","type":"text","label":"Id"},{"key":"navn","type":"text","label":"Navn"}]}')
with open(p("tiny-120M-rows.csv"), "w") as f: f.write("id\n"); f.write("1\n" * 120_000_000)
with open(p("tiny-80M-lines.jsonl"), "w") as f: f.write("{}\n" * 80_000_000)
with open(p("blank-240M.jsonl"), "w") as f: f.write("\n" * 240_000_000)
with open(p("m1.csv"), "w") as f: f.write("id,navn\n"); f.writelines(f"{i},Navn {i}\n" for i in range(1_000_000))
with open(p("m10.jsonl"), "w") as f: f.write("{}\n" * 10_000_000)
with open(p("m10.csv"), "w") as f: f.write("id\n"); f.write("1\n" * 10_000_000)
for name, n in (("wide300k.csv", 300_000), ("wide3M.csv", 3_000_000)):
    with open(p(name), "w") as f: f.write(",".join(f"c{i}" for i in range(n)) + "\n" + ",".join("1" for _ in range(n)) + "\n")
with open(p("bigcell.csv"), "w") as f: f.write("id,navn\n1," + "A" * 100_000_000 + "\n2,Kari\n")
PY
printf '\n%-22s %-10s %-6s %8s %8s\n' records command exit s MiB
while read -r input command extra; do
  rm -rf "$RECORDS/out"
  set +e
  if [ "$command" = render ]; then
    /usr/bin/time -f '%e %M' -o "$WORK/time" "$FS" render "$RECORDS/form.json" --records "$RECORDS/$input" -o "$RECORDS/out" --page a4 --shard 1/10000 $extra >/dev/null 2>"$WORK/stderr"
  else
    /usr/bin/time -f '%e %M' -o "$WORK/time" "$FS" validate "$RECORDS/form.json" --records "$RECORDS/$input" --shard 1/10000 $extra >/dev/null 2>"$WORK/stderr"
  fi
  code=$?
  set -e
  read -r seconds kilobytes < <(tail -1 "$WORK/time")
  printf '%-22s %-10s %-6s %8s %8s %s\n' "$input" "$command" "$code" "$seconds" "$(( kilobytes / 1024 ))" "$extra"
  if awk -v s="$seconds" 'BEGIN { exit !(s >= 10) }' || [ $(( kilobytes / 1024 )) -ge 512 ] || [ "$code" -gt 100 ]; then
    echo "  over the bound (10 s, 512 MiB) or a crash: $(tail -2 "$WORK/stderr")" >&2; status=1
  fi
done <<'RUNS'
tiny-120M-rows.csv render
tiny-80M-lines.jsonl render
blank-240M.jsonl render
m1.csv render --name-field id
m1.csv validate --name-field id
m10.jsonl render --name-field id
m10.csv render
wide300k.csv render
wide3M.csv render
bigcell.csv render --name-field navn
RUNS
rm -rf "$RECORDS"
fi

# The other large findings of the field report (issue 40 item 5). Each line: a name, then the
# command after `formsetter`; $P is the folder of generated inputs. Measured 2026-11-28 (see
# Benchmarks/README.md, "Hostile input").
if [ "$REPORT_CASES" = 1 ]; then
P="$WORK/report"
mkdir -p "$P/snaps" "$P/forms"
python3 Scripts/make-hostile-pdfs.py "$P" >/dev/null
python3 - "$P" <<'PY'
import json, os, sys
out = sys.argv[1]
# N14 (wide-formulas.py 10000): ten 20,000-character texts, 10,000 formulas reading all ten, updated by a0's targets.
fs = [{"id": f"a{j}", "title": "A", "type": "text", "value": "x" * 20000, "size": {"width": 100, "height": 1}} for j in range(10)]
fs[0]["targets"] = [{"id": f"f{k}", "type": "field", "action": "update"} for k in range(10000)]
fs += [{"id": f"f{k}", "title": "F", "type": "text", "formula": " ".join(f"a{i}" for i in range(10)), "size": {"width": 25, "height": 1}} for k in range(10000)]
json.dump({"groups": [{"id": "g", "title": "G", "sections": [{"id": "s", "fields": fs}]}]}, open(os.path.join(out, "wide-formulas.json"), "w"))
# N13 (many-links.py 40): 40 labels of 20,000 characters, each with 100 links over the whole text.
text = ("word " * 4000)[:20000]
cells = [{"id": f"c{k}", "kind": "checkbox", "value": {"toggle": False}, "label": {"text": text,
          "links": [{"start": 0, "end": 20000, "target": f"https://e.co/{i}"} for i in range(100)]}} for k in range(40)]
json.dump({"format": "formsetter", "version": 1, "title": "L", "groups": [{"id": "g", "title": "G", "sections": [{"id": "s", "cells": cells}]}]},
          open(os.path.join(out, "many-links.json"), "w"))
open(os.path.join(out, "forms", "one.json"), "w").write('{"fields":[{"key":"a","type":"text","label":"One"}]}')
PY
# N15: a 3 GB sparse reference, and one whose IHDR claims 20000 x 5000 with a deflate bomb of zero rows.
mkdir -p "$P/snaps/sparse" "$P/snaps/ihdr"
CI= FORMSETTER_RECORD=all "$FS" snapshot record "$P/forms" --snapshots "$P/snaps/ihdr" >/dev/null 2>&1
truncate -s 3G "$P/snaps/sparse/one.png"
python3 - "$P/snaps/ihdr/one.png" <<'PY'
import struct, sys, zlib
path = sys.argv[1]
d = open(path, "rb").read()
h = bytearray(d[16:29]); h[0:8] = struct.pack(">II", 20000, 5000)
chunk = lambda t, b: struct.pack(">I", len(b)) + t + b + struct.pack(">I", zlib.crc32(t + b))
z = zlib.compressobj(9); body = b"".join(z.compress(b"\0" * (1 + 20000 * 3) * 100) for _ in range(50)) + z.flush()
open(path, "wb").write(d[:8] + chunk(b"IHDR", bytes(h)) + chunk(b"IDAT", body) + chunk(b"IEND", b""))
PY
A=Examples/forms/ansatt-nb.json
printf '\n%-28s %-6s %8s %8s\n' "field report case" exit s MiB
export CI=1
while IFS='|' read -r name command; do
  name="${name% }"
  set +e
  eval "/usr/bin/time -f '%e %M' -o \"\$WORK/time\" \"\$FS\" $command" >/dev/null 2>"$WORK/stderr"
  code=$?
  set -e
  read -r seconds kilobytes < <(tail -1 "$WORK/time")
  printf '%-28s %-6s %8s %8s\n' "$name" "$code" "$seconds" "$(( kilobytes / 1024 ))"
  if awk -v s="$seconds" 'BEGIN { exit !(s >= 10) }' || [ $(( kilobytes / 1024 )) -ge 512 ] || [ "$code" -gt 100 ]; then
    echo "  over the bound (10 s, 512 MiB) or a crash: $(tail -2 "$WORK/stderr" | cut -c1-300)" >&2; status=1
  fi
done <<'CASES'
N11 objstm-bomb-2GiB |extract $P/objstm-bomb-2GiB.pdf --form $A
N11 objstm-bomb (300 MiB) |extract $P/objstm-bomb.pdf --form $A
N11 xrefstm-bomb (300 MiB) |extract $P/xrefstm-bomb.pdf --form $A
N11 widgets-2M |extract $P/widgets-2M.pdf --form $A
N11 fields-300k |extract $P/fields-300k.pdf --form $A
N11 inherited-V-1MBx3000 |extract $P/inherited-V-1MBx3000.pdf --form $A
N11 long-T-1MBx3000 |extract $P/long-T-1MBx3000.pdf --form $A
N13 many-links 40 |render $P/many-links.json -o $P/many-links.pdf --page a4
N14 wide-formulas 10000 |render $P/wide-formulas.json -o $P/wide-formulas.pdf --page a4
N15 reference 3 GB sparse |snapshot verify $P/forms --snapshots $P/snaps/sparse
N15 reference 100 Mpx IHDR |snapshot verify $P/forms --snapshots $P/snaps/ihdr
CASES
rm -rf "$P"
fi
exit $status
