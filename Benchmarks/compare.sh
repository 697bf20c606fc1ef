#!/usr/bin/env bash
# Formsetter vs. the raw C cairo+pango peer of the benchmark kit (the "physical limit").
#
# usage: Benchmarks/compare.sh [-n RUNS] [--no-build] [--quiet-wait SECONDS] [SIZES...]
#   SIZES        form sizes (fields), default 10 100 1000 10000
#   -n RUNS      rounds after one warm-up per command (default 3; a group of commands with a
#                warm-up over 10 s gets 1 round; the output says so). The C peer, formsetter
#                and Typst run in alternation, round by round (Benchmarks/interleave.py).
#   --no-build   use the existing CLI/.build/release/formsetter
#   --quiet-wait before each group, wait up to this many seconds (default 60) until
#                other processes use under 25 % of the CPUs; 0 = do not wait
# env: BENCH_KIT: the peer kit, a folder with gen_forms.py and peers/cairo_form.c (and
#      peers/typst_render.py: Typst columns when python3 can import typst); default:
#      ../shared/bench beside the clone, when present. It is not part of the repository and
#      neither the build nor the tests need it.
#
# The binary is built with --static-swift-stdlib and at a fixed address (-no-pie): the Swift
# runtime and Foundation linked in, and not relocated, cut about a fifth of the start-up work,
# which dominates small forms. (-no-pie is not in CLI/Package.swift: with the shared Swift
# libraries of a plain release build, glibc's loader warns on every run of such a binary.)
# Everything generated goes under .build/bench/ (git-ignored): inputs/, build/ (C binaries),
# out/ (outputs of the last run, for inspection), logs/ (formsetter stderr), results.md.
# Needs: swift, python3, cc, pkg-config + pangocairo/libpng dev files, pdfinfo (poppler-utils).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
KIT="${BENCH_KIT:-$ROOT/../shared/bench}"
RUNS=3
BUILD=1
QUIET=60
SIZES=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) RUNS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    --quiet-wait) QUIET="$2"; shift 2 ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    -*) echo "unknown option $1 (see -h)" >&2; exit 2 ;;
    *) SIZES+=("$1"); shift ;;
  esac
done
[ ${#SIZES[@]} -gt 0 ] || SIZES=(10 100 1000 10000)

BENCH="$ROOT/.build/bench"
IN="$BENCH/inputs" CBIN="$BENCH/build" OUT="$BENCH/out" LOGS="$BENCH/logs"
FS="$ROOT/CLI/.build/release/formsetter"

log() { echo "[compare] $*" >&2; }

# ---------------------------------------------------------------- tools
missing=0
for tool in swift python3 cc pkg-config pdfinfo; do
  [ -n "$(type -P "$tool")" ] || { echo "missing: $tool" >&2; missing=1; }
done
pkg-config --exists pangocairo libpng || { echo "missing: libpango1.0-dev / libcairo2-dev / libpng-dev" >&2; missing=1; }
[ -f "$KIT/gen_forms.py" ] && [ -f "$KIT/peers/cairo_form.c" ] || {
  echo "no benchmark kit at $KIT (gen_forms.py and peers/cairo_form.c): this comparison needs the peer kit," >&2
  echo "which is not part of the repository; put it at ../shared/bench beside the clone or set BENCH_KIT=/path/to/kit" >&2
  missing=1
}
[ "$missing" = 0 ] || exit 1
KIT="$(cd "$KIT" && pwd)"
# The Typst peer (pip install typst) is measured when it is there: the fastest non-C peer.
TYPST=0
if [ -f "$KIT/peers/typst_render.py" ] && python3 -c 'import typst' 2>/dev/null; then TYPST=1; else log "typst (pip) not importable: no Typst columns"; fi

# ---------------------------------------------------------------- build (retries: Sources/ may be mid-edit)
if [ "$BUILD" = 1 ]; then
  built=0
  for attempt in 1 2 3; do
    log "swift build --package-path CLI -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --product formsetter (attempt $attempt)"
    mkdir -p "$BENCH"
    if swift build --package-path CLI -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --product formsetter >"$BENCH/build.log" 2>&1; then
      built=1; break
    fi
    tail -n 15 "$BENCH/build.log" >&2 || true
    [ "$attempt" = 3 ] || { log "build failed; retrying in 60 s"; sleep 60; }
  done
  if [ "$built" = 0 ]; then
    [ -x "$FS" ] || { echo "release build failed and there is no earlier $FS" >&2; exit 1; }
    log "WARNING: release build failed 3 times; measuring the earlier binary $FS ($(date -r "$FS" '+%F %T'))"
    BUILD_NOTE="release build FAILED; measured the earlier binary from $(date -r "$FS" '+%F %T')"
  fi
fi
[ -x "$FS" ] || { echo "no $FS (run without --no-build)" >&2; exit 1; }

# ---------------------------------------------------------------- inputs and the C peer
mkdir -p "$IN" "$CBIN" "$OUT" "$LOGS"
python3 "$KIT/gen_forms.py" -o "$IN" "${SIZES[@]}" >&2
for n in "${SIZES[@]}"; do
  cc -O2 -Wall -DFORM_DATA="\"$IN/form_${n}_cairo.h\"" "$KIT/peers/cairo_form.c" \
     -o "$CBIN/cairo_form_${n}" $(pkg-config --cflags --libs pangocairo libpng)
done

# ---------------------------------------------------------------- measuring
# Share of the CPUs busy over 0.5 s (all processes; we run nothing meanwhile).
cpu_busy() {
  local a b
  read -r _ a1 a2 a3 a4 a5 a6 a7 a8 _ < /proc/stat
  sleep 0.5
  read -r _ b1 b2 b3 b4 b5 b6 b7 b8 _ < /proc/stat
  local idle=$(( (b4 + b5) - (a4 + a5) ))
  local total=$(( (b1+b2+b3+b4+b5+b6+b7+b8) - (a1+a2+a3+a4+a5+a6+a7+a8) ))
  echo $(( total > 0 ? 100 * (total - idle) / total : 0 ))
}
NOTES=()
wait_quiet() {  # $1 label
  [ "$QUIET" -gt 0 ] || return 0
  local start=$SECONDS busy
  while busy=$(cpu_busy); [ "$busy" -ge 25 ]; do
    if [ $((SECONDS - start)) -ge "$QUIET" ]; then
      NOTES+=("$1: other processes kept ${busy} % of the CPUs busy (waited ${QUIET} s); its figures may be inflated")
      return 0
    fi
    sleep 2
  done
}

# interleaved JSON GROUP... : times the groups' commands in alternation (Benchmarks/interleave.py)
# after waiting for a quiet machine; a failed command's figures are nan.
interleaved() {
  local json="$1"; shift
  wait_quiet "$(basename "$json" .json)"
  python3 "$ROOT/Benchmarks/interleave.py" "$RUNS" "$json" "$@"
}
# stat JSON LABEL -> "median-wall-s median-rss-MiB runs" (nan when it failed)
stat_of() {
  python3 - "$1" "$2" <<'PY'
import json, statistics, sys
result = json.load(open(sys.argv[1]))[sys.argv[2]]
if result["failed"] or not result["walls"]:
    print("nan nan 0")
else:
    print(f"{statistics.median(result['walls']):.3f} {statistics.median(result['rss_kib']) / 1024:.0f} {len(result['walls'])}")
PY
}
# paired JSON A B -> the median over rounds of A's wall / B's wall in the same round
paired() {
  python3 - "$1" "$2" "$3" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))
a, b = results[sys.argv[2]], results[sys.argv[3]]
if a["failed"] or b["failed"] or not a["walls"]:
    print("n/a")
else:
    print(f"{statistics.median(x / y for x, y in zip(a['walls'], b['walls'])):.2f}")
PY
}
# group LABEL DIR STDERR CMD... -> the words interleave.py takes for one command
group() { local label="$1" dir="$2" errf="$3"; shift 3; printf '%s\n' "$label" "$dir" "$errf" "$#" "$@"; }

pdf_pages() { pdfinfo "$1" 2>/dev/null | awk '/^Pages:/ {print $2}'; }
png_pages() { find "$1" -maxdepth 1 -name '*.png' | wc -l; }
# Files only: `du -sb` also counted the folder itself, whose size grows with the renames a run makes.
bytes_of() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }
meta_pages() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["expected_pages"][sys.argv[2]])' "$IN/form_$1.meta.json" "$2"; }

LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)
ROWS=()
for n in "${SIZES[@]}"; do
  c="$CBIN/cairo_form_${n}" j="$IN/form_${n}.json" o="$OUT/$n"
  exp_a4=$(meta_pages "$n" a4) exp_screen=$(meta_pages "$n" screen)

  mapfile -t pdf_group < <(
    group "C pdf" "$o/c_pdf" "$LOGS/c_pdf_$n.err" "$c" pdf c.pdf
    group "fs pdf" "$o/fs_pdf" "$LOGS/fs_pdf_$n.err" "$FS" render "$j" --page a4 -o x.pdf
    [ "$TYPST" = 0 ] || group "typst pdf" "$o/typst_pdf" "$LOGS/typst_pdf_$n.err" python3 "$KIT/peers/typst_render.py" "$IN/form_$n.typ" pdf t.pdf)
  interleaved "$BENCH/pdf_$n.json" "${pdf_group[@]}"
  read -r cw cr cn < <(stat_of "$BENCH/pdf_$n.json" "C pdf")
  read -r fw fr fn < <(stat_of "$BENCH/pdf_$n.json" "fs pdf")
  cp=$(pdf_pages "$o/c_pdf/c.pdf") cb=$(bytes_of "$o/c_pdf") fp=$(pdf_pages "$o/fs_pdf/x.pdf") fb=$(bytes_of "$o/fs_pdf")
  tw=n/a tr=n/a
  if [ "$TYPST" = 1 ]; then read -r tw _ _ < <(stat_of "$BENCH/pdf_$n.json" "typst pdf"); tr=$(paired "$BENCH/pdf_$n.json" "fs pdf" "typst pdf"); fi
  ROWS+=("| $n | PDF A4 | $cw | $fw | $(paired "$BENCH/pdf_$n.json" "fs pdf" "C pdf") | $tw | $tr | $cr | $fr | $cb | $fb | $cp | $fp | $exp_a4 | $cn/$fn |")

  mapfile -t png_group < <(
    group "fs png" "$o/fs_png" "$LOGS/fs_png_$n.err" "$FS" render "$j" --page 390x844 --scale 2 -o x.png
    group "C pngfast" "$o/c_pngfast" "$LOGS/c_pngfast_$n.err" "$c" pngfast c
    group "C png" "$o/c_png" "$LOGS/c_png_$n.err" "$c" png c
    [ "$TYPST" = 0 ] || group "typst png" "$o/typst_png" "$LOGS/typst_png_$n.err" python3 "$KIT/peers/typst_render.py" "$IN/form_$n.typ" png t)
  interleaved "$BENCH/png_$n.json" "${png_group[@]}"
  read -r fw fr fn < <(stat_of "$BENCH/png_$n.json" "fs png")
  fp=$(png_pages "$o/fs_png") fb=$(bytes_of "$o/fs_png")
  tw=n/a tr=n/a
  if [ "$TYPST" = 1 ]; then read -r tw _ _ < <(stat_of "$BENCH/png_$n.json" "typst png"); tr=$(paired "$BENCH/png_$n.json" "fs png" "typst png"); fi
  for mode in pngfast png; do
    read -r cw cr cn < <(stat_of "$BENCH/png_$n.json" "C $mode")
    cp=$(png_pages "$o/c_$mode") cb=$(bytes_of "$o/c_$mode")
    what="PNG 390x844 @2x vs C \`$mode\`"
    [ "$mode" = pngfast ] && what="$what (zlib 1)" || what="$what (libpng default)"
    ROWS+=("| $n | $what | $cw | $fw | $(paired "$BENCH/png_$n.json" "fs png" "C $mode") | $tw | $tr | $cr | $fr | $cb | $fb | $cp | $fp | $exp_screen | $cn/$fn |")
  done
  w=$(grep -c '^warning:' "$LOGS/fs_pdf_$n.err" || true)
  NOTES+=("N=$n: formsetter printed $w warnings (stderr in .build/bench/logs/fs_pdf_$n.err)")
done

# ---------------------------------------------------------------- report
{
  echo "## Formsetter vs. C cairo+pango ($(date '+%F %H:%M %Z'), $(nproc) CPUs, $(uname -sr))"
  echo
  echo "The commands of a row group run in alternation (Benchmarks/interleave.py): one warm-up each, then"
  echo "rounds that run each once, so a machine that changes speed during the run affects them alike."
  echo "Wall = median over rounds, from process start to exit; RSS = median peak resident set (wait4)."
  echo "Ratio = the median over rounds of formsetter's wall / the peer's wall in the same round."
  echo "Pages: PDF pages (pdfinfo) or PNG files; expected = the peers' layout (form_N.meta.json)."
  echo "Formsetter draws its own look (85-pt rows, 55-pt headers), so its page counts differ from the peers'."
  echo "Typst = the typst PyPI package (peers/typst_render.py; n/a when not installed), same timing rules."
  echo "Bytes = total size of the output files."
  echo
  echo "| N | output | C wall s | formsetter wall s | ratio fs/C | Typst wall s | ratio fs/Typst | C peak MiB | fs peak MiB | C bytes | fs bytes | C pages | fs pages | expected pages | runs C/fs |"
  echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
  printf '%s\n' "${ROWS[@]}"
  echo
  [ -z "${BUILD_NOTE:-}" ] || echo "- $BUILD_NOTE"
  echo "- Load average (1/5/15 min) at the start: $LOAD_START; at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo "- Runs: $RUNS rounds after one warm-up each; a group with a warm-up over 10 s got 1 round (see the runs column)."
  for note in "${NOTES[@]}"; do echo "- $note"; done
} | tee "$BENCH/results.md"

# The in-process bench subcommand (layout + render in one process; RSS is the process's peak so far).
echo
echo "### \`formsetter bench\` (in-process; peak RSS is cumulative over the inputs)"
echo
small=() big=()
for n in "${SIZES[@]}"; do
  if [ "$n" -ge 10000 ]; then big+=("$IN/form_${n}.json"); else small+=("$IN/form_${n}.json"); fi
done
{
  if [ ${#small[@]} -gt 0 ]; then
    wait_quiet "bench"
    "$FS" bench --runs "$RUNS" --threads 0 --out "$BENCH/bench-out" "${small[@]}" 2>"$LOGS/bench.err"
  fi
  if [ ${#big[@]} -gt 0 ]; then
    wait_quiet "bench big"
    "$FS" bench --runs 1 --threads 0 --out "$BENCH/bench-out" "${big[@]}" 2>>"$LOGS/bench.err" | \
      { [ ${#small[@]} -gt 0 ] && tail -n +3 || cat; }
  fi
} | tee -a "$BENCH/results.md"
echo
echo "(bench: $RUNS runs for N < 10000, 1 run for N >= 10000, after one warm-up each)" | tee -a "$BENCH/results.md"

# The library called from 2 threads at once: 8 forms each, one Formsetter shared (N < 10000).
if [ ${#small[@]} -gt 0 ]; then
  echo
  echo "### The library on 1 and 2 threads (8 A4 PDFs per input through one \`Formsetter\`)"
  echo
  wait_quiet "bench threads"
  "$FS" bench --runs "$RUNS" --threads 2 --parallel-forms 8 --out "$BENCH/bench-out" "${small[@]}" 2>>"$LOGS/bench.err" | \
    awk 'seen; /^$/ {seen = 1}'
fi | tee -a "$BENCH/results.md"
log "table also in $BENCH/results.md"
