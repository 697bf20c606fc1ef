#!/usr/bin/env bash
# The two PDF/UA-1 checkers `PDFUACheckerTests` runs over every fixture's paper PDF and twin, from
# PyPI at pinned versions, in a virtual environment under .build (not in git): page-validation
# (python module `page`, profile `ua1`) and outloud (its CLI). Prints the environment's python;
# outloud is beside it. Run by .ci/run; the tests say to run this when it is missing.
# FORMSETTER_PDF_CHECKERS names another folder for the environment (the Debian 13 lane's python
# is not the host's); the tests read the same variable.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${FORMSETTER_PDF_CHECKERS:-.build/pdf-checkers}"
# outloud reads PDFs with pikepdf, PyMuPDF and fontTools: pinned too, so a new release of one
# cannot change what CI reports.
pins=(page-validation==0.11.0 outloud==0.2.1 pikepdf==10.18.0 pymupdf==2.0 fonttools==4.68.0)
installed() {
  "$venv/bin/python" - "${pins[@]}" <<'PY' >/dev/null 2>&1
import sys, importlib.metadata as m
sys.exit(any(m.version(n) != v for n, v in (p.split("==") for p in sys.argv[1:])))
PY
}
if ! installed || ! [ -x "$venv/bin/outloud" ]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}"
fi
echo "$(cd "$venv" && pwd)/bin/python"
