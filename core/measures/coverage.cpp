// Coverage@k: a run-level measure computed by the evaluator over all queries.
#include "core/measures/measure.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

const MeasureInfo kMeasures[] = {
    {1060, "coverage", "", RL_TRANSLATE_NOOP("Measures", "Cov@k"),
     RL_TRANSLATE_NOOP("Measures", "Catalogue coverage at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "Distinct items appearing in any query's top k, divided by the catalogue size (every item "
         "known to the run and the labels). One value for the whole run; no per-query value."),
     MeasureShape::RunLevel, Aggregate::Mean, false, false, trecCutoffs(), nullptr, nullptr},
};

}  // namespace

std::span<const MeasureInfo> coverageMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
