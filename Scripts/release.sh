#!/usr/bin/env bash
# Builds release binaries of swiftui-migrate into dist/:
#   Linux: a static binary (--static-swift-stdlib: no Swift runtime needed on the machine),
#          dist/swiftui-migrate-<version>-linux-<arch>.tar.gz
#   macOS: a universal binary (arm64 + x86_64),
#          dist/swiftui-migrate-<version>-macos-universal.tar.gz
# with a .sha256 beside each archive (for the Homebrew formula).
set -euo pipefail
cd "$(dirname "$0")/.."
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
strip "$stage/swiftui-migrate" 2>/dev/null || true
cp README.md CHANGELOG.md "$stage/"
archive="dist/swiftui-migrate-$version-$platform.tar.gz"
tar -czf "$archive" -C "$stage" swiftui-migrate README.md CHANGELOG.md
(cd dist && sha256sum "$(basename "$archive")" 2>/dev/null || shasum -a 256 "$(basename "$archive")") \
  > "$archive.sha256"
echo "$archive ($(du -h "$archive" | cut -f1)), sha256 $(cut -d' ' -f1 "$archive.sha256")"
