// Agreement of several label sets (core/judging/multi_agreement.h): Krippendorff's alpha on the
// worked example of Krippendorff (2011), Fleiss' kappa against statsmodels, the grade table of
// real label sets, pairwise kappas, the gold set, and the undefined cases said, never NaN.
//
// Reference values: scripts/judges_reference.py (statsmodels 0.13.5, Debian python3-statsmodels)
// prints them; the suite does not need statsmodels.
#include <gtest/gtest.h>

#include <cmath>

#include "core/judging/multi_agreement.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::makeQrels;

constexpr std::int32_t _ = kNoGrade;

// Krippendorff, "Computing Krippendorff's Alpha-Reliability" (2011), the example with missing
// values: 4 observers (columns A..D) x 12 units (rows); unit 12 has one value and does not count.
GradeTable krippendorff2011() {
    return gradeTableOf({"A", "B", "C", "D"}, {{1, 1, _, 1},
                                               {2, 2, 3, 2},
                                               {3, 3, 3, 3},
                                               {3, 3, 3, 3},
                                               {2, 2, 2, 2},
                                               {1, 2, 3, 4},
                                               {4, 4, 4, 4},
                                               {1, 1, 2, 1},
                                               {2, 2, 2, 2},
                                               {_, 5, 5, 5},
                                               {_, _, 1, 1},
                                               {_, 3, _, _}});
}

TEST(MultiAgreement, KrippendorffAlphaOnTheWorkedExampleOf2011) {
    const auto a = krippendorffAlpha(krippendorff2011(), 4);
    EXPECT_EQ(a.items, 11u);   // unit 12 has a single value
    EXPECT_EQ(a.values, 40u);  // n, the pairable values
    ASSERT_TRUE(a.nominal.defined);
    ASSERT_TRUE(a.ordinal.defined);
    ASSERT_TRUE(a.interval.defined);
    EXPECT_NEAR(a.nominal.value, 0.743, 5e-4);
    EXPECT_NEAR(a.ordinal.value, 0.815, 5e-4);
    EXPECT_NEAR(a.interval.value, 0.849, 5e-4);
}

// Three units worked by hand (the coincidence weights 1/(m_u - 1) included).
TEST(MultiAgreement, KrippendorffAlphaHandWorkedSmallCase) {
    // u1 (1,1): pairs (1,1) x2, weight 1 -> o11 += 2.
    // u2 (1,2): pairs (1,2),(2,1), weight 1 -> o12 += 1, o21 += 1.
    // u3 (2,2,2): 6 ordered pairs (2,2), weight 1/2 -> o22 += 3.
    // n_1 = 3, n_2 = 4, n = 7. Nominal: D_o = o12 + o21 = 2; D_e = 2 n_1 n_2 = 24;
    // alpha = 1 - (7 - 1) * 2 / 24 = 0.5. Interval: the same (|1-2|^2 = 1).
    // Ordinal: d(1,2) = (n_1 + n_2 - (n_1 + n_2)/2)^2 = 3.5^2 = 12.25 on both sides: 0.5 again.
    const auto t = gradeTableOf({"x", "y", "z"}, {{1, 1, _}, {1, _, 2}, {2, 2, 2}});
    const auto a = krippendorffAlpha(t, 3);
    EXPECT_EQ(a.items, 3u);
    EXPECT_NEAR(a.nominal.value, 0.5, 1e-12);
    EXPECT_NEAR(a.interval.value, 0.5, 1e-12);
    EXPECT_NEAR(a.ordinal.value, 0.5, 1e-12);
}

// Fleiss (1971) as on Wikipedia: 10 items, 14 raters, categories 1..5; counts per item turned
// into 14 rater columns. statsmodels fleiss_kappa: 0.20993070442195522.
TEST(MultiAgreement, FleissKappaMatchesStatsmodelsOnFleiss1971) {
    const std::vector<std::vector<int>> counts = {
        {0, 0, 0, 0, 14}, {0, 2, 6, 4, 2}, {0, 0, 3, 5, 6}, {0, 3, 9, 2, 0}, {2, 2, 8, 1, 1},
        {7, 7, 0, 0, 0},  {3, 2, 6, 3, 0}, {2, 5, 3, 2, 2}, {6, 5, 2, 1, 0}, {0, 2, 2, 3, 7}};
    std::vector<std::vector<std::int32_t>> rows;
    for (const auto& c : counts) {
        rows.emplace_back();
        for (int cat = 0; cat < 5; ++cat)
            for (int k = 0; k < c[cat]; ++k) rows.back().push_back(cat + 1);
    }
    std::vector<std::string> raters;
    for (int r = 0; r < 14; ++r) raters.push_back("r" + std::to_string(r));
    const auto f = fleissKappa(gradeTableOf(raters, rows), 14);
    EXPECT_EQ(f.items, 10u);
    ASSERT_TRUE(f.kappa.defined);
    EXPECT_NEAR(f.kappa.value, 0.20993070442195522, 1e-12);
    EXPECT_NEAR(f.observed, 0.378, 5e-4);  // P-bar on Wikipedia: 0.378
    EXPECT_NEAR(f.expected, 0.213, 5e-4);  // P-bar_e: 0.213
}

// Three judges, eight items, grades 0..3; statsmodels fleiss_kappa(aggregate_raters(...)):
// 0.2710280373831775. A fourth set that graded only two items does not change Fleiss' kappa
// when it is left out, but restricts it to those two items when it takes part.
TEST(MultiAgreement, FleissKappaThreeJudgesAndOnlyItemsEverySetGraded) {
    const std::vector<std::vector<std::int32_t>> rows = {
        {0, 0, 1}, {1, 1, 1}, {2, 3, 3}, {3, 3, 3}, {0, 1, 2}, {2, 2, 1}, {1, 0, 0}, {3, 2, 3}};
    const auto f = fleissKappa(gradeTableOf({"a", "b", "c"}, rows), 3);
    EXPECT_EQ(f.items, 8u);
    EXPECT_NEAR(f.kappa.value, 0.2710280373831775, 1e-12);
    auto wider = rows;
    for (std::size_t i = 0; i < wider.size(); ++i) wider[i].push_back(i < 2 ? 1 : _);
    const auto g = fleissKappa(gradeTableOf({"a", "b", "c", "d"}, wider), 4);
    EXPECT_EQ(g.items, 2u);  // items 0 and 1: {0,0,1,1} and {1,1,1,1}
    // P_1 = (4 + 4 - 4) / 12 = 1/3, P_2 = 1; P_o = 2/3; p_0 = 2/8, p_1 = 6/8: P_e = 5/8.
    EXPECT_NEAR(g.kappa.value, (2.0 / 3 - 5.0 / 8) / (1 - 5.0 / 8), 1e-12);
}

TEST(MultiAgreement, OneGradeValueOrNoCommonItemIsSaidNeverNaN) {
    const auto same = gradeTableOf({"a", "b"}, {{2, 2}, {2, 2}, {2, _}});
    const auto f = fleissKappa(same, 2);
    EXPECT_FALSE(f.kappa.defined);
    EXPECT_NE(f.kappa.why.find("same value"), std::string::npos) << f.kappa.why;
    const auto a = krippendorffAlpha(same, 2);
    for (const auto* c : {&a.nominal, &a.ordinal, &a.interval}) {
        EXPECT_FALSE(c->defined);
        EXPECT_FALSE(std::isnan(c->value));
        EXPECT_NE(c->why.find("same value"), std::string::npos) << c->why;
    }
    const auto apart = gradeTableOf({"a", "b"}, {{1, _}, {_, 2}});
    EXPECT_NE(fleissKappa(apart, 2).kappa.why.find("no item was graded by every set"),
              std::string::npos);
    EXPECT_NE(krippendorffAlpha(apart, 2).nominal.why.find("no item has two grades"),
              std::string::npos);
}

// Real label sets: the table unites their items; pairs and the gold set use the items both
// graded.
TEST(MultiAgreement, LabelSetsPairsAndGold) {
    const Qrels a = makeQrels({{"q1", "d1", 1}, {"q1", "d2", 0}, {"q2", "d1", 2}, {"q2", "d3", 1}});
    const Qrels b = makeQrels({{"q1", "d1", 1}, {"q1", "d2", 1}, {"q2", "d1", 2}, {"q3", "x", 0}});
    const Qrels c = makeQrels({{"q2", "d1", 2}, {"q1", "d2", 0}, {"q1", "d1", 0}});
    const Qrels gold = makeQrels({{"q1", "d1", 1}, {"q1", "d2", 0}, {"q2", "d3", 2}});
    const auto t = gradeTable({{"a", &a}, {"b", &b}, {"c", &c}, {"gold", &gold}});
    EXPECT_EQ(t.items.size(), 5u);  // q1 d1, q1 d2, q2 d1, q2 d3, q3 x
    const auto m = computeMultiAgreement(t, true);
    EXPECT_EQ(m.sets, (std::vector<std::string>{"a", "b", "c"}));
    EXPECT_EQ(m.goldName, "gold");
    EXPECT_EQ(m.labels, (std::vector<std::size_t>{4, 4, 3}));
    EXPECT_EQ(m.items, 3u);         // q1 d1, q1 d2, q2 d1
    EXPECT_EQ(m.fleiss.items, 3u);  // the same three: every set graded them
    ASSERT_EQ(m.pairs.size(), 3u);
    EXPECT_EQ(m.pairs[0].agreement.n, 3u);       // a-b
    EXPECT_EQ(m.pairs[0].agreement.agreed, 2u);  // q1 d2 differs
    EXPECT_EQ(m.pairs[1].agreement.agreed, 2u);  // a-c: q1 d1 differs
    ASSERT_EQ(m.gold.size(), 3u);
    EXPECT_EQ(m.gold[0].agreement.n, 3u);  // a: q1 d1, q1 d2, q2 d3
    EXPECT_NEAR(m.gold[0].accuracy, 2.0 / 3.0, 1e-12);
    EXPECT_EQ(m.gold[1].agreement.n, 2u);  // b: q1 d1, q1 d2
    EXPECT_NEAR(m.gold[1].accuracy, 0.5, 1e-12);
    EXPECT_NEAR(m.gold[2].accuracy, 0.5, 1e-12);
    EXPECT_THROW(computeMultiAgreement(gradeTable({{"a", &a}, {"gold", &gold}}), true),
                 std::invalid_argument);
}

}  // namespace
}  // namespace ranklens::core
