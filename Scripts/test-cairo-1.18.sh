#!/usr/bin/env bash
# The cairo 1.18 lane: Debian 13, Ubuntu 24.04 and hosted CI runners have cairo 1.18, Debian 12
# has 1.16. Builds cairo 1.18.4 (Scripts/build-cairo-1.18.sh, cached in .build/), then runs
# against it through LD_LIBRARY_PATH:
#   1. the whole test suite, the root package's and the CLI package's (renders, PDF validity with
#      qpdf --check, every committed reference, recorded on cairo 1.16, verified with the default
#      comparison, the CLI binary and the guest checks);
#   2. references recorded with the CLI on 1.18 and verified on the system's cairo, the reverse.
# Expects the tests of both packages built (`swift build --build-tests` and the same with
# `--package-path CLI`, as `swift test` leaves them).
set -euo pipefail
cd "$(dirname "$0")/.."

libdir="$(bash Scripts/build-cairo-1.18.sh | tail -1)"
cli=CLI/.build/debug/formsetter
version="$(LD_LIBRARY_PATH="$libdir" "$cli" --version)"
echo "== cairo 1.18 lane: $version"
case "$version" in *"(cairo 1.18.4,"*) ;; *) echo "FAILED: the CLI does not load cairo 1.18.4 from $libdir" >&2; exit 1 ;; esac

# GuestTests' lane check fails unless the tests really load this cairo.
FORMSETTER_EXPECT_CAIRO=1.18.4 LD_LIBRARY_PATH="$libdir" swift test --skip-build
FORMSETTER_EXPECT_CAIRO=1.18.4 LD_LIBRARY_PATH="$libdir" swift test --skip-build --package-path CLI

echo "== references recorded on cairo 1.18.4, verified on $("$cli" --version | sed 's/.*(\(cairo [0-9.]*\).*/\1/')"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for format in hyperoslo hyperoslo-3lvis gigformulary formworks; do
  # The forms of the folder: its sidecars go with them, and test-postal_codes.json is a data table.
  forms=()
  for file in "Tests/Fixtures/$format"/*.json; do
    case "$file" in *.values.json|*.errors.json|*.answers*.json|*.output-*.json|*/test-postal_codes.json) continue ;; esac
    forms+=("$file")
  done
  for skin in "" paper; do
    folder="$scratch/$format${skin:+-$skin}"
    LD_LIBRARY_PATH="$libdir" "$cli" snapshot record "${forms[@]}" --snapshots "$folder" ${skin:+--skin "$skin"} >/dev/null
    if ! CI=1 "$cli" snapshot verify "${forms[@]}" --snapshots "$folder" ${skin:+--skin "$skin"} > "$folder.log"; then
      cat "$folder.log"; echo "FAILED: references of $format${skin:+ ($skin)} recorded on cairo 1.18.4 do not verify"; exit 1
    fi
    echo "$format${skin:+ ($skin)}: $(grep -c '^ok ' "$folder.log") of $(grep -c '^\(ok \|FAILED\|MISSING\)' "$folder.log") references recorded on 1.18.4 verify on the system's cairo"
  done
done
