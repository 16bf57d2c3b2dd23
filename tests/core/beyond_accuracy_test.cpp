// Beyond-accuracy measures from item metadata: hand-worked values and the degenerate cases
// (no categories, one item, all items of one category, unknown popularity).
#include <gtest/gtest.h>

#include <cmath>

#include "core/beyond/beyond_accuracy.h"
#include "tests/core/beyond_test_util.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

TEST(BeyondAccuracy, HandWorkedList) {
    const auto c = test::handCatalogue();
    const std::vector<std::string> top = {"a", "b", "c", "e"};
    // Categorised: news, news, sport (e has none): pairs (a,b) same, (a,c) and (b,c) differ.
    EXPECT_DOUBLE_EQ(intraListDiversity(top, c), 2.0 / 3.0);
    // news and sport of news, sport, music.
    EXPECT_DOUBLE_EQ(categoryCoverage(top, c), 2.0 / 3.0);
    // -log2(8/8), -log2(4/8), -log2(2/8), -log2(1/8) = 0, 1, 2, 3.
    EXPECT_DOUBLE_EQ(novelty(top, c), 1.5);
    EXPECT_DOUBLE_EQ(averagePopularity(top, c), (8 + 4 + 2 + 1) / 4.0);
    // Long tail: everything but a.
    EXPECT_DOUBLE_EQ(longTailShare(top, c), 0.75);
}

TEST(BeyondAccuracy, DegenerateCases) {
    auto c = test::handCatalogue();
    // One item: no pair, ILD 0; all of one category: ILD 0.
    EXPECT_DOUBLE_EQ(intraListDiversity({"a"}, c), 0.0);
    EXPECT_DOUBLE_EQ(intraListDiversity({"a", "b"}, c), 0.0);
    EXPECT_DOUBLE_EQ(novelty({"a"}, c), 0.0);  // everybody knows it
    // Unknown items: no category, no popularity (ARP counts them as 0, novelty leaves them out).
    EXPECT_DOUBLE_EQ(averagePopularity({"zz", "b"}, c), 2.0);
    EXPECT_DOUBLE_EQ(novelty({"zz", "b"}, c), 1.0);
    EXPECT_DOUBLE_EQ(novelty({"zz"}, c), 0.0);
    EXPECT_DOUBLE_EQ(longTailShare({"zz"}, c), 1.0);
    // Empty list.
    EXPECT_DOUBLE_EQ(averagePopularity({}, c), 0.0);
    EXPECT_DOUBLE_EQ(longTailShare({}, c), 0.0);
    // No categories at all.
    c.category.clear();
    EXPECT_DOUBLE_EQ(intraListDiversity({"a", "c"}, c), 0.0);
    EXPECT_DOUBLE_EQ(categoryCoverage({"a", "c"}, c), 0.0);
}

TEST(BeyondAccuracy, GiniIndex) {
    EXPECT_DOUBLE_EQ(giniIndex({}), 0.0);
    EXPECT_DOUBLE_EQ(giniIndex({0, 0}), 0.0);
    EXPECT_DOUBLE_EQ(giniIndex({3, 3, 3}), 0.0);
    // One of four items takes all: (2*4 - 4 - 1) / 4 = 0.75 (the n-item maximum, 1 - 1/n).
    EXPECT_DOUBLE_EQ(giniIndex({0, 5, 0, 0}), 0.75);
    // x = 1, 2, 3: (-2*1 + 0*2 + 2*3) / (3 * 6) = 4/18.
    EXPECT_DOUBLE_EQ(giniIndex({3, 1, 2}), 4.0 / 18.0);
}

TEST(BeyondAccuracy, RunLevelAndPerQuery) {
    core::Run run = test::makeRun(
        {{"u1", "a", 3}, {"u1", "b", 2}, {"u1", "c", 1}, {"u2", "a", 3}, {"u2", "d", 2}});
    run.markOrdered(TiePolicy::InputOrder);
    auto c = test::handCatalogue();
    const BeyondAccuracyResult r = evaluateBeyondAccuracy(run, c, 2);
    ASSERT_EQ(r.qids.size(), 2u);
    EXPECT_EQ(r.qids[0], "u1");
    EXPECT_DOUBLE_EQ(r.ild[0], 0.0);  // a, b: both news
    EXPECT_DOUBLE_EQ(r.ild[1], 1.0);  // a, d
    EXPECT_DOUBLE_EQ(r.categoryCoverage[1], 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(r.arp[0], 6.0);
    EXPECT_DOUBLE_EQ(r.longTail[1], 0.5);
    // Exposure over the catalogue a..e: a 2, b 1, d 1, c 0, e 0 -> sorted 0 0 1 1 2:
    // ((-4)*0 + (-2)*0 + 0*1 + 2*1 + 4*2) / (5 * 4) = 0.5.
    EXPECT_DOUBLE_EQ(r.giniExposure, 0.5);
    // Popularity counted from the run's own top 2: a in both lists.
    popularityFromRun(run, 2, c);
    EXPECT_DOUBLE_EQ(c.popularity.at("a"), 2.0);
    EXPECT_DOUBLE_EQ(c.popularityUsers, 2.0);
    // From behaviour-log labels: users with a positive label per item.
    Qrels log = test::makeQrels({{"u1", "a", 1}, {"u2", "a", 3}, {"u2", "b", 0}});
    popularityFromLabels(log, c);
    EXPECT_DOUBLE_EQ(c.popularity.at("a"), 2.0);
    EXPECT_EQ(c.popularity.count("b"), 0u);
}

}  // namespace
}  // namespace ranklens::core
