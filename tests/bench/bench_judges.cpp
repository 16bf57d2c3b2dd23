// Google Benchmark of several label sets (issue 47: 5 label sets x 20 runs x 7,000 queries, each
// set 1M judgments; sensitivity with t-tests at most 2 s, agreement at most 1 s on 2 cores):
// agreement (the grade table, Fleiss' kappa, Krippendorff's alpha, 10 pairwise kappas) and
// label sensitivity (20 runs evaluated under each of the 5 sets, ndcg@10, 190 t-tests per set,
// tau-b and tau_AP over the 10 pairs of sets), and the disagreements' impact on one pair of
// runs (two of the sets, the label-sets window's slowest step). Inputs are built in memory (reading
// files is the readers' benchmark).
//
//   build/tests/bench_judges [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <cstdio>
#include <ctime>
#include <random>

#include "core/compare/judging_holes.h"
#include "core/compare/label_sensitivity.h"
#include "core/judging/multi_agreement.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace {

using namespace ranklens::core;
using namespace ranklens::core::compare;

constexpr std::size_t kQueries = 7000, kSets = 5, kRuns = 20, kLabelsPerQuery = 143,
                      kDocsPerRun = 100, kDocs = 300;

// Set s grades doc (2j + q) mod 300 of query q; 30% of its grades differ from a common truth.
const std::vector<Qrels>& labelSets() {
    static std::vector<Qrels> sets;
    if (!sets.empty()) return sets;
    std::mt19937_64 truthGen(3);
    std::vector<int> truth(kQueries * kLabelsPerQuery);
    for (auto& g : truth) g = static_cast<int>(truthGen() % 4);
    char q[32], d[32];
    for (std::size_t s = 0; s < kSets; ++s) {
        std::mt19937_64 gen(100 + s);
        Qrels labels;
        for (std::size_t i = 0; i < kQueries; ++i) {
            std::snprintf(q, sizeof q, "q%05zu", i);
            auto& lq = labels.query(q);
            for (std::size_t j = 0; j < kLabelsPerQuery; ++j) {
                std::snprintf(d, sizeof d, "d%zu", (2 * j + i) % kDocs);
                const int g =
                    gen() % 10 < 3 ? static_cast<int>(gen() % 4) : truth[i * kLabelsPerQuery + j];
                lq.judgments.push_back({labels.storeString(d), g});
            }
        }
        labels.finalize();
        sets.push_back(std::move(labels));
    }
    return sets;
}

const std::vector<Run>& runs() {
    static std::vector<Run> all;
    if (!all.empty()) return all;
    std::mt19937_64 gen(5);
    char q[32], d[32];
    for (std::size_t r = 0; r < kRuns; ++r) {
        Run run;
        run.name = "run" + std::to_string(r);
        for (std::size_t i = 0; i < kQueries; ++i) {
            std::snprintf(q, sizeof q, "q%05zu", i);
            auto& rq = run.query(q);
            for (std::size_t j = 0; j < kDocsPerRun; ++j) {
                std::snprintf(d, sizeof d, "d%zu", (3 * j + r + i) % kDocs);
                rq.docs.push_back({static_cast<double>(gen() % 1000), run.storeString(d), 0,
                                   static_cast<std::uint32_t>(rq.docs.size())});
            }
        }
        run.order(TiePolicy::TrecEval);  // as the CLI does once after reading
        all.push_back(std::move(run));
    }
    return all;
}

std::vector<NamedLabels> named() {
    std::vector<NamedLabels> out;
    for (std::size_t s = 0; s < kSets; ++s)
        out.push_back({"set" + std::to_string(s), &labelSets()[s]});
    return out;
}

void BM_Agreement5Sets1MJudgmentsEach(benchmark::State& state) {
    const auto sets = named();
    const std::clock_t start = std::clock();
    for (auto _ : state) {
        const auto table = gradeTable(sets);
        benchmark::DoNotOptimize(computeMultiAgreement(table, false));
    }
    state.counters["process_cpu_s"] = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC /
                                      static_cast<double>(state.iterations());
    state.counters["judgments"] = static_cast<double>(labelSets()[0].totalJudgments() * kSets);
}
BENCHMARK(BM_Agreement5Sets1MJudgmentsEach)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

void BM_LabelSensitivity5Sets20Runs7000QueriesTTest(benchmark::State& state) {
    const auto sets = named();
    std::vector<const Run*> ptrs;
    std::vector<std::string> names;
    for (const auto& r : runs()) ptrs.push_back(&r), names.push_back(r.name);
    const auto metrics = parseMetrics({"ndcg@10"});
    LabelSensitivityOptions o;
    o.test = TestKind::StudentT;
    const std::clock_t start = std::clock();  // CPU time of every thread of the process
    for (auto _ : state)
        benchmark::DoNotOptimize(labelSensitivity(ptrs, names, sets, EvalConfig{}, metrics, o));
    // On a loaded machine wall time says little; this is the work per run, all threads.
    state.counters["process_cpu_s"] = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC /
                                      static_cast<double>(state.iterations());
}
BENCHMARK(BM_LabelSensitivity5Sets20Runs7000QueriesTTest)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

// The impact step of the label-sets window (and label-sensitivity --impact): every disagreement
// of two of the sets (about 45% of 1M items) ranked by how far it moves run1's delta to run0 on
// ndcg@10; the progress callback counted as the window's bar counts it.
void BM_DisagreementImpact2Sets7000Queries(benchmark::State& state) {
    auto sets = named();
    sets.resize(2);
    std::vector<const Run*> ptrs;
    std::vector<std::string> names;
    for (const auto& r : runs()) ptrs.push_back(&r), names.push_back(r.name);
    ptrs.resize(2), names.resize(2);
    const auto metrics = parseMetrics({"ndcg@10"});
    LabelSensitivityOptions o;
    o.test = TestKind::StudentT;
    auto s = labelSensitivity(ptrs, names, sets, EvalConfig{}, metrics, o);
    std::size_t calls = 0;
    const std::clock_t start = std::clock();
    for (auto _ : state)
        addDisagreementImpact(s, ptrs, sets, EvalConfig{}, 0, 1, 200,
                              [&calls](std::size_t, std::size_t) { return ++calls > 0; });
    state.counters["process_cpu_s"] = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC /
                                      static_cast<double>(state.iterations());
    state.counters["progress_calls"] =
        static_cast<double>(calls) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_DisagreementImpact2Sets7000Queries)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

// The holes step of the label-sets window (and label-sensitivity --holes): the unjudged items of
// the top 10 of two runs under one set (about half of them: each set grades 143 of 300 docs of
// a query), each given the highest grade alone.
void BM_JudgingHoles7000QueriesTop10(benchmark::State& state) {
    const auto metric = parseMetrics({"ndcg@10"}).front();
    std::size_t holes = 0;
    const std::clock_t start = std::clock();
    for (auto _ : state)
        holes = judgingHoles(runs()[0], runs()[1], labelSets()[0], EvalConfig{}, metric, 10).holes;
    state.counters["process_cpu_s"] = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC /
                                      static_cast<double>(state.iterations());
    state.counters["holes"] = static_cast<double>(holes);
}
BENCHMARK(BM_JudgingHoles7000QueriesTop10)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
