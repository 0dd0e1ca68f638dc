#!/bin/bash
# Runs swiftui-migrate over a real codebase and checks that it is safe there:
#   Scripts/real-code-check.sh <folder> [extra swiftui-migrate options…]
# Works on copies in a temporary folder (the original is never written):
#   1. `diff --include-review` over the copy: no crash (exit 0 or 1), the summary line;
#   2. every Swift file prints back byte for byte (`parse --print`);
#   3. the diff applies with `git apply`, and the result equals what `apply` writes;
#   4. every changed file parses with `swiftc -frontend -parse`.
# Needs the release binary: `swift build -c release`.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$root/.build/release/swiftui-migrate"
source_folder="$(cd "${1:?usage: real-code-check.sh <folder> [options…]}" && pwd)"
shift
[ -x "$binary" ] || { echo "build the release binary first: swift build -c release" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
name="$(basename "$source_folder")"
failed=0

copy() { mkdir -p "$work/$1" && (cd "$source_folder" && tar --exclude=.git -cf - .) | (cd "$work/$1" && tar -xf -); }
copy original
cp -R "$work/original" "$work/patched"
cp -R "$work/original" "$work/applied"

# 1. The diff.
(cd "$work/original" && "$binary" diff --include-review "$@" . >"$work/diff.patch" 2>"$work/diff.log")
status=$?
summary="$(tail -n 1 "$work/diff.log")"
echo "$name: exit $status; $summary"
if [ "$status" -gt 1 ]; then echo "$name: FAILED: diff exited with $status" >&2; failed=1; fi
bugs="$(grep -c 'bug:' "$work/diff.log")"
[ "$bugs" -eq 0 ] || { echo "$name: $bugs migration bug(s):"; grep 'bug:' "$work/diff.log" | head -20; }
grep -E ': (error|skipped):' "$work/diff.log" | sed 's/^/  /' | head -20

# 2. Round trip of every Swift file.
files=$(cd "$work/original" && find . -name '*.swift' -type f -not -path '*/.build/*' | wc -l)
roundtrip_failures=0
cd "$work/original" || exit 2
while IFS= read -r -d '' file; do
  # (parse exits 1 for syntax errors; only the printed bytes matter here.)
  if ! { "$binary" parse --print "$file" 2>/dev/null || true; } | cmp -s - "$file"; then
    echo "  round trip failed: $file"
    roundtrip_failures=$((roundtrip_failures + 1))
  fi
done < <(find . -name '*.swift' -type f -print0)
cd "$root" || exit 2
echo "$name: $files Swift files, $roundtrip_failures round-trip failures"
[ "$roundtrip_failures" -eq 0 ] || failed=1

# 3. git apply, and the same result as `apply`.
if [ -s "$work/diff.patch" ]; then
  if ! (cd "$work/patched" && git apply --whitespace=nowarn "$work/diff.patch"); then
    echo "$name: FAILED: git apply rejected the diff" >&2
    failed=1
  fi
fi
(cd "$work/applied" && "$binary" apply --include-review "$@" . >"$work/apply.out" 2>"$work/apply.log")
if ! diff -r "$work/patched" "$work/applied" >"$work/apply-vs-patch.txt"; then
  echo "$name: FAILED: apply wrote something else than the diff says" >&2
  head -20 "$work/apply-vs-patch.txt"
  failed=1
fi

# 4. Every changed or new file parses with the compiler.
changed_count=0
parse_failures=0
# One path per line (paths may hold spaces).
while IFS= read -r file; do
  [ -n "$file" ] || continue
  changed_count=$((changed_count + 1))
  if ! swiftc -frontend -parse "$work/applied/$file" >"$work/parse.log" 2>&1; then
    echo "  swiftc -frontend -parse rejects $file:"
    grep error: "$work/parse.log" | head -3 | sed 's/^/    /'
    # Count it only if the original parsed.
    if [ ! -f "$work/original/$file" ] || swiftc -frontend -parse "$work/original/$file" >/dev/null 2>&1; then
      parse_failures=$((parse_failures + 1))
    fi
  fi
done < <(grep -E '^\+\+\+ b/' "$work/diff.patch" | sed 's|^+++ b/||' | sort -u)
echo "$name: $changed_count changed files, $parse_failures no longer parse with swiftc"
[ "$parse_failures" -eq 0 ] || failed=1
if [ -n "${KEEP_PATCH:-}" ]; then cp "$work/diff.patch" "$KEEP_PATCH"; fi
exit $failed
