// bpref: binary preference (Buckley & Voorhees 2004), as trec_eval computes it.
#include <algorithm>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void bprefFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) {
        out[0] = bprefAveraged(r, cfg);
        return;
    }
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

}  // namespace ranklens::core::detail
