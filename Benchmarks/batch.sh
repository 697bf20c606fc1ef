#!/usr/bin/env bash
# Batch rendering vs. one process per form: COUNT fixture renders (default 1000), cycling
# through the forms of Tests/Fixtures (with their sidecars), as PDF.
#
# usage: Benchmarks/batch.sh [-n COUNT] [-j JOBS] [--no-build]
#   batch:   formsetter render <COUNT copies> -o out/ --type pdf -j JOBS   (one process)
#   per form: formsetter render copy.json -o copy.pdf [--values …] [--errors …], one process
#             per form, JOBS at a time (xargs -P)
# Needs GNU time (apt-get install time). Everything goes under .build/bench/batch/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
COUNT=1000 JOBS=2 BUILD=1
while [ $# -gt 0 ]; do
  case "$1" in
    -n) COUNT="$2"; shift 2 ;;
    -j) JOBS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown argument $1 (see -h)" >&2; exit 2 ;;
  esac
done
FS="$ROOT/CLI/.build/release/formsetter"
[ "$BUILD" = 0 ] || swift build --package-path CLI -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --product formsetter >/dev/null
WORK="$ROOT/.build/bench/batch"
rm -rf "$WORK"; mkdir -p "$WORK/in" "$WORK/batch" "$WORK/single"

# COUNT inputs: copies of the fixtures (not fragments), each with its sidecars renamed alike.
mapfile -t forms < <(find Tests/Fixtures/hyperoslo Tests/Fixtures/hyperoslo-3lvis Tests/Fixtures/gigformulary -maxdepth 1 -name '*.json' \
  ! -name '*.values.json' ! -name '*.errors.json' ! -name 'test-postal_codes.json' | sort)
for ((i = 0; i < COUNT; i++)); do
  src="${forms[i % ${#forms[@]}]}" stem="$(printf 'form%04d' "$i")"
  ln -s "$ROOT/$src" "$WORK/in/$stem.json"
  for kind in values errors; do
    side="${src%.json}.$kind.json"
    [ -f "$side" ] && ln -s "$ROOT/$side" "$WORK/in/$stem.$kind.json"
  done
done

single() {  # one process per form, with the sidecars as options
  local f="$1" stem="${1%.json}" args=()
  for kind in values errors; do [ -e "$stem.$kind.json" ] && args+=("--$kind" "$stem.$kind.json"); done
  "$FS" render "$f" "${args[@]}" -o "$WORK/single/$(basename "$stem").pdf" 2>/dev/null
}
export -f single; export FS WORK

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/time -f "batch (-j $JOBS, one process): %e s wall, %U s user, %M KiB peak" \
  "$FS" render "$WORK/in" -o "$WORK/batch" --type pdf -j "$JOBS" 2>"$WORK/batch.err" || true
tail -n 2 "$WORK/batch.err"
/usr/bin/time -f "one process per form ($JOBS at a time): %e s wall, %U s user" \
  bash -c "find '$WORK/in' -name '*.json' ! -name '*.values.json' ! -name '*.errors.json' -print0 | sort -z | xargs -0 -P '$JOBS' -I{} bash -c 'single {}'" || true
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
same=0; for f in "$WORK/single"/*.pdf; do cmp -s "$f" "$WORK/batch/$(basename "$f")" && same=$((same + 1)); done
echo "$(ls "$WORK/batch" | wc -l) batch PDFs, $(ls "$WORK/single" | wc -l) single PDFs, $same byte-identical"
