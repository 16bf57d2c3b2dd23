// Recall at k (trec_eval recall).
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void recallCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double R = static_cast<double>(r.numRel);
    detail::forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        out[k - 1] = R > 0 ? static_cast<double>(rel) / R : 0.0;
    });
}

const MeasureInfo kMeasures[] = {
    {110, "recall", "recall", RL_TRANSLATE_NOOP("Measures", "R@k"),
     RL_TRANSLATE_NOOP("Measures", "Recall at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "R@k = (relevant items in the top k) / R, where R counts every relevant item of the query "
         "in the labels, retrieved or not. 0 when the query has no relevant item. Recall depends "
         "on "
         "how complete the labels are: unlabelled relevant items are invisible to it."),
     MeasureShape::Curve, Aggregate::Mean, false, true, trecCutoffs(), recallCurve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> recallMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
