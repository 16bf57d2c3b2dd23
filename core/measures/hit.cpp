// Hit@k / success@k: is there any relevant item in the top k?
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void hitCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) return hitCurveAveraged(r, cfg, out);
    forEachRank(r, cfg, out.size(),
                [&](std::size_t k, std::size_t rel, bool) { out[k - 1] = rel > 0 ? 1.0 : 0.0; });
}

}  // namespace ranklens::core::detail
