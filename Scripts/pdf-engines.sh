#!/usr/bin/env bash
# The three PDF engines the fillable-twin tests fill and read twins with, from PyPI at pinned
# versions, in a virtual environment under .build (not in git): pypdf, PDFium (pypdfium2, the
# engine of Chrome and Edge) and MuPDF (PyMuPDF). Prints the environment's python. Run by .ci/run;
# tests that need it say to run this when it is missing. FORMSETTER_PDF_ENGINES names another folder
# for the environment (the Debian 13 lane's python is not the host's); the tests read the same variable.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${FORMSETTER_PDF_ENGINES:-.build/pdf-engines}"
pins=(pypdf==6.1.3 pypdfium2==4.30.0 pymupdf==1.26.5)
if ! "$venv/bin/python" -c 'import pypdf, pypdfium2, pymupdf' >/dev/null 2>&1; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}"
fi
echo "$(cd "$venv" && pwd)/bin/python"
