#!/usr/bin/env bash
# The large hostile inputs of issue #24 (Scripts/make-large-hostile.py), each rendered to an A4
# PDF by the release binary next to its benign twin of the same size, interleaved, RUNS times
# (default 3). Prints each input's wall time and peak memory (GNU time) and the ratio of its
# median to its twin's; fails when a hostile input takes 10 s or more, or 512 MiB or more.
#
# usage: Benchmarks/hostile.sh [-n RUNS] [--no-build]
# Needs GNU time (apt-get install time). Everything goes under .build/bench/hostile/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
RUNS=3 BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    -n) RUNS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "unknown argument $1 (see -h)" >&2; exit 2 ;;
  esac
done
FS="$ROOT/.build/release/formsetter"
[ "$BUILD" = 0 ] || swift build -c release --product formsetter >/dev/null
WORK="$ROOT/.build/bench/hostile"
rm -rf "$WORK"; mkdir -p "$WORK/hostile" "$WORK/benign"
python3 Scripts/make-large-hostile.py "$WORK/hostile" >/dev/null
python3 Scripts/make-large-hostile.py "$WORK/benign" --benign >/dev/null

status=0
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
exit $status
