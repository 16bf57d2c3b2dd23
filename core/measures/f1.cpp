// F1 at k: harmonic mean of P@k and R@k.
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void f1Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double R = static_cast<double>(r.numRel);
    if (tiesAveraged(r)) {  // F1@k = 2 rel / (k + R) is linear in rel: its mean is exact
        forEachRankExpected(r, cfg, out.size(), [&](std::size_t k, double rel) {
            out[k - 1] = rel > 0 ? 2.0 * rel / (static_cast<double>(k) + R) : 0.0;
        });
        return;
    }
    forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        const double p = static_cast<double>(rel) / static_cast<double>(k);
        const double rc = R > 0 ? static_cast<double>(rel) / R : 0.0;
        out[k - 1] = (p + rc) > 0 ? 2.0 * p * rc / (p + rc) : 0.0;
    });
}

}  // namespace ranklens::core::detail
