#!/usr/bin/env bash
# Checks the SwiftPM command plugin the way another package uses it: a temporary package
# that depends on this checkout by path (`.package(path:)`, nothing fetched) runs
# `swift package swiftui-migrate check` and `diff` on a sample target, and the exact output
# and exit codes are compared. Run by .ci/run after `swift test`; it builds the tool once
# more, in the temporary package (a few minutes on two cores).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
package="$work/Sample"
mkdir -p "$package/Sources/Sample" "$package/Sources/Other"
cat > "$package/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Sample",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "Sample"), .target(name: "Other")]
)
MANIFEST
cat > "$package/Sources/Sample/Badge.swift" <<'SWIFT'
import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New").foregroundColor(.red)
    }
}
SWIFT
cat > "$package/Sources/Other/Plain.swift" <<'SWIFT'
import SwiftUI

struct Plain: View {
    var body: some View { Text("a").foregroundColor(.blue) }
}
SWIFT

fail() { echo "plugin-check: $*" >&2; exit 1; }
# Runs `swift package <args>` in the sample package; sets status, out (stdout), err.
run() {
  set +e
  (cd "$package" && swift package "$@" > "$work/out" 2> "$work/err" < /dev/null)
  status=$?
  set -e
  out="$(cat "$work/out")"
  err="$(cat "$work/err")"
}
expect() { # name, expected, actual
  [ "$2" == "$3" ] || fail "$1: expected
$2
got
$3
(stderr: $err)"
}

started=$SECONDS
run --allow-writing-to-package-directory swiftui-migrate check --target Sample
expect "check exit code" 1 "$status"
# (SwiftPM prints a plugin's standard error on standard output: the note and summary follow.)
expect "check output" \
  "Sources/Sample/Badge.swift:5:20: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]
note: Sample (Package.swift, target Sample): iOS 17.0, macOS 14.0
swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics" \
  "$out"

run --allow-writing-to-package-directory swiftui-migrate diff --target Sample
expect "diff exit code" 0 "$status"
expect "diff output" "--- a/Sources/Sample/Badge.swift
+++ b/Sources/Sample/Badge.swift
@@ -2,6 +2,6 @@ foreground-style
 
 struct Badge: View {
     var body: some View {
-        Text(\"New\").foregroundColor(.red)
+        Text(\"New\").foregroundStyle(.red)
     }
 }" "$out"

# No --target: the whole package (both targets); options reach the tool.
run --allow-writing-to-package-directory swiftui-migrate check --only foreground-style --format github
expect "check (whole package) exit code" 1 "$status"
expect "check (whole package) output" \
  "::warning file=Sources/Other/Plain.swift,line=4,col=36,title=foreground-style::foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour
::warning file=Sources/Sample/Badge.swift,line=5,col=20,title=foreground-style::foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour
note: Other (Package.swift, target Other): iOS 17.0, macOS 14.0
note: Sample (Package.swift, target Sample): iOS 17.0, macOS 14.0
swiftui-migrate check: 3 files read, 2 would change, 2 fixes (foreground-style 2), 0 diagnostics" \
  "$out"

# A usage mistake: the tool's message as an error on stderr, nothing on stdout; swift
# package exits 1 whenever a plugin fails.
run --allow-writing-to-package-directory swiftui-migrate check --shard 3/2
expect "bad option exit code" 1 "$status"
expect "bad option stdout" "" "$out"
grep -qx "error: swiftui-migrate: --shard must be I/N with I from 1 to N, such as 1/4, not '3/2'" <<< "$err" \
  || fail "bad option message: $err"

# The permission is asked for before any run of the plugin; without a terminal, it fails.
run swiftui-migrate check --target Sample < /dev/null
expect "no permission exit code" 1 "$status"
grep -q "Use \`--allow-writing-to-package-directory\` to allow this." <<< "$err" \
  || fail "no permission message: $err"

# Nothing was written by check and diff.
grep -q 'foregroundColor(.red)' "$package/Sources/Sample/Badge.swift" || fail "check or diff wrote a file"

# apply writes, with the permission.
run --allow-writing-to-package-directory swiftui-migrate apply --target Sample
expect "apply exit code" 0 "$status"
expect "apply output" "Sources/Sample/Badge.swift
swiftui-migrate: note: not in a git work tree, so apply cannot check for uncommitted changes; going ahead
note: Sample (Package.swift, target Sample): iOS 17.0, macOS 14.0
swiftui-migrate apply: 1 file read, 1 changed, 1 fix (foreground-style 1), 0 diagnostics" "$out"
grep -q 'foregroundStyle(.red)' "$package/Sources/Sample/Badge.swift" || fail "apply did not write"
echo "plugin-check: check, diff and apply through the plugin as expected ($((SECONDS - started)) s)"
