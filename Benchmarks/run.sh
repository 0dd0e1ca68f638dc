#!/usr/bin/env bash
# Benchmarks/run.sh: time swiftui-migrate against the compiler's parser and swift-format
# on the same files, and print a Markdown table. See Benchmarks/README.md.
#
#   Benchmarks/run.sh [options] [FOLDER]
#
# FOLDER is a tree of Swift sources. Without it, a synthetic corpus is generated into
# Benchmarks/corpus/ (gitignored) by Benchmarks/generate_corpus.py.
set -uo pipefail
export LC_ALL=C   # decimal points in $EPOCHREALTIME and awk

usage() {
  cat <<'EOF'
Usage: Benchmarks/run.sh [options] [FOLDER]

Times, on the same files in one run:
  swiftc -frontend -parse      batches of 100 files, 2 processes (the reference)
  swiftui-migrate parse        FOLDER
  swiftui-migrate diff         FOLDER (all migrations, --include-review)
  swiftui-migrate check        FOLDER
  swift format lint -r --parallel FOLDER
and prints wall and CPU seconds, MB/s, peak memory and ratios to swiftc as Markdown,
then `diff` and `check` as multiples of `swiftui-migrate parse` (the budget: diff within 2x).

Options:
  --scaling        also measure 1x, 2x and 4x copies of the corpus, and 1 vs 2 jobs
  --repeat N       run each command N times and report the run with the median wall time (default 1)
  --seed N         seed for the synthetic corpus (default 42)
  --files N        files in the synthetic corpus, plus one ~1 MB file (default 500)
  --tool PATH      use this swiftui-migrate binary instead of building one
  --no-build       do not run `swift build -c release`; use .build/release/swiftui-migrate
  --skip-format    do not run swift format lint
  --pairs N        also run `parse` and `diff` alternately N times and report the median
                   CPU ratio of the pairs (steadier than separate medians on a machine whose
                   speed drifts within minutes)
  --callgrind      also count instructions (valgrind --tool=callgrind, --jobs 1) of `parse`
                   and `diff`, and of the index inside `diff` (declarations, index facts,
                   the merged project index), and print diff/parse and index/parse
  --out FILE       also write the Markdown to FILE (default: Benchmarks/results/<timestamp>.md)
  -h, --help       this text

Exit status: 0 when everything was measured; 3 when swiftui-migrate could not be built
or run (the other rows are still measured and printed); 2 on a usage error.
EOF
}

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH="$ROOT/Benchmarks"
SCALING=0 REPEAT=1 SEED=42 FILES=500 TOOL="" BUILD=1 FORMAT=1 OUT="" FOLDER="" BATCH=100 CALLGRIND=0 PAIRS=0

die() { echo "run.sh: $*" >&2; exit 2; }
log() { echo "run.sh: $*" >&2; }

while [ $# -gt 0 ]; do
  case "$1" in
    --scaling) SCALING=1 ;;
    --repeat) REPEAT=${2:?--repeat needs a number}; shift ;;
    --seed) SEED=${2:?--seed needs a number}; shift ;;
    --files) FILES=${2:?--files needs a number}; shift ;;
    --tool) TOOL=${2:?--tool needs a path}; shift ;;
    --no-build) BUILD=0 ;;
    --skip-format) FORMAT=0 ;;
    --callgrind) CALLGRIND=1 ;;
    --pairs) PAIRS=${2:?--pairs needs a number}; shift ;;
    --out) OUT=${2:?--out needs a file}; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) usage >&2; die "unknown option $1" ;;
    *) [ -z "$FOLDER" ] || die "only one FOLDER"; FOLDER=$1 ;;
  esac
  shift
done
case "$REPEAT" in ''|*[!0-9]*|0) die "--repeat needs a positive number" ;; esac
case "$PAIRS" in ''|*[!0-9]*) die "--pairs needs a number" ;; esac

# --- GNU time (for CPU seconds and peak memory) --------------------------------------
if ! /usr/bin/time -f %e true >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    log "installing GNU time (Debian package 'time')"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null \
      || die "could not install the 'time' package"
  else
    die "needs GNU time at /usr/bin/time: install the 'time' package (e.g. sudo apt-get install time)"
  fi
fi
command -v swiftc >/dev/null || die "swiftc not found on PATH"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/swiftui-migrate-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# --- corpus -----------------------------------------------------------------------------
CORPUS_NOTE=""
if [ -z "$FOLDER" ]; then
  command -v python3 >/dev/null || die "python3 is needed to generate the synthetic corpus (or pass a FOLDER)"
  FOLDER="$BENCH/corpus"
  stamp="seed=$SEED files=$FILES gen=$(sha256sum "$BENCH/generate_corpus.py" | cut -c1-16)"
  if [ "$(cat "$FOLDER/.stamp" 2>/dev/null)" != "$stamp" ]; then
    log "generating the synthetic corpus into $FOLDER"
    python3 "$BENCH/generate_corpus.py" --seed "$SEED" --files "$FILES" --out "$FOLDER" > "$WORK/gen.txt" \
      || die "generate_corpus.py failed"
    echo "$stamp" > "$FOLDER/.stamp"
    grep sha256 "$WORK/gen.txt" | sed 's/.*sha256 //' > "$FOLDER/.sha256"
  fi
  CORPUS_NOTE="synthetic, seed $SEED, $FILES files + 1 large; sha256 $(cut -c1-16 "$FOLDER/.sha256" 2>/dev/null)…"
fi
[ -d "$FOLDER" ] || die "not a folder: $FOLDER"
FOLDER=$(cd "$FOLDER" && pwd)

# The same selection the tool makes: *.swift, no hidden folders, no .build or DerivedData.
list_files() {
  find "$1" -mindepth 1 \( -name '.*' -o -name .build -o -name DerivedData \) -prune -o -type f -name '*.swift' -print0 \
    | sort -z
}

# --- the tool ---------------------------------------------------------------------------
TOOL_OK=0 TOOL_STATUS=""
if [ -z "$TOOL" ]; then
  if [ "$BUILD" = 1 ]; then
    log "building swiftui-migrate (swift build -c release)"
    mkdir -p "$BENCH/results"
    if (cd "$ROOT" && swift build -c release --product swiftui-migrate) > "$BENCH/results/build.log" 2>&1; then
      TOOL="$(cd "$ROOT" && swift build -c release --show-bin-path)/swiftui-migrate"
    else
      TOOL_STATUS="swift build -c release failed (log: Benchmarks/results/build.log): $(grep -m1 -E 'error:' "$BENCH/results/build.log" || tail -1 "$BENCH/results/build.log")"
    fi
  else
    TOOL="$ROOT/.build/release/swiftui-migrate"
  fi
fi
if [ -z "$TOOL_STATUS" ]; then
  if [ ! -x "$TOOL" ]; then
    TOOL_STATUS="no executable at $TOOL"
  else
    printf 'struct Probe {\n    var x = 1\n}\n' > "$WORK/probe.swift"
    if "$TOOL" parse "$WORK/probe.swift" > "$WORK/probe.out" 2> "$WORK/probe.err"; then
      TOOL_OK=1
    else
      TOOL_STATUS="\`swiftui-migrate parse\` on a 3-line file exited $?: $(head -1 "$WORK/probe.err")"
    fi
  fi
fi
if [ "$TOOL_OK" = 0 ]; then
  log "swiftui-migrate is not usable yet, its rows are skipped: $TOOL_STATUS"
fi

# --- measuring --------------------------------------------------------------------------
# measure NAME CMD...: runs CMD $REPEAT times (stdin from $STDIN, default /dev/null) and
# sets M_WALL M_CPU M_RSS_MB M_EXIT for the run with the median wall time.
STDIN=/dev/null
measure() {
  local name=$1; shift
  local i runs=()
  for ((i = 1; i <= REPEAT; i++)); do
    # wall time from bash's microsecond clock (GNU time's %e has only 2 decimals)
    local t0=$EPOCHREALTIME
    /usr/bin/time -f '%U %S %M' -o "$WORK/time" "$@" < "$STDIN" > "$WORK/$name.out" 2> "$WORK/$name.err"
    local rc=$? t1=$EPOCHREALTIME
    runs+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }') $(tail -1 "$WORK/time") $rc")
  done
  local mid
  mid=$(printf '%s\n' "${runs[@]}" | sort -n -k1,1 | sed -n "$(((REPEAT + 1) / 2))p")
  read -r M_WALL user sys rss M_EXIT <<< "$mid"
  M_CPU=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  M_RSS_MB=$(awk -v k="$rss" 'BEGIN { printf "%.0f", k / 1024 }')
}

# swiftc over a NUL-separated FILES-LIST in batches of $BATCH, P processes.
swiftc_batches() { STDIN=$1 measure "$2" xargs -0 -r -n "$BATCH" -P "$3" swiftc -frontend -parse; }

# Files the compiler reported an error in (from the last swiftc run's stderr). Top-level
# code is valid only in a module's main file, and in a multi-file call only `main.swift`
# is one, so "… are not allowed at the top level" in `main.swift`, `Package.swift`,
# `LinuxMain.swift` and playground pages is not counted (the parser still parses them
# in full, so the timing is fair; parsing them one per call would add ~40 ms of process
# start-up each).
rejected_count() {
  grep -E '\.swift:[0-9]+:[0-9]+: error:' "$WORK/$1.err" \
    | grep -vE '(^|/)(main|Package|LinuxMain)\.swift:[0-9]+:[0-9]+: error: (expressions|statements) are not allowed at the top level' \
    | grep -vE '\.playground/[^:]*:[0-9]+:[0-9]+: error: (expressions|statements) are not allowed at the top level' \
    | sed -E 's/:[0-9]+:[0-9]+: error:.*//' | sort -u | wc -l
}

ROWS=()
# row LABEL MB REF_WALL REF_CPU NOTE: formats the last measurement
row() {
  local label=$1 mb=$2 ref_wall=$3 ref_cpu=$4 note=$5
  ROWS+=("$(awk -v l="$label" -v mb="$mb" -v w="$M_WALL" -v c="$M_CPU" -v r="$M_RSS_MB" -v rw="$ref_wall" \
    -v rc="$ref_cpu" -v e="$M_EXIT" -v n="$note" 'BEGIN {
      mbs = (w > 0) ? sprintf("%.1f", mb / w) : "∞"
      xw = (rw > 0) ? sprintf("%.2f×", w / rw) : "–"
      xc = (rc > 0) ? sprintf("%.2f×", c / rc) : "–"
      printf "| %s | %.3f | %.2f | %s | %s | %s | %s | %s | %s |", l, w, c, mbs, r, xw, xc, e, n }')")
}
skipped_row() { ROWS+=("| $1 | – | – | – | – | – | – | – | $2 |"); }

TABLE_HEAD='| Command | Wall s | CPU s | MB/s | Peak RSS MB | Wall ×swiftc | CPU ×swiftc | Exit | Notes |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |'

# measure_all DIR LABEL-SUFFIX JOBS: the five commands on DIR; appends to ROWS.
measure_all() {
  local dir=$1 suffix=$2
  list_files "$dir" > "$WORK/files.0"
  local n bytes mb
  n=$(tr -cd '\0' < "$WORK/files.0" | wc -c)
  bytes=$(du -cbl --files0-from="$WORK/files.0" 2>/dev/null | tail -1 | cut -f1)   # -l: copies are hard links
  mb=$(awk -v b="$bytes" 'BEGIN { printf "%.3f", b / 1e6 }')
  CUR_FILES=$n CUR_MB=$mb
  xargs -0 cat < "$WORK/files.0" > /dev/null   # warm the page cache for every command alike

  log "swiftc -frontend -parse on $n files ($mb MB)$suffix"
  swiftc_batches "$WORK/files.0" swiftc 2
  local ref_wall=$M_WALL ref_cpu=$M_CPU
  row "\`swiftc -frontend -parse\` ($BATCH files/call, 2 procs)$suffix" "$mb" "$ref_wall" "$ref_cpu" \
    "$(rejected_count swiftc) files rejected"

  local sub
  for sub in parse diff check; do
    local label="\`swiftui-migrate $sub\`$suffix" args=()
    [ "$sub" = diff ] && args=(--include-review)
    if [ "$TOOL_OK" = 1 ]; then
      log "swiftui-migrate $sub$suffix"
      measure "tool-$sub" "$TOOL" "$sub" "${args[@]}" "$dir"
      row "$label" "$mb" "$ref_wall" "$ref_cpu" "$(wc -l < "$WORK/tool-$sub.out" | tr -d ' ') stdout lines"
      printf -v "WALL_$sub" '%s' "$M_WALL"
      printf -v "CPU_$sub" '%s' "$M_CPU"
    else
      skipped_row "$label" "not measured: tool unavailable"
    fi
  done

  if [ "$FORMAT" = 1 ]; then
    log "swift format lint$suffix"
    measure format swift format lint -r --parallel "$dir"
    row "\`swift format lint -r --parallel\`$suffix" "$mb" "$ref_wall" "$ref_cpu" \
      "$(grep -c 'warning:' "$WORK/format.err") warnings"
  fi
}

print_table() { echo "$TABLE_HEAD"; printf '%s\n' "${ROWS[@]}"; }

# --- main table -----------------------------------------------------------------------
REPORT="$WORK/report.md"
{
  echo "## swiftui-migrate benchmark, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  echo "- Machine: $(nproc) cores ($(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)), $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo) RAM, $(uname -sm)"
  echo "- Toolchain: $(swiftc --version 2>&1 | head -1)"
  echo "- Load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine skews wall times)"
} > "$REPORT"

measure_all "$FOLDER" ""
{
  echo "- Corpus: \`$FOLDER\`: $CUR_FILES files, $CUR_MB MB${CORPUS_NOTE:+ ($CORPUS_NOTE)}"
  echo "- Each figure: median wall time of $REPEAT run(s); CPU = user + system of the process and its children; peak RSS = the largest single process"
  [ "$TOOL_OK" = 1 ] || echo "- **swiftui-migrate not measured**: $TOOL_STATUS"
  echo
  print_table
  if [ "$TOOL_OK" = 1 ]; then
    echo
    awk -v pw="$WALL_parse" -v pc="$CPU_parse" -v dw="$WALL_diff" -v dc="$CPU_diff" \
      -v cw="$WALL_check" -v cc="$CPU_check" 'BEGIN {
        printf "- `diff` = %.2fx `parse` in wall time, %.2fx in CPU (budget: 2x)\n", dw / pw, (pc > 0 ? dc / pc : 0)
        printf "- `check` = %.2fx `parse` in wall time, %.2fx in CPU\n", cw / pw, (pc > 0 ? cc / pc : 0) }'
  fi
} >> "$REPORT"
BASE_MB=$CUR_MB

# --- interleaved pairs -----------------------------------------------------------------
# `parse` then `diff`, N times: each pair runs at nearly the same machine speed, so the
# median of the pair ratios drifts less than the ratio of two separate medians.
if [ "$PAIRS" -gt 0 ] && [ "$TOOL_OK" = 1 ]; then
  ratios=() parse_cpus=() diff_cpus=()
  for ((pair = 1; pair <= PAIRS; pair++)); do
    log "pair $pair of $PAIRS: parse, diff"
    REPEAT=1 measure pair-parse "$TOOL" parse "$FOLDER"; pc=$M_CPU
    REPEAT=1 measure pair-diff "$TOOL" diff --include-review "$FOLDER"; dc=$M_CPU
    parse_cpus+=("$pc") diff_cpus+=("$dc")
    ratios+=("$(awk -v d="$dc" -v p="$pc" 'BEGIN { printf "%.2f", (p > 0 ? d / p : 0) }')")
  done
  median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
  sorted=$(printf '%s\n' "${ratios[@]}" | sort -n | paste -sd ' ')
  {
    echo
    echo "- Interleaved, $PAIRS pairs: \`diff\` = **$(median "${ratios[@]}")x** \`parse\` in CPU (median of the pairs; each pair: $sorted); median CPU \`parse\` $(median "${parse_cpus[@]}") s, \`diff\` $(median "${diff_cpus[@]}") s"
  } >> "$REPORT"
fi

# --- instructions (callgrind) ------------------------------------------------------------
# Inclusive instruction counts of the functions that build the index inside `diff`: each
# file's declarations (FileDeclarations.init), the migrations' index facts (indexFacts(in:)
# and the product facts), and the merged ProjectIndex/SemanticIndex tables.
if [ "$CALLGRIND" = 1 ] && [ "$TOOL_OK" = 1 ]; then
  if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
    log "--callgrind needs valgrind and callgrind_annotate; skipped"
  else
    log "callgrind: swiftui-migrate parse --jobs 1"
    valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.parse" "$TOOL" parse --jobs 1 "$FOLDER" \
      > /dev/null 2> "$WORK/cg.parse.err"
    log "callgrind: swiftui-migrate diff --include-review --jobs 1"
    valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.diff" "$TOOL" diff --include-review --jobs 1 \
      "$FOLDER" > /dev/null 2> "$WORK/cg.diff.err"
    total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'; }
    parse_ir=$(total "$WORK/cg.parse")
    diff_ir=$(total "$WORK/cg.diff")
    # The index is what the engine calls to build it: from Engine.process/runIndexed, the
    # edges to each migration's indexFacts(in:), FileDeclarations.init, ProductFacts.facts and
    # the per-file and merged index tables (call-edge costs include their callees once).
    callgrind_annotate --tree=calling --inclusive=yes --threshold=100 "$WORK/cg.diff" 2>/dev/null \
      | { if command -v swift >/dev/null; then swift demangle --simplified; else cat; fi; } > "$WORK/cg.diff.txt"
    index_ir=$(awk '
      / \*  / { caller = ($0 ~ /Engine\.(process|runIndexed)\(/) }
      / >  / && caller && /indexFacts\(in:\)|FileDeclarations\.init\(file:|ProductFacts\.facts\(in:|ProjectIndex\.init\(facts:|ProjectIndex\.probing\(|SemanticStorage\.init\(/ {
        gsub(",", "", $1); sum += $1 }
      END { print sum + 0 }' "$WORK/cg.diff.txt")
    {
      echo
      echo "### Instructions (callgrind, --jobs 1)"
      echo
      awk -v p="$parse_ir" -v d="$diff_ir" -v i="$index_ir" 'BEGIN {
        printf "| Run | Instructions | × parse |\n| --- | ---: | ---: |\n"
        printf "| `swiftui-migrate parse` | %.0f | 1.00× |\n", p
        printf "| `swiftui-migrate diff --include-review` | %.0f | %.2f× |\n", d, d / p
        printf "| the index inside `diff` (declarations, index facts, merged tables) | %.0f | %.2f× |\n", i, i / p }'
    } >> "$REPORT"
  fi
fi

# --- scaling ----------------------------------------------------------------------------
if [ "$SCALING" = 1 ]; then
  # copies of the corpus: hard links where possible (same file system), else real copies
  for k in 2 4; do
    mkdir -p "$WORK/x$k"
    for ((i = 1; i <= k; i++)); do
      cp -al "$FOLDER" "$WORK/x$k/copy$i" 2>/dev/null || cp -R "$FOLDER" "$WORK/x$k/copy$i"
    done
  done
  ROWS=()
  measure_all "$FOLDER" " ×1"
  measure_all "$WORK/x2" " ×2"
  measure_all "$WORK/x4" " ×4"
  { echo; echo "### Scaling with corpus size (×1 = $BASE_MB MB)"; echo; print_table; } >> "$REPORT"

  ROWS=()
  list_files "$FOLDER" > "$WORK/files.0"
  log "jobs: swiftc -P1"
  swiftc_batches "$WORK/files.0" swiftc 1
  ref1_wall=$M_WALL ref1_cpu=$M_CPU
  row "\`swiftc -frontend -parse\`, 1 process" "$BASE_MB" "$ref1_wall" "$ref1_cpu" ""
  swiftc_batches "$WORK/files.0" swiftc 2
  row "\`swiftc -frontend -parse\`, 2 processes" "$BASE_MB" "$ref1_wall" "$ref1_cpu" ""
  for sub in parse diff check; do
    for j in 1 2; do
      if [ "$TOOL_OK" = 1 ]; then
        args=(); [ "$sub" = diff ] && args=(--include-review)
        log "jobs: swiftui-migrate $sub --jobs $j"
        measure "tool-$sub" "$TOOL" "$sub" --jobs "$j" "${args[@]}" "$FOLDER"
        row "\`swiftui-migrate $sub --jobs $j\`" "$BASE_MB" "$ref1_wall" "$ref1_cpu" ""
      else
        skipped_row "\`swiftui-migrate $sub --jobs $j\`" "not measured: tool unavailable"
      fi
    done
  done
  if [ "$FORMAT" = 1 ]; then
    log "jobs: swift format lint"
    measure format swift format lint -r "$FOLDER"
    row "\`swift format lint -r\` (serial)" "$BASE_MB" "$ref1_wall" "$ref1_cpu" ""
    measure format swift format lint -r --parallel "$FOLDER"
    row "\`swift format lint -r --parallel\`" "$BASE_MB" "$ref1_wall" "$ref1_cpu" ""
  fi
  { echo; echo "### 1 vs 2 jobs (×1 corpus; ratios to swiftc with 1 process)"; echo; print_table; } >> "$REPORT"
fi

cat "$REPORT"
if [ -z "$OUT" ]; then
  mkdir -p "$BENCH/results"
  OUT="$BENCH/results/$(date -u +%Y%m%d-%H%M%S).md"
fi
cp "$REPORT" "$OUT" && log "written to $OUT"
[ "$TOOL_OK" = 1 ] || exit 3
exit 0
