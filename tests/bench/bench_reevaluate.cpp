// The explorer's re-evaluation after the FIRST change of a definition (issue 14): two runs of
// 7,000 queries x 1,000 ranked items (the large project's shape: about 430 labels per query,
// grades -2..3), P/R/NDCG curves for k = 1..1000 and Judged@k, the labels already looked up
// (GradeCache) and every piece of the earlier definitions cached (ResultCache), so only what
// the change touches is evaluated, as in the window. Each iteration starts from a fresh result
// cache holding the pieces of the default definitions (not timed), then times the change.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

#include "core/judged/run_grades.h"
#include "ui/evaluation/evaluation.h"
#include "ui/evaluation/grade_cache.h"
#include "ui/evaluation/result_cache.h"
#include "ui/project/project_data.h"

namespace {

using namespace ranklens;
using namespace ranklens::ui;

// Grade of a labelled doc, with the large project's label shares (-2..3).
int drawGrade(std::uint32_t r) {
    const int p = static_cast<int>(r % 1000);
    if (p < 10) return -2;
    if (p < 22) return -1;
    if (p < 477) return 0;
    if (p < 763) return 1;
    if (p < 905) return 2;
    return 3;
}

std::shared_ptr<ProjectData> bigProject() {
    auto data = std::make_shared<ProjectData>();
    auto qrels = std::make_shared<core::Qrels>();
    std::uint64_t seed = 42;
    auto rnd = [&seed] {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(seed >> 33);
    };
    char buf[32];
    for (int q = 0; q < 7000; ++q) {  // ~430 labels: 2,000 candidate docs, 1 in 4.7 labelled
        std::snprintf(buf, sizeof buf, "q%05d", q);
        auto& lq = qrels->query(buf);
        for (int i = 0; i < 2000; ++i)
            if (rnd() % 1000 < 215) {
                std::snprintf(buf, sizeof buf, "d%d", i);
                lq.judgments.push_back({qrels->storeString(buf), drawGrade(rnd())});
            }
    }
    qrels->finalize();
    for (int r = 0; r < 2; ++r) {  // each run: 1,000 of the 2,000 candidates, scores with ties
        auto run = std::make_shared<core::Run>();
        run->name = r ? "run_b" : "run_a";
        for (int q = 0; q < 7000; ++q) {
            std::snprintf(buf, sizeof buf, "q%05d", q);
            auto& rq = run->query(buf);
            rq.docs.reserve(1000);
            const std::uint32_t offset = rnd() % 1000;
            for (std::uint32_t i = 0; i < 1000; ++i) {
                std::snprintf(buf, sizeof buf, "d%u", (i * 2 + offset) % 2000);
                rq.docs.push_back({static_cast<double>(rnd() % 400), run->storeString(buf), 0, i});
            }
        }
        run->order(core::TiePolicy::TrecEval);
        data->runs.push_back(run);
        data->runInfos.push_back({});
    }
    data->labels = qrels;
    return data;
}

const std::shared_ptr<ProjectData>& project() {
    static const auto data = bigProject();
    return data;
}

enum Kind { Gain, Ideal, Threshold, K, Ties };

void changeDefinition(Definitions& d, Kind kind) {
    switch (kind) {
        case Gain:
            d.config.gain = core::GainKind::Exponential;
            break;
        case Ideal:
            d.config.ideal = core::IdealOrder::Retrieved;
            break;
        case Threshold:
            d.config.relevanceThreshold = 2;
            break;
        case K:
            d.k = 20;
            break;
        case Ties:  // the shared run (trec_eval order) read with ties in input order
            d.config.ties = core::TiePolicy::InputOrder;
            break;
    }
}

// The window's request on the large project, default definitions, its labels' grades cache
// empty.
EvalRequest windowRequest() {
    EvalRequest req;
    req.data = project();
    req.metrics = defaultMetrics();
    req.maxK = 1000;
    req.grades = std::make_shared<GradeCache>();
    return req;
}

void BM_FirstChange(benchmark::State& state) {
    EvalRequest req = windowRequest();
    for (auto _ : state) {
        state.PauseTiming();
        req.defs = Definitions{};
        req.results = std::make_shared<ResultCache>();
        req.grades = std::make_shared<GradeCache>();  // a ties change reorders its rank grades
        benchmark::DoNotOptimize(computeEvaluation(req));
        changeDefinition(req.defs, static_cast<Kind>(state.range(0)));
        state.ResumeTiming();
        auto ev = computeEvaluation(req);
        benchmark::DoNotOptimize(ev);
    }
}
BENCHMARK(BM_FirstChange)
    ->ArgName("gain0_ideal1_threshold2_k3_ties4")
    ->DenseRange(0, 4)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(8);

// Every measure afresh (no piece cached): 0 = the labels already looked up (GradeCache), 1 =
// looked up now as well (the first evaluation of an open).
void BM_FullEvaluation(benchmark::State& state) {
    EvalRequest req = windowRequest();
    benchmark::DoNotOptimize(computeEvaluation(req));
    for (auto _ : state) {
        req.results = std::make_shared<ResultCache>();
        if (state.range(0) == 1) req.grades = std::make_shared<GradeCache>();
        auto ev = computeEvaluation(req);
        benchmark::DoNotOptimize(ev);
    }
}
BENCHMARK(BM_FullEvaluation)
    ->ArgName("labels_looked_up")
    ->DenseRange(0, 1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(8);

// The core evaluation alone (what the window's job runs per run), labels already looked up:
// 0 = NDCG@k curves k = 1..1000 (a gain change), 1 = P, R, NDCG and Judged@k curves (a
// threshold change), 2 = the four at k = 20 without curves (a k change); the labels by inputPos
// (core::lookUpGrades) or in rank order (core::lookUpRankGrades). One thread.
void BM_CoreEvaluate(benchmark::State& state) {
    const auto& data = project();
    auto& run = *data->runs[0];
    const core::RunGrades grades = core::lookUpGrades(run, *data->labels);
    core::EvalOptions opts;
    core::RankGrades ranks;
    if (state.range(1) == 1 && core::lookUpRankGrades(run, *data->labels, ranks))
        opts.rankGrades = &ranks;
    else
        opts.gradesByQuery = grades.ptr;
    opts.threads = 1;  // the kernels' cost, not the machine's other load
    const auto ndcg = &core::measureInfo(core::MeasureFamily::NdcgCut);
    std::vector<const core::MeasureInfo*> measures{ndcg};
    if (state.range(0) > 0)
        measures = {&core::measureInfo(core::MeasureFamily::P),
                    &core::measureInfo(core::MeasureFamily::Recall), ndcg,
                    &core::measureInfo(core::MeasureFamily::Judged)};
    const double k = state.range(0) == 2 ? 20 : 10;
    for (const auto* m : measures) opts.requests.push_back({m, {k}});
    if (state.range(0) < 2) {
        opts.curveMeasures = measures;
        opts.curveK = 1000;
    }
    core::EvalConfig cfg;
    int rep = 0;
    for (auto _ : state) {
        cfg.gain = (rep++ % 2) ? core::GainKind::Exponential : core::GainKind::Linear;
        auto res = core::evaluate(run, *data->labels, cfg, opts);
        benchmark::DoNotOptimize(res);
    }
}
BENCHMARK(BM_CoreEvaluate)
    ->ArgNames({"ndcg0_four1_k20_2", "inputpos0_rank1"})
    ->ArgsProduct({{0, 1, 2}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MinTime(1.0);

// A ties change's own work before the kernels: one run's rank grades (trec_eval order) read in
// input order (core::reorderRankGrades, all cores).
void BM_ReorderRankGrades(benchmark::State& state) {
    const auto& data = project();
    core::RankGrades ranks;
    if (!core::lookUpRankGrades(*data->runs[0], *data->labels, ranks)) {
        state.SkipWithError("a label does not fit a byte");
        return;
    }
    for (auto _ : state) {
        auto other = core::reorderRankGrades(*data->runs[0], ranks, core::TiePolicy::InputOrder);
        benchmark::DoNotOptimize(other);
    }
}
BENCHMARK(BM_ReorderRankGrades)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

}  // namespace

BENCHMARK_MAIN();
