#include "core/eval/ranking_metrics.h"

#include <algorithm>

#include "core/beyond/item_index.h"
#include "core/io/diversity_qrels.h"

namespace ranklens::core {

namespace {

struct Row {
    MeasureFamily family;
    RankingGroup group;
};

using F = MeasureFamily;
using G = RankingGroup;
// One row per RankingMeasure, in its order.
constexpr std::array<Row, kRankingMeasureCount> kRows = {{
    {F::P, G::Accuracy},
    {F::Recall, G::Accuracy},
    {F::F1, G::Accuracy},
    {F::NdcgCut, G::Accuracy},
    {F::DCG, G::Accuracy},
    {F::IDCG, G::Accuracy},
    {F::MapCut, G::Accuracy},
    {F::RR, G::Accuracy},
    {F::Rbp, G::UserModels},
    {F::RbpResidual, G::UserModels},
    {F::Err, G::UserModels},
    {F::Nerr, G::UserModels},
    {F::AlphaNdcg, G::UserModels},
    {F::ErrIa, G::UserModels},
    {F::SubtopicRecall, G::UserModels},
    {F::Ild, G::BeyondAccuracy},
    {F::CategoryCoverage, G::BeyondAccuracy},
    {F::Novelty, G::BeyondAccuracy},
    {F::Arp, G::BeyondAccuracy},
    {F::LongTail, G::BeyondAccuracy},
}};

const Row& rowOf(RankingMeasure m) {
    return kRows[static_cast<std::size_t>(m)];
}

}  // namespace

const MeasureInfo& rankingMeasureInfo(RankingMeasure m) {
    return measureInfo(rowOf(m).family);
}

std::string_view rankingMeasureName(RankingMeasure m) {
    return rankingMeasureInfo(m).name;
}

RankingGroup rankingGroup(RankingMeasure m) {
    return rowOf(m).group;
}

RankingLack lackOf(RankingMeasure m, const RankingMetrics& r) {
    const MeasureInfo& info = rankingMeasureInfo(m);
    if (info.subtopics && !r.subtopics) return RankingLack::Subtopics;
    if (info.items && !r.categories) return RankingLack::Categories;
    if (info.popularity && !r.popularity) return RankingLack::Popularity;
    return RankingLack::Nothing;
}

RankingMetrics computeRankingMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                     double p, RankingScratch& scratch) {
    RankingMetrics out;
    out.k = std::max(k, 1);
    out.p = p;
    out.subtopics = judged.diversity && !judged.diversity->subtopics.empty();
    out.categories = judged.items && !judged.items->categories().empty();
    out.popularity = judged.items && judged.items->hasPopularity();
    scratch.curve.resize(static_cast<std::size_t>(out.k));
    const std::span<double> span(scratch.curve);
    for (std::size_t i = 0; i < kRankingMeasureCount; ++i) {
        const MeasureInfo& info = rankingMeasureInfo(static_cast<RankingMeasure>(i));
        if (info.levels) {
            info.levels(judged, cfg, std::span<const double>(&p, 1),
                        std::span<double>(&out.values[i], 1));
        } else {
            info.curve(judged, cfg, span);
            out.values[i] = span.back();
        }
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
                                 cfg.rbpPersistence, scratch);
}

void attachSubtopics(const DiversityQuery* q, std::span<const std::string> docs,
                     std::span<const std::int32_t> grades, const EvalConfig& cfg,
                     JudgedRanking& judged) {
    judged.diversity = q;
    judged.rankSubtopics.assign(judged.grades.size(), nullptr);
    if (!q) return;
    std::size_t n = std::min(docs.size(), grades.size());
    if (cfg.maxDocsPerQuery > 0) n = std::min(n, static_cast<std::size_t>(cfg.maxDocsPerQuery));
    std::size_t rank = 0;
    for (std::size_t i = 0; i < n && rank < judged.grades.size(); ++i) {
        if (cfg.judgedOnly && grades[i] < 0) continue;  // judgeGrades dropped it
        judged.rankSubtopics[rank++] = q->subtopicsOf(docs[i]);
    }
}

void attachItems(const ItemIndex* items, std::span<const std::string> docs,
                 std::span<const std::int32_t> grades, const EvalConfig& cfg,
                 JudgedRanking& judged) {
    judged.items = items;
    judged.rankItems.assign(judged.grades.size(), nullptr);
    if (!items) return;
    std::size_t n = std::min(docs.size(), grades.size());
    if (cfg.maxDocsPerQuery > 0) n = std::min(n, static_cast<std::size_t>(cfg.maxDocsPerQuery));
    std::size_t rank = 0;
    for (std::size_t i = 0; i < n && rank < judged.grades.size(); ++i) {
        if (cfg.judgedOnly && grades[i] < 0) continue;  // judgeGrades dropped it
        judged.rankItems[rank++] = items->find(docs[i]);
    }
}

}  // namespace ranklens::core
