// R-Precision: precision at rank R, R = number of relevant items of the query.
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void rprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const std::size_t R = static_cast<std::size_t>(r.numRel);
    if (tiesAveraged(r)) {
        double rel = 0.0;
        forEachRankExpected(r, cfg, R, [&](std::size_t k, double relSoFar) {
            if (k == R) rel = relSoFar;
        });
        out[0] = R > 0 ? rel / static_cast<double>(R) : 0.0;
        return;
    }
    std::size_t rel = 0;
    for (std::size_t i = 0; i < R && i < r.grades.size(); ++i) rel += cfg.isRelevant(r.grades[i]);
    out[0] = R > 0 ? static_cast<double>(rel) / static_cast<double>(R) : 0.0;
}

}  // namespace ranklens::core::detail
