// Average precision: map (uncut), map_cut (AP@k) and gm_map (geometric mean of AP).
#include <algorithm>

#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

// out[k-1] = AP@k = sum of P@i over relevant ranks i <= k, divided by R (0 when R = 0).
void apCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    double sum = 0.0;
    const double R = static_cast<double>(r.numRel);
    detail::forEachRank(r, cfg, out.size(), [&](std::size_t k, std::size_t rel, bool isRel) {
        if (isRel) sum += static_cast<double>(rel) / static_cast<double>(k);
        out[k - 1] = R > 0 ? sum / R : 0.0;
    });
}

void apFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    double sum = 0.0;
    const double R = static_cast<double>(r.numRel);
    detail::forEachRank(r, cfg, r.grades.size(), [&](std::size_t k, std::size_t rel, bool isRel) {
        if (isRel) sum += static_cast<double>(rel) / static_cast<double>(k);
    });
    out[0] = R > 0 ? sum / R : 0.0;
}

const MeasureInfo kMeasures[] = {
    {20,
     "map",
     "map",
     RL_TRANSLATE_NOOP("Measures", "AP"),
     RL_TRANSLATE_NOOP("Measures", "Average precision"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "AP = (sum over the ranks i holding a relevant item of P@i) / R, where R is the number of "
         "relevant items of the query in the labels, retrieved or not (not min(R, k)). 0 when R = "
         "0. "
         "MAP is its mean over queries."),
     MeasureShape::Scalar,
     Aggregate::Mean,
     false,
     true,
     {},
     apFull,
     nullptr},
    {21,
     "gm_map",
     "gm_map",
     RL_TRANSLATE_NOOP("Measures", "GM-AP"),
     RL_TRANSLATE_NOOP("Measures", "Geometric mean average precision"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "Per query the same value as map; the summary is the geometric mean over queries, "
         "exp(mean(log(max(AP, 0.00001)))), which rewards consistency. trec_eval prints it only "
         "in the summary."),
     MeasureShape::Scalar,
     Aggregate::GeometricMean,
     false,
     false,
     {},
     apFull,
     nullptr},
    {131, "map_cut", "map_cut", RL_TRANSLATE_NOOP("Measures", "AP@k"),
     RL_TRANSLATE_NOOP("Measures", "Average precision at k"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "AP@k = (sum over relevant ranks i <= k of P@i) / R, R = all relevant items of the query "
         "(trec_eval's map_cut; some libraries divide by min(R, k) instead and report higher "
         "values). "
         "0 when R = 0."),
     MeasureShape::Curve, Aggregate::Mean, false, true, trecCutoffs(), apCurve, nullptr},
};

}  // namespace

std::span<const MeasureInfo> apMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
