// Does the choice of labels change the verdict (core/compare/label_sensitivity.h): one label
// set reverses two runs, another makes a significant difference insignificant; orders, tau-b,
// tau_AP, rank shifts and Benjamini-Hochberg.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/compare/disagreement_impact.h"
#include "core/compare/label_sensitivity.h"
#include "tests/core/test_util.h"

namespace ranklens::core::compare {
namespace {

using core::test::Label;
using core::test::Line;
using core::test::makeQrels;
using core::test::makeRun;

// Run rK returns the single doc dK for every query q1..qN.
std::vector<core::Run> singleDocRuns(int runs, int queries) {
    std::vector<core::Run> out;
    for (int r = 1; r <= runs; ++r) {
        std::vector<Line> lines;
        for (int q = 1; q <= queries; ++q)
            lines.push_back({"q" + std::to_string(q), "d" + std::to_string(r), 1.0});
        out.push_back(makeRun(lines, "r" + std::to_string(r)));
    }
    return out;
}

// doc relevant (1) in the queries listed, 0 in the other ones of q1..qN.
void grade(std::vector<Label>& l, const std::string& doc, int queries, std::vector<int> rel) {
    for (int q = 1; q <= queries; ++q) {
        const bool r = std::find(rel.begin(), rel.end(), q) != rel.end();
        l.push_back({"q" + std::to_string(q), doc, r ? 1 : 0});
    }
}

LabelSensitivity sensitivityOf(const std::vector<core::Run>& runs, const Qrels& a, const Qrels& b,
                               const LabelSensitivityOptions& o) {
    std::vector<const core::Run*> rp;
    std::vector<std::string> names;
    for (const auto& r : runs) rp.push_back(&r), names.push_back(r.name);
    return labelSensitivity(rp, names, {{"A", &a}, {"B", &b}}, EvalConfig{}, parseMetrics({"P@1"}),
                            o);
}

// Set A: d1 relevant everywhere, d3 in q1, q2. Set B: d2 relevant everywhere, d3 the same.
// P@1 means: A r1 = 1, r2 = 0, r3 = 0.5; B r1 = 0, r2 = 1, r3 = 0.5.
// r1 vs r2 (t-test): d = -1 in every query, sd 0 -> p 0, significant under both, reversed.
// r1 vs r3 under A: d = (0, 0, -1, -1), t = -1.732, df 3, p = 0.18: "r1>r3"; under B "r3>r1".
TEST(LabelSensitivity, OneLabelSetReversesTwoRuns) {
    const auto runs = singleDocRuns(3, 4);
    std::vector<Label> la, lb;
    grade(la, "d1", 4, {1, 2, 3, 4}), grade(la, "d2", 4, {}), grade(la, "d3", 4, {1, 2});
    grade(lb, "d1", 4, {}), grade(lb, "d2", 4, {1, 2, 3, 4}), grade(lb, "d3", 4, {1, 2});
    LabelSensitivityOptions o;
    o.test = TestKind::StudentT;
    const auto s = sensitivityOf(runs, makeQrels(la), makeQrels(lb), o);
    ASSERT_EQ(s.measures.size(), 1u);
    const auto& m = s.measures[0];
    EXPECT_EQ(m.sets[0].order, (std::vector<std::size_t>{0, 2, 1}));
    EXPECT_EQ(m.sets[1].order, (std::vector<std::size_t>{1, 2, 0}));
    EXPECT_DOUBLE_EQ(m.sets[0].means[2], 0.5);
    EXPECT_EQ(m.sets[0].queries, 4u);
    ASSERT_EQ(m.pairs.size(), 1u);
    EXPECT_NEAR(*m.pairs[0].kendallTau, -1.0, 1e-12);
    EXPECT_NEAR(*m.pairs[0].tauAp, -1.0, 1e-12);
    EXPECT_EQ(m.pairs[0].rankShift, (std::vector<int>{2, -2, 0}));
    ASSERT_EQ(m.pairs[0].changed.size(), 3u);
    const auto& c = m.pairs[0].changed;
    EXPECT_EQ(c[0].verdictA, "r1>r2*");
    EXPECT_EQ(c[0].verdictB, "r2>r1*");
    EXPECT_TRUE(c[0].reversed);
    EXPECT_EQ(c[1].verdictA, "r1>r3");
    EXPECT_EQ(c[1].verdictB, "r3>r1");
    EXPECT_NEAR(m.verdicts[0][1].p, 0.18169011381620923, 1e-9);  // scipy ttest_rel
}

// Two runs, eight queries. A: r1 relevant everywhere, r2 in q1, q2: d = -1 in six queries,
// t = -4.583, df 7, p = 0.0025: "r1>r2*". B: r1 in q1..q5, r2 in q1..q4: d = -1 in q5 only,
// t = -1, p = 0.35: "r1>r2" -- the same order, the significance gone.
TEST(LabelSensitivity, OneLabelSetChangesASignificanceVerdict) {
    const auto runs = singleDocRuns(2, 8);
    std::vector<Label> la, lb;
    grade(la, "d1", 8, {1, 2, 3, 4, 5, 6, 7, 8}), grade(la, "d2", 8, {1, 2});
    grade(lb, "d1", 8, {1, 2, 3, 4, 5}), grade(lb, "d2", 8, {1, 2, 3, 4});
    LabelSensitivityOptions o;
    o.test = TestKind::StudentT;
    const auto s = sensitivityOf(runs, makeQrels(la), makeQrels(lb), o);
    const auto& m = s.measures[0];
    EXPECT_NEAR(m.verdicts[0][0].p, 0.002535996080258101, 1e-9);  // scipy ttest_rel
    EXPECT_NEAR(m.verdicts[1][0].p, 0.3506166628202075, 1e-9);
    ASSERT_EQ(m.pairs[0].changed.size(), 1u);
    EXPECT_EQ(m.pairs[0].changed[0].verdictA, "r1>r2*");
    EXPECT_EQ(m.pairs[0].changed[0].verdictB, "r1>r2");
    EXPECT_FALSE(m.pairs[0].changed[0].reversed);
    EXPECT_NEAR(*m.pairs[0].kendallTau, 1.0, 1e-12);
    // The randomization test agrees on both verdicts (exact p: A 2/64, B 1).
    o.test = TestKind::Randomization;
    o.permutations = 20000;
    const auto r = sensitivityOf(runs, makeQrels(la), makeQrels(lb), o);
    EXPECT_EQ(r.measures[0].pairs[0].changed.size(), 1u);
    EXPECT_LT(r.measures[0].verdicts[0][0].p, 0.05);
}

// Cut-off measures only: ranks below the deepest k are not judged, and the means are those of
// the full evaluation (30 items per query, several grades, ties in the scores).
TEST(LabelSensitivity, CutOffMeasuresGiveTheMeansOfTheFullEvaluation) {
    std::vector<Label> la, lb;
    std::vector<std::vector<Line>> lines(2);
    for (int q = 0; q < 12; ++q) {
        const std::string qid = "q" + std::to_string(q);
        for (int d = 0; d < 30; ++d) {
            const std::string doc = "d" + std::to_string(d);
            if ((d + q) % 3 != 0) la.push_back({qid, doc, (d * 7 + q) % 4});
            if ((d + q) % 4 != 0) lb.push_back({qid, doc, (d * 5 + q * 3) % 3});
            for (int r = 0; r < 2; ++r)
                lines[r].push_back({qid, doc, static_cast<double>((d * (r + 3) + q) % 11)});
        }
    }
    std::vector<core::Run> runs;
    runs.push_back(makeRun(lines[0], "r1"));
    runs.push_back(makeRun(lines[1], "r2"));
    const Qrels a = makeQrels(la), b = makeQrels(lb);
    const auto metrics = parseMetrics({"P@5", "ndcg@5", "R@10"});
    const auto s = labelSensitivity({&runs[0], &runs[1]}, {"r1", "r2"}, {{"A", &a}, {"B", &b}},
                                    EvalConfig{}, metrics, {});
    for (const auto* labels : {&a, &b}) {
        const auto full = evaluateForComparison({&runs[0], &runs[1]}, {"r1", "r2"}, *labels,
                                                EvalConfig{}, metrics, {}, "full");
        const std::size_t set = labels == &a ? 0 : 1;
        for (std::size_t m = 0; m < metrics.size(); ++m)
            for (std::size_t r = 0; r < 2; ++r)
                EXPECT_DOUBLE_EQ(s.measures[m].sets[set].means[r], full.runValue[r][m])
                    << metrics[m].display << " run " << r << " set " << set;
    }
}

// r1 returns d1, r2 returns d2 in q1..q3; P@1. Set A: d1 = 1 in every query, d2 = 1 in q2 and
// q3. Set B: q1 d1 = 0, q3 d2 = 0, the rest as A. Delta under A = (0 + 1 + 1)/3 - 1 = -1/3.
// q1 d1 as B grades it: r1 drops to 2/3, delta 0 (shift +1/3); q3 d2 as B: r2 drops to 1/3,
// delta -2/3 (shift -1/3). q2 d1 (graded by A only) is no disagreement.
TEST(LabelSensitivity, DisagreementsRankedByTheirImpactOnAPair) {
    const auto runs = singleDocRuns(2, 3);
    const Qrels a = makeQrels({{"q1", "d1", 1},
                               {"q1", "d2", 0},
                               {"q2", "d1", 1},
                               {"q2", "d2", 1},
                               {"q3", "d1", 1},
                               {"q3", "d2", 1}});
    const Qrels b = makeQrels(
        {{"q1", "d1", 0}, {"q1", "d2", 0}, {"q2", "d2", 1}, {"q3", "d1", 1}, {"q3", "d2", 0}});
    const auto p1 = parseMetrics({"P@1"});
    const auto d = rankDisagreements(runs[0], runs[1], a, b, EvalConfig{}, p1[0]);
    ASSERT_EQ(d.size(), 2u);
    EXPECT_EQ(d[0].qid, "q1");  // equal |shift|: qid order
    EXPECT_EQ(d[0].doc, "d1");
    EXPECT_NEAR(d[0].delta, -1.0 / 3.0, 1e-12);
    EXPECT_NEAR(d[0].deltaIfB, 0.0, 1e-12);
    EXPECT_EQ(d[0].gradeA, 1);
    EXPECT_EQ(d[0].gradeB, 0);
    EXPECT_EQ(d[1].qid, "q3");
    EXPECT_NEAR(d[1].shift(), -1.0 / 3.0, 1e-12);
    EXPECT_THROW(
        rankDisagreements(runs[0], runs[1], a, b, EvalConfig{}, parseMetrics({"gm_map"})[0]),
        std::invalid_argument);
}

// The impact step reports its progress as it goes (the label-sets window's bar) and stops when
// told to: two pairs of sets (A-B, A-C, B-C: three), 1000 per pair.
TEST(LabelSensitivity, DisagreementImpactReportsProgressAndCancels) {
    const auto runs = singleDocRuns(2, 3);
    const Qrels a = makeQrels({{"q1", "d1", 1}, {"q2", "d1", 1}, {"q3", "d2", 1}});
    const Qrels b = makeQrels({{"q1", "d1", 0}, {"q2", "d1", 1}, {"q3", "d2", 0}});
    const Qrels c = makeQrels({{"q1", "d1", 1}, {"q2", "d1", 0}, {"q3", "d2", 1}});
    const std::vector<core::NamedLabels> sets{{"A", &a}, {"B", &b}, {"C", &c}};
    std::vector<const core::Run*> rp{&runs[0], &runs[1]};
    const auto p1 = parseMetrics({"P@1"});
    auto s = labelSensitivity(rp, {"r1", "r2"}, sets, {}, p1, {});
    std::vector<std::pair<std::size_t, std::size_t>> seen;
    addDisagreementImpact(s, rp, sets, {}, 0, 1, 10, [&seen](std::size_t d, std::size_t t) {
        seen.emplace_back(d, t);
        return true;
    });
    ASSERT_GE(seen.size(), 6u);
    for (const auto& [d, t] : seen) EXPECT_EQ(t, 3000u);
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
    EXPECT_EQ(seen.front().first, 0u);
    EXPECT_EQ(seen.back().first, 3000u);
    EXPECT_EQ(s.measures[0].pairs[0].impact.size(), 2u);  // A-B: q1 d1, q3 d2
    EXPECT_THROW(addDisagreementImpact(s, rp, sets, {}, 0, 1, 10,
                                       [](std::size_t d, std::size_t) { return d < 1000; }),
                 core::Cancelled);
}

TEST(LabelSensitivity, BadRequestsAreRefused) {
    const auto runs = singleDocRuns(2, 2);
    const Qrels a = makeQrels({{"q1", "d1", 1}});
    std::vector<const core::Run*> rp{&runs[0], &runs[1]};
    EXPECT_THROW(labelSensitivity(rp, {"r1", "r2"}, {{"A", &a}}, {}, parseMetrics({"P@1"}), {}),
                 std::invalid_argument);
    EXPECT_THROW(
        labelSensitivity(rp, {"r1", "r1"}, {{"A", &a}, {"B", &a}}, {}, parseMetrics({"P@1"}), {}),
        std::invalid_argument);
}

// R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "BH") = 0.02 0.04 0.04 0.02.
TEST(LabelSensitivity, BenjaminiHochbergAsR) {
    const std::vector<double> p{0.01, 0.04, 0.03, 0.005};
    const auto adj = stats::adjustPValues(p, stats::Correction::BenjaminiHochberg);
    ASSERT_EQ(adj.size(), 4u);
    EXPECT_NEAR(adj[0], 0.02, 1e-12);
    EXPECT_NEAR(adj[1], 0.04, 1e-12);
    EXPECT_NEAR(adj[2], 0.04, 1e-12);
    EXPECT_NEAR(adj[3], 0.02, 1e-12);
    EXPECT_THROW(
        stats::adjustPValues(std::vector<double>{1.5}, stats::Correction::BenjaminiHochberg),
        std::invalid_argument);
    stats::Correction c = stats::Correction::None;
    EXPECT_TRUE(stats::parseCorrection("bh", c));
    EXPECT_EQ(c, stats::Correction::BenjaminiHochberg);
    EXPECT_FALSE(stats::parseCorrection("BH", c));
}

}  // namespace
}  // namespace ranklens::core::compare
