// Google Benchmark for the core engine: parsing a TREC run, evaluating the trec_eval measure
// set, and filling every k = 1..1000 curve. The input is generated once into temp files
// (deterministic: fixed seed), shaped like the 7M-line benchmark of scripts/bench_eval.sh but
// smaller so a run takes seconds: 500 queries x 1000 docs, scores with ties, graded labels
// (some 0, a few negative), docids "D<number>" of varied length.
//
//   build/tests/bench_core [--benchmark_filter=Curves]
//
// items_per_second = run lines per second.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

#include "core/definitions/eval_config.h"
#include "core/eval/evaluator.h"
#include "core/io/trec_reader.h"
#include "core/measures/measure.h"
#include "core/measures/measure_spec.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace {

namespace rl = ranklens::core;

constexpr int kQueries = 500;
constexpr int kDocsPerQuery = 1000;
constexpr std::int64_t kLines = std::int64_t{kQueries} * kDocsPerQuery;

struct Files {
    std::string run;
    std::string qrels;
    Files() {
        const auto dir = std::filesystem::temp_directory_path();
        const std::string tag = std::to_string(static_cast<long long>(::getpid()));
        run = (dir / ("ranklens_bench_" + tag + ".run")).string();
        qrels = (dir / ("ranklens_bench_" + tag + ".qrels")).string();
        generate();
    }
    ~Files() {
        std::error_code ec;
        std::filesystem::remove(run, ec);
        std::filesystem::remove(qrels, ec);
    }
    Files(const Files&) = delete;
    Files& operator=(const Files&) = delete;

  private:
    void generate() const {
        std::mt19937_64 rng(20240601);
        std::uniform_real_distribution<double> score(0.0, 20.0);
        std::uniform_int_distribution<int> pct(0, 99);
        std::FILE* fr = std::fopen(run.c_str(), "w");
        std::FILE* fq = std::fopen(qrels.c_str(), "w");
        if (!fr || !fq) {
            std::fprintf(stderr, "bench_core: cannot write temp files\n");
            std::exit(1);
        }
        static char buf[1 << 16];
        std::setvbuf(fr, buf, _IOFBF, sizeof buf);
        std::vector<std::pair<double, std::uint64_t>> docs(kDocsPerQuery);
        const std::uint64_t bases[] = {1, 7, 90, 1000, 55555};
        for (int q = 0; q < kQueries; ++q) {
            // qids of varied length: 1..99999
            const unsigned qid = static_cast<unsigned>(q * 197 % 99991) + 1;
            const std::uint64_t base = bases[q % 5];
            for (int i = 0; i < kDocsPerQuery; ++i) {
                double s = score(rng);
                if (pct(rng) < 20) s = static_cast<double>(static_cast<int>(s));  // ties
                docs[i] = {s, base + static_cast<std::uint64_t>(i) * 3 + (rng() % 3)};
            }
            for (int i = 0; i < kDocsPerQuery; ++i) {
                std::fprintf(fr, "%u Q0 D%llu %d %.6f bench\n", qid,
                             static_cast<unsigned long long>(docs[i].second), i + 1, docs[i].first);
                if (pct(rng) < 5) {
                    int g = pct(rng) % 4;  // 0..3
                    if (pct(rng) < 3) g = -1;
                    std::fprintf(fq, "%u 0 D%llu %d\n", qid,
                                 static_cast<unsigned long long>(docs[i].second), g);
                }
            }
            // Relevant docs never retrieved.
            std::fprintf(fq, "%u 0 X%d 2\n%u 0 X%d 1\n", qid, q, qid, q + 1000000);
        }
        std::fclose(fr);
        std::fclose(fq);
    }
};

const Files& files() {
    static const Files f;
    return f;
}

const rl::Qrels& qrels() {
    static const rl::Qrels q = [] {
        rl::Qrels r = rl::readTrecQrels(files().qrels);
        r.finalize();
        return r;
    }();
    return q;
}

rl::EvalOptions trecOptions(int threads) {
    rl::EvalOptions o;
    rl::addMeasureSpec("all_trec", o.requests);
    o.threads = threads;
    return o;
}

rl::EvalOptions curveOptions(int threads) {
    rl::EvalOptions o;
    o.curveK = 1000;
    for (const auto& m : rl::measureRegistry())
        if (m.shape == rl::MeasureShape::Curve) o.curveMeasures.push_back(&m);
    o.threads = threads;
    return o;
}

void BM_ReadTrecRun(benchmark::State& state) {
    const std::string& path = files().run;
    for (auto _ : state) {
        rl::Run run = rl::readTrecRun(path);
        benchmark::DoNotOptimize(run.totalDocs());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
    state.SetBytesProcessed(state.iterations() *
                            static_cast<std::int64_t>(std::filesystem::file_size(path)));
}
BENCHMARK(BM_ReadTrecRun)->Unit(benchmark::kMillisecond);

void BM_ReadTrecQrels(benchmark::State& state) {
    for (auto _ : state) {
        rl::Qrels q = rl::readTrecQrels(files().qrels);
        benchmark::DoNotOptimize(q.finalize());
    }
}
BENCHMARK(BM_ReadTrecQrels)->Unit(benchmark::kMillisecond);

// Ordering (trec_eval ties) of a freshly read run: read under PauseTiming.
void BM_OrderRun(benchmark::State& state) {
    for (auto _ : state) {
        state.PauseTiming();
        rl::Run run = rl::readTrecRun(files().run);
        state.ResumeTiming();
        run.order(rl::TiePolicy::TrecEval);
        benchmark::DoNotOptimize(run.isOrdered());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_OrderRun)->Unit(benchmark::kMillisecond);

// Evaluate an already ordered run (the sort is skipped): arg = threads (0 = all cores).
void BM_EvaluateTrecSet(benchmark::State& state) {
    rl::Run run = rl::readTrecRun(files().run);
    const rl::EvalConfig cfg;
    const rl::EvalOptions opts = trecOptions(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        rl::EvalResult r = rl::evaluate(run, qrels(), cfg, opts);
        benchmark::DoNotOptimize(r.columns.data());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_EvaluateTrecSet)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->UseRealTime();

// Mean curves k = 1..1000 for every Curve measure (what the UI draws).
void BM_EvaluateCurves1000(benchmark::State& state) {
    rl::Run run = rl::readTrecRun(files().run);
    const rl::EvalConfig cfg;
    const rl::EvalOptions opts = curveOptions(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        rl::EvalResult r = rl::evaluate(run, qrels(), cfg, opts);
        benchmark::DoNotOptimize(r.curves.data());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
    state.counters["curve_measures"] = static_cast<double>(opts.curveMeasures.size());
}
BENCHMARK(BM_EvaluateCurves1000)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->UseRealTime();

// End to end as the CLI does it: read the run, order it, evaluate the trec_eval set.
void BM_ParseAndEvaluateTrecSet(benchmark::State& state) {
    const rl::EvalConfig cfg;
    const rl::EvalOptions opts = trecOptions(0);
    for (auto _ : state) {
        rl::Run run = rl::readTrecRun(files().run);
        rl::EvalResult r = rl::evaluate(run, qrels(), cfg, opts);
        benchmark::DoNotOptimize(r.columns.data());
    }
    state.SetItemsProcessed(state.iterations() * kLines);
}
BENCHMARK(BM_ParseAndEvaluateTrecSet)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
