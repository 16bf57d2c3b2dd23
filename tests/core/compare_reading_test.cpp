// Issue 49 item 4: the reading aid and the guardrails speak only of differences that are
// significant after correction. Per-query values set by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/compare/comparison_report.h"
#include "core/compare/reading_aid.h"
#include "core/measures/measure_spec.h"

namespace ranklens::core::compare {
namespace {

// Two runs, A the baseline, over len(a) queries; P@10, R@10 and NDCG@10 move by the same
// per-query differences.
ComparisonInput threeMetrics(const std::vector<double>& a, const std::vector<double>& b) {
    ComparisonInput in;
    in.runNames = {"A", "B"};
    for (std::size_t q = 0; q < a.size(); ++q) in.qids.push_back("q" + std::to_string(q + 1));
    in.metrics = parseMetrics({"P@10", "R@10", "ndcg@10"});
    for (const auto* v : {&a, &b}) {
        in.values.push_back({*v, *v, *v});
        double s = 0;
        for (double x : *v) s += x;
        const double mean = s / static_cast<double>(v->size());
        in.runValue.push_back({mean, mean, mean});
    }
    in.definitions = "hand-made values";
    return in;
}

CompareOptions tTest(std::size_t resamples = 0) {
    CompareOptions o;
    o.test = TestKind::StudentT;
    o.resamples = resamples;
    o.bySegment = false;
    return o;
}

// The case of the issue: every metric a little better on 3 queries, nothing significant. The
// reading said "better across the board"; it says there is no significant difference, with the
// smallest adjusted p and the difference the queries could have detected.
TEST(CompareReading, ThreeQueriesWithoutASignificantDifferenceHaveNoDirection) {
    const auto in = threeMetrics({0.1, 0.2, 0.3}, {0.2, 0.2, 0.4});
    const auto c = compareRuns(in, tTest());
    ASSERT_FALSE(c.cell(1, 0).significant);
    const auto readings = readPatterns(in, c);
    ASSERT_EQ(readings.size(), 1u);
    EXPECT_EQ(readings[0].pattern, "no significant difference");
    EXPECT_EQ(readings[0].text.find("across the board"), std::string::npos);
    // d = [.1, 0, .1]: t = 2, df 2, p = 0.18350341907227397 (R: 2 * pt(-2, 2)); Holm over the
    // three equal p-values: 3 * p = 0.5505.
    EXPECT_NE(readings[0].text.find("no significant difference (p 0.5505, detectable from "),
              std::string::npos)
        << readings[0].text;
    EXPECT_NE(readings[0].text.find(" NDCG@10)"), std::string::npos) << readings[0].text;
    EXPECT_TRUE(std::isfinite(c.cell(1, 2).mde));
    EXPECT_GT(c.cell(1, 2).mde, c.cell(1, 2).delta);
}

TEST(CompareReading, ASignificantDifferenceKeepsItsDirection) {
    std::vector<double> a, b;
    for (int q = 0; q < 30; ++q) {
        a.push_back(0.3 + 0.01 * (q % 7));
        b.push_back(a.back() + 0.1 + 0.005 * (q % 3));
    }
    const auto in = threeMetrics(a, b);
    const auto readings = readPatterns(in, compareRuns(in, tTest()));
    ASSERT_EQ(readings.size(), 1u);
    EXPECT_EQ(readings[0].pattern, "better across the board: more relevant items in the top k");
}

// No query is paired (both-returned, and B returned none of A's): no verdict and no "nan".
TEST(CompareReading, NoPairedQueryIsSaidSoWithoutNan) {
    auto in = threeMetrics({0.1, 0.2, 0.3}, {0, 0, 0.4});
    in.pairing = Pairing::BothReturned;
    in.returned = {{1, 1, 0}, {0, 0, 1}};
    const auto c = compareRuns(in, tTest());
    const auto readings = readPatterns(in, c);
    ASSERT_EQ(readings.size(), 1u);
    EXPECT_EQ(readings[0].pattern, "no paired query");
    EXPECT_EQ(readings[0].text, "B vs A @10: no paired query");
    EXPECT_EQ(readings[0].evidence.find("nan"), std::string::npos) << readings[0].evidence;
    ComparisonReport rep{&in, &c, readings, {}, {}, {}};
    const std::string text = render(rep, ReportFormat::Text);
    EXPECT_EQ(text.find("nan"), std::string::npos) << text;
}

// 0/0: the runs score the same on every paired query; d_z is "–" with its reason, not +0.00.
TEST(CompareReading, EffectSizeOfIdenticalRunsIsMissingWithItsReason) {
    const auto in = threeMetrics({0.1, 0.2, 0.3}, {0.1, 0.2, 0.3});
    const auto c = compareRuns(in, tTest());
    EXPECT_TRUE(std::isnan(c.cell(1, 0).effect));
    EXPECT_EQ(c.cell(1, 0).effectReason, "the runs score the same on every paired query");
    ComparisonReport rep{&in, &c, readPatterns(in, c), {}, {}, {}};
    const std::string text = render(rep, ReportFormat::Text);
    EXPECT_NE(text.find("Effect d_z of B on P@10: – (the runs score the same on every paired "
                        "query)"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("+0.000 "), std::string::npos);
}

Guardrails rules(const std::string& primary, const std::vector<std::string>& guards) {
    Guardrails g{"custom", "", parseGuardRule(primary + " up"), {}};
    for (const auto& s : guards) g.guards.push_back(parseGuardRule(s));
    return g;
}

TEST(CompareReading, MustImproveWithoutSignificanceIsInconclusive) {
    const auto in = threeMetrics({0.1, 0.2, 0.3}, {0.2, 0.2, 0.4});
    const auto c = compareRuns(in, tTest());
    const auto cards = scorecard(in, c, rules("P@10", {}));
    ASSERT_EQ(cards.size(), 1u);
    EXPECT_FALSE(cards[0].primary.pass);
    EXPECT_TRUE(cards[0].primary.inconclusive);
    EXPECT_FALSE(cards[0].pass);
    EXPECT_TRUE(cards[0].inconclusive);
    EXPECT_NE(cards[0].primary.detail.find("inconclusive"), std::string::npos);
}

// "not worse than -0.01" rules on the lower bound of the interval of the difference.
TEST(CompareReading, DropLimitsRuleOnTheIntervalsLowerBound) {
    std::vector<double> a, up, mixed, down;
    for (int q = 0; q < 40; ++q) {
        a.push_back(0.5);
        up.push_back(0.5 + 0.02 + 0.001 * (q % 5));    // clearly not worse
        mixed.push_back(0.5 + (q % 2 ? 0.2 : -0.19));  // +0.005 on average, wide
        down.push_back(0.5 - 0.05 - 0.001 * (q % 5));  // clearly worse
    }
    for (const auto& [b, pass, inconclusive] :
         {std::tuple{up, true, false}, std::tuple{mixed, false, true},
          std::tuple{down, false, false}}) {
        const auto in = threeMetrics(a, b);
        const auto c = compareRuns(in, tTest(2000));
        ASSERT_TRUE(std::isfinite(c.cell(1, 1).ci.low));
        const auto card = scorecard(in, c, rules("ndcg@10", {"R@10 drop<=0.01"}))[0];
        EXPECT_EQ(card.guards[0].pass, pass) << card.guards[0].detail;
        EXPECT_EQ(card.guards[0].inconclusive, inconclusive) << card.guards[0].detail;
        EXPECT_NE(card.guards[0].detail.find("interval from"), std::string::npos);
    }
}

}  // namespace
}  // namespace ranklens::core::compare
