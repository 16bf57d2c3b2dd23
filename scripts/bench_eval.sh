#!/usr/bin/env bash
# End-to-end benchmark: ranklens-cli vs trec_eval on a generated 7,000 queries x 1,000 docs run
# (7M lines, MS MARCO dev sized).
#
#   scripts/bench_eval.sh [-b BUILD_DIR] [-d DATA_DIR] [-r REPS] [-n]
#
# ranklens-cli: $RANKLENS_CLI, else BUILD_DIR/app/ranklens-cli (default ./build).
# trec_eval binaries: $TREC_EVAL_10 and $TREC_EVAL_908 (default /work/ext/trec_eval/trec_eval and
# /work/ext/trec_eval_908/trec_eval); a missing one is skipped.
# DATA_DIR (default /tmp/ranklens-bench) holds run.txt + qrels.txt, generated once by
# scripts/gen_synthetic.py (QUERIES, DOCS, JUDGED env override the shape; a stamp file records
# it). -r REPS: repeat each timing, report the fastest (default 1). -n: skip trec_eval.
#
# Each case runs under /usr/bin/time -v: wall seconds and peak RSS. Cases:
#   a   ranklens-cli eval -m P.5,10 -m ndcg_cut.10 -m map -m recip_rank
#   a1  the same with --threads 1
#   b   ranklens-cli eval -m all_trec
#   c   curves k=1..1000 for every Curve measure (--curves 1000 when the CLI has it, else
#       every cut-off 1..1000 requested explicitly with -m NAME.1,2,...,1000)
#   d   trec_eval 10.0 and 9.0.8 with the measures of (a)
#   e   cat run > /dev/null (the read floor)
# and checks that (a)'s output equals trec_eval's.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build_dir=build
data=/tmp/ranklens-bench
reps=1
skip_te=0
while getopts "b:d:r:nh" opt; do
  case $opt in
    b) build_dir=$OPTARG ;;
    d) data=$OPTARG ;;
    r) reps=$OPTARG ;;
    n) skip_te=1 ;;
    h) sed -n '2,24p' "$0"; exit 0 ;;
    *) exit 2 ;;
  esac
done
cli=${RANKLENS_CLI:-$build_dir/app/ranklens-cli}
te10=${TREC_EVAL_10:-/work/ext/trec_eval/trec_eval}
te908=${TREC_EVAL_908:-/work/ext/trec_eval_908/trec_eval}
[[ -x $cli ]] || { echo "bench: ranklens-cli not found: $cli" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "bench: needs /usr/bin/time (GNU time)" >&2; exit 2; }

queries=${QUERIES:-7000}
docs=${DOCS:-1000}
judged=${JUDGED:-0.05}
run=$data/run.txt
qrels=$data/qrels.txt
stamp="queries=$queries docs=$docs judged=$judged ties=0.2 grade=3 seed=1"
mkdir -p "$data"
if [[ ! -f $run || ! -f $qrels || "$(cat "$data/stamp" 2>/dev/null)" != "$stamp" ]]; then
  echo "generating $queries x $docs run into $data ..."
  t0=$(date +%s.%N)
  python3 "$here/gen_synthetic.py" --queries "$queries" --docs-per-query "$docs" --seed 1 \
    --ties 0.2 --max-grade 3 --judged "$judged" --out-run "$run" --out-qrels "$qrels" || exit 2
  echo "$stamp" >"$data/stamp"
  echo "generated in $(echo "$(date +%s.%N) - $t0" | bc) s"
fi
lines=$(wc -l <"$run")
run_bytes=$(stat -c %s "$run")
qrels_bytes=$(stat -c %s "$qrels")
out=$data/out
mkdir -p "$out"

# time_case NAME CMD... : fastest of $reps runs; sets WALL[NAME], RSS[NAME] (KiB), RC[NAME]
declare -A WALL RSS RC CPU
time_case() {
  local name=$1; shift
  local best_w="" best_r="" best_c="" rc=0
  for ((i = 0; i < reps; i++)); do
    /usr/bin/time -v -o "$out/$name.time" "$@" >"$out/$name.out" 2>"$out/$name.err"
    rc=$?
    local w r c
    w=$(awk -F': ' '/Elapsed \(wall clock\)/{n=split($2,a,":"); s=0; for(j=1;j<=n;j++) s=s*60+a[j]; print s}' "$out/$name.time")
    r=$(awk -F': ' '/Maximum resident set size/{print $2}' "$out/$name.time")
    c=$(awk -F': ' '/User time|System time/{s+=$2} END{print s}' "$out/$name.time")
    if [[ -z $best_w ]] || (( $(echo "$w < $best_w" | bc) )); then best_w=$w; best_r=$r; best_c=$c; fi
  done
  WALL[$name]=$best_w; RSS[$name]=$best_r; RC[$name]=$rc; CPU[$name]=$best_c
}

meas_a=(-m P.5,10 -m ndcg_cut.10 -m map -m recip_rank)
echo "timing (fastest of $reps) ..."
time_case e_cat cat "$run"
time_case a "$cli" eval "${meas_a[@]}" "$qrels" "$run"
time_case a1 "$cli" eval --threads 1 "${meas_a[@]}" "$qrels" "$run"
time_case b "$cli" eval -m all_trec "$qrels" "$run"
if "$cli" eval --help 2>&1 | grep -q -- '--curves'; then
  curve_note="--curves 1000"
  time_case c "$cli" eval --curves 1000 --format tsv "$qrels" "$run"
else
  cut=$(seq -s, 1 1000)
  curve_args=()
  for m in P recall ndcg_cut map_cut success F1 RR CG DCG IDCG judged; do
    curve_args+=(-m "$m.$cut")
  done
  curve_note="no --curves flag: 11 measures x cut-offs 1..1000 via -m NAME.1,...,1000"
  time_case c "$cli" eval "${curve_args[@]}" "$qrels" "$run"
fi
if [[ $skip_te == 0 ]]; then
  [[ -x $te10 ]] && time_case d_te10 "$te10" "${meas_a[@]}" "$qrels" "$run"
  [[ -x $te908 ]] && time_case d_te908 "$te908" "${meas_a[@]}" "$qrels" "$run"
fi

# ---- report -------------------------------------------------------------------------------
mib() { echo "scale=1; $1 / 1024" | bc; }
ref=${WALL[d_te10]:-}
echo
echo "input: $run: $lines lines, $(echo "scale=1; $run_bytes/1048576" | bc) MiB; qrels $(wc -l <"$qrels") lines, $(echo "scale=1; $qrels_bytes/1048576" | bc) MiB"
echo "cpus: $(nproc); load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-44s %8s %8s %12s %10s %9s %8s %8s %4s\n' case what wall_s cpu_s lines/s peak_MiB RSS/file vs_te10 cpu_vs10 rc
row() {
  local name=$1 what=$2
  [[ -n ${WALL[$name]:-} ]] || return
  local w=${WALL[$name]} r=${RSS[$name]}
  local lps sp ratio csp c=${CPU[$name]}
  lps=$(echo "$lines / ($w + 0.001)" | bc)
  ratio=$(echo "scale=2; $r * 1024 / $run_bytes" | bc)
  if [[ -n $ref ]]; then
    sp=$(echo "scale=1; $ref / ($w + 0.001)" | bc)x
    csp=$(echo "scale=1; ${CPU[d_te10]} / ($c + 0.001)" | bc)x
  else sp=-; csp=-; fi
  printf '%-6s %-44s %8.2f %8.2f %12s %10s %9s %8s %8s %4s\n' "$name" "$what" "$w" "$c" "$lps" "$(mib "$r")" "$ratio" "$sp" "$csp" "${RC[$name]}"
}
row a "ranklens P.5,10 ndcg_cut.10 map recip_rank"
row a1 "  same, --threads 1"
row b "ranklens -m all_trec"
row c "ranklens curves k=1..1000"
row d_te10 "trec_eval 10.0, measures of (a)"
row d_te908 "trec_eval 9.0.8, measures of (a)"
row e_cat "cat run > /dev/null"
echo "(c): $curve_note"
echo "wall = elapsed; cpu = user+sys (all threads); vs_te10 = trec_eval 10.0 wall / this wall;"
echo "cpu_vs10 = trec_eval 10.0 cpu / this cpu. lines/s from wall. On a loaded machine trust cpu."
if [[ -n ${WALL[d_te908]:-} ]]; then
  echo "speedup of (a) vs trec_eval 9.0.8: $(echo "scale=1; ${WALL[d_te908]} / (${WALL[a]} + 0.001)" | bc)x"
fi
for t in d_te10 d_te908; do
  [[ -f $out/$t.out && ${RC[$t]:-1} == 0 ]] || continue
  if diff -q "$out/$t.out" "$out/a.out" >/dev/null; then
    echo "output of (a) identical to $t"
  else
    echo "OUTPUT DIFFERS: (a) vs $t:"; diff "$out/$t.out" "$out/a.out" | head -10
  fi
done
status=0
for k in "${!RC[@]}"; do
  if [[ ${RC[$k]} != 0 ]]; then
    echo "case $k exited ${RC[$k]}: $(head -c 300 "$out/$k.err")"; status=1
  fi
done
if [[ -n $ref ]]; then
  sp=$(echo "scale=2; $ref / (${WALL[a]} + 0.001)" | bc)
  (( $(echo "$sp < 10" | bc) )) && echo "GOAL MISSED: speedup ${sp}x < 10x"
fi
(( ${RSS[a]} * 1024 > run_bytes )) && echo "GOAL MISSED: peak RSS of (a) $(mib "${RSS[a]}") MiB > run file $(echo "scale=1; $run_bytes/1048576" | bc) MiB"
exit $status
