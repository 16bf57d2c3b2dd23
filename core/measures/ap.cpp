// Average precision: map (uncut), map_cut (AP@k) and gm_map (geometric mean of AP).
#include <algorithm>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

// out[k-1] = AP@k = sum of P@i over relevant ranks i <= k, divided by R (0 when R = 0).
void apCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) return apCurveAveraged(r, cfg, out);
    double sum = 0.0;
    const double R = static_cast<double>(r.numRel);
    forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool isRel) {
        if (isRel) sum += static_cast<double>(rel) / static_cast<double>(k);
        out[k - 1] = R > 0 ? sum / R : 0.0;
    });
}

void apFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) {
        std::vector<double> curve(r.grades.size());
        apCurveAveraged(r, cfg, curve);
        out[0] = curve.empty() ? 0.0 : curve.back();
        return;
    }
    double sum = 0.0;
    const double R = static_cast<double>(r.numRel);
    forEachRank(r, cfg, r.grades.size(), [&](std::size_t k, std::size_t rel, bool isRel) {
        if (isRel) sum += static_cast<double>(rel) / static_cast<double>(k);
    });
    out[0] = R > 0 ? sum / R : 0.0;
}

}  // namespace ranklens::core::detail
