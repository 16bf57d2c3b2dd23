#!/usr/bin/env bash
# Installs what is missing, builds RankLens, and runs the whole test suite:
# the normal build through ctest, then the core and store tests again under ASan + UBSan,
# then every fuzz target for 10 seconds (scripts/fuzz.sh; non-zero on any finding).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/install-deps.sh"
jobs=$(nproc)
cmake -S "$here" -B "$here/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$here/build" -j "$jobs"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$here/build" --output-on-failure -j "$jobs"
# Sanitizer pass: a headless build (engine, store, CLI and their tests; Qt is not built with
# ASan), every test of it.
cmake -S "$here" -B "$here/build-asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DRANKLENS_SANITIZE=ON -DRANKLENS_BUILD_GUI=OFF -DRANKLENS_BUILD_BENCH=OFF >/dev/null
cmake --build "$here/build-asan" -j "$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$here/build-asan" --output-on-failure -j "$jobs"
# Fuzzing: a short run of every libFuzzer target keeps them building and finding nothing.
"$here/scripts/fuzz.sh" "${RANKLENS_FUZZ_SECONDS:-10}"
