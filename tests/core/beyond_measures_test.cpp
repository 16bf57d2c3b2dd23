// The beyond-accuracy measures through the registry and the evaluator (-m ild@k ...):
// hand-worked k-curves, degenerate cases, the run-level Gini, and values from RecBole's own
// tests (RUCAIBox/RecBole tests/metrics/test_topk_metrics.py: test_averagepopularity,
// test_giniindex), reproduced on the same five lists.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/evaluator.h"
#include "tests/core/beyond_test_util.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

double at(const EvalResult& r, const std::string& col, std::size_t q = 0) {
    const auto* c = r.column(col);
    EXPECT_NE(c, nullptr) << col;
    return c ? c->perQuery.at(q) : NAN;
}

TEST(BeyondMeasures, HandWorkedCurve) {
    // One list a, c, e, b (scores descending); e has no category.
    core::Run run = test::makeRun({{"u", "a", 4}, {"u", "c", 3}, {"u", "e", 2}, {"u", "b", 1}});
    const Qrels qrels = test::makeQrels({{"u", "a", 1}});
    const auto c = test::handCatalogue();
    const ItemIndex items(c);
    const EvalResult r = test::evaluateBeyond(run, qrels, items, {1, 2, 3, 4, 6});
    // ILD: k=1 no pair 0; k=2 (news, sport) 1; k=3 e left out, still 1; k=4 news, sport, news:
    // pairs (a,c) (c,b) differ, (a,b) same -> 2/3; k=6 past the list: stays 2/3.
    EXPECT_DOUBLE_EQ(at(r, "ild_cut_1"), 0.0);
    EXPECT_DOUBLE_EQ(at(r, "ild_cut_2"), 1.0);
    EXPECT_DOUBLE_EQ(at(r, "ild_cut_3"), 1.0);
    EXPECT_DOUBLE_EQ(at(r, "ild_cut_4"), 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(at(r, "ild_cut_6"), 2.0 / 3.0);
    // Category coverage of news, sport, music.
    EXPECT_DOUBLE_EQ(at(r, "catcov_cut_1"), 1.0 / 3.0);
    EXPECT_DOUBLE_EQ(at(r, "catcov_cut_4"), 2.0 / 3.0);
    // Novelty: -log2(8/8)=0, -log2(2/8)=2, -log2(1/8)=3, -log2(4/8)=1.
    EXPECT_DOUBLE_EQ(at(r, "novelty_cut_1"), 0.0);
    EXPECT_DOUBLE_EQ(at(r, "novelty_cut_2"), 1.0);
    EXPECT_DOUBLE_EQ(at(r, "novelty_cut_3"), 5.0 / 3.0);
    EXPECT_DOUBLE_EQ(at(r, "novelty_cut_4"), 6.0 / 4.0);
    // ARP: 8, (8+2)/2, (8+2+1)/3, (8+2+1+4)/4; k=6 averages over the list's 4 items.
    EXPECT_DOUBLE_EQ(at(r, "arp_cut_1"), 8.0);
    EXPECT_DOUBLE_EQ(at(r, "arp_cut_2"), 5.0);
    EXPECT_DOUBLE_EQ(at(r, "arp_cut_3"), 11.0 / 3.0);
    EXPECT_DOUBLE_EQ(at(r, "arp_cut_4"), 15.0 / 4.0);
    EXPECT_DOUBLE_EQ(at(r, "arp_cut_6"), 15.0 / 4.0);
    // Long tail: a is the head.
    EXPECT_DOUBLE_EQ(at(r, "longtail_cut_1"), 0.0);
    EXPECT_DOUBLE_EQ(at(r, "longtail_cut_4"), 0.75);
    // The plain reference functions agree.
    EXPECT_DOUBLE_EQ(at(r, "ild_cut_4"), intraListDiversity({"a", "c", "e", "b"}, c));
    EXPECT_DOUBLE_EQ(at(r, "novelty_cut_4"), novelty({"a", "c", "e", "b"}, c));
}

TEST(BeyondMeasures, GiniIsRunLevelWithoutPerQueryValues) {
    core::Run run = test::makeRun(
        {{"u1", "a", 3}, {"u1", "b", 2}, {"u1", "c", 1}, {"u2", "a", 3}, {"u2", "d", 2}});
    const Qrels qrels = test::makeQrels({{"u1", "a", 1}, {"u2", "a", 1}});
    const ItemIndex items(test::handCatalogue());
    const EvalResult r = test::evaluateBeyond(run, qrels, items, {2});
    const auto* g = r.column("gini_2");
    ASSERT_NE(g, nullptr);
    EXPECT_TRUE(g->perQuery.empty());
    // Exposure at k=2 over a..e: a 2, b 1, d 1, c 0, e 0 -> sorted 0 0 1 1 2: 10/20 = 0.5.
    EXPECT_DOUBLE_EQ(g->aggregate, 0.5);
    EXPECT_EQ(measureInfo(MeasureFamily::Gini).shape, MeasureShape::RunLevel);
}

// RecBole tests/metrics/test_topk_metrics.py: five top-3 lists over items 0..7 (num_items 8),
// item_count {1:0, 2:1, 3:2, 4:3, 5:4, 6:5} (item 7 unknown: 0).
struct RecBoleCase {
    core::Run run;
    ItemCatalogue c;
    RecBoleCase() {
        const int lists[5][3] = {{5, 7, 3}, {4, 5, 2}, {2, 3, 5}, {1, 4, 6}, {5, 3, 7}};
        std::vector<test::Line> lines;
        for (int u = 0; u < 5; ++u)
            for (int i = 0; i < 3; ++i)
                lines.push_back({"u" + std::to_string(u), std::to_string(lists[u][i]), 3.0 - i});
        run = test::makeRun(lines);
        for (int item = 0; item < 8; ++item) c.category[std::to_string(item)] = "";
        for (int item = 1; item <= 6; ++item) c.popularity[std::to_string(item)] = item - 1;
        c.popularityUsers = 5;
    }
};

TEST(BeyondMeasures, RecBoleAveragePopularityAndGini) {
    RecBoleCase rb;
    std::vector<test::Label> labels;
    for (int u = 0; u < 5; ++u) labels.push_back({"u" + std::to_string(u), "0", 1});
    const Qrels qrels = test::makeQrels(labels);
    const ItemIndex items(rb.c);
    const EvalResult r = test::evaluateBeyond(rb.run, qrels, items, {1, 2, 3});
    // RecBole test_averagepopularity: [[4/1, 4/2, 6/3], [3/1, 7/2, 8/3], [1/1, 3/2, 7/3],
    // [0/1, 3/2, 8/3], [4/1, 6/2, 6/3]].
    const double expected[5][3] = {{4.0 / 1, 4.0 / 2, 6.0 / 3},
                                   {3.0 / 1, 7.0 / 2, 8.0 / 3},
                                   {1.0 / 1, 3.0 / 2, 7.0 / 3},
                                   {0.0 / 1, 3.0 / 2, 8.0 / 3},
                                   {4.0 / 1, 6.0 / 2, 6.0 / 3}};
    for (std::size_t u = 0; u < 5; ++u)
        for (std::size_t k = 1; k <= 3; ++k)
            EXPECT_DOUBLE_EQ(at(r, "arp_cut_" + std::to_string(k), u), expected[u][k - 1])
                << "u" << u << " k=" << k;
    // RecBole test_giniindex: ((-7)*0 + (-5)*1 + (-3)*1 + (-1)*2 + 1*2 + 3*2 + 5*3 + 7*4)
    // / (8 * (3 * 5)) = 41/120.
    EXPECT_DOUBLE_EQ(r.column("gini_3")->aggregate, 41.0 / 120.0);
}

TEST(BeyondMeasures, DegenerateCases) {
    const Qrels qrels = test::makeQrels({{"u", "a", 1}});
    // No categories at all: ILD and category coverage 0.
    {
        core::Run run = test::makeRun({{"u", "a", 2}, {"u", "c", 1}});
        ItemCatalogue c = test::handCatalogue();
        c.category.clear();
        const ItemIndex items(c);
        const EvalResult r = test::evaluateBeyond(run, qrels, items, {2});
        EXPECT_DOUBLE_EQ(at(r, "ild_cut_2"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "catcov_cut_2"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "arp_cut_2"), 5.0);  // popularity still known
    }
    // One item: no pair.
    {
        core::Run run = test::makeRun({{"u", "c", 1}});
        const ItemIndex items(test::handCatalogue());
        const EvalResult r = test::evaluateBeyond(run, qrels, items, {10});
        EXPECT_DOUBLE_EQ(at(r, "ild_cut_10"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "catcov_cut_10"), 1.0 / 3.0);
        EXPECT_DOUBLE_EQ(at(r, "novelty_cut_10"), 2.0);
        EXPECT_DOUBLE_EQ(at(r, "longtail_cut_10"), 1.0);
        // One list holding one item of a 5-item catalogue: sorted 0 0 0 0 1 -> 4/5.
        EXPECT_DOUBLE_EQ(r.column("gini_10")->aggregate, 0.8);
    }
    // All one category.
    {
        core::Run run = test::makeRun({{"u", "a", 2}, {"u", "b", 1}});
        const ItemIndex items(test::handCatalogue());
        const EvalResult r = test::evaluateBeyond(run, qrels, items, {2});
        EXPECT_DOUBLE_EQ(at(r, "ild_cut_2"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "catcov_cut_2"), 1.0 / 3.0);
    }
    // Items the catalogue does not know: no category, popularity 0, in the long tail.
    {
        core::Run run = test::makeRun({{"u", "x", 2}, {"u", "y", 1}});
        const ItemIndex items(test::handCatalogue());
        const EvalResult r = test::evaluateBeyond(run, qrels, items, {2});
        EXPECT_DOUBLE_EQ(at(r, "ild_cut_2"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "novelty_cut_2"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "arp_cut_2"), 0.0);
        EXPECT_DOUBLE_EQ(at(r, "longtail_cut_2"), 1.0);
    }
}

TEST(BeyondMeasures, JudgedOnlyUsesTheKeptRanks) {
    // -J drops the unjudged c: the top 2 become a, b (both news).
    core::Run run = test::makeRun({{"u", "a", 3}, {"u", "c", 2}, {"u", "b", 1}});
    const Qrels qrels = test::makeQrels({{"u", "a", 1}, {"u", "b", 0}});
    const ItemIndex items(test::handCatalogue());
    EvalConfig cfg;
    cfg.judgedOnly = true;
    EXPECT_DOUBLE_EQ(at(test::evaluateBeyond(run, qrels, items, {2}, cfg), "ild_cut_2"), 0.0);
    EXPECT_DOUBLE_EQ(at(test::evaluateBeyond(run, qrels, items, {2}), "ild_cut_2"), 1.0);
}

TEST(BeyondMeasures, RefusedWithoutItemMetadata) {
    core::Run run = test::makeRun({{"u", "a", 1}});
    const Qrels qrels = test::makeQrels({{"u", "a", 1}});
    EvalOptions o = test::requestsFor({{"novelty_cut", {10}}});
    EXPECT_THROW(evaluate(run, qrels, EvalConfig{}, o), std::invalid_argument);
    // Curves of such measures are left out without metadata, not refused.
    EvalOptions curves = test::requestsFor({{"P", {5}}});
    curves.curveK = 5;
    curves.curveMeasures = {findMeasure("ild_cut"), findMeasure("P")};
    const EvalResult r = evaluate(run, qrels, EvalConfig{}, curves);
    ASSERT_EQ(r.curveMeasures.size(), 1u);
    EXPECT_EQ(r.curveMeasures[0]->family, MeasureFamily::P);
}

TEST(BeyondMeasures, PopularityFromRunsCountsListsOfAllRuns) {
    const core::Run a = test::makeRun({{"u1", "x", 2}, {"u1", "y", 1}, {"u2", "x", 1}});
    const core::Run b = test::makeRun({{"u1", "y", 1}});
    ItemCatalogue c;
    popularityFromRuns({&a, &b}, c);
    EXPECT_DOUBLE_EQ(c.popularity.at("x"), 2.0);
    EXPECT_DOUBLE_EQ(c.popularity.at("y"), 2.0);
    EXPECT_DOUBLE_EQ(c.popularityUsers, 3.0);  // 2 lists + 1 list
}

}  // namespace
}  // namespace ranklens::core
