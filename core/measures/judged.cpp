// Judged@k: how much of the top k carries any label at all.
#include <algorithm>

#include "core/measures/measure.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void judgedCurve(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    std::size_t judged = 0;
    const std::size_t n = r.grades.size();
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= n && r.grades[k - 1] != kUnjudged) ++judged;
        const std::size_t shown = std::min(k, n);
        out[k - 1] = shown ? static_cast<double>(judged) / static_cast<double>(shown) : 0.0;
    }
}

const MeasureInfo kMeasures[] = {
    {1050, "judged", "", RL_TRANSLATE_NOOP("Measures", "Judged@k"),
     RL_TRANSLATE_NOOP("Measures", "Judged at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "Share of the returned top k (min(k, list length) items) that has a label of any grade. "
         "Low values mean the other numbers rest on guesses: unlabelled items count as not "
         "relevant. 0 for an empty list."),
     MeasureShape::Curve, Aggregate::Mean, false, true, trecCutoffs(), judgedCurve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> judgedMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
