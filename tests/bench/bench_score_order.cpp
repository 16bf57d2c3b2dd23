// Putting ranked lists in trec_eval order (core::orderQuery) when they were written in another
// order than their scores' (a reranker's output): 1,000 lists of 1,000 docs with 6-decimal
// scores and MS MARCO docids, as the large project's second run. Compared with the plain sort
// (score descending, docid descending by strcmp) that orderQuery replaced for such lists.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core/model/run.h"
#include "core/order/order_query.h"

namespace rl = ranklens::core;

namespace {

struct Lists {
    std::vector<std::string> ids;
    std::vector<std::vector<rl::RankedDoc>> queries;
};

const Lists& lists() {
    static const Lists l = [] {
        Lists out;
        std::mt19937_64 rng(14);
        for (int i = 0; i < 9000; ++i) out.ids.push_back("msmarco_doc_" + std::to_string(i));
        for (int q = 0; q < 1000; ++q) {
            std::vector<rl::RankedDoc> docs;
            for (std::uint32_t i = 0; i < 1000; ++i) {
                // Scores rounded to 3 decimals: about a fifth of the docs share a score.
                const double score =
                    std::round((20.0 - i * 0.02 + (rng() % 4000) / 1000.0) * 1000.0) / 1000.0;
                docs.push_back(rl::RankedDoc{score, out.ids[rng() % out.ids.size()].c_str(),
                                             static_cast<std::int32_t>(i + 1), i});
            }
            out.queries.push_back(std::move(docs));
        }
        return out;
    }();
    return l;
}

void BM_PlainSort(benchmark::State& state) {
    std::vector<rl::RankedDoc> d;
    for (auto _ : state)
        for (const auto& q : lists().queries) {
            d = q;
            std::sort(d.begin(), d.end(), [](const rl::RankedDoc& a, const rl::RankedDoc& b) {
                if (a.score != b.score) return a.score > b.score;
                return std::strcmp(a.doc, b.doc) > 0;
            });
            benchmark::DoNotOptimize(d.data());
        }
    state.SetItemsProcessed(state.iterations() * 1000 * 1000);
}
BENCHMARK(BM_PlainSort)->Unit(benchmark::kMillisecond);

void BM_OrderQuery(benchmark::State& state) {
    rl::RunQuery rq;
    for (auto _ : state)
        for (const auto& q : lists().queries) {
            rq.docs = q;
            rl::orderQuery(rq, rl::TiePolicy::TrecEval);
            benchmark::DoNotOptimize(rq.docs.data());
        }
    state.SetItemsProcessed(state.iterations() * 1000 * 1000);
}
BENCHMARK(BM_OrderQuery)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
