// Cohen's kappa and weighted kappa (core/judging/agreement.h): hand-worked examples, values from an
// independent implementation, the confusion matrix, pairing of two label sets, and the
// degenerate cases (no common items, one grade for everything).
#include <gtest/gtest.h>

#include <sstream>

#include "core/io/qrels_writer.h"
#include "core/judging/agreement.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

std::vector<GradePair> pairsOf(const std::vector<int>& a, const std::vector<int>& b) {
    std::vector<GradePair> p;
    for (std::size_t i = 0; i < a.size(); ++i) p.push_back({a[i], b[i]});
    return p;
}

std::vector<GradePair> repeat(std::vector<GradePair> p, int a, int b, int times) {
    for (int i = 0; i < times; ++i) p.push_back({a, b});
    return p;
}

// The classic yes/no example (50 items; 1 = yes, 0 = no):
//            B yes  B no
//   A yes     20      5      A says yes 25/50 = 0.5
//   A no      10     15      B says yes 30/50 = 0.6
// p_o = (20 + 15) / 50 = 0.7
// p_e = 0.5 * 0.6 + 0.5 * 0.4 = 0.3 + 0.2 = 0.5
// kappa = (0.7 - 0.5) / (1 - 0.5) = 0.4
TEST(Agreement, ClassicTwoByTwoExample) {
    auto p = repeat({}, 1, 1, 20);
    p = repeat(p, 1, 0, 5);
    p = repeat(p, 0, 1, 10);
    p = repeat(p, 0, 0, 15);
    const Agreement a = computeAgreement(p);
    EXPECT_EQ(a.n, 50u);
    EXPECT_EQ(a.agreed, 35u);
    ASSERT_EQ(a.grades, (std::vector<int>{0, 1}));
    EXPECT_EQ(a.count(1, 1), 20u);
    EXPECT_EQ(a.count(1, 0), 5u);
    EXPECT_EQ(a.count(0, 1), 10u);
    EXPECT_EQ(a.count(0, 0), 15u);
    ASSERT_TRUE(a.unweighted.defined);
    EXPECT_NEAR(a.unweighted.observed, 0.7, 1e-12);
    EXPECT_NEAR(a.unweighted.expected, 0.5, 1e-12);
    EXPECT_NEAR(a.unweighted.kappa, 0.4, 1e-12);
    // With two grades every disagreement weighs 1 under any weighting: same kappa.
    EXPECT_NEAR(a.linear.kappa, 0.4, 1e-12);
    EXPECT_NEAR(a.quadratic.kappa, 0.4, 1e-12);
    EXPECT_NEAR(cohensKappa(p, KappaWeights::None).kappa, 0.4, 1e-12);
}

// Grades 0..3, nobody used 2 (weights go by grade value, so 1 vs 3 is two steps):
//   A = 0 0 0 1 1 1 3 3 3 3 0 1
//   B = 0 1 0 1 3 1 3 1 3 0 0 1        n = 12
// Confusion (rows A, columns B): (0,0)=3 (0,1)=1 | (1,1)=3 (1,3)=1 | (3,3)=2 (3,1)=1 (3,0)=1
// Marginals: A 0,1,3 = 4/12 each; B 0 = 4/12, 1 = 5/12, 3 = 3/12.
// Unweighted: p_o = 8/12 = 2/3; p_e = 1/3 (4+5+3)/12 = 1/3; kappa = (1/3)/(2/3) = 0.5.
// Linear, w = |i-j|/3: observed disagreement (1/3 + 2/3 + 2/3 + 1)/12 = 2/9;
//   expected = 1/3 * [(1/3*5 + 1*3) + (1/3*4 + 2/3*3) + (1*4 + 2/3*5)]/12 = 23/54;
//   kappa = 1 - (2/9)/(23/54) = 11/23.
// Quadratic, w = (|i-j|/3)^2: observed (1/9 + 4/9 + 4/9 + 1)/12 = 1/6;
//   expected = 1/3 * [(5/9 + 3) + (4/9 + 12/9) + (4 + 20/9)]/12 = 26/81;
//   kappa = 1 - (1/6)/(26/81) = 75/156.
// Cross-check: scikit-learn 1.2.1 (Debian python3-sklearn),
//   sklearn.metrics.cohen_kappa_score(A, B, weights=None|'linear'|'quadratic',
//   labels=[0, 1, 2, 3]) -> 0.5, 0.4782608695652174, 0.4807692307692307.
TEST(Agreement, WeightedKappaHandWorkedAndMatchesSklearn) {
    const auto p =
        pairsOf({0, 0, 0, 1, 1, 1, 3, 3, 3, 3, 0, 1}, {0, 1, 0, 1, 3, 1, 3, 1, 3, 0, 0, 1});
    const Agreement a = computeAgreement(p);
    ASSERT_EQ(a.grades, (std::vector<int>{0, 1, 2, 3}));  // the unused 2 is shown as a row
    EXPECT_EQ(a.count(2, 2), 0u);
    EXPECT_EQ(a.count(3, 0), 1u);
    EXPECT_NEAR(a.unweighted.observed, 2.0 / 3.0, 1e-12);
    EXPECT_NEAR(a.unweighted.expected, 1.0 / 3.0, 1e-12);
    EXPECT_NEAR(a.unweighted.kappa, 0.5, 1e-12);
    EXPECT_NEAR(a.linear.observed, 1.0 - 2.0 / 9.0, 1e-12);
    EXPECT_NEAR(a.linear.expected, 1.0 - 23.0 / 54.0, 1e-12);
    EXPECT_NEAR(a.linear.kappa, 11.0 / 23.0, 1e-12);
    EXPECT_NEAR(a.linear.kappa, 0.4782608695652174, 1e-12);
    EXPECT_NEAR(a.quadratic.kappa, 75.0 / 156.0, 1e-12);
    EXPECT_NEAR(a.quadratic.kappa, 0.4807692307692307, 1e-12);
}

// A 0..4 scale, 16 items. Reference only from scikit-learn 1.2.1:
//   cohen_kappa_score(A, B, weights=..., labels=[0, 1, 2, 3, 4]) ->
//   None 0.37254901960784315, linear 0.6269430051813472, quadratic 0.8070175438596492.
TEST(Agreement, FiveGradeScaleMatchesSklearn) {
    const auto p = pairsOf({4, 3, 2, 2, 1, 0, 0, 3, 4, 2, 1, 1, 0, 3, 2, 4},
                           {3, 3, 2, 1, 1, 0, 1, 4, 4, 2, 2, 0, 0, 3, 3, 2});
    EXPECT_NEAR(cohensKappa(p, KappaWeights::None).kappa, 0.37254901960784315, 1e-12);
    EXPECT_NEAR(cohensKappa(p, KappaWeights::Linear).kappa, 0.6269430051813472, 1e-12);
    EXPECT_NEAR(cohensKappa(p, KappaWeights::Quadratic).kappa, 0.8070175438596492, 1e-12);
    // Swapping the annotators transposes the matrix and keeps kappa.
    std::vector<GradePair> swapped;
    for (const auto& g : p) swapped.push_back({g.b, g.a});
    EXPECT_NEAR(cohensKappa(swapped, KappaWeights::Linear).kappa, 0.6269430051813472, 1e-12);
}

TEST(Agreement, DegenerateCases) {
    // No common items: no value, clearly flagged.
    const Agreement none = computeAgreement({});
    EXPECT_EQ(none.n, 0u);
    EXPECT_FALSE(none.unweighted.defined);
    EXPECT_FALSE(none.linear.defined);
    EXPECT_TRUE(none.grades.empty());
    // Everyone gave every item grade 2: p_o = p_e = 1, kappa defined as 1 and flagged.
    const Agreement same = computeAgreement(pairsOf({2, 2, 2}, {2, 2, 2}));
    ASSERT_TRUE(same.unweighted.defined);
    EXPECT_TRUE(same.unweighted.chanceIsTotal);
    EXPECT_TRUE(same.quadratic.chanceIsTotal);
    EXPECT_EQ(same.unweighted.kappa, 1.0);
    EXPECT_EQ(same.unweighted.expected, 1.0);
    // Perfect agreement over two grades: kappa 1, not a degenerate case.
    const Agreement perfect = computeAgreement(pairsOf({0, 1, 1}, {0, 1, 1}));
    EXPECT_FALSE(perfect.unweighted.chanceIsTotal);
    EXPECT_NEAR(perfect.unweighted.kappa, 1.0, 1e-12);
    // Complete disagreement with balanced marginals: p_o = 0, p_e = 0.5, kappa = -1.
    const Agreement opposite = computeAgreement(pairsOf({0, 1}, {1, 0}));
    EXPECT_NEAR(opposite.unweighted.observed, 0.0, 1e-12);
    EXPECT_NEAR(opposite.unweighted.expected, 0.5, 1e-12);
    EXPECT_NEAR(opposite.unweighted.kappa, -1.0, 1e-12);
    // A gave one grade throughout, B varied: p_e = p_o, kappa 0 (no better than chance).
    const Agreement flat = computeAgreement(pairsOf({1, 1, 1, 1}, {1, 0, 1, 0}));
    EXPECT_FALSE(flat.unweighted.chanceIsTotal);
    EXPECT_NEAR(flat.unweighted.kappa, 0.0, 1e-12);
    // Widely spread grades (negative, large): categories are the grades used, no gap rows.
    const Agreement wide = computeAgreement(pairsOf({-1, 1000, -1}, {-1, 1000, 1000}));
    EXPECT_EQ(wide.grades, (std::vector<int>{-1, 1000}));
    // p_o = 2/3; marginals A (-1: 2/3, 1000: 1/3), B (1/3, 2/3); p_e = 2/9 + 2/9 = 4/9;
    // kappa = (2/3 - 4/9) / (5/9) = 2/5.
    EXPECT_NEAR(wide.unweighted.kappa, 0.4, 1e-12);
    EXPECT_NEAR(wide.linear.kappa, 0.4, 1e-12);
}

TEST(Agreement, PairsCommonItemsInQidDocidOrder) {
    using test::makeQrels;
    const Qrels a = makeQrels({{"q2", "d9", 1}, {"q1", "d2", 3}, {"q1", "d1", 0}, {"q3", "x", 2}});
    const Qrels b = makeQrels({{"q1", "d1", 1}, {"q2", "d9", 1}, {"q1", "d2", 3}, {"q1", "d7", 2}});
    const auto common = pairLabels(a, b);
    ASSERT_EQ(common.size(), 3u);
    EXPECT_EQ(common[0].qid, "q1");
    EXPECT_EQ(common[0].docid, "d1");
    EXPECT_EQ(common[0].a, 0);
    EXPECT_EQ(common[0].b, 1);
    EXPECT_EQ(common[1].docid, "d2");
    EXPECT_EQ(common[2].qid, "q2");
    EXPECT_EQ(common[2].a, 1);
    EXPECT_EQ(common[2].b, 1);
    EXPECT_TRUE(pairLabels(a, Qrels()).empty());
}

TEST(QrelsWriter, TrecAndCsvInStableOrderWithQuoting) {
    using test::makeQrels;
    const Qrels q = makeQrels({{"q2", "b", 1}, {"q10", "z", -1}, {"q2", "a", 4}});
    std::ostringstream trec;
    writeQrelsTrec(q, trec);
    EXPECT_EQ(trec.str(), "q10 0 z -1\nq2 0 a 4\nq2 0 b 1\n");
    const Qrels odd = makeQrels({{"q 1", "doc,\"x\"", 2}, {"q2", " lead", 0}});
    std::ostringstream csv;
    writeQrelsCsv(odd, csv);
    EXPECT_EQ(csv.str(), "query,doc,label\nq 1,\"doc,\"\"x\"\"\",2\nq2,\" lead\",0\n");
    std::ostringstream bad;
    EXPECT_THROW(writeQrelsTrec(odd, bad), std::invalid_argument);
    EXPECT_TRUE(bad.str().empty());  // nothing half-written
}

}  // namespace
}  // namespace ranklens::core
