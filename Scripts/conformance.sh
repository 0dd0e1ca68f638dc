#!/bin/bash
# Checks the parser against the compiler's parser on a folder of Swift files:
#   Scripts/conformance.sh <folder> [--list]
# The folder is typically made by Scripts/extract-snippets.py from an outside suite
# (tree-sitter-swift's corpus, swift-syntax's or SwiftFormat's tests) or is a checkout of
# real code; this script fetches nothing. For every .swift file below the folder:
#   - the oracle: `swiftc -frontend -parse` accepts it, with or without
#     `-enable-bare-slash-regex` (a file is parsed on its own, as a main file);
#   - `swiftui-migrate parse` must then report no error;
#   - `parse --print` must give the file back byte for byte (every file, accepted or not).
# Prints the counts and, with --list, each file that fails. Exits 1 on any failure.
# Needs the release binary: `swift build -c release`.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$root/.build/release/swiftui-migrate"
folder="$(cd "${1:?usage: conformance.sh <folder> [--list]}" && pwd)"
list="${2:-}"
[ -x "$binary" ] || { echo "build the release binary first: swift build -c release" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

find "$folder" -name '*.swift' -type f -not -path '*/.build/*' -print0 | sort -z >"$work/files"
total=$(tr -cd '\0' <"$work/files" | wc -c)

# 1. Files our parser reports errors for (one run over all files).
xargs -0 "$binary" parse <"$work/files" 2>"$work/ours.log" >/dev/null
grep -E ':[0-9]+:[0-9]+: error:' "$work/ours.log" | sed -E 's/:[0-9]+:[0-9]+: error:.*//' | sort -u >"$work/rejected"
rejected=$(wc -l <"$work/rejected")

# 2. Of those, the ones the compiler accepts.
accepted_by_compiler() {
  swiftc -frontend -parse -enable-bare-slash-regex "$1" >/dev/null 2>&1 \
    || swiftc -frontend -parse "$1" >/dev/null 2>&1
}
: >"$work/wrongly-rejected"
while IFS= read -r file; do
  if accepted_by_compiler "$file"; then echo "$file" >>"$work/wrongly-rejected"; fi
done <"$work/rejected"
wrong=$(wc -l <"$work/wrongly-rejected")

# 3. Round trip of every file.
: >"$work/roundtrip"
while IFS= read -r -d '' file; do
  if ! { "$binary" parse --print "$file" 2>/dev/null || true; } | cmp -s - "$file"; then
    echo "$file" >>"$work/roundtrip"
  fi
done <"$work/files"
roundtrip=$(wc -l <"$work/roundtrip")

echo "$(basename "$folder"): $total files; we report errors in $rejected; the compiler accepts $wrong of those; $roundtrip round-trip failures"
if [ "$list" = "--list" ]; then
  sed 's/^/  rejected but valid: /' "$work/wrongly-rejected"
  sed 's/^/  round trip failed: /' "$work/roundtrip"
fi
[ "$wrong" -eq 0 ] && [ "$roundtrip" -eq 0 ]
