// Precision at k (trec_eval P).
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void precisionCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    detail::forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        out[k - 1] = static_cast<double>(rel) / static_cast<double>(k);
    });
}

const MeasureInfo kMeasures[] = {
    {100, "P", "P", RL_TRANSLATE_NOOP("Measures", "P@k"),
     RL_TRANSLATE_NOOP("Measures", "Precision at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "P@k = (relevant items in the top k) / k. The denominator stays k even when fewer than k "
         "items were returned (trec_eval; some tools divide by the list length instead). "
         "Relevant means label >= threshold; unlabelled items count as not relevant."),
     MeasureShape::Curve, Aggregate::Mean, false, true, trecCutoffs(), precisionCurve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> precisionMeasures() {
    return kMeasures;
}

const double kTrecCutoffs[] = {5, 10, 15, 20, 30, 100, 200, 500, 1000};
std::span<const double> trecCutoffs() {
    return kTrecCutoffs;
}

}  // namespace ranklens::core
