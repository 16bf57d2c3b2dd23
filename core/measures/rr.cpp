// Reciprocal rank: recip_rank (no cut-off, trec_eval) and RR@k.
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

std::size_t firstRelevantRank(const JudgedRanking& r, const EvalConfig& cfg) {
    for (std::size_t i = 0; i < r.grades.size(); ++i)
        if (cfg.isRelevant(r.grades[i])) return i + 1;
    return 0;
}

void rrFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const std::size_t first = firstRelevantRank(r, cfg);
    out[0] = first ? 1.0 / static_cast<double>(first) : 0.0;
}

void rrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const std::size_t first = firstRelevantRank(r, cfg);
    const double v = first ? 1.0 / static_cast<double>(first) : 0.0;
    for (std::size_t k = 1; k <= out.size(); ++k) out[k - 1] = (first && first <= k) ? v : 0.0;
}

const MeasureInfo kMeasures[] = {
    {50,
     "recip_rank",
     "recip_rank",
     RL_TRANSLATE_NOOP("Measures", "RR"),
     RL_TRANSLATE_NOOP("Measures", "Reciprocal rank"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "1 / rank of the first relevant item in the whole list, 0 when none is retrieved "
         "(trec_eval's recip_rank has no cut-off). MRR is its mean over queries."),
     MeasureShape::Scalar,
     Aggregate::Mean,
     false,
     true,
     {},
     rrFull,
     nullptr},
    {1010, "RR", "", RL_TRANSLATE_NOOP("Measures", "RR@k"),
     RL_TRANSLATE_NOOP("Measures", "Reciprocal rank at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "1 / rank of the first relevant item when it is within the top k, else 0. MRR@k is its "
         "mean. trec_eval has no cut version; RankLens prints it as RR_k."),
     MeasureShape::Curve, Aggregate::Mean, false, true, trecCutoffs(), rrCurve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> rrMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
