// The -m measure-spec parser: every accepted spec must give cut-offs in 1..kMaxCutoff, finite
// other parameters (set_F's weight also >= 0), and be accepted by the evaluator's plan.
#include <cmath>
#include <cstdint>

#include "core/beyond/item_index.h"
#include "core/eval/query_kernel.h"
#include "core/io/diversity_qrels.h"
#include "core/measures/measure_spec.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string spec(reinterpret_cast<const char*>(data), size);
    std::vector<core::MeasureRequest> reqs;
    try {
        core::addMeasureSpec(spec, reqs);
    } catch (const core::MeasureSpecError&) {
        return 0;
    }
    for (const auto& r : reqs)
        for (double p : r.params) {
            // Cut-offs in 1..kMaxCutoff; every other parameter (recall levels, which trec_eval
            // also takes above 1, set_F's weight, Rprec_mult's multiples, utility's
            // coefficients, rbp's p ...) finite, set_F's weight also >= 0.
            const auto family = r.measure->family;
            const bool ok = r.measure->shape == core::MeasureShape::Curve
                                ? p >= 1 && p <= core::kMaxCutoff
                            : family == core::MeasureFamily::SetF ? p >= 0 && std::isfinite(p)
                                                                  : std::isfinite(p);
            if (!ok) fuzz::disagree("spec '" + spec + "' accepted parameter " + std::to_string(p));
        }
    // trec_eval's -R prefs / qrels_jg measures are computed from those judgments only
    // (core/trec/rel_format_eval.h): the ordinary plan refuses them by design.
    for (const auto& r : reqs)
        if (r.measure->prefs || r.measure->judgmentGroups) return 0;
    core::EvalOptions opts;
    opts.requests = reqs;
    // Intent-aware measures need subtopic labels (an empty set is a valid one).
    static const core::DiversityQrels noSubtopics = core::DiversityQrels::build({}, "fuzz");
    opts.diversity = &noSubtopics;
    // Beyond-accuracy measures need item metadata (an empty catalogue is a valid one).
    static const core::ItemIndex noItems;
    opts.items = &noItems;
    core::detail::makePlan(opts, core::TiePolicy::TrecEval);  // must not throw for an accepted spec
    return 0;
}
