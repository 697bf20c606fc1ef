#!/usr/bin/env bash
# The Debian 13 lane: every package built and tested in a Debian 13 (trixie) root with trixie's
# own libraries (cairo 1.18.4, pango 1.56, HarfBuzz 10, FreeType 2.13, fontconfig 2.15, libqpdf 12,
# ICU 76), made by Scripts/debian13-root.sh and cached outside the clone. In the root, with one
# scratch path (.build-debian13) for the root package, the CLI, the adapter and a user's package,
# so the library is compiled once:
#   1. the root package's and the CLI package's whole suites (every reference recorded on
#      Debian 12 verifies on 13), the adapter's, and a user's package;
#   2. references recorded with the CLI built on Debian 13 verify with the host's CLI (Debian
#      12), the reverse of 1;
#   3. a binary built on Debian 13 renders a paper PDF and a fillable twin in a root with the
#      runtime libraries only (no libqpdf-dev, so no libqpdf.so), and both pass qpdf --check;
#      it reads a blank print back there (Leptonica, ZBar, poppler-glib from runtime packages).
# Expects the host's CLI built (CLI/.build/debug/formsetter, as .ci/run's earlier steps leave it).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { local label="$1" start=$SECONDS; shift; echo "== debian 13: $label"; "$@"; echo "== debian 13: $label: $((SECONDS - start)) s"; }

root="$(bash Scripts/debian13-root.sh | tail -1)"
runtime="$(bash Scripts/debian13-root.sh --runtime | tail -1)"
# Absolute: SwiftPM 6.3 given a relative --scratch-path beside --package-path runs the build
# plan already in that folder (the root package's tests again) instead of the package named.
scratch="$PWD/.build-debian13"
export FORMSETTER_PDF_ENGINES="$scratch/pdf-engines" FORMSETTER_PDF_CHECKERS="$scratch/pdf-checkers"
in_root() { bash Scripts/in-root.sh "$root" --toolchain "$@"; }
# Each package's step first forgets the scratch path's build plan (Scripts/forget-build-plan.sh).
fresh() { bash Scripts/forget-build-plan.sh "$scratch"; in_root "$@"; }

cairo="$(in_root pkg-config --modversion cairo)"
step "the PDF engines" in_root bash Scripts/pdf-engines.sh
step "the PDF/UA-1 checkers" in_root bash Scripts/pdf-checkers.sh
# One scratch path: the root's tests build the library, every later package reuses it. Each step
# resolves its own dependencies there, so the steps never go back to an earlier package.
export FORMSETTER_EXPECT_CAIRO="$cairo"
step "the root package" fresh swift test --scratch-path "$scratch"
step "the CLI package" fresh swift test --package-path CLI --scratch-path "$scratch"
cli="$scratch/debug/formsetter"
version="$(in_root "$cli" --version)"
echo "== debian 13 lane: $version"
case "$version" in *"(cairo $cairo, "*"libqpdf 12."*) ;; *) echo "FAILED: the CLI does not load Debian 13's cairo $cairo and libqpdf 12" >&2; exit 1 ;; esac
step "the swift-snapshot-testing adapter" fresh swift test --package-path SnapshotTestingAdapter --scratch-path "$scratch"
step "a user's package" fresh bash Scripts/test-consumer-package.sh --scratch-path "$scratch"

references() {  # references recorded in the root verify with the host's CLI
  local host_cli=CLI/.build/debug/formsetter folder
  folder="$(mktemp -d "$scratch/references.XXXXXX")"
  for format in hyperoslo hyperoslo-3lvis gigformulary formworks; do
    # The forms of the folder: its sidecars go with them, and test-postal_codes.json is a data table.
    local forms=() file
    for file in "Tests/Fixtures/$format"/*.json; do
      case "$file" in *.values.json|*.errors.json|*.answers*.json|*.output-*.json|*/test-postal_codes.json) continue ;; esac
      forms+=("$file")
    done
    for skin in "" paper; do
      local into="$folder/$format${skin:+-$skin}"
      in_root "$cli" snapshot record "${forms[@]}" --snapshots "$into" ${skin:+--skin "$skin"} >/dev/null
      if ! CI=1 "$host_cli" snapshot verify "${forms[@]}" --snapshots "$into" ${skin:+--skin "$skin"} > "$into.log"; then
        cat "$into.log"; echo "FAILED: references of $format${skin:+ ($skin)} recorded on Debian 13 do not verify on Debian 12" >&2; exit 1
      fi
      echo "$format${skin:+ ($skin)}: $(grep -c '^ok ' "$into.log") of $(grep -c '^\(ok \|FAILED\|MISSING\)' "$into.log") references recorded on Debian 13 verify on Debian 12"
    done
  done
  rm -rf "$folder"
}
step "references recorded on Debian 13, verified on Debian 12" references

runtime_render() {  # the binary built in the dev root, run where no -dev package is
  local out="$scratch/runtime-render" form=Tests/Fixtures/hyperoslo/ansatt-nb.json
  rm -rf "$out"; mkdir -p "$out"
  if bash Scripts/in-root.sh "$runtime" --runtime test -e /usr/lib/x86_64-linux-gnu/libqpdf.so; then
    echo "FAILED: the runtime root has libqpdf.so, which only libqpdf-dev installs" >&2; exit 1
  fi
  bash Scripts/in-root.sh "$runtime" --runtime "$cli" --version
  bash Scripts/in-root.sh "$runtime" --runtime "$cli" render "$form" --skin paper --page a4 -o "$out/paper.pdf"
  bash Scripts/in-root.sh "$runtime" --runtime "$cli" render "$form" --fillable --page a4 -o "$out/twin.pdf"
  for pdf in "$out/paper.pdf" "$out/twin.pdf"; do
    bash Scripts/in-root.sh "$runtime" --runtime qpdf --check "$pdf" >/dev/null || { echo "FAILED: qpdf --check $pdf" >&2; exit 1; }
    echo "$pdf: $(bash Scripts/in-root.sh "$runtime" --runtime pdfinfo "$pdf" | sed -n 's/^Pages: *//p') pages, qpdf --check clean"
  done
  # The reader's libraries (Leptonica, ZBar, poppler-glib) load from the runtime packages: the
  # blank paper print, read back as scanners write it (a PDF) and as a 300 dpi PNG.
  bash Scripts/in-root.sh "$runtime" --runtime "$cli" render "$form" --skin paper --page a4 --blank -o "$out/blank.pdf"
  bash Scripts/in-root.sh "$runtime" --runtime pdftoppm -r 300 -png "$out/blank.pdf" "$out/scan"
  for scans in "$out/blank.pdf" "$out/scan-*.png"; do
    # shellcheck disable=SC2086 # the PNGs' glob
    bash Scripts/in-root.sh "$runtime" --runtime "$cli" read $scans --form "$form" --page a4 --blank -o "$out/read.json" --overwrite \
      || { echo "FAILED: read $scans in the runtime root" >&2; exit 1; }
    echo "read $scans: read back in the runtime root, exit 0"
  done
  rm -rf "$out"
}
step "a render in a root with the runtime libraries only" runtime_render
