#!/usr/bin/env bash
# End-to-end benchmark: ranklens-cli vs trec_eval on generated runs of 7,000 queries x 1,000
# docs (7M lines), with the anchors (trec_eval, cat) timed in the same run.
#
#   scripts/bench_eval.sh [-b BUILD_DIR] [-d DATA_DIR] [-r REPS] [-s SHAPES] [-n]
#
# ranklens-cli: $RANKLENS_CLI, else BUILD_DIR/app/ranklens-cli (default ./build).
# trec_eval: $TREC_EVAL_908 and $TREC_EVAL_10 (binaries; a missing one is skipped, -n skips
# both). Build them outside the repository, e.g.
#   git clone https://github.com/usnistgov/trec_eval /tmp/te && cd /tmp/te &&
#   git checkout v9.0.8 && make        (v9.0.8 prints "9.0.7" as its version; v10.0 likewise)
# SHAPES (default "synthetic msmarco msmarco21"): which generated files, all 7M lines, by
# scripts/gen_synthetic.py into DATA_DIR (default /tmp/ranklens-bench), once:
#   synthetic  docids D<n>, tag "synth" (34 bytes a line, 230 MiB)
#   msmarco    docids msmarco_doc_<n>, tag bm25_rm3_run (52 bytes a line, 350 MiB)
#   msmarco21  MS MARCO v2.1 segment ids (msmarco_v2.1_doc_22_1201234065#1_1202211158, 40
#              bytes on average), tag bm25_rm3_run (76 bytes a line, 507 MiB)
# All: ties 0.2, grades 0..3, 5 % of the retrieved docs judged (1.23M qrels lines).
# -r REPS: each case runs REPS times (default 3); the MEDIAN wall time is reported, with its
# CPU time (user + sys) and the largest peak RSS. The machine's load (1-minute average, from
# /proc/loadavg) is printed before and after each case: on a shared machine compare CPU times.
#
# Cases (all with -q, per-query lines, as trec_eval users run it):
#   a    ranklens-cli eval -q -m P.5,10 -m ndcg_cut.10 -m map -m recip_rank  (all cores)
#   a1   the same with --threads 1
#   b    ranklens-cli eval -q -m all_trec
#   te9  trec_eval 9.0.8 with the measures of (a);  te10  trec_eval 10.0, same
#   cat  cat run > /dev/null (the read floor)
# and checks that (a)'s output is byte-identical to trec_eval 9.0.8's. Exit 1 on any failure.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build_dir=build
data=/tmp/ranklens-bench
reps=3
shapes="synthetic msmarco msmarco21"
skip_te=0
while getopts "b:d:r:s:nh" opt; do
  case $opt in
    b) build_dir=$OPTARG ;;
    d) data=$OPTARG ;;
    r) reps=$OPTARG ;;
    s) shapes=$OPTARG ;;
    n) skip_te=1 ;;
    h) sed -n '2,29p' "$0"; exit 0 ;;
    *) exit 2 ;;
  esac
done
cli=${RANKLENS_CLI:-$build_dir/app/ranklens-cli}
te9=${TREC_EVAL_908:-}
te10=${TREC_EVAL_10:-}
[[ -x $cli ]] || { echo "bench: ranklens-cli not found: $cli" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "bench: needs /usr/bin/time (GNU time)" >&2; exit 2; }
if [[ $skip_te == 0 && -z $te9 && -z $te10 ]]; then
  echo "bench: set TREC_EVAL_908 (and/or TREC_EVAL_10) to trec_eval binaries, or pass -n" >&2
  exit 2
fi
load() { cut -d' ' -f1 /proc/loadavg; }

# gen SHAPE: makes $data/SHAPE.run and SHAPE.qrels when missing or made with other arguments.
gen() {
  local shape=$1 extra=()
  case $shape in
    synthetic) extra=() ;;
    msmarco) extra=(--docid-prefix msmarco_doc_ --tag bm25_rm3_run) ;;
    msmarco21) extra=(--docid-style msmarco-v2.1 --tag bm25_rm3_run) ;;
    *) echo "bench: unknown shape $shape" >&2; exit 2 ;;
  esac
  local args=(--queries 7000 --docs-per-query 1000 --seed 1 --ties 0.2 --max-grade 3
              --judged 0.05 "${extra[@]}")
  local stamp="${args[*]}"
  if [[ ! -f $data/$shape.run || "$(cat "$data/$shape.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "generating $shape (7M lines) into $data ..."
    python3 "$here/gen_synthetic.py" "${args[@]}" --out-run "$data/$shape.run" \
      --out-qrels "$data/$shape.qrels" || exit 2
    echo "$stamp" >"$data/$shape.stamp"
  fi
}

# time_case NAME CMD...: REPS runs; sets WALL, CPU (of the median run), RSS (max), RC, LOADS.
declare -A WALL CPU RSS RC LOADS
time_case() {
  local name=$1; shift
  local runs=() rc=0 maxr=0 l0
  l0=$(load)
  for ((i = 0; i < reps; i++)); do
    /usr/bin/time -f '%e %U %S %M' -o "$out/$name.time" "$@" >"$out/$name.out" 2>"$out/$name.err"
    rc=$((rc | $?))
    read -r w u s r <"$out/$name.time"
    runs+=("$w $(echo "$u + $s" | bc)")
    ((r > maxr)) && maxr=$r
  done
  local med
  med=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n "$(((reps + 1) / 2))p")
  WALL[$name]=${med%% *}; CPU[$name]=${med##* }; RSS[$name]=$maxr; RC[$name]=$rc
  LOADS[$name]="$l0-$(load)"
}

ratio() { echo "scale=1; $1 / ($2 + 0.0001)" | bc; }

bench_shape() {
  local shape=$1 run qrels
  gen "$shape"
  run=$data/$shape.run qrels=$data/$shape.qrels
  out=$data/out-$shape
  mkdir -p "$out"
  cat "$run" "$qrels" >/dev/null  # page cache warm for everyone
  local lines bytes meas=(-q -m P.5,10 -m ndcg_cut.10 -m map -m recip_rank)
  lines=$(wc -l <"$run")
  bytes=$(stat -c %s "$run")
  WALL=() CPU=() RSS=() RC=() LOADS=()
  time_case cat cat "$run"
  time_case a "$cli" eval "${meas[@]}" "$qrels" "$run"
  time_case a1 "$cli" eval --threads 1 "${meas[@]}" "$qrels" "$run"
  time_case b "$cli" eval -q -m all_trec "$qrels" "$run"
  if [[ $skip_te == 0 ]]; then
    [[ -n $te9 ]] && time_case te9 "$te9" "${meas[@]}" "$qrels" "$run"
    [[ -n $te10 ]] && time_case te10 "$te10" "${meas[@]}" "$qrels" "$run"
  fi

  echo
  echo "== $shape: $run: $lines lines, $(echo "scale=1; $bytes / 1048576" | bc) MiB;" \
    "qrels $(wc -l <"$qrels") lines; $(nproc) cpus; median of $reps"
  printf '%-5s %-46s %7s %7s %9s %8s %8s %8s %11s\n' case what wall_s cpu_s peak_MiB RSS/run \
    wall_x9 cpu_x9 load
  row() {
    local n=$1 what=$2
    [[ -n ${WALL[$n]:-} ]] || return 0
    local wx=- cx=-
    if [[ -n ${WALL[te9]:-} ]]; then
      wx=$(ratio "${WALL[te9]}" "${WALL[$n]}")x
      cx=$(ratio "${CPU[te9]}" "${CPU[$n]}")x
    fi
    printf '%-5s %-46s %7.2f %7.2f %9.1f %8.2f %8s %8s %11s\n' "$n" "$what" "${WALL[$n]}" \
      "${CPU[$n]}" "$(echo "scale=1; ${RSS[$n]} / 1024" | bc)" \
      "$(echo "scale=3; ${RSS[$n]} * 1024 / $bytes" | bc)" "$wx" "$cx" "${LOADS[$n]}"
  }
  row a "ranklens -q P.5,10 ndcg_cut.10 map recip_rank"
  row a1 "  the same, --threads 1"
  row b "ranklens -q -m all_trec"
  row te9 "trec_eval 9.0.8, measures of (a)"
  row te10 "trec_eval 10.0, measures of (a)"
  row cat "cat run > /dev/null"
  echo "wall_x9 / cpu_x9: trec_eval 9.0.8's median wall / CPU time over this case's;" \
    "load: 1-minute load average before-after the case"
  for k in "${!RC[@]}"; do
    if [[ ${RC[$k]} != 0 ]]; then
      echo "FAILED: case $k exited ${RC[$k]}: $(head -c 300 "$out/$k.err")"; status=1
    fi
  done
  if [[ -n ${WALL[te9]:-} && ${RC[te9]} == 0 ]]; then
    if cmp -s "$out/te9.out" "$out/a.out"; then
      echo "output of (a) identical to trec_eval 9.0.8's"
    else
      echo "OUTPUT DIFFERS: (a) vs trec_eval 9.0.8:"; diff "$out/te9.out" "$out/a.out" | head -5
      status=1
    fi
  fi
}

status=0
mkdir -p "$data"
echo "uptime at start: $(uptime)"
for shape in $shapes; do bench_shape "$shape"; done
echo
echo "uptime at end: $(uptime)"
exit $status
