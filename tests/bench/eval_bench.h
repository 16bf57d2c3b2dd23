#pragma once
// What the evaluation benchmarks share: the timed loop around evaluate() for a list of measure
// specs and the process's peak resident memory. Each benchmark brings its own generated data and
// the inputs some measures read (item catalogue, subtopic labels). It needs only the default
// evaluation's headers: copied with a benchmark into an older tree, BM_Official still builds.

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/eval/evaluator.h"
#include "core/measures/measure_spec.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::bench {

// The process's peak resident memory so far, in MB.
inline double peakRssMb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
}

// Times evaluate() of `specs` over `run` and `qrels` with the default configuration, on the
// benchmark's thread count (its first argument); `inputs`, when given, adds what some measures
// read besides the run and labels (item metadata, subtopic labels) to the options. `items`:
// ranked items per evaluation. The run is not const: this is the evaluate() that orders it in
// place first, as the CLI evaluates.
inline void timeEvaluation(benchmark::State& state, core::Run& run, const core::Qrels& qrels,
                           const std::vector<std::string>& specs, std::int64_t items,
                           const std::function<void(core::EvalOptions&)>& inputs = {}) {
    core::EvalOptions opts;
    for (const auto& s : specs) core::addMeasureSpec(s, opts.requests);
    opts.threads = static_cast<int>(state.range(0));
    if (inputs) inputs(opts);
    const core::EvalConfig cfg;
    for (auto _ : state) {
        core::EvalResult r = core::evaluate(run, qrels, cfg, opts);
        benchmark::DoNotOptimize(r.columns.data());
    }
    state.SetItemsProcessed(state.iterations() * items);
    state.counters["peak_rss_MB"] = peakRssMb();
}

}  // namespace ranklens::bench
