// Google Benchmark for the user-model (RBP, ERR) and intent-aware (alpha-nDCG, ERR-IA,
// S-recall) measures next to the default (trec_eval "official") set, on generated data:
// 7,000 queries x 1,000 ranked items, graded labels on ~15 % of the items, and subtopic labels
// (4 subtopics per query, ~60 judged items each). In memory, so only evaluation is timed.
//
//   build/tests/bench_new_measures [--benchmark_filter=Official]
//
// BM_Official is the default evaluation; it compiles against a tree without the new measures
// too (they are behind __has_include), so the same file times the default set before and after
// them. peak_rss_MB is the process's peak resident memory so far: run one benchmark per process
// (--benchmark_filter) to read it per configuration.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "core/eval/evaluator.h"
#include "core/measures/measure_spec.h"
#include "core/model/qrels.h"
#include "core/model/run.h"
#include "tests/bench/eval_bench.h"
#if __has_include("core/io/diversity_qrels.h")
#include "core/io/diversity_qrels.h"
#define RANKLENS_HAS_NEW_MEASURES 1
#endif

namespace {

namespace rl = ranklens::core;

constexpr int kQueries = 7000;
constexpr int kDocs = 1000;
constexpr std::int64_t kItems = std::int64_t{kQueries} * kDocs;  // ranked items per evaluation

struct Data {
    rl::Run run;
    rl::Qrels qrels;
    Data() {
        std::mt19937_64 rng(20261130);
        std::uniform_int_distribution<int> pct(0, 99), grade(0, 3);
        for (int q = 0; q < kQueries; ++q) {
            const std::string qid = "q" + std::to_string(q);
            auto& rq = run.query(qid);
            auto& lq = qrels.query(qid);
            for (int d = 0; d < kDocs; ++d) {
                const std::string doc = docName(q, d);
                rq.docs.push_back({static_cast<double>(kDocs - d) + 0.5 * (pct(rng) < 5),
                                   run.storeString(doc), 0, static_cast<std::uint32_t>(d)});
                if (pct(rng) < 15) lq.judgments.push_back({qrels.storeString(doc), grade(rng)});
            }
        }
        qrels.finalize();
    }
    static std::string docName(int q, int d) {
        return "D" + std::to_string((q * 7919 + d * 104729) % 5000000);
    }
};

Data& data() {
    static Data d;
    return d;
}

#ifdef RANKLENS_HAS_NEW_MEASURES
// Subtopic labels, made only when a benchmark needs them (BM_Official's memory stays that of
// the default evaluation): ~6 % of each query's items relevant to one of 4 subtopics.
constexpr int kSubtopics = 4;

const rl::DiversityQrels& subtopics() {
    static const rl::DiversityQrels d = [] {
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<int> pct(0, 99), sub(0, kSubtopics - 1);
        std::vector<rl::DiversityQrels::Line> lines;
        for (int q = 0; q < kQueries; ++q)
            for (int i = 0; i < kDocs; ++i)
                if (pct(rng) < 6)
                    lines.push_back({"q" + std::to_string(q), "s" + std::to_string(sub(rng)),
                                     Data::docName(q, i), 1});
        return rl::DiversityQrels::build(std::move(lines), "generated");
    }();
    return d;
}
#endif

void BM_Official(benchmark::State& state) {
    ranklens::bench::timeEvaluation(state, data().run, data().qrels, {"official"}, kItems);
}
BENCHMARK(BM_Official)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

#ifdef RANKLENS_HAS_NEW_MEASURES
// The subtopic labels the intent-aware measures read.
void withSubtopics(rl::EvalOptions& opts) {
    opts.diversity = &subtopics();
}

void BM_UserModels(benchmark::State& state) {
    ranklens::bench::timeEvaluation(state, data().run, data().qrels,
                                    {"rbp_ranklens.0.5,0.8,0.95", "rbp_resid_ranklens.0.5,0.8,0.95",
                                     "err@5,10,20", "nerr@5,10,20"},
                                    kItems);
}
BENCHMARK(BM_UserModels)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Diversity(benchmark::State& state) {
    ranklens::bench::timeEvaluation(
        state, data().run, data().qrels,
        {"alpha_ndcg@5,10,20", "err_ia@5,10,20", "nerr_ia@5,10,20", "srecall@5,10,20"}, kItems,
        withSubtopics);
}
BENCHMARK(BM_Diversity)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_OfficialPlusAllNew(benchmark::State& state) {
    ranklens::bench::timeEvaluation(
        state, data().run, data().qrels,
        {"official", "rbp_ranklens.0.5,0.8,0.95", "rbp_resid_ranklens.0.5,0.8,0.95", "err@5,10,20",
         "nerr@5,10,20", "alpha_ndcg@5,10,20", "err_ia@5,10,20", "nerr_ia@5,10,20",
         "srecall@5,10,20"},
        kItems, withSubtopics);
}
BENCHMARK(BM_OfficialPlusAllNew)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
#endif

}  // namespace

BENCHMARK_MAIN();
