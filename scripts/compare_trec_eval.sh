#!/usr/bin/env bash
# Compares `ranklens-cli eval` (--format trec, the default) with trec_eval, line by line.
#
#   scripts/compare_trec_eval.sh [-b BUILD_DIR] [-t TESTDIR] [-V 9.0.8|10.0] [-T TREC_EVAL_10]
#                                [-k] [-v] [TREC_EVAL_BINARY]
#
# Builds nothing. ranklens-cli: $RANKLENS_CLI, else BUILD_DIR/app/ranklens-cli (BUILD_DIR
# defaults to ./build). trec_eval: the argument, else $TREC_EVAL, else `trec_eval` on PATH.
# Test files: TESTDIR, else $TREC_EVAL_TESTDIR, else <dir of the trec_eval binary>/test
# (trec_eval's own qrels.test, results.test, qrels.rel_level, qrels.123, results.trunc);
# datasets whose files are missing are skipped. Generated datasets come from
# scripts/gen_synthetic.py (python3) into a temporary directory (-k keeps it).
#
# Both programs get identical arguments; outputs are compared as text. Prints a table
# measure x scenario -> "ok" or the number of differing lines (summed over datasets),
# then the first differing lines of each failing case. Exit status: 0 all identical,
# 1 any difference, 2 usage / setup error.
#
# -V 10.0 compares against trec_eval 10.0: ranklens-cli gets --trec-eval-version 10.0 and 10.0's
# own measures (rbp, rbp_resid, unj, dcg, ideal_dcg) are compared too.
#
# For -m all_trec, trec_eval's lines are restricted to the measure names RankLens prints
# (RankLens' all_trec = the trec_eval measures it implements); every measure RankLens prints
# must then match exactly. After the measure x scenario grid, trec_eval's other inputs run on
# its own test files: -R prefs, qrels_prefs and qrels_jg, -Z, and the comment-line files
# (10.0's). The default mode is a superset of 9.0.8: where 9.0.8 refuses a comment file,
# RankLens gives 10.0's output, compared with the trec_eval 10.0 binary given by -T (without
# -T such a case counts as a difference). trec_eval's -nan lines (-J) are compared too.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build_dir=build
testdir=${TREC_EVAL_TESTDIR:-}
keep=0
verbose=0
version=9.0.8
te10=
superset=0
while getopts "b:t:V:T:kvh" opt; do
  case $opt in
    b) build_dir=$OPTARG ;;
    t) testdir=$OPTARG ;;
    V) version=$OPTARG ;;
    T) te10=$OPTARG ;;
    k) keep=1 ;;
    v) verbose=1 ;;
    h) sed -n '2,28p' "$0"; exit 0 ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
te=${1:-${TREC_EVAL:-$(command -v trec_eval || true)}}
cli=${RANKLENS_CLI:-$build_dir/app/ranklens-cli}
[[ -x $cli ]] || { echo "compare: ranklens-cli not found: $cli (set RANKLENS_CLI or -b)" >&2; exit 2; }
[[ -n $te && -x $te ]] || { echo "compare: trec_eval binary not found: '$te'" >&2; exit 2; }
[[ -n $testdir ]] || testdir=$(dirname "$te")/test

work=$(mktemp -d "${TMPDIR:-/tmp}/ranklens-cmp.XXXXXX")
if [[ $keep == 0 ]]; then trap 'rm -rf "$work"' EXIT; else echo "keeping $work"; fi

# ---- datasets: name qrels run -------------------------------------------------------------
datasets=()
add_ds() { [[ -f $2 && -f $3 ]] && datasets+=("$1|$2|$3"); }
add_ds te_test "$testdir/qrels.test" "$testdir/results.test"
add_ds te_rel_level "$testdir/qrels.rel_level" "$testdir/results.test"
add_ds te_123 "$testdir/qrels.123" "$testdir/results.test"
add_ds te_trunc "$testdir/qrels.test" "$testdir/results.trunc"

gen() {  # name, generator args...
  local name=$1; shift
  if python3 "$here/gen_synthetic.py" --out-run "$work/$name.run" \
      --out-qrels "$work/$name.qrels" "$@"; then
    add_ds "$name" "$work/$name.qrels" "$work/$name.run"
  else
    echo "compare: generator failed for $name" >&2; exit 2
  fi
}
gen gen_ties     --queries 120 --docs-per-query 150 --seed 11 --ties 0.6 --max-grade 3
gen gen_alltied  --queries 60  --docs-per-query 40  --seed 12 --ties 1.0 --max-grade 2 --judged 0.8
gen gen_missing  --queries 150 --docs-per-query 80  --seed 13 --ties 0.3 --max-grade 3 \
                 --missing-queries 0.2 --unlabelled-queries 0.1
gen gen_graded   --queries 100 --docs-per-query 120 --seed 14 --ties 0.3 --max-grade 4 \
                 --judged 0.7 --shuffle-lines
gen gen_short    --queries 80  --docs-per-query 6   --seed 15 --ties 0.5 --max-grade 3 \
                 --judged 0.9 --missing-queries 0.1
gen gen_long     --queries 20  --docs-per-query 1200 --seed 16 --ties 0.4 --max-grade 3

# ---- measures and scenarios ---------------------------------------------------------------
measures=(num_ret num_rel num_rel_ret map gm_map Rprec bpref recip_rank iprec_at_recall
          P recall ndcg ndcg_cut map_cut success set_P set_recall set_F set_F.0.5 set_F.3
          P.1,3,7,2000 recall.1,3,1500 ndcg_cut.1,3,7,1100 map_cut.2,7,2000 success.1,2,3,10
          official all_trec
          relstring relstring.20 infAP gm_bpref Rprec_mult Rprec_mult.5.0,0.2,0.35 utility
          utility.2,-1,-3,0 11pt_avg 11pt_avg..25,.5,.75 binG G ndcg_rel Rndcg relative_P
          relative_P.1,3,2000 set_relative_P set_map num_nonrel_judged_ret yaap
          iprec_at_recall..10,.25,.75 ndcg_cut.10,20,23.4 ndcg.1=3,2=9,4=4.5)
[[ $version == 10.0 ]] && measures+=(rbp rbp_resid unj unj.1,7,50 dcg ideal_dcg rbp.p=0.5
                                     rbp_resid.p=0.95)
scen_names=(plain q c cq l2q M5q cM5q Jq cJM5q)
scen_args=("" "-q" "-c" "-c -q" "-l 2 -q" "-M 5 -q" "-c -M 5 -q" "-J -q" "-c -J -M 5 -q")

declare -A cell         # "measure|scenario" -> differing lines
declare -A teexit       # "measure|scenario" -> datasets where trec_eval failed
details=()
total_diff=0
ncases=0
nanlines=0

for ds in "${datasets[@]}"; do
  IFS='|' read -r dname qrels run <<<"$ds"
  for m in "${measures[@]}"; do
    for si in "${!scen_names[@]}"; do
      s=${scen_names[$si]}
      # shellcheck disable=SC2206
      args=(${scen_args[$si]} -m "$m")
      "$te" "${args[@]}" "$qrels" "$run" >"$work/te.out" 2>"$work/te.err"
      rc_te=$?
      "$cli" eval --trec-eval-version "$version" "${args[@]}" "$qrels" "$run" \
        >"$work/rl.out" 2>"$work/rl.err"
      rc_rl=$?
      ncases=$((ncases + 1))
      key="$m|$s"
      if [[ $m == all_trec ]]; then
        awk '{print $1}' "$work/rl.out" | sort -u >"$work/names"
        awk 'NR==FNR{keep[$1]=1; next} ($1 in keep)' "$work/names" "$work/te.out" >"$work/te.f"
        mv "$work/te.f" "$work/te.out"
      fi
      if [[ $rc_te != 0 ]]; then
        # trec_eval refused the input (duplicate judgments: exit 4; 10.0 also exits 4 on a
        # labelled query missing from the run without -c). RankLens must refuse too when the
        # input is bad; the 10.0 regression is listed apart, not counted as a difference.
        teexit[$key]+="$dname(te=$rc_te,rl=$rc_rl) "
        if [[ $rc_rl == 0 ]] && grep -qi 'duplicate\|malformed' "$work/te.err"; then
          cell[$key]=$(( ${cell[$key]:-0} + 1 ))
          total_diff=$((total_diff + 1))
          details+=("--- $m [$s] on $dname: trec_eval refuses (rc=$rc_te: $(head -c 120 "$work/te.err" | tr '\n' ' ')) but ranklens exits 0"$'\n'"    repro: trec_eval ${args[*]} $qrels $run")
        else
          cell[$key]=${cell[$key]:-0}
        fi
        continue
      fi
      # trec_eval prints -nan where -J leaves a query no item (iprec_at_recall divides 0 by 0)
      # and then in the mean; so does RankLens in this format: compared like every line, and
      # counted for the report.
      nanlines=$((nanlines + $(grep -c 'nan$' "$work/te.out")))
      n=$(diff "$work/te.out" "$work/rl.out" | grep -c '^[<>]')
      if [[ $rc_rl != 0 ]]; then n=$((n > 0 ? n : 1)); fi
      cell[$key]=$(( ${cell[$key]:-0} + n ))
      if [[ $n != 0 ]]; then
        total_diff=$((total_diff + n))
        d="--- $m [$s: ${scen_args[$si]}] on $dname ($n differing lines; ranklens rc=$rc_rl)"
        d+=$'\n'"    repro: trec_eval ${args[*]} $qrels $run"
        d+=$'\n'"$(diff "$work/te.out" "$work/rl.out" | grep '^[<>]' | head -n $((verbose ? 40 : 8)) | sed 's/^/    /')"
        [[ $rc_rl != 0 ]] && d+=$'\n'"    ranklens stderr: $(head -c 300 "$work/rl.err")"
        details+=("$d")
      fi
    done
  done
done

# ---- trec_eval's other inputs: -R prefs / qrels_prefs / qrels_jg, -Z, comment lines -------
# Whole command lines on trec_eval's own test files (skipped when a file is missing), under
# the same scenarios where they apply; each counts as a case of its own row.
extra=()
add_extra() {  # row name, files that must exist, then "--", the arguments
  local name=$1; shift
  local files=()
  while [[ $1 != -- ]]; do files+=("$1"); shift; done
  shift
  for f in "${files[@]}"; do [[ -f $f ]] || return 0; done
  extra+=("$name|$*")
}
add_extra prefs "$testdir/prefs.test" "$testdir/prefs.results.test" -- \
  -m all_prefs -R prefs "$testdir/prefs.test" "$testdir/prefs.results.test"
add_extra qrels_prefs "$testdir/qrels.test" "$testdir/results.test" -- \
  -m all_prefs -R qrels_prefs "$testdir/qrels.test" "$testdir/results.test"
add_extra qrels_jg "$testdir/qrels.123" "$testdir/results.test" -- \
  -m qrels_jg -R qrels_jg "$testdir/qrels.123" "$testdir/results.test"
add_extra qrels_jg.P "$testdir/qrels.123" "$testdir/results.test" -- \
  -m P_avgjg.3,12 -m Rprec_mult_avgjg.0.5,2 -m map_avgjg -R qrels_jg "$testdir/qrels.123" \
  "$testdir/results.test"
add_extra zscores "$testdir/zscores_file" "$testdir/qrels.test" "$testdir/results.test" -- \
  -m all_trec -Z "$testdir/zscores_file" "$testdir/qrels.test" "$testdir/results.test"
add_extra comments "$testdir/qrels.test.with-comments" "$testdir/results.test" -- \
  -m all_trec "$testdir/qrels.test.with-comments" "$testdir/results.test"
add_extra comments.prefs "$testdir/prefs.comment.test" "$testdir/prefs.results.test" -- \
  -m all_prefs -R prefs "$testdir/prefs.comment.test" "$testdir/prefs.results.test"
add_extra comments.jg "$testdir/qrels.comments.123" "$testdir/results.test" -- \
  -m qrels_jg -R qrels_jg "$testdir/qrels.comments.123" "$testdir/results.test"
extra_scen=(plain q cq l2q M5q)
extra_args=("" "-q" "-c -q" "-l 2 -q" "-M 5 -q")
for e in "${extra[@]}"; do
  IFS='|' read -r ename eargs <<<"$e"
  measures+=("$ename")
  for si in "${!extra_scen[@]}"; do
    s=${extra_scen[$si]}
    # shellcheck disable=SC2206
    args=(${extra_args[$si]} $eargs)
    "$te" "${args[@]}" >"$work/te.out" 2>"$work/te.err"
    rc_te=$?
    # The default mode is a superset of 9.0.8: where 9.0.8 refuses a file (10.0's comment
    # lines) RankLens prints 10.0's output, compared with trec_eval 10.0 when -T gives it.
    if [[ $version == 9.0.8 && $rc_te != 0 && -n $te10 ]]; then
      "$te10" "${args[@]}" >"$work/te.out" 2>"$work/te.err"
      rc_te=$?
      superset=$((superset + 1))
    fi
    "$cli" eval --trec-eval-version "$version" "${args[@]}" >"$work/rl.out" 2>"$work/rl.err"
    rc_rl=$?
    ncases=$((ncases + 1))
    n=$(diff "$work/te.out" "$work/rl.out" | grep -c '^[<>]')
    [[ $rc_te != "$rc_rl" ]] && n=$((n > 0 ? n : 1))
    cell["$ename|$s"]=$n
    if [[ $n != 0 ]]; then
      total_diff=$((total_diff + n))
      d="--- $ename [$s] ($n differing lines; exit trec_eval $rc_te, ranklens $rc_rl)"
      d+=$'\n'"    repro: trec_eval ${args[*]}"
      d+=$'\n'"$(diff "$work/te.out" "$work/rl.out" | grep '^[<>]' | head -n 8 | sed 's/^/    /')"
      details+=("$d")
    fi
  done
done

# ---- report -------------------------------------------------------------------------------
echo "ranklens-cli: $cli"
echo "trec_eval:    $te ($("$te" -v 2>&1 | head -1))"
echo "datasets:     $(for d in "${datasets[@]}"; do printf '%s ' "${d%%|*}"; done)"
echo "scenarios:    $(for i in "${!scen_names[@]}"; do printf '%s=[%s] ' "${scen_names[$i]}" "${scen_args[$i]}"; done)"
echo
printf '%-22s' measure
for s in "${scen_names[@]}"; do printf ' %8s' "$s"; done
echo
for m in "${measures[@]}"; do
  printf '%-22s' "$m"
  for s in "${scen_names[@]}"; do
    v=${cell["$m|$s"]:-}
    if [[ -z $v ]]; then printf ' %8s' "n/a"
    elif [[ $v == 0 ]]; then printf ' %8s' "ok"
    else printf ' %8s' "$v"; fi
  done
  echo
done
echo "(cell: ok = identical on every dataset; N = differing lines summed over datasets)"

if [[ ${#teexit[@]} -gt 0 ]]; then
  echo
  echo "trec_eval exited non-zero (output not compared; te/rl = exit codes):"
  for k in "${!teexit[@]}"; do echo "  $k: ${teexit[$k]}"; done | sort | head -n 12
  [[ ${#teexit[@]} -gt 12 ]] && echo "  ... (${#teexit[@]} cases)"
fi

if [[ $nanlines -gt 0 ]]; then
  echo
  echo "compared: $nanlines lines where trec_eval prints -nan (-J left a query no item)"
fi
if [[ $superset -gt 0 ]]; then
  echo "superset: $superset cases 9.0.8 refuses (comment lines) compared with trec_eval 10.0's output"
fi

if [[ ${#details[@]} -gt 0 ]]; then
  echo
  echo "Differences (< trec_eval, > ranklens):"
  for d in "${details[@]}"; do echo "$d"; done
  echo
  echo "FAIL: $total_diff differing lines in ${#details[@]} of $ncases cases"
  exit 1
fi
echo
echo "PASS: $ncases cases identical"
exit 0
