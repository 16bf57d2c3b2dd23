#!/usr/bin/env bash
# Memory bench (issue 35, round 2): peak RSS (GNU time -v) of inputs whose shape, not size,
# once set the memory, each next to its anchor measured in the same run:
#   - evaluated-run import of ROWS rows with a distinct measure and query per row (memory grew
#     with the square of the distinct names) | anchor: a full table of the same row count;
#   - eval -m ndcg.100000000=1 (a gain table of 10^8 levels) | anchor: eval -m ndcg;
#   - online-agreement on a project with a click log of EVENTS events and no online results
#     (loaded the whole log first) | anchor: info on the same project.
#
#   scripts/bench_memory.sh [BUILD_DIR] [WORK_DIR]
#
# ROWS (default 10000, a 126 KB file), EVENTS (default 1000000). OLD_CLI=path/to/an/older
# ranklens-cli: its figures too, on the same files. Needs GNU time (/usr/bin/time).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
work=${2:-/tmp/ranklens-bench-memory}
rows=${ROWS:-10000}
events=${EVENTS:-1000000}
cli=$build/app/ranklens-cli
[[ -x $cli ]] || { echo "bench_memory: ranklens-cli not found: $cli" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "bench_memory: needs GNU time (/usr/bin/time)" >&2; exit 2; }
rm -rf "$work"
mkdir -p "$work"

# The generated inputs.
awk -v n="$rows" 'BEGIN { print "qid,measure,value"; for (i = 0; i < n; i++) printf "q%d,m%d,0.5\n", i, i }' \
  >"$work/scattered.csv"
awk -v n="$rows" 'BEGIN { print "qid,measure,value"; side = int(sqrt(n));
  for (q = 0; q < side; q++) for (m = 0; m < side; m++) printf "q%d,m%d,0.5\n", q, m }' \
  >"$work/full.csv"
qrels=$here/tests/data/compare/qrels.txt
run=$here/tests/data/compare/base.run
awk -v n="$events" 'BEGIN { print "query,item,event,position"; srand(1);
  for (i = 0; i < n; i++) printf "q%d,d%d,%s,%d\n", i % 5000, int(rand() * 20000),
    (rand() < 0.1 ? "click" : "impression"), 1 + i % 10 }' >"$work/clicks.csv"

# peak KB, seconds and exit code of a command, as "KB s code".
measure() {
  local log=$work/time.log code=0
  /usr/bin/time -v "$@" >/dev/null 2>"$log" || code=$?
  local kb s
  kb=$(sed -nE 's/.*Maximum resident set size \(kbytes\): ([0-9]+)/\1/p' "$log")
  s=$(sed -nE 's/.*Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (.*)/\1/p' "$log")
  echo "$kb $s $code"
}

row() {  # label binary args...
  local label=$1 bin=$2
  shift 2
  read -r kb s code < <(measure "$bin" "$@")
  printf '%-44s %10s KB %10s  exit %s\n' "$label" "$kb" "$s" "$code"
}

bench() {  # name binary
  local name=$1 bin=$2 p=$work/$1
  rm -f "$p"-*.ranklens
  echo "== $name ($bin)"
  row "import --evaluated scattered ($rows rows)" "$bin" import "$p-a.ranklens" --evaluated "$work/scattered.csv"
  row "  anchor: import --evaluated full table" "$bin" import "$p-b.ranklens" --evaluated "$work/full.csv"
  row "eval -m ndcg.100000000=1" "$bin" eval -m ndcg.100000000=1 "$qrels" "$run"
  row "  anchor: eval -m ndcg" "$bin" eval -m ndcg "$qrels" "$run"
  "$bin" import "$p-c.ranklens" --qrels "$qrels" --run "$run" --log "$work/clicks.csv" \
    --position-column position >/dev/null 2>&1
  row "online-agreement, no online results" "$bin" online-agreement "$p-c.ranklens"
  row "  anchor: info" "$bin" info "$p-c.ranklens"
}

echo "files: scattered.csv $(wc -c <"$work/scattered.csv") B, full.csv $(wc -c <"$work/full.csv") B, clicks.csv $(wc -c <"$work/clicks.csv") B"
bench current "$cli"
[[ -n ${OLD_CLI:-} ]] && bench old "$OLD_CLI"
exit 0
