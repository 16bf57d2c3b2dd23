// Recompute time of the explorer's evaluation after a definition change on a large project:
// 7,000 queries x 1,000 ranked items, P/R/NDCG curves for k = 1..1000 (issue 4's 300 ms bar).
// The curves' confidence bands (issue 49): the kernel's sums of squares beside its sums (core
// evaluation with and without them), against the per-query recomputation the GUI thread did at
// first draw before, and the draw-time cost left. The data: the bench scripts' shape generated in
// memory, or RANKLENS_BENCH_DATA=DIR with DIR/msmarco.run and DIR/msmarco.qrels
// (scripts/gen_synthetic.py, as scripts/bench_eval.sh makes them).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "core/eval/evaluator.h"
#include "core/io/input_format.h"

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

// The bench scripts' files when RANKLENS_BENCH_DATA names their folder, else bigProject().
std::shared_ptr<ProjectData> benchProject() {
    const char* dir = std::getenv("RANKLENS_BENCH_DATA");
    if (!dir) return bigProject();
    auto data = std::make_shared<ProjectData>();
    auto run = std::make_shared<core::Run>(core::readRun(std::string(dir) + "/msmarco.run"));
    run->order(core::TiePolicy::TrecEval);
    data->runs.push_back(run);
    data->runInfos.push_back({});
    data->labels =
        std::make_shared<core::Qrels>(core::readQrels(std::string(dir) + "/msmarco.qrels"));
    return data;
}

const std::shared_ptr<ProjectData>& benchData() {
    static const auto data = benchProject();
    return data;
}

// core's evaluation of the three default curves, k = 1..1000, without (0) and with (1) the sums
// of squares the bands are made from: the bands' whole cost in the evaluation.
void BM_CurveSumsWithSquares(benchmark::State& state) {
    const auto& d = *benchData();
    core::EvalOptions o;
    o.curveMeasures = defaultMetrics();
    o.curveK = 1000;
    o.curveSquares = state.range(0) != 0;
    o.requests.push_back({&core::measureInfo(core::MeasureFamily::Judged), {10}});
    for (auto _ : state) {
        auto res = core::evaluate(*d.runs[0], *d.labels, core::EvalConfig{}, o);
        benchmark::DoNotOptimize(res);
    }
}
BENCHMARK(BM_CurveSumsWithSquares)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MinTime(2.0);

// The band of one curve as the GUI thread computed it at first draw before: every query's curve
// evaluated again (queryCurve), its squared deviations from the mean summed, k = 1..1000.
void BM_BandByPerQueryRecompute(benchmark::State& state) {
    EvalRequest req;
    req.data = benchData();
    req.metrics = defaultMetrics();
    req.maxK = 1000;
    const auto ev = computeEvaluation(req);
    const auto& mean = ev->curve(0, 2);  // NDCG@k
    for (auto _ : state) {
        std::vector<double> squares(mean.size(), 0.0);
        for (const auto& q : ev->runs[0].result.queries) {
            const auto c = queryCurve(*ev->data, 0, q.qid, *req.metrics[2], req.defs.config, ev->K);
            for (std::size_t k = 0; k < squares.size(); ++k)
                squares[k] += (c[k] - mean[k]) * (c[k] - mean[k]);
        }
        benchmark::DoNotOptimize(squares);
    }
}
BENCHMARK(BM_BandByPerQueryRecompute)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

// What drawing the bands costs now: the three curves' bands looked up (computed with the
// evaluation, off the GUI thread).
void BM_BandAtDraw(benchmark::State& state) {
    EvalRequest req;
    req.data = benchData();
    req.metrics = defaultMetrics();
    req.maxK = 1000;
    const auto ev = computeEvaluation(req);
    for (auto _ : state) {
        double sum = 0;
        for (std::size_t m = 0; m < 3; ++m)
            if (const CurveBand* b = ev->curveBand(0, m)) sum += b->low.back() + b->high.back();
        benchmark::DoNotOptimize(sum);
    }
}
BENCHMARK(BM_BandAtDraw)->Unit(benchmark::kMicrosecond);

void BM_Curves7000QueriesK1000(benchmark::State& state) {
    EvalRequest req;
    req.data = benchData();
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
