#include "core/eval/ranking_metrics.h"

#include <algorithm>

#include "core/beyond/item_index.h"
#include "core/io/diversity_qrels.h"

namespace ranklens::core {

namespace {

using F = MeasureFamily;
constexpr std::array<F, kRankingMeasureCount> kFamilies = {F::P,   F::Recall, F::F1,     F::NdcgCut,
                                                           F::DCG, F::IDCG,   F::MapCut, F::RR};

constexpr std::array<F, kExtraMeasureCount> kExtraFamilies = {
    F::Rbp, F::RbpResidual, F::Err, F::Nerr, F::AlphaNdcg, F::ErrIa, F::SubtopicRecall};

constexpr std::array<F, kBeyondMeasureCount> kBeyondFamilies = {F::Ild, F::CategoryCoverage,
                                                                F::Novelty, F::Arp, F::LongTail};

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

const MeasureInfo& extraMeasureInfo(ExtraMeasure m) {
    return measureInfo(kExtraFamilies[static_cast<std::size_t>(m)]);
}

std::string_view extraMeasureName(ExtraMeasure m) {
    return extraMeasureInfo(m).name;
}

bool needsSubtopics(ExtraMeasure m) {
    return extraMeasureInfo(m).subtopics;
}

ExtraMetrics computeExtraMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                 double p, RankingScratch& scratch) {
    ExtraMetrics out;
    out.k = std::max(k, 1);
    out.p = p;
    out.subtopics = judged.diversity && !judged.diversity->subtopics.empty();
    scratch.curve.resize(static_cast<std::size_t>(out.k));
    const std::span<double> span(scratch.curve);
    for (std::size_t i = 0; i < kExtraMeasureCount; ++i) {
        const MeasureInfo& info = extraMeasureInfo(static_cast<ExtraMeasure>(i));
        if (info.levels) {
            info.levels(judged, cfg, std::span<const double>(&p, 1),
                        std::span<double>(&out.values[i], 1));
        } else {
            info.curve(judged, cfg, span);
            out.values[i] = span.back();
        }
    }
    return out;
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

const MeasureInfo& beyondMeasureInfo(BeyondMeasure m) {
    return measureInfo(kBeyondFamilies[static_cast<std::size_t>(m)]);
}

std::string_view beyondMeasureName(BeyondMeasure m) {
    return beyondMeasureInfo(m).name;
}

bool needsPopularity(BeyondMeasure m) {
    return m == BeyondMeasure::Novelty || m == BeyondMeasure::Arp || m == BeyondMeasure::LongTail;
}

BeyondMetrics computeBeyondMetrics(const JudgedRanking& judged, const EvalConfig& cfg, int k,
                                   RankingScratch& scratch) {
    BeyondMetrics out;
    out.k = std::max(k, 1);
    out.categories = judged.items && !judged.items->categories().empty();
    out.popularity = judged.items && judged.items->hasPopularity();
    scratch.curve.resize(static_cast<std::size_t>(out.k));
    const std::span<double> span(scratch.curve);
    for (std::size_t i = 0; i < kBeyondMeasureCount; ++i) {
        beyondMeasureInfo(static_cast<BeyondMeasure>(i)).curve(judged, cfg, span);
        out.values[i] = span.back();
    }
    return out;
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
