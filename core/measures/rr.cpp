// Reciprocal rank: recip_rank (no cut-off, trec_eval) and RR@k.
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {
namespace {

std::size_t firstRelevantRank(const JudgedRanking& r, const EvalConfig& cfg) {
    for (std::size_t i = 0; i < r.grades.size(); ++i)
        if (cfg.isRelevant(r.grades[i])) return i + 1;
    return 0;
}

}  // namespace

void rrFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) {
        std::vector<double> curve(r.grades.size());
        rrCurveAveraged(r, cfg, curve);
        out[0] = curve.empty() ? 0.0 : curve.back();
        return;
    }
    const std::size_t first = firstRelevantRank(r, cfg);
    out[0] = first ? 1.0 / static_cast<double>(first) : 0.0;
}

void rrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (tiesAveraged(r)) return rrCurveAveraged(r, cfg, out);
    const std::size_t first = firstRelevantRank(r, cfg);
    const double v = first ? 1.0 / static_cast<double>(first) : 0.0;
    for (std::size_t k = 1; k <= out.size(); ++k) out[k - 1] = (first && first <= k) ? v : 0.0;
}

}  // namespace ranklens::core::detail
