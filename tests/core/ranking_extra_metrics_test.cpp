// The ranking view's further measures (RBP, ERR, nERR and the intent-aware ones) of a hand-made
// list, the subtopics given to a list judged from plain grades, and alpha-nDCG / ERR-IA /
// S-recall step by step, all hand-worked and equal to the registry's values.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/eval/ranking_metrics.h"
#include "core/io/diversity_qrels.h"
#include "core/teaching/explain_user_models.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

// Query q: d1 -> {a}, d2 -> {a, b}, d3 judged for a but not relevant, d4 -> {b}.
DiversityQrels smallSubtopics() {
    return DiversityQrels::build({{"q", "a", "d1", 1},
                                  {"q", "a", "d2", 1},
                                  {"q", "b", "d2", 1},
                                  {"q", "a", "d3", 0},
                                  {"q", "b", "d4", 1}},
                                 "test");
}

TEST(RankingExtraMetrics, UserModelsOfAHandMadeList) {
    EvalConfig cfg;  // ERR's gmax = 4
    const std::vector<std::int32_t> grades = {0, 2, kUnjudged, 1};
    const JudgedRanking r = judgeGrades(grades, {0, 2, 1, 3}, cfg);
    RankingScratch scratch;
    const RankingMetrics m = computeRankingMetrics(r, cfg, 3, 0.5, scratch);
    // RBP(0.5): relevant ranks 2 and 4 -> 0.5 * (0.5 + 0.125) = 0.3125. Residual: rank 3
    // unlabelled (0.5 * 0.25 = 0.125) + tail 0.5^4 = 0.0625.
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Rbp], 0.3125);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::RbpResidual], 0.1875);
    // ERR@3: rank 2 stops (2^2 - 1) / 16 = 3/16 of the users, all of whom got there: 3/32.
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Err], 3.0 / 32);
    // Ideal 3, 2, 1: R = 7/16, 3/16, 1/16 -> 7/16 + (9/16)(3/16)/2 + (9/16)(13/16)(1/16)/3.
    const double ideal = 7.0 / 16 + 9.0 / 16 * 3.0 / 16 / 2 + 9.0 / 16 * 13.0 / 16 / 16 / 3;
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Nerr], (3.0 / 32) / ideal);
    EXPECT_FALSE(m.subtopics);
    EXPECT_EQ(m[RankingMeasure::AlphaNdcg], 0.0);
    EXPECT_EQ(m.k, 3);
    EXPECT_TRUE(rankingMeasureInfo(RankingMeasure::ErrIa).subtopics);
    EXPECT_FALSE(rankingMeasureInfo(RankingMeasure::Err).subtopics);
    EXPECT_EQ(rankingMeasureName(RankingMeasure::SubtopicRecall), "strec_cut");
}

TEST(RankingExtraMetrics, IntentAwareOfAHandMadeList) {
    const EvalConfig cfg;  // alpha 0.5
    const DiversityQrels div = smallSubtopics();
    const std::vector<std::string> docs = {"d1", "d2", "d3", "d4"};
    const std::vector<std::int32_t> grades = {1, 1, 0, 1};
    JudgedRanking r = judgeGrades(grades, grades, cfg);
    attachSubtopics(div.find("q"), docs, grades, cfg, r);
    RankingScratch scratch;
    const RankingMetrics m = computeRankingMetrics(r, cfg, 4, 0.8, scratch);
    ASSERT_TRUE(m.subtopics);
    // Gains 1 (a), 0.5 + 1 (a again, b), 0, 0.5 (b again): alpha-DCG@4 =
    // 1 + 1.5/log2 3 + 0.5/log2 5. Greedy ideal d2 (2), d4 (0.5, tie with d1: larger docid),
    // d1 (0.5), d3 (0): 2 + 0.5/log2 3 + 0.5/2.
    const double dcg = 1 + 1.5 / std::log2(3.0) + 0.5 / std::log2(5.0);
    const double idcg = 2 + 0.5 / std::log2(3.0) + 0.25;
    EXPECT_NEAR(m[RankingMeasure::AlphaNdcg], dcg / idcg, 1e-12);  // 0.842627...
    // ERR-IA@4: (1 + 1.5/2 + 0 + 0.5/4) / (2 + 1/2 + 0.5/3 + 0.25/4) = 1.875 / 2.7291666...
    EXPECT_NEAR(m[RankingMeasure::ErrIa], 1.875 / (2 + 0.5 + 0.5 / 3 + 0.0625), 1e-12);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::SubtopicRecall], 1.0);
    EXPECT_DOUBLE_EQ(computeRankingMetrics(r, cfg, 1, 0.8, scratch)[RankingMeasure::SubtopicRecall],
                     0.5);

    const auto e = teaching::explainDiversity(r, cfg, 4);
    ASSERT_EQ(e.steps.size(), 4u);
    ASSERT_EQ(e.steps[1].hits.size(), 2u);
    EXPECT_EQ(e.steps[1].hits[0].subtopic, "a");
    EXPECT_EQ(e.steps[1].hits[0].seenBefore, 1);
    EXPECT_DOUBLE_EQ(e.steps[1].hits[0].factor, 0.5);
    EXPECT_DOUBLE_EQ(e.steps[1].gain, 1.5);
    EXPECT_DOUBLE_EQ(e.steps[3].gain, 0.5);
    EXPECT_EQ(e.ideal[0].doc, "d2");
    EXPECT_EQ(e.ideal[1].doc, "d4");
    EXPECT_NEAR(e.alphaDcg, dcg, 1e-12);
    EXPECT_NEAR(e.idealAlphaDcg, idcg, 1e-12);
    EXPECT_DOUBLE_EQ(e.alphaNdcg, m[RankingMeasure::AlphaNdcg]);
    EXPECT_DOUBLE_EQ(e.errIa, m[RankingMeasure::ErrIa]);
    EXPECT_DOUBLE_EQ(e.subtopicRecall, 1.0);
    EXPECT_EQ(e.steps[0].covered, 1);
}

TEST(RankingExtraMetrics, JudgedOnlyDropsTheSameRanksFromTheSubtopics) {
    EvalConfig cfg;
    cfg.judgedOnly = true;
    const DiversityQrels div = smallSubtopics();
    // d9 has no label: judged only removes it, so d4 is rank 2.
    const std::vector<std::string> docs = {"d2", "d9", "d4"};
    const std::vector<std::int32_t> grades = {1, kUnjudged, 1};
    JudgedRanking r = judgeGrades(grades, grades, cfg);
    attachSubtopics(div.find("q"), docs, grades, cfg, r);
    ASSERT_EQ(r.rankSubtopics.size(), 2u);
    ASSERT_NE(r.rankSubtopics[1], nullptr);
    EXPECT_EQ(r.rankSubtopics[1]->size(), 1u);  // d4: b only
    // No subtopic labels for the query: every intent-aware value is 0, nothing is attached.
    JudgedRanking none = judgeGrades(grades, grades, cfg);
    attachSubtopics(div.find("other"), docs, grades, cfg, none);
    RankingScratch scratch;
    EXPECT_EQ(computeRankingMetrics(none, cfg, 2, 0.8, scratch)[RankingMeasure::ErrIa], 0.0);
    EXPECT_EQ(teaching::explainDiversity(none, cfg, 2).numSubtopics, 0u);
}

}  // namespace
}  // namespace ranklens::core
