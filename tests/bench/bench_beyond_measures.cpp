// Google Benchmark for the beyond-accuracy measures (ILD, category coverage, novelty, ARP,
// long-tail share per list; the run-level Gini of exposure) next to the default (trec_eval
// "official") set, on generated data: 7,000 queries (users) x 1,000 ranked items drawn from a
// 50,000-item catalogue with 20 categories and a Zipf-like popularity, graded labels on ~15 %
// of the ranked items. In memory, so only evaluation is timed (the ItemIndex is built once,
// as eval does before evaluating; BM_BuildItemIndex times that step).
//
//   build/tests/bench_beyond_measures [--benchmark_filter=Official]
//
// BM_Official is the default evaluation; it compiles against a tree without the beyond-accuracy
// measures too (they are behind __has_include), so the same file times the default set before
// and after them. peak_rss_MB is the process's peak resident memory so far: run one benchmark
// per process (--benchmark_filter) to read it per configuration.
//
// Figures on the 2-core shared build machine (load 7-10, so wall times are noisy; CPU time of
// the main thread is steadier), 1 thread, --benchmark_min_time=2, one benchmark per process:
//   BM_Official before the beyond-accuracy measures (7858e13)  ~990 ms wall, 406-409 ms CPU,
//                                                               263.6 MB peak
//   BM_Official with them (not requested)                     ~1040 ms wall, 412 ms CPU,
//                                                               263.8 MB peak (within noise)
//   BM_Beyond (ild, catcov, novelty, arp, longtail @10,100 and gini@10,100)
//                                                              ~1020 ms wall, 495 ms CPU, 267.2 MB
//   BM_OfficialPlusBeyond                                      ~1160 ms wall, 684 ms CPU, 267.9 MB
//   BM_BuildItemIndex (50,000 items)                            ~280 ms wall, 114 ms CPU
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/eval/evaluator.h"
#include "core/measures/measure_spec.h"
#include "core/model/qrels.h"
#include "core/model/run.h"
#include "tests/bench/eval_bench.h"
#if __has_include("core/beyond/item_index.h")
#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#define RANKLENS_HAS_BEYOND 1
#endif

namespace {

namespace rl = ranklens::core;

constexpr int kQueries = 7000;
constexpr int kDocs = 1000;
constexpr int kCatalogue = 50000;
constexpr int kCategories = 20;
constexpr std::int64_t kItems = std::int64_t{kQueries} * kDocs;  // ranked items per evaluation

std::string itemName(int i) {
    return "I" + std::to_string(i);
}

struct Data {
    rl::Run run;
    rl::Qrels qrels;
    Data() {
        std::mt19937_64 rng(20261130);
        std::uniform_int_distribution<int> pct(0, 99), grade(0, 3), item(0, kCatalogue - 1);
        std::vector<int> seen(kCatalogue, -1);
        for (int q = 0; q < kQueries; ++q) {
            const std::string qid = "u" + std::to_string(q);
            auto& rq = run.query(qid);
            auto& lq = qrels.query(qid);
            for (int d = 0; d < kDocs;) {
                const int i = item(rng);
                if (seen[static_cast<std::size_t>(i)] == q) continue;  // distinct per list
                seen[static_cast<std::size_t>(i)] = q;
                const std::string doc = itemName(i);
                rq.docs.push_back({static_cast<double>(kDocs - d), run.storeString(doc), 0,
                                   static_cast<std::uint32_t>(d)});
                if (pct(rng) < 15) lq.judgments.push_back({qrels.storeString(doc), grade(rng)});
                ++d;
            }
        }
        qrels.finalize();
    }
};

Data& data() {
    static Data d;
    return d;
}

#ifdef RANKLENS_HAS_BEYOND
// Made only when a benchmark needs it (BM_Official's memory stays that of the default set).
rl::ItemCatalogue makeCatalogue() {
    rl::ItemCatalogue c;
    for (int i = 0; i < kCatalogue; ++i) {
        c.category[itemName(i)] = "c" + std::to_string(i % kCategories);
        c.popularity[itemName(i)] = std::floor(100000.0 / (1.0 + i));  // Zipf-like
    }
    c.popularityUsers = 100000;
    return c;
}

const rl::ItemIndex& items() {
    static const std::unique_ptr<rl::ItemIndex> index =
        std::make_unique<rl::ItemIndex>(makeCatalogue());
    return *index;
}
#endif

void BM_Official(benchmark::State& state) {
    ranklens::bench::timeEvaluation(state, data().run, data().qrels, {"official"}, kItems);
}
BENCHMARK(BM_Official)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

#ifdef RANKLENS_HAS_BEYOND
const std::vector<std::string> kBeyond = {"ild@10,100", "catcov@10,100",   "novelty@10,100",
                                          "arp@10,100", "longtail@10,100", "gini@10,100"};

void BM_BuildItemIndex(benchmark::State& state) {
    const rl::ItemCatalogue c = makeCatalogue();
    for (auto _ : state) {
        rl::ItemIndex index(c);
        benchmark::DoNotOptimize(index.size());
    }
    state.counters["peak_rss_MB"] = ranklens::bench::peakRssMb();
}
BENCHMARK(BM_BuildItemIndex)->Unit(benchmark::kMillisecond)->UseRealTime();

// The item metadata the beyond-accuracy measures read.
void withItems(rl::EvalOptions& opts) {
    opts.items = &items();
}

void BM_Beyond(benchmark::State& state) {
    ranklens::bench::timeEvaluation(state, data().run, data().qrels, kBeyond, kItems, withItems);
}
BENCHMARK(BM_Beyond)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_OfficialPlusBeyond(benchmark::State& state) {
    std::vector<std::string> specs = kBeyond;
    specs.push_back("official");
    ranklens::bench::timeEvaluation(state, data().run, data().qrels, specs, kItems, withItems);
}
BENCHMARK(BM_OfficialPlusBeyond)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
#endif

}  // namespace

BENCHMARK_MAIN();
