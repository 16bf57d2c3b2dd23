// Google Benchmark of the model comparison (issue: 5 runs x 7,000 queries x 4 metrics with
// 10,000 permutations in a few seconds): compareRuns on a baseline + 5 runs, all cores, with and
// without the bootstrap intervals and the per-segment tables; and the whole pipeline from ranked
// lists (evaluation of 6 runs x 7,000 queries x 100 items, then the tests).
//
//   build/tests/bench_compare [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <random>

#include "core/compare/comparison.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace {

using namespace ranklens::core;
using namespace ranklens::core::compare;

constexpr std::size_t kQueries = 7000, kRuns = 6;  // baseline + 5

ComparisonInput valuesInput() {
    ComparisonInput in;
    in.metrics = parseMetrics({"P@10", "R@10", "ndcg@10", "mrr"});
    std::mt19937_64 gen(11);
    std::uniform_real_distribution<double> u(0, 1);
    std::normal_distribution<double> noise(0, 0.1);
    char buf[32];
    for (std::size_t q = 0; q < kQueries; ++q) {
        std::snprintf(buf, sizeof buf, "q%05zu", q);
        in.qids.push_back(buf);
        in.segments.push_back(q % 3 == 0 ? "new_user" : "returning");
        in.weights.push_back(1.0 + static_cast<double>(q % 5));
    }
    std::vector<std::vector<double>> base(in.metrics.size(), std::vector<double>(kQueries));
    for (auto& m : base)
        for (double& v : m) v = u(gen);
    for (std::size_t r = 0; r < kRuns; ++r) {
        in.runNames.push_back("run" + std::to_string(r));
        in.values.emplace_back();
        in.runValue.emplace_back();
        for (std::size_t m = 0; m < in.metrics.size(); ++m) {
            std::vector<double> v(kQueries);
            double sum = 0;
            for (std::size_t q = 0; q < kQueries; ++q) {
                v[q] =
                    r == 0 ? base[m][q] : std::clamp(base[m][q] + 0.003 * r + noise(gen), 0.0, 1.0);
                sum += v[q];
            }
            in.values.back().push_back(std::move(v));
            in.runValue.back().push_back(sum / kQueries);
        }
    }
    return in;
}

// Args: bootstrap resamples, per-segment tables (0/1).
void BM_Compare5Runs7000Queries4Metrics10000Permutations(benchmark::State& state) {
    static const ComparisonInput in = valuesInput();
    CompareOptions o;
    o.permutations = 10000;
    o.resamples = static_cast<std::size_t>(state.range(0));
    o.bySegment = state.range(1) != 0;
    for (auto _ : state) benchmark::DoNotOptimize(compareRuns(in, o));
    state.counters["tested_cells"] = static_cast<double>((kRuns - 1) * in.metrics.size());
}
BENCHMARK(BM_Compare5Runs7000Queries4Metrics10000Permutations)
    ->Args({0, 0})
    ->Args({2000, 0})
    ->Args({2000, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

// From ranked lists: 6 runs x 7,000 queries x 100 items, 10 labels per query.
void BM_ComparePipelineFromRankedLists(benchmark::State& state) {
    static std::vector<Run> runs;
    static Qrels labels;
    if (runs.empty()) {
        std::mt19937_64 gen(5);
        char q[32], d[32];
        for (std::size_t i = 0; i < kQueries; ++i) {
            std::snprintf(q, sizeof q, "q%05zu", i);
            auto& lq = labels.query(q);
            for (int j = 0; j < 10; ++j) {
                std::snprintf(d, sizeof d, "d%d", static_cast<int>(gen() % 300));
                bool dup = false;
                for (const auto& jd : lq.judgments) dup = dup || std::string_view(jd.doc) == d;
                if (!dup)
                    lq.judgments.push_back({labels.storeString(d), static_cast<int>(gen() % 4)});
            }
        }
        labels.finalize();
        for (std::size_t r = 0; r < kRuns; ++r) {
            Run run;
            run.name = "run" + std::to_string(r);
            for (std::size_t i = 0; i < kQueries; ++i) {
                std::snprintf(q, sizeof q, "q%05zu", i);
                auto& rq = run.query(q);
                for (int j = 0; j < 100; ++j) {
                    std::snprintf(d, sizeof d, "d%d", static_cast<int>((j * 3 + r + i) % 300));
                    rq.docs.push_back({static_cast<double>(gen() % 1000), run.storeString(d), 0,
                                       static_cast<std::uint32_t>(rq.docs.size())});
                }
            }
            runs.push_back(std::move(run));
        }
    }
    const auto metrics = parseMetrics({"P@10", "R@10", "ndcg@10", "mrr"});
    std::vector<const Run*> ptrs;
    std::vector<std::string> names;
    for (auto& r : runs) {
        ptrs.push_back(&r);
        names.push_back(r.name);
    }
    CompareOptions o;
    o.permutations = 10000;
    for (auto _ : state) {
        const auto in =
            evaluateForComparison(ptrs, names, labels, EvalConfig{}, metrics, {}, "bench");
        benchmark::DoNotOptimize(compareRuns(in, o));
    }
}
BENCHMARK(BM_ComparePipelineFromRankedLists)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
