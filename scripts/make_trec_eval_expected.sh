#!/usr/bin/env bash
# Makes the expected outputs of trec_eval's commands for tests/cli/trec_eval_quicktest.sh: runs
# each "name|arguments" line of LIST (in tests/data/trec_eval) with trec_eval 9.0.8 and 10.0 and
# writes expected-<version>/<name>.out (stdout) and .rc (exit code). Files ending in .gz are
# given to trec_eval decompressed (it reads no gzip).
#
#   scripts/make_trec_eval_expected.sh TREC_EVAL_9.0.8 TREC_EVAL_10.0 LIST
#
# The two binaries are built outside this repository from usnistgov/trec_eval (tags v9.0.8 and
# v10.0: `make` in a checkout).
set -euo pipefail
te9=$(realpath "$1")
te10=$(realpath "$2")
list=$3
cd "$(dirname "${BASH_SOURCE[0]}")/../tests/data/trec_eval"
plain=$(mktemp -d)
trap 'rm -rf "$plain"' EXIT
mkdir "$plain/test"
for f in test/*; do
  case $f in
    *.gz) gzip -dc "$f" >"$plain/${f%.gz}" ;;
    *) cp "$f" "$plain/$f" ;;
  esac
done
while IFS='|' read -r name args; do
  [[ -z $name || $name == \#* ]] && continue
  for v in 9.0.8 10.0; do
    te=$te9
    [[ $v == 10.0 ]] && te=$te10
    # shellcheck disable=SC2086  # the arguments are words, as trec_eval's Makefile passes them
    (cd "$plain" && "$te" ${args//.gz/}) >"expected-$v/$name.out" 2>/dev/null &&
      echo 0 >"expected-$v/$name.rc" || echo $? >"expected-$v/$name.rc"
  done
done <"$list"
