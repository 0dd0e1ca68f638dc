#!/usr/bin/env bash
# Builds release binaries of swiftui-migrate into dist/:
#   Linux: a static binary (--static-swift-stdlib: no Swift runtime needed on the machine),
#          dist/swiftui-migrate-<version>-linux-<arch>.tar.gz
#   macOS: a universal binary (arm64 + x86_64),
#          dist/swiftui-migrate-<version>-macos-universal.tar.gz
# with a .sha256 beside each archive (for the Homebrew formula).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "release.sh: $*" >&2; exit 1; }

# Removes symbols and debug information (the Linux release binary is 80 MB with them). A
# missing or failing strip stops the release: an unstripped archive is not shipped quietly.
strip_binary() {
  local file="$1" tool="" before after
  case "$(uname -s)" in
    Darwin)
      tool="$(xcrun --find strip 2>/dev/null || command -v strip || true)"
      [ -n "$tool" ] || fail "no strip found (install the Xcode command line tools)"
      "$tool" -x "$file" || fail "$tool -x $file failed"
      ;;
    *)
      # The toolchain's own llvm-strip / llvm-objcopy first, then the system's.
      local bin
      bin="$(dirname "$(readlink -f "$(command -v swift)")")"
      for candidate in "$bin/llvm-strip" "$bin/llvm-objcopy" "$(command -v llvm-strip || true)" \
        "$(command -v strip || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then tool="$candidate"; break; fi
      done
      [ -n "$tool" ] || fail "no strip tool found (llvm-strip, llvm-objcopy or binutils' strip)"
      before="$(wc -c < "$file")"
      "$tool" --strip-all "$file" || fail "$tool --strip-all $file failed"
      after="$(wc -c < "$file")"
      [ "$after" -lt "$before" ] || fail "$tool left $file at $before bytes: nothing was stripped"
      if command -v readelf > /dev/null && readelf -S "$file" | grep -q -e '\.symtab' -e '\.debug_'; then
        fail "$file still has a symbol table or debug sections after $tool"
      fi
      ;;
  esac
  "$file" --version > /dev/null || fail "the stripped binary does not run"
  echo "stripped with $tool: $(du -h "$file" | cut -f1)"
}
mkdir -p dist
case "$(uname -s)" in
  Linux)
    swift build -c release --product swiftui-migrate --static-swift-stdlib
    binary="$(swift build -c release --show-bin-path)/swiftui-migrate"
    platform="linux-$(uname -m)"
    ;;
  Darwin)
    swift build -c release --product swiftui-migrate --arch arm64 --arch x86_64
    binary="$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path)/swiftui-migrate"
    lipo -info "$binary"
    platform="macos-universal"
    ;;
  *) echo "release.sh: unsupported system $(uname -s)" >&2; exit 2 ;;
esac
version="$("$binary" --version | awk '{ print $2 }')"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp "$binary" "$stage/swiftui-migrate"
strip_binary "$stage/swiftui-migrate"
cp README.md CHANGELOG.md "$stage/"
archive="dist/swiftui-migrate-$version-$platform.tar.gz"
tar -czf "$archive" -C "$stage" swiftui-migrate README.md CHANGELOG.md
(cd dist && sha256sum "$(basename "$archive")" 2>/dev/null || shasum -a 256 "$(basename "$archive")") \
  > "$archive.sha256"
echo "$archive ($(du -h "$archive" | cut -f1)), sha256 $(cut -d' ' -f1 "$archive.sha256")"
