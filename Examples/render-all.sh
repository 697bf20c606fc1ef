#!/usr/bin/env bash
# Renders every example form to PNG, PDF (A4) and SVG in out/.
# On a fresh Debian 12 machine it first installs the C libraries Formsetter links against.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev libfontconfig-dev libfreetype-dev libicu-dev libqpdf-dev libqrencode4
          libleptonica-dev libzbar-dev libpoppler-glib-dev)
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi

swift build --package-path CLI -c release --product formsetter
formsetter=CLI/.build/release/formsetter
mkdir -p out

# The examples, the project's fixtures and the demo and test forms of 3lvis/Form: files of this
# repository only.
inputs=()
for f in Examples/forms/*.json Tests/Fixtures/{hyperoslo,hyperoslo-3lvis,gigformulary,formworks}/*.json; do
  [ "$(basename "$f")" = test-postal_codes.json ] || inputs+=("$f")  # a data table, not a form
done

# Each diagnostic line in out/warnings.txt starts with the output it is about (its input is
# the form of that name).
: > out/warnings.txt
render() {
  local output="$1" status=0 errors; shift
  errors=$("$formsetter" render "$@" -o "$output" 2>&1 >/dev/null) || status=$?
  [ -z "$errors" ] || printf '%s\n' "$errors" | sed "s|^|$output: |" >> out/warnings.txt
  return "$status"
}

count=0
for input in "${inputs[@]}"; do
  case "$input" in *.values.json|*.errors.json|*.answers*.json|*.output-*.json) continue ;; esac
  name=$(basename "$input" .json)
  values=(--templates Examples/templates)
  for kind in values answers; do
    [ -f "${input%.json}.$kind.json" ] && values+=(--values "${input%.json}.$kind.json")
  done
  [ -f "${input%.json}.errors.json" ] && values+=(--errors "${input%.json}.errors.json")
  render "out/$name.png" "$input" "${values[@]}"
  render "out/$name.pdf" "$input" "${values[@]}" --page a4
  render "out/$name.svg" "$input" "${values[@]}"
  render "out/$name.paper.pdf" "$input" "${values[@]}" --skin paper --page a4
  render "out/$name.fillable.pdf" "$input" "${values[@]}" --fillable --page a4
  count=$((count + 1))
done
echo "rendered $count forms to out/ (PNG at 2x, A4 PDF, SVG, paper and fillable A4 PDFs); diagnostics in out/warnings.txt, each line after the output it is about"
