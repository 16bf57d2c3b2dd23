#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz; clang, -fsanitize=fuzzer,address,undefined) in
# build-check/, the tree whose tests scripts/test.sh runs under the sanitizers, and runs each for
# SECONDS (default 60) from its seed corpus in tests/fuzz/corpus/<target>/ (the seeds are copied:
# the repository's corpus is not changed), FUZZ_JOBS targets at a time (default: one per core).
# Prints execs/s, coverage (cov/ft) and corpus size per target; exits non-zero on any finding
# (crash, sanitizer report, leak, timeout, out-of-memory, disagreement). Findings are saved in
# build-check/findings/. Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
build="$here/build-check"
mkdir -p "$build"
exec 9>"$build/.build.lock"  # two fuzz.sh at once: one configures and builds at a time
flock 9
"$here/scripts/configure-check-tree.sh" "$build"
cmake --build "$build" --target fuzz_all -j "${FUZZ_BUILD_JOBS:-2}"
flock -u 9

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for d in "$here"/tests/fuzz/corpus/*/; do targets+=("$(basename "$d")"); done
fi
mkdir -p "$build/findings" "$build/logs"
rm -f "$build/logs/"*.status
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
failed=0
findings=()
# Targets run side by side, one per core (FUZZ_JOBS), each for SECONDS; the table keeps their order.
fuzz_one() {  # runs target $1; its exit status goes to $build/logs/$1.status
  local t=$1 work="$build/corpus/$1" status=0
  mkdir -p "$work"
  # -rss_limit_mb/-malloc_limit_mb: an input asking for gigabytes is a finding too.
  "$build/tests/fuzz/$t" "$work" "$here/tests/fuzz/corpus/$t" -max_total_time="$seconds" \
    -timeout=30 -rss_limit_mb=2048 -malloc_limit_mb=1024 -print_final_stats=1 \
    -artifact_prefix="$build/findings/$t-" >"$build/logs/$t.log" 2>&1 || status=$?
  echo "$status" >"$build/logs/$t.status"
}
jobs_max=${FUZZ_JOBS:-$(nproc)}
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
  fuzz_one "$t" &
done
wait
printf '%-20s %8s %10s %8s %8s %8s %8s %s\n' target seconds runs execs/s cov ft corpus result
for t in "${targets[@]}"; do
  log="$build/logs/$t.log"
  status=$(cat "$build/logs/$t.status" 2>/dev/null || echo 1)
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
  ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
  corp=$(sed -nE 's/.* corp: ([0-9]+)\/.*/\1/p' <<<"$last")
  eps=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+).*/\1/p' "$log" | tail -1)
  runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
  result=ok
  if [ "$status" -ne 0 ]; then
    result="FINDING (exit $status, see $log)"
    failed=1
    # The log and the saved input are gone with a CI machine: print what was found.
    findings+=("$t" "$log")
  fi
  printf '%-20s %8s %8s %10s %8s %8s %8s %s\n' "$t" "$seconds" "${runs:-?}" "${eps:-?}" \
    "${cov:-?}" "${ft:-?}" \
    "${corp:-?}" "$result"
done
for ((i = 0; i < ${#findings[@]}; i += 2)); do
  echo "== ${findings[i]}: the finding, as libFuzzer reported it" >&2
  grep -v -E '^(#[0-9]+|INFO:|MS:|base unit:|".*" # Uses:)' "${findings[i + 1]}" | tail -60 >&2
  for f in "$build/findings/${findings[i]}-"*; do
    [ -f "$f" ] || continue
    echo "== input $(basename "$f") ($(stat -c %s "$f") bytes), base64:" >&2
    head -c 4096 "$f" | base64 >&2
  done
done
exit $failed
