// R-Precision: precision at rank R, R = number of relevant items of the query.
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void rprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const std::size_t R = static_cast<std::size_t>(r.numRel);
    std::size_t rel = 0;
    for (std::size_t i = 0; i < R && i < r.grades.size(); ++i) rel += cfg.isRelevant(r.grades[i]);
    out[0] = R > 0 ? static_cast<double>(rel) / static_cast<double>(R) : 0.0;
}

const MeasureInfo kMeasures[] = {
    {30,
     "Rprec",
     "Rprec",
     RL_TRANSLATE_NOOP("Measures", "R-Prec"),
     RL_TRANSLATE_NOOP("Measures", "R-Precision"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "P@R where R is the number of relevant items of the query: relevant items in the top R "
         "divided by R (also when fewer than R items were returned). 0 when R = 0."),
     MeasureShape::Scalar,
     Aggregate::Mean,
     false,
     true,
     {},
     rprecFn,
     nullptr},
};

}  // namespace

std::span<const MeasureInfo> rprecMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
