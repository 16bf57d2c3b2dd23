// F1 at k: harmonic mean of P@k and R@k.
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void f1Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double R = static_cast<double>(r.numRel);
    detail::forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        const double p = static_cast<double>(rel) / static_cast<double>(k);
        const double rc = R > 0 ? static_cast<double>(rel) / R : 0.0;
        out[k - 1] = (p + rc) > 0 ? 2.0 * p * rc / (p + rc) : 0.0;
    });
}

const MeasureInfo kMeasures[] = {
    {1000, "F1", "", RL_TRANSLATE_NOOP("Measures", "F1@k"),
     RL_TRANSLATE_NOOP("Measures", "F1 at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "F1@k = 2·P@k·R@k / (P@k + R@k), 0 when both are 0. The harmonic mean punishes imbalance: "
         "P = 0.9, R = 0.1 gives 0.18. Per query, then averaged (not F1 of the mean P and R). "
         "trec_eval has no F1 at k; RankLens prints it as F1_k."),
     MeasureShape::Curve, Aggregate::Mean, false, true, trecCutoffs(), f1Curve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> f1Measures() {
    return kMeasures;
}

}  // namespace ranklens::core
