#!/bin/sh
# Builds the parser fuzzer with libFuzzer and AddressSanitizer, and runs it.
#   Fuzz/run.sh [SECONDS]        (default 300; from the package root)
# The corpus is seeded from Fixtures/ into .build/fuzz-corpus; crashes are written to
# .build/fuzz-artifacts/ (reproduce one with `.build/fuzz-parser <file>`).
set -eu
seconds="${1:-300}"
cd "$(dirname "$0")/.."
mkdir -p .build/fuzz-corpus .build/fuzz-artifacts
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  Sources/SwiftCST/*.swift Fuzz/FuzzParser.swift -o .build/fuzz-parser
find Fixtures -name '*.swift' | while read -r file; do
  cp "$file" ".build/fuzz-corpus/$(printf '%s' "$file" | tr '/' '_')"
done
# A large stack: the parser is recursive (its depth is bounded by the stack it finds).
ulimit -s unlimited 2>/dev/null || ulimit -s 65536 2>/dev/null || true
exec .build/fuzz-parser .build/fuzz-corpus \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix=.build/fuzz-artifacts/ -print_final_stats=1
