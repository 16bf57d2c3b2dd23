#!/usr/bin/env bash
# Store benchmark on the 7M-line synthetic run (7,000 queries x 1,000 docs):
# ranklens-cli import (time, rows/s, file size), load back for evaluation, and the sqlite3
# shell's own `.import` of the same data as CSV into a plain table, side by side.
# Usage: scripts/bench_store.sh [BUILD_DIR] [WORK_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-store}
work=${2:-/tmp/ranklens-bench-store}
cli=$build/app/ranklens-cli
queries=${QUERIES:-7000}
docs=${DOCS:-1000}
mkdir -p "$work"
run=$work/run_${queries}x${docs}.txt
qrels=$work/qrels_${queries}x${docs}.txt
if [[ ! -s $run ]]; then
  echo "generating $run ..."
  python3 "$here/scripts/gen_synthetic.py" --queries "$queries" --docs-per-query "$docs" \
    --seed 1 --ties 0.2 --max-grade 3 --out-run "$run" --out-qrels "$qrels"
fi
lines=$(wc -l <"$run")
csv=$work/run.csv
if [[ ! -s $csv ]]; then
  { echo "qid,iter,docid,rank,score,tag"; tr ' ' ',' <"$run"; } >"$csv"
fi
now() { date +%s.%N; }
secs() { echo "$2 - $1" | bc; }
sync
cat "$run" "$csv" >/dev/null  # both inputs in the page cache: compare like with like

# 1. ranklens-cli import (parse + intern + pack + one transaction, WAL).
proj=$work/bench.ranklens
rm -f "$proj" "$proj-wal" "$proj-shm"
t0=$(now)
"$cli" import "$proj" --run "$run" --name bench >/dev/null
t1=$(now)
imp=$(secs "$t0" "$t1")

# 2. sqlite3 shell .import into a plain table (same rows, CSV), one transaction, WAL.
db=$work/plain.sqlite
rm -f "$db" "$db-wal" "$db-shm"
t0=$(now)
sqlite3 "$db" <<SQL >/dev/null
PRAGMA journal_mode=WAL;
PRAGMA synchronous=NORMAL;
CREATE TABLE run(qid TEXT, iter TEXT, docid TEXT, rank INTEGER, score REAL, tag TEXT);
.mode csv
.import --skip 1 $csv run
SQL
t1=$(now)
shell=$(secs "$t0" "$t1")

# 3. Load back for evaluation (ProjectStore::loadRun), via the bench binary when built.
load_bin=$build/tests/bench_store_load
if [[ -x $load_bin ]]; then
  load=$("$load_bin" "$proj" | tail -1)
else
  load="(build tests/bench/bench_store_load.cpp to measure)"
fi

size_rl=$(stat -c %s "$proj")
size_sq=$(stat -c %s "$db")
printf '\n%-36s %12s %14s %14s\n' "" "seconds" "rows/s" "file MiB"
printf '%-36s %12.2f %14.0f %14.1f\n' "ranklens-cli import ($lines lines)" "$imp" \
  "$(echo "$lines / $imp" | bc -l)" "$(echo "$size_rl / 1048576" | bc -l)"
printf '%-36s %12.2f %14.0f %14.1f\n' "sqlite3 .import CSV (plain table)" "$shell" \
  "$(echo "$lines / $shell" | bc -l)" "$(echo "$size_sq / 1048576" | bc -l)"
echo "load back for evaluation: $load"
