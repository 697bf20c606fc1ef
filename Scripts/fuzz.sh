#!/usr/bin/env bash
# Fuzzes every decoder and the hyperoslo formula/condition evaluator with libFuzzer + AddressSanitizer for MINUTES minutes each (default 2).
# Seeds: the vendored fixtures and the hostile corpus of the decoder's format. Crashes, leaks
# and timeouts are written to .build-fuzz/findings/<target>/ (crash-*, timeout-*, oom-*); the
# summary at the end lists them. Linux only (swiftc -sanitize=fuzzer).
#
#   bash Scripts/fuzz.sh 5          # 5 minutes per decoder
#   TARGETS="FuzzNative" bash Scripts/fuzz.sh 1
set -uo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-2}"
targets=(${TARGETS:-FuzzHyperoslo FuzzGIGFormulary FuzzFormworks FuzzNative FuzzSidecars FuzzExpressions})
work=".build-fuzz"
mkdir -p "$work"

for target in "${targets[@]}"; do
  swift build --package-path Fuzz --build-path "$work/build" -c debug -Xswiftc -sanitize=fuzzer,address \
    --product "$target" >"$work/build-$target.log" 2>&1 || { echo "build of $target failed: $work/build-$target.log"; exit 70; }
done

seeds() {
  case "$1" in
    # The catastrophic-regex entries would stop every run at once: NSRegularExpression, which the
    # decoders still use, has no bound (BoundedRegex replaces it; HostileCorpusTests covers them).
    FuzzHyperoslo) ls Tests/Fixtures/hyperoslo/*.json Tests/Fixtures/hyperoslo-3lvis/*.json Tests/Fixtures/hostile/hyperoslo-*.json | grep -v -- '-regex-' ;;
    FuzzGIGFormulary) ls Tests/Fixtures/gigformulary/*.json Tests/Fixtures/hostile/gigformulary-*.json ;;
    FuzzFormworks) ls Tests/Fixtures/formworks/*.json Tests/Fixtures/fragments/*.json Tests/Fixtures/hostile/formworks-*.json ;;
    FuzzNative) ls Examples/forms/native-example.json Tests/Fixtures/hostile/native-*.json ;;
    FuzzExpressions) ls Fuzz/Seeds/expressions/* ;;
    FuzzSidecars) ls Tests/Fixtures/*/*.values.json Tests/Fixtures/*/*.errors.json Tests/Fixtures/*/*.answers*.json Tests/Fixtures/hostile/*.values.json Tests/Fixtures/hostile/*.errors.json ;;
  esac
}

status=0
for target in "${targets[@]}"; do
  corpus="$work/corpus/$target" findings="$work/findings/$target"
  mkdir -p "$corpus" "$findings"
  seeds "$target" | grep -v '\.linkmap\.json$' | while read -r seed; do cp "$seed" "$corpus/"; done
  echo "== $target: $minutes min"
  # libFuzzer stops at a finding; it is restarted until the time is used, so one run can report
  # several. -timeout turns a hang into a finding; inputs above 1 MiB only repeat the size check.
  deadline=$(( $(date +%s) + minutes * 60 )) runs=0 restarts=0
  : >"$findings/log.txt"
  while [ "$(date +%s)" -lt "$deadline" ]; do
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:handle_sigill=1 "$work/build/debug/$target" "$corpus" \
      -artifact_prefix="$findings/" -max_total_time=$(( deadline - $(date +%s) )) -timeout=10 -rss_limit_mb=4096 \
      -max_len=1048576 -print_final_stats=1 >>"$findings/log.txt" 2>&1
    last=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$findings/log.txt" | tail -1 | grep -o '[0-9]*$')
    runs=$(( runs + ${last:-0} )) restarts=$(( restarts + 1 ))
    sed -i 's/stat::number_of_executed_units/counted::number_of_executed_units/' "$findings/log.txt"
  done
  found=$(ls "$findings" | grep -E '^(crash|timeout|oom|leak|slow-unit)-' | wc -l)
  echo "   $runs inputs run in $restarts runs, $found findings (log: $findings/log.txt)"
  [ "$found" = 0 ] || status=1
done
exit $status
