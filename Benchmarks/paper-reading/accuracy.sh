#!/usr/bin/env bash
# The accuracy and speed of `formsetter read` on a simulated corpus (#36 item 7), in one command:
#   bash Benchmarks/paper-reading/accuracy.sh            (OUT=folder SEED=n MARKS=n to change)
#   FORMSETTER=BIN     measure that binary instead of building the release one
#   KEEP_SCANS=1       read the corpus already in OUT again (made with the same SEED and MARKS)
# Builds the release formsetter, fills every paper fixture with seeded answers and scans it
# (Scripts/scan-sim: 300 dpi, 200 dpi + JPEG 60, phone photos; PNG, JPEG, TIFF and PDF in turn)
# until each condition holds at least MARKS marks, reads every record back, scores it against
# the truth (table for Docs/guide/paper.md), then times read on 10 and 100 pages at 300 dpi on
# two cores (pages a second, peak RSS from /usr/bin/time -v).
# The SwiftFormBuilder fixtures are Swift code, not files a print is made from: not included.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
out="${OUT:-/tmp/formsetter-paper-accuracy}"
seed="${SEED:-36}"
marks="${MARKS:-2000}"
python=/usr/bin/python3
scratch="$root/CLI/.build"

if [ -n "${FORMSETTER:-}" ]; then
  formsetter="$FORMSETTER"
else
  bash Scripts/forget-build-plan.sh "$scratch"
  swift build -c release --package-path CLI --scratch-path "$scratch" --product formsetter >/dev/null
  formsetter="$scratch/release/formsetter"
fi

# Every paper fixture: the example forms and the library fixtures, without their sidecars.
forms=()
for form in Examples/forms/*.json Tests/Fixtures/hyperoslo/*.json Tests/Fixtures/gigformulary/*.json Tests/Fixtures/formworks/*.json; do
  case "$form" in *.values.json|*.errors.json|*.answers*.json|*.output-*.json) continue;; esac
  # The hyperoslo fixtures are the example forms again.
  if [ -f "Examples/forms/$(basename "$form")" ] && [ "$form" != "Examples/forms/$(basename "$form")" ]; then continue; fi
  forms+=("$form")
done

if [ "${KEEP_SCANS:-}" = 1 ] && [ -f "$out/plan.tsv" ]; then
  echo "== reading the corpus already in $out"
  rm -rf "$out"/*/*/read "$out/speed"
else
rm -rf "$out"; mkdir -p "$out"
# Marks and pages of a filled copy of each form, from its fields. Forms with at least 5 marks a
# page share the copies that make MARKS marks a condition; the others get 4 copies (2 for forms
# with only writing), so every fixture is in the corpus without a thousand copies of a form with one box.
for form in "${forms[@]}"; do
  "$formsetter" layout "$form" --skin paper --page a4 --blank --fillable > "$out/$(basename "$form" .json).layout.json"
done
OUT_FOLDER="$out" "$python" - "$marks" "${forms[@]}" > "$out/plan.tsv" <<'PLAN'
import json, math, os, sys
target, forms = int(sys.argv[1]), sys.argv[2:]
counts = {}
for form in forms:
    with open(os.path.join(os.environ["OUT_FOLDER"], os.path.basename(form)[:-5] + ".layout.json")) as handle:
        dump = json.load(handle)
    boxes = [box for page in dump["pages"] for box in page["boxes"] if box.get("field", {}).get("kind") in ("checkbox", "radio")]
    counts[form] = (len(boxes), len(dump["pages"]))
dense = [form for form, (marks, pages) in counts.items() if marks >= 5 * pages]
small = sum(4 * marks for form, (marks, _) in counts.items() if form not in dense)
rounds = math.ceil(max(0, target - small) / max(1, sum(counts[form][0] for form in dense)))
for form, (marks, _) in counts.items():
    print("%s\t%d\t%d" % (form, rounds if form in dense else (4 if marks else 2), marks))
PLAN
awk -F'\t' '{ m += $2 * $3; r += $2 } END { print "== " NR " forms, " r " filled copies, " m " marks a condition" }' "$out/plan.tsv"
# Ten copies a process, two processes at a time: the machine's two cores.
while IFS=$'\t' read -r form records _; do
  for ((first = 1; first <= records; first += 10)); do
    printf '%s\0%s\0%s\0' "$form" "$first" "$(( records - first + 1 < 10 ? records - first + 1 : 10 ))"
  done
done < "$out/plan.tsv" | xargs -0 -n 3 -P 2 sh -c '
  name=$(basename "$1" .json)
  '"$python"' "'"$root"'/Scripts/scan-sim/scansim.py" "$1" --formsetter "'"$formsetter"'" --out "'"$out"'/$name-from-$2" \
    --seed "'"$seed"'" --first-record "$2" --records "$3"
' sh
fi

echo "== reading and scoring"
folders=()
for folder in "$out"/*/; do
  for condition in scan300 scan200jpeg photo; do [ -d "$folder$condition" ] && folders+=("$folder$condition"); done
done
status=0
"$python" Scripts/scan-sim/score.py "${folders[@]}" --formsetter "$formsetter" --json "$out/score.json" | tee "$out/table.md" || status=$?

echo "== speed: read at 300 dpi on two cores"
speed="$out/speed"
"$python" Scripts/scan-sim/scansim.py Examples/forms/ansatt-nb.json --formsetter "$formsetter" --out "$speed" --seed "$seed" \
  --records 60 --conditions scan300 --formats png >/dev/null
# One PNG a sheet (blank backs and upside-down pages among them), in name order.
files=("$speed"/scan300/*.png)
for count in 10 100; do
  set -- "${files[@]:0:$count}"
  rm -rf "$speed/read-$count"
  /usr/bin/time -v -o "$speed/time-$count.txt" taskset -c 0,1 "$formsetter" read "$@" --form Examples/forms/ansatt-nb.json --page a4 --blank \
    -o "$speed/read-$count/" --report "$speed/read-$count.json" >/dev/null 2>&1 || true
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$speed/time-$count.txt")
  rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$speed/time-$count.txt")
  awk -v n="$count" -v s="$seconds" -v r="$rss" 'BEGIN { printf "%d pages: %.1f s, %.1f pages a second, peak RSS %.0f MB\n", n, s, n / s, r / 1024 }'
done
exit "$status"
