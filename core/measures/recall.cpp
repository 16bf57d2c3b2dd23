// Recall at k (trec_eval recall).
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void recallCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double R = static_cast<double>(r.numRel);
    if (tiesAveraged(r)) {
        forEachRankExpected(r, cfg, out.size(),
                            [&](std::size_t k, double rel) { out[k - 1] = R > 0 ? rel / R : 0.0; });
        return;
    }
    forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        out[k - 1] = R > 0 ? static_cast<double>(rel) / R : 0.0;
    });
}

}  // namespace ranklens::core::detail
