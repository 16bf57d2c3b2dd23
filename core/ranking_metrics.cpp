#include "core/ranking_metrics.h"

#include <algorithm>

namespace ranklens::core {

namespace {

using F = MeasureFamily;
constexpr std::array<F, kRankingMeasureCount> kFamilies = {F::P,   F::Recall, F::F1,     F::NdcgCut,
                                                           F::DCG, F::IDCG,   F::MapCut, F::RR};

}  // namespace

const MeasureInfo& rankingMeasureInfo(RankingMeasure m) {
    return measureInfo(kFamilies[static_cast<std::size_t>(m)]);
}

std::string_view rankingMeasureName(RankingMeasure m) {
    return rankingMeasureInfo(m).name;
}

RankingMetrics computeRankingMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                     RankingScratch& scratch) {
    RankingMetrics out;
    out.k = std::max(k, 1);
    scratch.curve.resize(static_cast<std::size_t>(out.k));
    const std::span<double> span(scratch.curve);
    for (std::size_t i = 0; i < kRankingMeasureCount; ++i) {
        const auto m = static_cast<RankingMeasure>(i);
        rankingMeasureInfo(m).curve(judged, cfg, span);
        out.values[i] = span.back();
    }
    out.numRel = judged.numRel;
    const std::size_t n = judged.grades.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (!cfg.isRelevant(judged.grades[i])) continue;
        ++out.relRetrieved;
        if (i < static_cast<std::size_t>(out.k)) ++out.relInTopK;
    }
    return out;
}

RankingMetrics computeRankingMetrics(std::vector<std::int32_t> rankedGrades,
                                     const std::vector<std::int32_t>& allLabelGrades,
                                     const EvalConfig& cfg, int k) {
    RankingScratch scratch;
    return computeRankingMetrics(judgeGrades(std::move(rankedGrades), allLabelGrades, cfg), cfg, k,
                                 scratch);
}

}  // namespace ranklens::core
