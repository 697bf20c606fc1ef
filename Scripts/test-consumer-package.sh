#!/usr/bin/env bash
# Formsetter as a user's test target meets it (issue 28): Tests/ConsumerPackage, copied to a
# temporary folder with its path dependency pointed at this checkout, records its references once
# and then passes on every run, each assertion with a reference of its own, and resolves no
# package but Formsetter.
#   bash Scripts/test-consumer-package.sh [--keep] [--scratch-path DIR]
# --keep leaves the temporary folder and says where; --scratch-path builds in DIR (.ci/run passes
# the CLI package's, whose build of this package's modules it then reuses) instead of the copy's .build.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
keep=0; scratch=()
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) keep=1; shift ;;
    --scratch-path) scratch=(--scratch-path "$(cd "$2" && pwd)"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d)"
if [ "$keep" = 1 ]; then echo "consumer package in $work"; else trap 'rm -rf "$work"' EXIT; fi
package="$work/FormScreens"
cp -R Tests/ConsumerPackage "$package"
rm -rf "$package/.build" "$package/Snapshots" "$package/Package.resolved"
# The forms of the documentation's snippet, so the package holds no copy of its own.
cp -R Tests/FormSnapshotTests/DocSnippets/Forms "$package/Tests/FormScreensTests/Forms"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$package/Package.swift"
grep -q "path: \"$root\"" "$package/Package.swift" || { echo "FAILED: the path dependency was not pointed at $root" >&2; exit 1; }

fail() { echo "FAILED: $*" >&2; exit 1; }
run() {  # run LOG RECORD-MODE: swift test in the package, its status
  local status=0
  (cd "$package" && FORMSETTER_RECORD="$2" swift test "${scratch[@]}") > "$work/$1.log" 2>&1 || status=$?
  echo "$status"
}

# 1. Nothing recorded yet: every assertion records its reference, and the run fails once for it.
status="$(run record missing)"
[ "$status" != 0 ] || { cat "$work/record.log"; fail "the recording run passed; FormSnapshot fails a test that records"; }
recorded="$(grep -c "Snapshot .* recorded: new reference .* recorded" "$work/record.log" || true)"
[ "$recorded" = 5 ] || { cat "$work/record.log"; fail "the recording run recorded $recorded references, expected 5"; }
grep -q "Test run with 2 tests in 0 suites failed after .* with 5 issues" "$work/record.log" \
  || { cat "$work/record.log"; fail "the recording run failed for more than its 5 recordings"; }

# 2. Every assertion has a reference of its own.
expected="everyForm.profile.png
everyForm.sign-up.png
signUp.2.png
signUp.layout.json
signUp.png"
actual="$(cd "$package/Snapshots/FormScreensTests" && find . -type f | sed 's|^\./||' | sort)"
[ "$actual" = "$expected" ] || fail "the references are
$actual
expected
$expected"

# 3. Then every run passes, records nothing and leaves the references as they are.
before="$(cd "$package/Snapshots" && find . -type f -exec sha256sum {} + | sort)"
for round in 1 2; do
  status="$(run "verify-$round" never)"
  [ "$status" = 0 ] || { cat "$work/verify-$round.log"; fail "run $round after recording failed"; }
  grep -q "Test everyForm(name:) with 2 test cases passed" "$work/verify-$round.log" \
    && grep -q "Test run with 2 tests in 0 suites passed" "$work/verify-$round.log" \
    || { cat "$work/verify-$round.log"; fail "run $round after recording did not run the 2 tests and 2 cases"; }
done
after="$(cd "$package/Snapshots" && find . -type f -exec sha256sum {} + | sort)"
[ "$before" = "$after" ] || fail "a verifying run changed the references"

# 4. Nothing but Formsetter was resolved: a path dependency is not pinned, so no Package.resolved,
#    and the package's one dependency, this checkout, has none of its own.
[ ! -e "$package/Package.resolved" ] || { cat "$package/Package.resolved"; fail "Package.resolved was written"; }
(cd "$package" && swift package "${scratch[@]}" show-dependencies --format json) > "$work/dependencies.json"
python3 - "$work/dependencies.json" "$root" <<'PY' || fail "the package resolves more than Formsetter"
import json, sys
graph = json.load(open(sys.argv[1]))
found = [(d["name"], d["path"], len(d["dependencies"])) for d in graph["dependencies"]]
expected = [("Formsetter", sys.argv[2], 0)]
print(f"dependencies: {found}")
sys.exit(0 if found == expected else 1)
PY
echo "consumer package: 5 references recorded once, its 2 tests (3 cases) passed on the 2 runs after, Formsetter its one dependency, no Package.resolved"
