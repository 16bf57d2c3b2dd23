// The ranking view's numbers (core/eval/ranking_metrics.h) against independent formulas.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/ranking_metrics.h"
#include "core/io/diversity_qrels.h"
#include "tests/support/reference_ndcg.h"

namespace ranklens::core {
namespace {

using ::ranklens::test::dcgAt;
using ::ranklens::test::ndcgAt;

TEST(RankingMetrics, SpecWorkedExample2FromTheEngine) {
    EvalConfig cfg;
    cfg.gain = GainKind::Exponential;
    cfg.ideal = IdealOrder::Retrieved;
    const auto m = computeRankingMetrics({3, 2, 0, 3, 1}, {3, 2, 0, 3, 1}, cfg, 5);
    EXPECT_NEAR(m[RankingMeasure::Dcg], 12.294, 5e-4);
    EXPECT_NEAR(m[RankingMeasure::Idcg], 13.347, 5e-4);
    EXPECT_NEAR(m[RankingMeasure::Ndcg], 0.921, 5e-4);
}

TEST(RankingMetrics, MatchesIndependentFormulasOnRandomLists) {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        const int n = 1 + static_cast<int>(rng() % 30);
        std::vector<std::int32_t> grades(static_cast<std::size_t>(n));
        std::vector<int> gi(static_cast<std::size_t>(n));
        std::vector<std::int32_t> labels;
        for (int i = 0; i < n; ++i) {
            const int g = static_cast<int>(rng() % 5) - 1;  // -1 = unjudged
            grades[static_cast<std::size_t>(i)] = g < 0 ? kUnjudged : g;
            gi[static_cast<std::size_t>(i)] = std::max(g, 0);
            if (g >= 0) labels.push_back(g);
        }
        const int extra = static_cast<int>(rng() % 4);  // relevant items not returned
        for (int e = 0; e < extra; ++e) labels.push_back(1 + static_cast<int>(rng() % 3));
        const int k = 1 + static_cast<int>(rng() % 12);
        EvalConfig cfg;
        cfg.gain = trial % 2 ? GainKind::Exponential : GainKind::Linear;
        cfg.relevanceThreshold = 1 + trial % 2;
        const bool ex = cfg.gain == GainKind::Exponential;
        const auto m = computeRankingMetrics(grades, labels, cfg, k);

        int R = 0;
        for (int g : labels) R += g >= cfg.relevanceThreshold;
        int relK = 0, first = 0;
        double apSum = 0;
        for (int i = 0; i < k && i < n; ++i) {
            if (gi[static_cast<std::size_t>(i)] >= cfg.relevanceThreshold) {
                ++relK;
                apSum += static_cast<double>(relK) / (i + 1);
                if (!first) first = i + 1;
            }
        }
        const double P = static_cast<double>(relK) / k, Rc = R ? static_cast<double>(relK) / R : 0;
        EXPECT_NEAR(m[RankingMeasure::P], P, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::Recall], Rc, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::F1], P + Rc > 0 ? 2 * P * Rc / (P + Rc) : 0.0, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::Ap], R ? apSum / R : 0.0, 1e-12);
        EXPECT_NEAR(m[RankingMeasure::Rr], first ? 1.0 / first : 0.0, 1e-12);
        std::vector<int> il(labels.begin(), labels.end());
        EXPECT_NEAR(m[RankingMeasure::Dcg], dcgAt(gi, k, ex), 1e-9);
        EXPECT_NEAR(m[RankingMeasure::Ndcg], ndcgAt(gi, il, k, ex), 1e-9);
    }
}

// One tier: every measure of the view is a registry family, grouped in display order (accuracy,
// user models, beyond accuracy), and its value is the registry function's, at k or at RBP's p.
TEST(RankingMetrics, OneTierOverTheRegistrysFamilies) {
    const char* names[] = {"P",
                           "recall",
                           "F1",
                           "ndcg_cut",
                           "DCG",
                           "IDCG",
                           "map_cut",
                           "RR",
                           "rbp_ranklens",
                           "rbp_resid_ranklens",
                           "err_cut",
                           "nerr_cut",
                           "alpha_ndcg_cut",
                           "err_ia_cut",
                           "strec_cut",
                           "ild_cut",
                           "catcov_cut",
                           "novelty_cut",
                           "arp_cut",
                           "longtail_cut"};
    ASSERT_EQ(std::size(names), kRankingMeasureCount);
    RankingGroup last = RankingGroup::Accuracy;
    for (std::size_t i = 0; i < kRankingMeasureCount; ++i) {
        const auto m = static_cast<RankingMeasure>(i);
        EXPECT_EQ(rankingMeasureName(m), std::string_view(names[i]));
        EXPECT_GE(static_cast<int>(rankingGroup(m)), static_cast<int>(last)) << names[i];
        last = rankingGroup(m);
        // Beyond accuracy = the registry's item measures; the intent-aware ones are user models.
        EXPECT_EQ(rankingGroup(m) == RankingGroup::BeyondAccuracy, rankingMeasureInfo(m).items)
            << names[i];
        if (rankingMeasureInfo(m).subtopics) {
            EXPECT_EQ(rankingGroup(m), RankingGroup::UserModels);
        }
    }
    EXPECT_EQ(rankingGroup(RankingMeasure::Rr), RankingGroup::Accuracy);
    EXPECT_EQ(rankingGroup(RankingMeasure::Rbp), RankingGroup::UserModels);
    EXPECT_EQ(rankingGroup(RankingMeasure::Ild), RankingGroup::BeyondAccuracy);

    // A list with subtopics and item metadata: each value is its registry function's.
    const EvalConfig cfg;
    const DiversityQrels div = DiversityQrels::build(
        {{"q", "a", "d1", 1}, {"q", "b", "d3", 1}, {"q", "a", "d4", 1}}, "test");
    ItemCatalogue c;
    c.category = {{"d1", "X"}, {"d2", "Y"}, {"d3", "X"}, {"d4", "Z"}};
    c.popularity = {{"d1", 8}, {"d2", 4}, {"d3", 2}, {"d4", 1}};
    c.popularityUsers = 16;
    const ItemIndex items(c);
    const std::vector<std::string> docs = {"d1", "d2", "d3", "d4"};
    const std::vector<std::int32_t> grades = {2, 0, 1, 3};
    JudgedRanking r = judgeGrades(grades, grades, cfg);
    attachSubtopics(div.find("q"), docs, grades, cfg, r);
    attachItems(&items, docs, grades, cfg, r);
    RankingScratch scratch;
    const RankingMetrics got = computeRankingMetrics(r, cfg, 3, 0.6, scratch);
    EXPECT_EQ(got.k, 3);
    EXPECT_DOUBLE_EQ(got.p, 0.6);
    EXPECT_TRUE(got.subtopics && got.categories && got.popularity);
    for (std::size_t i = 0; i < kRankingMeasureCount; ++i) {
        const MeasureInfo& info = rankingMeasureInfo(static_cast<RankingMeasure>(i));
        double want = 0;
        if (info.levels) {
            const double p = 0.6;
            info.levels(r, cfg, std::span<const double>(&p, 1), std::span<double>(&want, 1));
        } else {
            std::vector<double> curve(3);
            info.curve(r, cfg, curve);
            want = curve.back();
        }
        EXPECT_DOUBLE_EQ(got.values[i], want) << names[i];
    }
    EXPECT_DOUBLE_EQ(got[RankingMeasure::Rbp], 0.4 * (1 + 0.36 + 0.216));  // relevant 1, 3, 4
    EXPECT_DOUBLE_EQ(got[RankingMeasure::Ild], 2.0 / 3);                   // X, Y, X
}

// What a measure lacks: subtopic labels for the intent-aware ones, item categories for every
// beyond-accuracy one (asked first), popularity for novelty, ARP and long tail.
TEST(RankingMetrics, LackNamesTheMissingLabelsOrMetadata) {
    RankingMetrics none;
    none.k = 10;
    EXPECT_EQ(lackOf(RankingMeasure::Ndcg, none), RankingLack::Nothing);
    EXPECT_EQ(lackOf(RankingMeasure::Err, none), RankingLack::Nothing);
    EXPECT_EQ(lackOf(RankingMeasure::AlphaNdcg, none), RankingLack::Subtopics);
    EXPECT_EQ(lackOf(RankingMeasure::SubtopicRecall, none), RankingLack::Subtopics);
    EXPECT_EQ(lackOf(RankingMeasure::Ild, none), RankingLack::Categories);
    EXPECT_EQ(lackOf(RankingMeasure::Novelty, none), RankingLack::Categories);
    RankingMetrics categories = none;
    categories.subtopics = categories.categories = true;
    EXPECT_EQ(lackOf(RankingMeasure::AlphaNdcg, categories), RankingLack::Nothing);
    EXPECT_EQ(lackOf(RankingMeasure::Ild, categories), RankingLack::Nothing);
    EXPECT_EQ(lackOf(RankingMeasure::CategoryCoverage, categories), RankingLack::Nothing);
    EXPECT_EQ(lackOf(RankingMeasure::Novelty, categories), RankingLack::Popularity);
    EXPECT_EQ(lackOf(RankingMeasure::Arp, categories), RankingLack::Popularity);
    EXPECT_EQ(lackOf(RankingMeasure::LongTail, categories), RankingLack::Popularity);
    categories.popularity = true;
    EXPECT_EQ(lackOf(RankingMeasure::LongTail, categories), RankingLack::Nothing);
}

}  // namespace
}  // namespace ranklens::core
