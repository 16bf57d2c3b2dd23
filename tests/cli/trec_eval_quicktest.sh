#!/usr/bin/env bash
# trec_eval's own test suite through ranklens-cli: every command of trec_eval 10.0's
# `make quicktest` (tests/data/trec_eval/quicktest.txt), run as `ranklens-cli eval ARGS` on
# copies of trec_eval's test files, must print exactly trec_eval 9.0.8's output and exit with
# its code (expected-9.0.8/, made once by trec_eval 9.0.8 built from usnistgov/trec_eval), and
# with --trec-eval-version 10.0 exactly 10.0's (expected-10.0/, equal to the out.* files 10.0
# ships). Usage: trec_eval_quicktest.sh RANKLENS_CLI [VERSION...]. Prints one line per command
# and version, then "N passed, N failed"; exit status 1 when any failed.
set -uo pipefail
cli=$(realpath "$1")
shift
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
    "$cli" eval --trec-eval-version "$version" $args >"$out" 2>/dev/null
    rc=$?
    want_rc=$(cat "expected-$version/$name.rc")
    if [[ $rc == "$want_rc" ]] && cmp -s "$out" "expected-$version/$name.out"; then
      passed=$((passed + 1))
      echo "ok      $version $name"
    else
      failed=$((failed + 1))
      echo "FAILED  $version $name: exit $rc (trec_eval $want_rc), $(diff "$out" "expected-$version/$name.out" | grep -c '^[<>]') lines differ"
      diff "$out" "expected-$version/$name.out" | head -6 | sed 's/^/        /'
    fi
  done <quicktest.txt
done
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
