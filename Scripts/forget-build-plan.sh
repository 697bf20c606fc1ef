#!/usr/bin/env bash
# Forgets the build plan SwiftPM keeps in a scratch path, not what it compiled:
#   bash Scripts/forget-build-plan.sh SCRATCH
# When several packages share one scratch path (the root, the CLI, the adapter, a user's
# package), SwiftPM 6.3 may take the plan of the package built before as still valid and build
# that package again: `swift build --package-path CLI` after a root build said "Build complete"
# in 0.2 s and linked no CLI. The next build writes a plan for its own package.
set -euo pipefail
scratch="${1:?usage: forget-build-plan.sh SCRATCH}"
rm -f "$scratch/debug.yaml" "$scratch/release.yaml" \
      "$scratch/$(uname -m)-unknown-linux-gnu/debug/description.json" \
      "$scratch/$(uname -m)-unknown-linux-gnu/release/description.json"
