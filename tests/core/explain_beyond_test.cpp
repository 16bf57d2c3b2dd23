// The ranking view's beyond-accuracy values (computeRankingMetrics: the registry's, as the CLI)
// and their step-by-step explanation, on hand-worked lists.
// Catalogue: a (X, pop 8), b (X, 4), c (Y, 2), d (Z, 1), e (Y, 1), f (W, no popularity);
// N = 16 users; total popularity 16, so the short head (20 % = 3.2) is {a}.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/ranking_metrics.h"
#include "core/teaching/explain_beyond.h"

namespace ranklens::core {
namespace {

ItemCatalogue catalogue() {
    ItemCatalogue c;
    c.category = {{"a", "X"}, {"b", "X"}, {"c", "Y"}, {"d", "Z"}, {"e", "Y"}, {"f", "W"}};
    c.popularity = {{"a", 8}, {"b", 4}, {"c", 2}, {"d", 1}, {"e", 1}};
    c.popularityUsers = 16;
    c.popularitySource = "items column 'popularity'";
    return c;
}

JudgedRanking judged(const ItemIndex& items, const std::vector<std::string>& docs,
                     const EvalConfig& cfg) {
    const std::vector<std::int32_t> grades(docs.size(), kUnjudged);
    JudgedRanking r = judgeGrades(grades, {}, cfg);
    attachItems(&items, docs, grades, cfg, r);
    return r;
}

TEST(RankingBeyond, DragChangesIld) {
    const ItemIndex items(catalogue());
    const EvalConfig cfg;
    RankingScratch scratch;
    // Top 3 a, b, c: categories X, X, Y: pairs (a,b) same, (a,c) and (b,c) differ -> 2/3.
    auto m = computeRankingMetrics(judged(items, {"a", "b", "c", "d"}, cfg), cfg, 3, 0.8, scratch);
    EXPECT_TRUE(m.categories);
    EXPECT_TRUE(m.popularity);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Ild], 2.0 / 3);
    // b dragged to rank 4: top 3 a, c, d = X, Y, Z: every pair differs -> 1.
    m = computeRankingMetrics(judged(items, {"a", "c", "d", "b"}, cfg), cfg, 3, 0.8, scratch);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Ild], 1.0);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::CategoryCoverage], 3.0 / 4);
}

TEST(RankingBeyond, NoItemsGiveZeroAndSaySo) {
    const EvalConfig cfg;
    RankingScratch scratch;
    const std::vector<std::int32_t> grades{1, 0};
    JudgedRanking r = judgeGrades(grades, {1, 0}, cfg);
    attachItems(nullptr, std::vector<std::string>{"a", "b"}, grades, cfg, r);
    const auto m = computeRankingMetrics(r, cfg, 2, 0.8, scratch);
    EXPECT_FALSE(m.categories);
    EXPECT_FALSE(m.popularity);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Ild], 0.0);
}

TEST(ExplainBeyond, StepsOfAFullList) {
    const ItemIndex items(catalogue());
    const EvalConfig cfg;
    const std::vector<std::string> docs{"a", "b", "c", "d"};
    const auto r = judged(items, docs, cfg);
    const auto e = teaching::explainBeyond(r, docs, 4);
    ASSERT_EQ(e.items.size(), 4u);
    // ILD: 6 pairs of X, X, Y, Z; only (1, 2) is one category -> 5/6.
    ASSERT_EQ(e.pairs.size(), 6u);
    EXPECT_FALSE(e.pairs[0].differ);
    EXPECT_EQ(e.pairs[0].rankA, 1);
    EXPECT_EQ(e.pairs[0].rankB, 2);
    EXPECT_EQ(e.differingPairs, 5u);
    EXPECT_DOUBLE_EQ(e.ild, 5.0 / 6);
    // catcov: X, Y, Z of the catalogue's W, X, Y, Z.
    EXPECT_EQ(e.categoriesSeen, (std::vector<std::string>{"X", "Y", "Z"}));
    EXPECT_EQ(e.categoryItems, (std::vector<std::size_t>{2, 1, 1}));  // X twice: 1 pair alike
    EXPECT_EQ(e.catalogueCategories, 4u);
    EXPECT_DOUBLE_EQ(e.categoryCoverage, 0.75);
    // novelty: -log2(8/16) = 1, -log2(4/16) = 2, 3, 4: mean 2.5.
    EXPECT_DOUBLE_EQ(e.items[0].selfInformation, 1.0);
    EXPECT_DOUBLE_EQ(e.items[1].selfInformation, 2.0);
    EXPECT_DOUBLE_EQ(e.items[3].selfInformation, 4.0);
    EXPECT_DOUBLE_EQ(e.users, 16.0);
    EXPECT_DOUBLE_EQ(e.novelty, 2.5);
    // ARP: (8 + 4 + 2 + 1) / 4.
    EXPECT_DOUBLE_EQ(e.popularitySum, 15.0);
    EXPECT_DOUBLE_EQ(e.arp, 3.75);
    // Long tail: the head is {a} (8 of 16 >= 20 %), so b, c, d are in the tail: 3/4.
    EXPECT_TRUE(e.items[0].shortHead);
    EXPECT_FALSE(e.items[1].shortHead);
    EXPECT_EQ(e.head.headItems, 1u);
    EXPECT_EQ(e.head.catalogueItems, 5u);
    EXPECT_DOUBLE_EQ(e.head.headPopularity, 8.0);
    EXPECT_DOUBLE_EQ(e.head.totalPopularity, 16.0);
    EXPECT_DOUBLE_EQ(e.head.lowestHeadPopularity, 8.0);
    EXPECT_EQ(e.tailItems, 3u);
    EXPECT_DOUBLE_EQ(e.longTail, 0.75);
    EXPECT_EQ(e.popularitySource, "items column 'popularity'");
    // The same numbers as the registry's (the CLI's).
    RankingScratch scratch;
    const auto m = computeRankingMetrics(r, cfg, 4, 0.8, scratch);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Ild], e.ild);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::CategoryCoverage], e.categoryCoverage);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Novelty], e.novelty);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Arp], e.arp);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::LongTail], e.longTail);
}

TEST(ExplainBeyond, UnknownAndUncategorisedItems) {
    const ItemIndex items(catalogue());
    const EvalConfig cfg;
    // z is not in the catalogue; f has a category (W) but no popularity.
    const std::vector<std::string> docs{"a", "z", "f", "b"};
    const auto r = judged(items, docs, cfg);
    const auto e = teaching::explainBeyond(r, docs, 3);
    ASSERT_EQ(e.items.size(), 3u);
    EXPECT_FALSE(e.items[1].known);
    // ILD: z is left out: the one pair (a X, f W) differs -> 1.
    ASSERT_EQ(e.pairs.size(), 1u);
    EXPECT_EQ(e.pairs[0].rankB, 3);
    EXPECT_DOUBLE_EQ(e.ild, 1.0);
    EXPECT_DOUBLE_EQ(e.categoryCoverage, 0.5);
    // novelty: only a has a popularity: 1; ARP (8 + 0 + 0) / 3; tail z and f: 2/3.
    EXPECT_EQ(e.noveltyItems, 1u);
    EXPECT_DOUBLE_EQ(e.novelty, 1.0);
    EXPECT_DOUBLE_EQ(e.arp, 8.0 / 3);
    EXPECT_DOUBLE_EQ(e.longTail, 2.0 / 3);
    RankingScratch scratch;
    const auto m = computeRankingMetrics(r, cfg, 3, 0.8, scratch);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Novelty], 1.0);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::Arp], 8.0 / 3);
    EXPECT_DOUBLE_EQ(m[RankingMeasure::LongTail], 2.0 / 3);
}

}  // namespace
}  // namespace ranklens::core
