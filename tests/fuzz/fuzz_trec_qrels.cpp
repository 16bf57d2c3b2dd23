// TREC qrels reader (sequential and parallel must agree) and a small evaluation of the labels.
#include <cstdint>

#include "core/io/trec_reader.h"
#include "core/measures/measure_spec.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path =
        fuzz::writeFile("qrels.txt", {reinterpret_cast<const char*>(data), size});
    core::Qrels a, b;
    const std::string e1 = fuzz::readSequentialAndParallel(
        path,
        [](const std::string& p, const core::ParseOptions& o) { return core::readTrecQrels(p, o); },
        a, b, "qrels");
    if (!e1.empty()) return 0;
    if (a.queries().size() != b.queries().size() || a.totalJudgments() != b.totalJudgments())
        fuzz::disagree("sequential vs parallel qrels differ");
    // Evaluate an empty run against every labelled query (trec_eval -c) under both gains.
    core::Run run;
    core::EvalOptions opts;
    opts.threads = 1;
    core::addMeasureSpec("official", opts.requests);
    core::addMeasureSpec("ndcg_cut.5,10", opts.requests);
    for (auto gain : {core::GainKind::Linear, core::GainKind::Exponential}) {
        core::EvalConfig cfg;
        cfg.gain = gain;
        cfg.querySet = core::QuerySet::AllLabelled;
        try {
            core::evaluate(run, a, cfg, opts);
        } catch (const std::invalid_argument&) {  // a label too large for exponential gain
        }
    }
    return 0;
}
