#!/usr/bin/env bash
# Store benchmark on a generated 7,000 queries x 1,000 docs run (7M lines) and its labels
# (3M lines: 30 % of the retrieved docs judged, plus unretrieved ones): ranklens-cli import of
# the labels and of the run (seconds, rows/s, CPU, peak memory), next to the anchor timed in
# the same run: the sqlite3 shell's `.import` of the same rows as CSV into a plain table.
#
#   scripts/bench_store.sh [BUILD_DIR] [WORK_DIR]
#
# SHAPE=msmarco (default) or synthetic: the docid/tag shape of scripts/bench_eval.sh.
# REPS (default 3): each import runs REPS times into a fresh project; the median is reported.
# OLD_CLI=path/to/an/older/ranklens-cli: its label import too, interleaved rep by rep with the
# current one (A/B under the same load; compare the CPU columns).
# Needs the sqlite3 shell (apt-get install sqlite3) and GNU time.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
work=${2:-/tmp/ranklens-bench-store}
cli=$build/app/ranklens-cli
reps=${REPS:-3}
shape=${SHAPE:-msmarco}
[[ -x $cli ]] || { echo "bench_store: ranklens-cli not found: $cli" >&2; exit 2; }
command -v sqlite3 >/dev/null || { echo "bench_store: needs the sqlite3 shell" >&2; exit 2; }
extra=()
[[ $shape == msmarco ]] && extra=(--docid-prefix msmarco_doc_ --tag bm25_rm3_run)
mkdir -p "$work"
run=$work/$shape.run
qrels=$work/$shape-judged30.qrels
if [[ ! -s $run || ! -s $qrels ]]; then
  echo "generating $run and $qrels ..."
  python3 "$here/scripts/gen_synthetic.py" --queries 7000 --docs-per-query 1000 --seed 1 \
    --ties 0.2 --max-grade 3 --judged 0.3 "${extra[@]}" --out-run "$run" --out-qrels "$qrels"
fi
run_csv=$work/$shape.run.csv
qrels_csv=$work/$shape-judged30.qrels.csv
[[ -s $run_csv ]] || { echo "qid,iter,docid,rank,score,tag"; tr ' ' ',' <"$run"; } >"$run_csv"
[[ -s $qrels_csv ]] || { echo "qid,iter,docid,grade"; tr ' ' ',' <"$qrels"; } >"$qrels_csv"
cat "$run" "$qrels" "$run_csv" "$qrels_csv" >/dev/null  # all inputs in the page cache
load() { cut -d' ' -f1 /proc/loadavg; }

# measure NAME CMD...: median of $reps (wall), its CPU, max RSS; a fresh target each time.
declare -A WALL CPU RSS LOADS
measure() {
  local name=$1; shift
  local runs=() maxr=0 l0
  l0=$(load)
  for ((i = 0; i < reps; i++)); do
    rm -f "$work"/t.ranklens* "$work"/t.sqlite*
    /usr/bin/time -f '%e %U %S %M' -o "$work/$name.time" "$@" >/dev/null
    read -r w u s r <"$work/$name.time"
    runs+=("$w $(echo "$u + $s" | bc)")
    ((r > maxr)) && maxr=$r
  done
  local med
  med=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n "$(((reps + 1) / 2))p")
  WALL[$name]=${med%% *}; CPU[$name]=${med##* }; RSS[$name]=$maxr; LOADS[$name]="$l0-$(load)"
}
sq=(sqlite3 "$work/t.sqlite" "PRAGMA journal_mode=WAL;" "PRAGMA synchronous=NORMAL;")

echo "uptime at start: $(uptime)"
if [[ -n ${OLD_CLI:-} ]]; then  # A/B: one rep of each in turn, so both see the same load
  ab_reps=$reps
  reps=1
  for ((k = 0; k < ab_reps; k++)); do
    measure "old$k" "$OLD_CLI" import "$work/t.ranklens" --qrels "$qrels"
    measure "new$k" "$cli" import "$work/t.ranklens" --qrels "$qrels"
  done
  reps=$ab_reps
fi
measure labels "$cli" import "$work/t.ranklens" --qrels "$qrels"
measure run "$cli" import "$work/t.ranklens" --run "$run" --name bench
measure sq_labels "${sq[@]}" "CREATE TABLE t(qid TEXT, iter TEXT, docid TEXT, grade INTEGER);" \
  ".mode csv" ".import --skip 1 $qrels_csv t"
measure sq_run "${sq[@]}" \
  "CREATE TABLE t(qid TEXT, iter TEXT, docid TEXT, rank INTEGER, score REAL, tag TEXT);" \
  ".mode csv" ".import --skip 1 $run_csv t"
# The project file with both, for its size.
rm -f "$work"/t.ranklens*
"$cli" import "$work/t.ranklens" --qrels "$qrels" --run "$run" --name bench >/dev/null
proj_mib=$(echo "scale=1; $(stat -c %s "$work/t.ranklens") / 1048576" | bc)

run_rows=$(wc -l <"$run")
qrels_rows=$(wc -l <"$qrels")
echo
echo "== $shape: run $run_rows lines ($(echo "scale=1; $(stat -L -c %s "$run") / 1048576" | bc) MiB)," \
  "labels $qrels_rows lines; $(nproc) cpus; median of $reps; project with both: $proj_mib MiB"
printf '%-44s %8s %8s %12s %12s %9s %11s\n' what wall_s cpu_s rows/s rows/cpu_s peak_MiB load
row() {
  local n=$1 what=$2 rows=$3
  printf '%-44s %8.2f %8.2f %12.0f %12.0f %9.1f %11s\n' "$what" "${WALL[$n]}" "${CPU[$n]}" \
    "$(echo "$rows / ${WALL[$n]}" | bc -l)" "$(echo "$rows / ${CPU[$n]}" | bc -l)" \
    "$(echo "scale=1; ${RSS[$n]} / 1024" | bc)" "${LOADS[$n]}"
}
row labels "ranklens-cli import --qrels (labels)" "$qrels_rows"
row run "ranklens-cli import --run" "$run_rows"
row sq_labels "sqlite3 .import labels CSV (plain table)" "$qrels_rows"
row sq_run "sqlite3 .import run CSV (plain table)" "$run_rows"
if [[ -n ${OLD_CLI:-} ]]; then
  for ((k = 0; k < reps; k++)); do
    row "old$k" "A/B $((k + 1)): $(basename "$OLD_CLI") (old) --qrels" "$qrels_rows"
    row "new$k" "A/B $((k + 1)): ranklens-cli --qrels" "$qrels_rows"
  done
fi
echo "load: 1-minute load average before-after the case"
per_cpu() { echo "$1 / ${CPU[$2]}" | bc -l; }
printf 'labels per CPU second / run rows per CPU second: %.2f (goal: at least 1)\n' \
  "$(echo "$(per_cpu "$qrels_rows" labels) / $(per_cpu "$run_rows" run)" | bc -l)"
echo "uptime at end: $(uptime)"
