// The nine worked examples of SPEC.md, exactly as written there.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::measureAt;
using test::ranking;

TEST(WorkedExamples, Ex1_PrecisionAndRecallAt10) {
    // Relevant at ranks 1, 3, 4, 7, 9 of 10 returned; 20 relevant in all.
    const auto r = ranking({1, 0, 1, 1, 0, 0, 1, 0, 1, 0}, std::vector<std::int32_t>(15, 1));
    ASSERT_EQ(r.numRel, 20);
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 10), 0.5);
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 10), 0.25);
}

TEST(WorkedExamples, Ex2_ExponentialGainIdealFromRetrieved) {
    EvalConfig cfg;
    cfg.gain = GainKind::Exponential;
    cfg.ideal = IdealOrder::Retrieved;
    const auto r = ranking({3, 2, 0, 3, 1}, {}, cfg);
    EXPECT_NEAR(measureAt("DCG", r, cfg, 5), 12.294, 5e-4);
    EXPECT_NEAR(measureAt("IDCG", r, cfg, 5), 13.347, 5e-4);
    EXPECT_NEAR(measureAt("ndcg_cut", r, cfg, 5), 0.921, 5e-4);
}

TEST(WorkedExamples, Ex3_ExponentialGainRelevantExactlyThese) {
    EvalConfig cfg;
    cfg.gain = GainKind::Exponential;
    const auto r = ranking({3, 0, 2, 0, 1}, {}, cfg);  // ideal from labels = [3, 2, 1]
    EXPECT_NEAR(measureAt("DCG", r, cfg, 5), 8.887, 5e-4);
    EXPECT_NEAR(measureAt("IDCG", r, cfg, 5), 9.393, 5e-4);
    EXPECT_NEAR(measureAt("ndcg_cut", r, cfg, 5), 0.946, 5e-4);
    // Same with the retrieved ideal: the labels are exactly the retrieved ones.
    cfg.ideal = IdealOrder::Retrieved;
    EXPECT_NEAR(measureAt("ndcg_cut", r, cfg, 5), 0.946, 5e-4);
}

TEST(WorkedExamples, Ex4_LinearGain) {
    const auto r = ranking({3, 2, 0, 1});
    EXPECT_NEAR(measureAt("DCG", r, {}, 4), 4.693, 5e-4);
    EXPECT_NEAR(measureAt("IDCG", r, {}, 4), 4.762, 5e-4);
    EXPECT_NEAR(measureAt("ndcg_cut", r, {}, 4), 0.985, 5e-4);
}

TEST(WorkedExamples, Ex5_MeanReciprocalRank) {
    // First relevant at ranks 2, 1, 4 for three queries.
    core::Run run = test::makeRun({{"a", "x", 3},
                                   {"a", "y", 2},
                                   {"b", "x", 3},
                                   {"c", "p", 4},
                                   {"c", "q", 3},
                                   {"c", "r", 2},
                                   {"c", "s", 1}});
    Qrels qrels = test::makeQrels({{"a", "y", 1}, {"b", "x", 1}, {"c", "s", 1}});
    const auto res = evaluate(run, qrels, {}, test::requestsFor({{"recip_rank", {}}}));
    ASSERT_EQ(res.queries.size(), 3u);
    EXPECT_NEAR(res.column("recip_rank")->aggregate, 0.583, 5e-4);
    EXPECT_DOUBLE_EQ(res.column("recip_rank")->aggregate, (0.5 + 1.0 + 0.25) / 3.0);
}

TEST(WorkedExamples, Ex6_FiveReturnedThreeRelevantTenInAll) {
    const auto r = ranking({1, 0, 1, 0, 1}, std::vector<std::int32_t>(7, 1));
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 5), 0.6);
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 5), 0.3);
}

TEST(WorkedExamples, Ex7_TwentyFavouritesTenShownSixHits) {
    const auto r = ranking({1, 1, 0, 1, 0, 1, 0, 1, 0, 1}, std::vector<std::int32_t>(14, 1));
    EXPECT_DOUBLE_EQ(measureAt("P", r, {}, 10), 0.6);
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 10), 0.3);
    EXPECT_DOUBLE_EQ(measureAt("recall", r, {}, 1), 0.05);
}

TEST(WorkedExamples, Ex8_F1PunishesImbalance) {
    // P@10 = 0.9 and R@10 = 0.1: nine hits in the top 10 of 90 relevant.
    const auto imbalanced =
        ranking({1, 1, 1, 1, 1, 1, 1, 1, 1, 0}, std::vector<std::int32_t>(81, 1));
    EXPECT_NEAR(measureAt("F1", imbalanced, {}, 10), 0.18, 1e-12);
    const auto balanced = ranking({1, 0, 1, 0, 1, 0, 1, 0, 1, 0}, std::vector<std::int32_t>(5, 1));
    EXPECT_NEAR(measureAt("F1", balanced, {}, 10), 0.5, 1e-12);
}

TEST(WorkedExamples, Ex9_DiscountAndExponentialGain) {
    // One relevant item (grade 1) at rank i: DCG = 1 / log2(i + 1), relative to rank 1.
    auto dcgAt = [](std::size_t rank) {
        std::vector<std::int32_t> g(rank, 0);
        g[rank - 1] = 1;
        return measureAt("DCG", ranking(g), {}, rank);
    };
    EXPECT_NEAR(dcgAt(2), 0.63, 5e-3);
    EXPECT_NEAR(dcgAt(4), 0.43, 5e-3);
    EXPECT_NEAR(dcgAt(10), 0.29, 5e-3);
    EvalConfig exp;
    exp.gain = GainKind::Exponential;
    EXPECT_DOUBLE_EQ(exp.gainOf(1), 1.0);
    EXPECT_DOUBLE_EQ(exp.gainOf(2), 3.0);
    EXPECT_DOUBLE_EQ(exp.gainOf(3), 7.0);
}

}  // namespace
}  // namespace ranklens::core
