// bpref: binary preference (Buckley & Voorhees 2004), as trec_eval computes it.
#include <algorithm>

#include "core/measures/measure.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void bprefFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double R = static_cast<double>(r.numRel);
    const double N = static_cast<double>(r.numJudgedNonrel);
    double nonrelSoFar = 0, sum = 0;
    for (std::int32_t g : r.grades) {
        if (g < 0) continue;  // unlabelled (or negative label): ignored, as in trec_eval
        if (!cfg.isRelevant(g)) {
            ++nonrelSoFar;
        } else if (nonrelSoFar > 0) {
            sum += 1.0 - std::min(nonrelSoFar, R) / std::min(N, R);
        } else {
            sum += 1.0;
        }
    }
    out[0] = R > 0 ? sum / R : 0.0;
}

const MeasureInfo kMeasures[] = {
    {40,
     "bpref",
     "bpref",
     RL_TRANSLATE_NOOP("Measures", "bpref"),
     RL_TRANSLATE_NOOP("Measures", "Binary preference"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "For each retrieved relevant item, 1 - min(n, R) / min(N, R), where n counts the judged "
         "non-relevant items ranked above it and N all judged non-relevant items of the query; "
         "summed and divided by R. Unlabelled items are skipped, not counted as non-relevant."),
     MeasureShape::Scalar,
     Aggregate::Mean,
     false,
     true,
     {},
     bprefFn,
     nullptr},
};

}  // namespace

std::span<const MeasureInfo> bprefMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
