#!/usr/bin/env bash
# Installs what is missing, builds RankLens, and runs the whole test suite: the Release build
# (GUI, CLI, Python module, benchmarks) and its tests through ctest; the core, store and CLI
# tests under ASan + UBSan in the clang tree that also builds the fuzz targets
# (scripts/configure-check-tree.sh) — there only, each test runs once; then every fuzz target
# for 5 seconds (scripts/fuzz.sh; non-zero on any finding). Prints each phase's time
# (resources/docs/architecture.md has the figures).
#   scripts/test.sh           the whole suite (the README's test command; .ci/run)
#   scripts/test.sh --quick   the everyday loop, in the Release tree only: every C++ test (core,
#                             store and CLI ones without sanitizers), the trec_eval comparisons,
#                             the Python module's own tests; it leaves out the sanitizers, the
#                             fuzzers, the benchmarks, the real-GUI (Xvfb) tests, the Debian
#                             package, Dask, pip install and the notebook.
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
# The whole suite runs the core, store and CLI test programs in the sanitizer tree only
# (RANKLENS_ENGINE_TESTS=OFF here); --quick runs them here and builds no benchmarks.
slow_tests='^(gui_real_.*|package_deb|python_dask|python_pip_install|python_notebook)$'
if [[ $quick == 1 ]]; then
  tree=(-DRANKLENS_ENGINE_TESTS=ON -DRANKLENS_BUILD_BENCH=OFF) skip=(-E "$slow_tests")
else
  tree=(-DRANKLENS_ENGINE_TESTS=OFF -DRANKLENS_BUILD_BENCH=ON) skip=()
fi
cmake -S "$here" -B "$here/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON \
  -DRANKLENS_TEST_SHARDS=4 "${tree[@]}" "${launcher[@]}" >/dev/null
cmake --build "$here/build" -j "$jobs"
phase "Release build"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$here/build" --output-on-failure -j "$jobs" "${skip[@]}"
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
"$here/scripts/fuzz.sh" "${RANKLENS_FUZZ_SECONDS:-5}"
phase "fuzzing"
