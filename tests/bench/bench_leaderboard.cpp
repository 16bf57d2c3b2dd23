// The leaderboard's randomised Tukey HSD at the size of issue 49: 20 runs x 7,000 queries x 3
// metrics, 10,000 permutations (every permutation shuffles the runs within each query and
// serves the three metrics). scripts/bench_leaderboard.py runs it beside a vectorised numpy
// implementation of the same test and prints both.
//   build/tests/bench_leaderboard [--benchmark_format=json]
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "core/stats/randomized_tukey.h"

namespace {

namespace st = ranklens::core::stats;

constexpr std::size_t kRuns = 20, kQueries = 7000, kMetrics = 3, kPermutations = 10000;

const std::vector<st::ScoreMatrix>& data() {
    static const std::vector<st::ScoreMatrix> d = [] {
        std::mt19937_64 gen(49);
        std::uniform_real_distribution<double> u(0, 1);
        std::vector<st::ScoreMatrix> m(kMetrics,
                                       st::ScoreMatrix(kRuns, std::vector<double>(kQueries)));
        for (auto& matrix : m)
            for (std::size_t r = 0; r < kRuns; ++r)
                for (double& x : matrix[r]) x = std::min(1.0, u(gen) * 0.9 + 0.005 * double(r));
        return m;
    }();
    return d;
}

// Arg = threads (0 = all cores).
void BM_RandomizedTukey20x7000x3x10000(benchmark::State& state) {
    const auto& d = data();
    st::RandomizedTukeyOptions o;
    o.permutations = kPermutations;
    o.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(st::randomizedRanges({&d[0], &d[1], &d[2]}, o));
}
BENCHMARK(BM_RandomizedTukey20x7000x3x10000)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime()
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
