// Recompute time of the explorer's evaluation after a definition change on a large project:
// 7,000 queries x 1,000 ranked items, P/R/NDCG curves for k = 1..1000 (issue 4's 300 ms bar).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

#include "ui/evaluation/evaluation.h"
#include "ui/project/project_data.h"

namespace {

using namespace ranklens;
using namespace ranklens::ui;

std::shared_ptr<ProjectData> bigProject() {
    auto data = std::make_shared<ProjectData>();
    auto run = std::make_shared<core::Run>();
    auto qrels = std::make_shared<core::Qrels>();
    run->name = "big";
    std::uint64_t seed = 42;
    auto rnd = [&seed] {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(seed >> 33);
    };
    char buf[32];
    for (int q = 0; q < 7000; ++q) {
        std::snprintf(buf, sizeof buf, "q%05d", q);
        auto& rq = run->query(buf);
        auto& lq = qrels->query(buf);
        rq.docs.reserve(1000);
        for (int i = 0; i < 1000; ++i) {
            std::snprintf(buf, sizeof buf, "d%d", i);
            rq.docs.push_back(
                {1000.0 - i, run->storeString(buf), 0, static_cast<std::uint32_t>(i)});
            if (rnd() % 20 == 0)
                lq.judgments.push_back({qrels->storeString(buf), static_cast<int>(rnd() % 4)});
        }
    }
    qrels->finalize();
    run->order(core::TiePolicy::TrecEval);
    data->runs.push_back(run);
    data->runInfos.push_back({});
    data->labels = qrels;
    return data;
}

void BM_Curves7000QueriesK1000(benchmark::State& state) {
    static const auto data = bigProject();
    EvalRequest req;
    req.data = data;
    req.metrics = defaultMetrics();
    req.maxK = 1000;
    int rep = 0;
    for (auto _ : state) {
        req.defs.config.gain = (rep++ % 2) ? core::GainKind::Exponential : core::GainKind::Linear;
        auto ev = computeEvaluation(req);
        benchmark::DoNotOptimize(ev);
    }
}
BENCHMARK(BM_Curves7000QueriesK1000)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

}  // namespace

BENCHMARK_MAIN();
