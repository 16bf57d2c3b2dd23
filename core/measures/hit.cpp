// Hit@k / success@k: is there any relevant item in the top k?
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void hitCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    detail::forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool) {
        out[k - 1] = rel > 0 ? 1.0 : 0.0;
    });
}

const double kSuccessCutoffs[] = {1, 5, 10};

const MeasureInfo kMeasures[] = {
    {140, "success", "success", RL_TRANSLATE_NOOP("Measures", "Hit@k"),
     RL_TRANSLATE_NOOP("Measures", "Success (hit) at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "1 if at least one relevant item is in the top k, else 0. Its mean is the share of "
         "queries served with at least one relevant result (1 - the 'no good result' rate)."),
     MeasureShape::Curve, Aggregate::Mean, false, true, kSuccessCutoffs, hitCurve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> hitMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
