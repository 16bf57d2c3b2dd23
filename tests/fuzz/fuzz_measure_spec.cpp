// The -m measure-spec parser: every accepted spec must give cut-offs in 1..kMaxCutoff and
// levels in [0, 1] (set_F's weight: any finite number >= 0), and be accepted by the evaluator's
// plan.
#include <cmath>
#include <cstdint>

#include "core/diversity_qrels.h"
#include "core/item_index.h"
#include "core/measure_spec.h"
#include "core/query_kernel.h"
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
            const bool levels = r.measure->shape == core::MeasureShape::Levels;
            const bool weight = r.measure->family == core::MeasureFamily::SetF;  // x = beta^2
            if (weight   ? !(p >= 0 && std::isfinite(p))
                : levels ? !(p >= 0 && p <= 1)
                         : !(p >= 1 && p <= core::kMaxCutoff))
                fuzz::disagree("spec '" + spec + "' accepted parameter " + std::to_string(p));
        }
    core::EvalOptions opts;
    opts.requests = reqs;
    // Intent-aware measures need subtopic labels (an empty set is a valid one).
    static const core::DiversityQrels noSubtopics = core::DiversityQrels::build({}, "fuzz");
    opts.diversity = &noSubtopics;
    // Beyond-accuracy measures need item metadata (an empty catalogue is a valid one).
    static const core::ItemIndex noItems;
    opts.items = &noItems;
    core::detail::makePlan(opts);  // must not throw for an accepted spec
    return 0;
}
