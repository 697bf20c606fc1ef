#!/usr/bin/env bash
# A mail merge as operations run it: COUNT records (default 1000) of Tests/Fixtures/hyperoslo/
# ansatt-nb.json as a CSV file (its values sidecar with a new name and number per row), rendered
# to paper PDFs (one per record, named by --name-field) and one merged print file, in one run.
# Prints wall time and peak memory (GNU time): PDFs only, PDFs and --merge, --merge only.
#
# usage: Benchmarks/records.sh [-n COUNT] [-j JOBS] [--no-build]
# Needs GNU time (apt-get install time). Everything goes under .build/bench/records/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
COUNT=1000 JOBS=2 BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    -n) COUNT="$2"; shift 2 ;;
    -j) JOBS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "unknown argument $1 (see -h)" >&2; exit 2 ;;
  esac
done
FS="$ROOT/CLI/.build/release/formsetter"
[ "$BUILD" = 0 ] || swift build --package-path CLI -c release --product formsetter >/dev/null
WORK="$ROOT/.build/bench/records"
rm -rf "$WORK"; mkdir -p "$WORK"

python3 - "$COUNT" "$WORK/people.csv" <<'PY'
import csv, json, sys
count, path = int(sys.argv[1]), sys.argv[2]
values = json.load(open("Tests/Fixtures/hyperoslo/ansatt-nb.values.json"))
ids = ["nummer"] + sorted(values)
with open(path, "w", newline="") as out:
    writer = csv.writer(out)
    writer.writerow(ids)
    for index in range(1, count + 1):
        row = dict(values, nummer=f"ansatt-{index:05d}", fornavn=f"Person {index}")
        writer.writerow([row[i] for i in ids])
PY

run() {  # label, extra arguments
  local label="$1"; shift
  rm -rf "$WORK/out"
  /usr/bin/time -f "$label: %e s wall, %M KiB peak" "$FS" render Tests/Fixtures/hyperoslo/ansatt-nb.json \
    --records "$WORK/people.csv" --name-field nummer --page a4 -o "$WORK/out" -j "$JOBS" --quiet "$@" 2>&1 | tail -2
  echo "  $(find "$WORK/out" -name '*.pdf' | wc -l) PDFs"
}
run "records → PDFs"
run "records → PDFs + merged" --merge "$WORK/out/all.pdf"
rm -rf "$WORK/merged"
/usr/bin/time -f "records → merged only: %e s wall, %M KiB peak" "$FS" render Tests/Fixtures/hyperoslo/ansatt-nb.json \
  --records "$WORK/people.csv" --page a4 --merge "$WORK/merged/all.pdf" --quiet 2>&1 | tail -1
qpdf --check "$WORK/merged/all.pdf" | tail -1
echo "  outline entries: $(qpdf --json --json-key=outlines "$WORK/merged/all.pdf" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["outlines"]))')"
