#!/usr/bin/env bash
# Configures the one instrumented tree (clang, ASan + UBSan, libFuzzer coverage) that serves both
# the sanitizer pass of scripts/test.sh (core, store, CLI and their tests) and the fuzz targets
# of scripts/fuzz.sh, so the engine is compiled once for both. -O1: what the sanitizers
# recommend. -O0 compiled a core batch 2.5 times as fast (15.8 s of CPU against 38.9 s) but one
# core_tests shard then ran 478 s instead of ~31 s: the engine stays at -O1. The test programs
# and the CLI's commands, whose own code only sets up, parses and prints, are compiled at -O0
# and without the fuzzers' coverage (tests/CMakeLists.txt, app/CMakeLists.txt): 15 s of CPU for
# a core_tests batch instead of 49 s; the four tests whose own code computes at length keep -O1.
# Line tables are all a sanitizer's or a fuzzer's
# stack trace reads. A unity build (8 sources a compiler run) parses the headers once per 8 files. Each test
# program runs as 4 gtest shards rather than a process per test (tests/CMakeLists.txt).
# Usage: scripts/configure-check-tree.sh BUILD_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:?usage: configure-check-tree.sh BUILD_DIR}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-gline-tables-only -O1" \
  -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" -DRANKLENS_FUZZ=ON \
  -DCMAKE_UNITY_BUILD=ON -DRANKLENS_TEST_SHARDS=4 \
  -DRANKLENS_BUILD_GUI=OFF -DRANKLENS_BUILD_TESTS=ON -DRANKLENS_BUILD_BENCH=OFF >/dev/null
