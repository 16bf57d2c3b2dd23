// Precision at k (trec_eval P).
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void precisionCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) {
        forEachRankExpected(r, cfg, out.size(), [&](std::size_t k, double rel) {
            out[k - 1] = rel / static_cast<double>(k);
        });
        return;
    }
    forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        out[k - 1] = static_cast<double>(rel) / static_cast<double>(k);
    });
}

}  // namespace ranklens::core::detail
