#!/usr/bin/env python3
"""Issue 49's performance check: randomised Tukey HSD over 20 runs x 7,000 queries x 3 metrics
at 10,000 permutations, RankLens (core/stats/randomized_tukey, Google Benchmark program
tests/bench/bench_leaderboard.cpp) beside a vectorised numpy implementation of the same test,
timed in the same run, with the ratio. The target: RankLens at most 3 s and at least 10 times
faster than numpy.

    scripts/bench_leaderboard.py [--build BUILD_DIR] [--numpy-permutations N]

BUILD_DIR (default ./build) must be configured with -DRANKLENS_BUILD_BENCH=ON and have built
the target bench_leaderboard (ninja -C BUILD_DIR bench_leaderboard). numpy runs N permutations
(default 200: all 10,000 would take minutes) and its time is scaled to 10,000, permutations
being independent and equal work; the scaled figure is printed as such. The machine's load
(1-minute average) is printed: on a shared machine compare the CPU times.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

import numpy as np

RUNS, QUERIES, METRICS, PERMUTATIONS = 20, 7000, 3, 10000


def numpy_randomized_tukey(scores, permutations, rng, batch=8):
    """scores: (metrics, runs, queries). Per permutation, each query's scores are shuffled over
    the runs (argsort of random keys, one permutation per query shared by the metrics); the
    range of the runs' means per metric. Returns (permutations, metrics) ranges."""
    m, k, n = scores.shape
    per_query = np.ascontiguousarray(scores.transpose(2, 0, 1))  # (queries, metrics, runs)
    out = np.empty((permutations, m))
    for start in range(0, permutations, batch):
        b = min(batch, permutations - start)
        perm = np.argsort(rng.random((b, n, k)), axis=2)  # (b, queries, runs)
        gathered = np.take_along_axis(per_query[None, :, :, :], perm[:, :, None, :], axis=3)
        means = gathered.mean(axis=1)  # (b, metrics, runs)
        out[start:start + b] = means.max(axis=2) - means.min(axis=2)
    return out


def ranklens_time(build):
    exe = os.path.join(build, "tests", "bench_leaderboard")
    if not os.path.exists(exe):
        sys.exit(f"{exe} not found: configure {build} with -DRANKLENS_BUILD_BENCH=ON and "
                 f"build bench_leaderboard")
    out = subprocess.run([exe, "--benchmark_format=json"], capture_output=True, text=True,
                         check=True)
    rows = json.loads(out.stdout)["benchmarks"]
    # Names like BM_RandomizedTukey20x7000x3x10000/0/iterations:1/process_time/real_time.
    return {re.search(r"/(\d+)/", r["name"]).group(1): r for r in rows}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--numpy-permutations", type=int, default=200)
    a = ap.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f}; cores: {os.cpu_count()}")
    for name, row in ranklens_time(a.build).items():
        threads = "all cores" if name == "0" else f"{name} thread"
        print(f"RankLens randomised Tukey HSD, {RUNS} runs x {QUERIES} queries x {METRICS} "
              f"metrics x {PERMUTATIONS} permutations ({threads}): wall "
              f"{row['real_time'] / 1000:.2f} s, CPU {row['cpu_time'] / 1000:.2f} s")
        if name == "0":
            ours, ours_cpu = row["real_time"] / 1000, row["cpu_time"] / 1000
    rng = np.random.default_rng(49)
    scores = np.minimum(1.0, rng.random((METRICS, RUNS, QUERIES)) * 0.9 +
                        0.005 * np.arange(RUNS)[None, :, None])
    t0, c0 = time.perf_counter(), time.process_time()
    numpy_randomized_tukey(scores, a.numpy_permutations, rng)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    scale = PERMUTATIONS / a.numpy_permutations
    print(f"numpy {np.__version__} vectorised, {a.numpy_permutations} permutations: wall "
          f"{wall:.2f} s, CPU {cpu:.2f} s; scaled to {PERMUTATIONS}: wall {wall * scale:.1f} s")
    print(f"RankLens is {wall * scale / ours:.0f} times as fast as numpy (wall, all cores), "
          f"{cpu * scale / ours_cpu:.0f} times by CPU time")
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
