#!/usr/bin/env bash
# trec_eval's own test suite through ranklens-cli: every command of trec_eval 10.0's
# `make quicktest` (tests/data/trec_eval/quicktest.txt), run as `ranklens-cli eval ARGS` on
# copies of trec_eval's test files. With --trec-eval-version 10.0 it must print exactly 10.0's
# output and exit with its code (expected-10.0/, equal to the out.* files 10.0 ships). In the
# default mode (version 9.0.8: no --trec-eval-version, as users run it) the rule is the superset:
# where trec_eval 9.0.8 gives an output (expected-9.0.8/, made once by 9.0.8 built from
# usnistgov/trec_eval) exactly that; where 9.0.8 refuses the command (comment lines it cannot
# read) and 10.0 does not, exactly 10.0's. superset.txt, the same way, holds the commands with
# trec_eval 10.0's measures (rbp, rbp_resid, unj, dcg, ideal_dcg) that 9.0.8 refuses.
# Usage: trec_eval_quicktest.sh RANKLENS_CLI [--list FILE] [VERSION...] (FILE in
# tests/data/trec_eval, quicktest.txt by default). Prints one line per command and version,
# then "N passed, N failed"; exit status 1 when any failed.
set -uo pipefail
cli=$(realpath "$1")
shift
list=quicktest.txt
if [[ ${1:-} == --list ]]; then
  list=$2
  shift 2
fi
versions=("$@")
[[ ${#versions[@]} -gt 0 ]] || versions=(9.0.8 10.0)
data=$(cd "$(dirname "${BASH_SOURCE[0]}")/../data/trec_eval" && pwd)
cd "$data" || exit 2
out=$(mktemp)
trap 'rm -f "$out"' EXIT
passed=0
failed=0
for version in "${versions[@]}"; do
  while IFS='|' read -r name args; do
    [[ -z $name || $name == \#* ]] && continue
    # shellcheck disable=SC2086  # the arguments are words, as trec_eval's Makefile passes them
    want=$version
    if [[ $version == 9.0.8 ]]; then
      "$cli" eval $args >"$out" 2>/dev/null
      rc=$?
      # The superset: 10.0's output where 9.0.8 has none.
      [[ $(cat "expected-9.0.8/$name.rc") != 0 && $(cat "expected-10.0/$name.rc") == 0 ]] &&
        want=10.0
    else
      "$cli" eval --trec-eval-version "$version" $args >"$out" 2>/dev/null
      rc=$?
    fi
    want_rc=$(cat "expected-$want/$name.rc")
    if [[ $rc == "$want_rc" ]] && cmp -s "$out" "expected-$want/$name.out"; then
      passed=$((passed + 1))
      echo "ok      $version $name$([[ $want != "$version" ]] && echo " (as $want: $version has no output)")"
    else
      failed=$((failed + 1))
      echo "FAILED  $version $name: exit $rc (trec_eval $want $want_rc), $(diff "$out" "expected-$want/$name.out" | grep -c '^[<>]') lines differ"
      diff "$out" "expected-$want/$name.out" | head -6 | sed 's/^/        /'
    fi
  done <"$list"
done
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
