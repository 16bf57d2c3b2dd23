// Google Benchmark for the comparison statistics: randomization tests of 20 paired samples
// (5 runs x 4 metrics against one baseline) over 7,000 queries with 10,000 permutations each,
// on all cores and on one thread; the paired bootstrap interval and the t-test of one sample.
// Data are metric-like values in [0, 1) from a fixed seed.
//
//   build/tests/bench_stats [--benchmark_filter=Randomization]
//
// items_per_second = (sample x permutation x query) sign-and-adds per second (bootstrap:
// resample x query draws). CPU is the whole process's CPU time (all threads); on a shared
// machine it is the steadier figure, wall time depends on what else runs.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <vector>

#include "core/stats/stats.h"

namespace {

namespace st = ranklens::core::stats;

constexpr std::size_t kQueries = 7000;
constexpr std::size_t kRuns = 5, kMetrics = 4;
constexpr std::size_t kPermutations = 10000;

struct Data {
    std::vector<std::vector<double>> baseline;  // per metric
    std::vector<std::vector<double>> runs;      // per (run, metric)
    std::vector<st::PairedSample> samples;
};

const Data& data() {
    static const Data d = [] {
        Data x;
        std::mt19937_64 gen(7);
        std::uniform_real_distribution<double> u(0, 1);
        std::normal_distribution<double> noise(0, 0.1);
        for (std::size_t m = 0; m < kMetrics; ++m) {
            std::vector<double> base(kQueries);
            for (double& v : base) v = u(gen);
            x.baseline.push_back(std::move(base));
        }
        for (std::size_t r = 0; r < kRuns; ++r)
            for (std::size_t m = 0; m < kMetrics; ++m) {
                std::vector<double> run(kQueries);
                for (std::size_t q = 0; q < kQueries; ++q)
                    run[q] = x.baseline[m][q] + 0.002 * static_cast<double>(r) + noise(gen);
                x.runs.push_back(std::move(run));
            }
        for (std::size_t r = 0; r < kRuns; ++r)
            for (std::size_t m = 0; m < kMetrics; ++m)
                x.samples.push_back({x.baseline[m], x.runs[r * kMetrics + m]});
        return x;
    }();
    return d;
}

// Arg = threads (0 = all cores).
void BM_RandomizationTests20x7000x10000(benchmark::State& state) {
    const Data& d = data();
    st::RandomizationOptions o;
    o.permutations = kPermutations;
    o.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(st::randomizationTests(d.samples, o));
    state.SetItemsProcessed(state.iterations() *
                            static_cast<std::int64_t>(d.samples.size() * kPermutations * kQueries));
}
BENCHMARK(BM_RandomizationTests20x7000x10000)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// The same 20 samples one call at a time (what batching saves).
void BM_RandomizationTestOneByOne(benchmark::State& state) {
    const Data& d = data();
    st::RandomizationOptions o;
    o.permutations = kPermutations;
    o.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state)
        for (const st::PairedSample& s : d.samples)
            benchmark::DoNotOptimize(st::randomizationTest(s.a, s.b, o));
    state.SetItemsProcessed(state.iterations() *
                            static_cast<std::int64_t>(d.samples.size() * kPermutations * kQueries));
}
BENCHMARK(BM_RandomizationTestOneByOne)
    ->Arg(0)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

void BM_BootstrapCI7000x10000(benchmark::State& state) {
    const Data& d = data();
    st::BootstrapOptions o;
    o.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(st::bootstrapMeanDiffCI(d.samples[0].a, d.samples[0].b, o));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(o.resamples * kQueries));
}
BENCHMARK(BM_BootstrapCI7000x10000)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

void BM_PairedTTest7000(benchmark::State& state) {
    const Data& d = data();
    for (auto _ : state) benchmark::DoNotOptimize(st::pairedTTest(d.samples[0].a, d.samples[0].b));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kQueries));
}
BENCHMARK(BM_PairedTTest7000);

}  // namespace

BENCHMARK_MAIN();
