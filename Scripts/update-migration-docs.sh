#!/usr/bin/env bash
# Regenerates docs/migrations/ (one page per migration and the index) from
# `swiftui-migrate explain --markdown`. Run it after adding or changing a migration;
# `MigrationDocsTests` fails until the pages are current.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product swiftui-migrate >/dev/null
binary="$(swift build --show-bin-path)/swiftui-migrate"
mkdir -p docs/migrations
rm -f docs/migrations/*.md
"$binary" explain --markdown > docs/migrations/README.md
for id in $("$binary" list | awk '{ print $1 }'); do
  "$binary" explain --markdown "$id" > "docs/migrations/$id.md"
done
echo "docs/migrations: $(ls docs/migrations | wc -l | tr -d ' ') pages"
