#!/usr/bin/env bash
# Installs what is missing, builds RankLens, and runs the whole test suite:
# the Release build (GUI, CLI, Python module, benchmarks) through ctest, then the core, store and
# CLI tests again under ASan + UBSan in the clang tree that also builds the fuzz targets
# (scripts/configure-check-tree.sh), then every fuzz target for 10 seconds (scripts/fuzz.sh;
# non-zero on any finding). Prints each phase's time.
#   scripts/test.sh           the whole suite (the README's test command; .ci/run)
#   scripts/test.sh --quick   the everyday loop: the Release build and its tests only
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
quick=0
[[ ${1:-} == --quick ]] && quick=1
jobs=$(nproc)
phase_start=$SECONDS
phase() {  # prints how long the phase before took
  echo "== test.sh: $1 took $((SECONDS - phase_start)) s" >&2
  phase_start=$SECONDS
}
"$here/scripts/install-deps.sh"
phase "install"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# ccache serves any clone of the repository: paths relative to it, and the debug (-g) trees'
# objects not keyed by their build directory; the tests' precompiled headers are cacheable.
export CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=1
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
# A unity build: each compiler run takes 8 sources and parses Qt, gtest and the standard library
# once for them (a plain `cmake -B build` builds file by file and catches a missing include).
# Each gtest program runs as 4 shards, not a process per test (tests/CMakeLists.txt).
cmake -S "$here" -B "$here/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON \
  -DRANKLENS_TEST_SHARDS=4 "${launcher[@]}" >/dev/null
cmake --build "$here/build" -j "$jobs"
phase "Release build"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$here/build" --output-on-failure -j "$jobs"
phase "Release tests"
[[ $quick == 1 ]] && exit 0
# Sanitizer pass: the engine, store, CLI and their tests (Qt is not built with ASan).
"$here/scripts/configure-check-tree.sh" "$here/build-check"
cmake --build "$here/build-check" -j "$jobs"
phase "instrumented build"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$here/build-check" --output-on-failure -j "$jobs"
phase "sanitizer tests"
# Fuzzing: a short run of every libFuzzer target keeps them building and finding nothing.
"$here/scripts/fuzz.sh" "${RANKLENS_FUZZ_SECONDS:-10}"
phase "fuzzing"
