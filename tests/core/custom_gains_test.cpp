// Custom gains as trec_eval's m_ndcg.c / gain_init.c use them (issue 11 item 1): grade 0 can
// carry a gain, and the ideal ranking is ordered by gain, not by grade.
#include <gtest/gtest.h>

#include <cmath>

#include "core/teaching/explain.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::measureAt;

const double kLog2of3 = std::log2(3.0);  // 1.5849625...

EvalConfig customGains(std::vector<double> gains, IdealOrder ideal = IdealOrder::Labels) {
    EvalConfig cfg;
    cfg.gain = GainKind::Custom;
    cfg.customGains = std::move(gains);
    cfg.ideal = ideal;
    return cfg;
}

TEST(CustomGains, GradeZeroCarriesItsGainUnlabelledAndNegativeDoNot) {
    const EvalConfig cfg = customGains({1, 4, 2});
    EXPECT_DOUBLE_EQ(cfg.gainOf(0), 1.0);
    EXPECT_DOUBLE_EQ(cfg.gainOf(-1), 0.0);
    EXPECT_DOUBLE_EQ(cfg.gainOf(kUnjudged), 0.0);
    EXPECT_DOUBLE_EQ(EvalConfig{}.gainOf(0), 0.0);  // linear: grade 0 gains 0
}

TEST(CustomGains, GradeZeroGainCountsInDcgAndIdeal) {
    // gains 0->1, 1->4, 2->2; ranked [0, 2, unjudged]; labels {0, 2, 1} (the 1 not returned).
    // DCG  = 1/log2(2) + 2/log2(3) = 1 + 1.2618595 = 2.2618595 (unjudged gains 0)
    // ideal by gain: grade 1 (4), grade 2 (2), grade 0 (1):
    // IDCG = 4 + 2/log2(3) + 1/log2(4) = 4 + 1.2618595 + 0.5 = 5.7618595
    // NDCG = 2.2618595 / 5.7618595 = 0.3925572  (before the fix: 1.2618595 / 4.5237190)
    const EvalConfig cfg = customGains({1, 4, 2});
    const auto r = judgeGrades({0, 2, kUnjudged}, {0, 2, 1}, cfg);
    const double dcg = 1.0 + 2.0 / kLog2of3;
    const double idcg = 4.0 + 2.0 / kLog2of3 + 0.5;
    EXPECT_NEAR(measureAt("DCG", r, cfg, 3), dcg, 1e-12);
    EXPECT_NEAR(measureAt("IDCG", r, cfg, 3), idcg, 1e-12);
    EXPECT_NEAR(measureAt("ndcg", r, cfg), dcg / idcg, 1e-12);
    EXPECT_NEAR(measureAt("ndcg", r, cfg), 0.3925572, 1e-7);
}

TEST(CustomGains, IdealIsSortedByGainSoNdcgNeverExceedsOne) {
    // gains 0,4,2: grade 1 is worth more than grade 2.
    // ranked [1, 2] is ideal: DCG = IDCG = 4 + 2/log2(3) = 5.2618595 -> NDCG 1
    //   (before the fix the ideal was [2, 1]: 2 + 4/log2(3) = 4.5237190, NDCG 1.1632)
    // ranked [2, 1]: DCG = 2 + 4/log2(3) = 4.5237190 -> NDCG = 4.5237190/5.2618595 = 0.8597187
    const EvalConfig cfg = customGains({0, 4, 2});
    const double best = 4.0 + 2.0 / kLog2of3, swapped = 2.0 + 4.0 / kLog2of3;
    const auto ideal = judgeGrades({1, 2}, {1, 2}, cfg);
    EXPECT_NEAR(measureAt("ndcg", ideal, cfg), 1.0, 1e-12);
    EXPECT_NEAR(measureAt("ndcg_cut", ideal, cfg, 2), 1.0, 1e-12);
    EXPECT_NEAR(measureAt("ndcg_cut", ideal, cfg, 1), 1.0, 1e-12);  // 4 / 4
    const auto worse = judgeGrades({2, 1}, {1, 2}, cfg);
    EXPECT_NEAR(measureAt("ndcg", worse, cfg), swapped / best, 1e-12);
    EXPECT_NEAR(measureAt("ndcg", worse, cfg), 0.8597187, 1e-7);
    EXPECT_NEAR(measureAt("ndcg_cut", worse, cfg, 1), 0.5, 1e-12);  // 2 / 4
    // The ideal of the retrieved items is ordered by gain as well.
    const EvalConfig retrieved = customGains({0, 4, 2}, IdealOrder::Retrieved);
    const auto r2 = judgeGrades({2, 1}, {1, 2}, retrieved);
    EXPECT_NEAR(measureAt("ndcg", r2, retrieved), swapped / best, 1e-12);
}

TEST(CustomGains, ZeroOrNegativeGainsStayOutOfTheIdeal) {
    // gains 0->0, 1->-1, 2->3; ranked [1, 2]: DCG = -1 + 3/log2(3) = 0.8927893;
    // the ideal holds only the positive gain: IDCG = 3 -> NDCG = 0.2975964 (trec_eval m_ndcg.c
    // adds ideal gains only while they are > 0).
    const EvalConfig cfg = customGains({0, -1, 3});
    const auto r = judgeGrades({1, 2}, {1, 2, 0}, cfg);
    EXPECT_NEAR(measureAt("ndcg", r, cfg), (-1.0 + 3.0 / kLog2of3) / 3.0, 1e-12);
    EXPECT_NEAR(measureAt("ndcg", r, cfg), 0.2975964, 1e-7);
}

TEST(CustomGains, ExplanationOrdersTheIdealByGain) {
    // As IdealIsSortedByGainSoNdcgNeverExceedsOne: ideal grades [1, 2] with gains [4, 2].
    const EvalConfig cfg = customGains({0, 4, 2});
    const teaching::Explanation e = teaching::explain({2, 1}, {1, 2}, cfg, 2);
    ASSERT_EQ(e.ideal.size(), 2u);
    EXPECT_EQ(e.ideal[0].grade, 1);
    EXPECT_DOUBLE_EQ(e.ideal[0].gain, 4.0);
    EXPECT_NEAR(e.idcg, 4.0 + 2.0 / kLog2of3, 1e-12);
    EXPECT_NEAR(e.dcg, 2.0 + 4.0 / kLog2of3, 1e-12);
}

}  // namespace
}  // namespace ranklens::core
