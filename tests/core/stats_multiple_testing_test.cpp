// Holm and Bonferroni adjusted p-values.
// Published example: Wikipedia, "Holm–Bonferroni method", section "Example": four hypotheses with
// unadjusted p = 0.01, 0.03, 0.04, 0.005 (H1..H4) at alpha = 0.05; Holm rejects H1 and H4 only.
// Adjusted values worked by hand (sorted: 0.005, 0.01, 0.03, 0.04; m = 4):
//   Holm: 4 * 0.005 = 0.02, 3 * 0.01 = 0.03, 2 * 0.03 = 0.06, 1 * 0.04 = 0.04 -> running max 0.06
//         -> in input order H1..H4: 0.03, 0.06, 0.06, 0.02 (H1, H4 <= 0.05: the article's result)
//   Bonferroni: 4p -> 0.04, 0.12, 0.16, 0.02
// Cross-checked with statsmodels 0.13.5 (Debian python3-statsmodels):
//   statsmodels.stats.multitest.multipletests(p, method="holm" / "bonferroni")[1]
// which printed exactly these values, and for p = [0.02, 0.5, 0.001, 0.02, 0.3, 0.04]:
//   holm       [0.1, 0.6, 0.006, 0.1, 0.6, 0.12]
//   bonferroni [0.12, 1.0, 0.006, 0.12, 1.0, 0.24]
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "core/stats/multiple_testing.h"

namespace {

namespace st = ranklens::core::stats;

void expectNear(const std::vector<double>& got, const std::vector<double>& want) {
    ASSERT_EQ(got.size(), want.size());
    for (std::size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-15) << "i=" << i;
}

const std::vector<double> kWikipedia{0.01, 0.03, 0.04, 0.005};

TEST(StatsMultipleTesting, HolmWikipediaExample) {
    const std::vector<double> adj = st::adjustPValues(kWikipedia, st::Correction::Holm);
    expectNear(adj, {0.03, 0.06, 0.06, 0.02});
    // The article's decisions at alpha = 0.05: H1 and H4 rejected, H2 and H3 not.
    EXPECT_LE(adj[0], 0.05);
    EXPECT_GT(adj[1], 0.05);
    EXPECT_GT(adj[2], 0.05);
    EXPECT_LE(adj[3], 0.05);
}

TEST(StatsMultipleTesting, BonferroniWikipediaExample) {
    expectNear(st::adjustPValues(kWikipedia, st::Correction::Bonferroni), {0.04, 0.12, 0.16, 0.02});
}

TEST(StatsMultipleTesting, TiesAndCapAtOneMatchStatsmodels) {
    const std::vector<double> p{0.02, 0.5, 0.001, 0.02, 0.3, 0.04};
    // Holm by hand: sorted 0.001 0.02 0.02 0.04 0.3 0.5, factors 6..1:
    // 0.006 0.1 0.08 0.12 0.6 0.5 -> running max 0.006 0.1 0.1 0.12 0.6 0.6
    expectNear(st::adjustPValues(p, st::Correction::Holm), {0.1, 0.6, 0.006, 0.1, 0.6, 0.12});
    expectNear(st::adjustPValues(p, st::Correction::Bonferroni), {0.12, 1, 0.006, 0.12, 1, 0.24});
}

TEST(StatsMultipleTesting, NoneAndEmpty) {
    expectNear(st::adjustPValues(kWikipedia, st::Correction::None), kWikipedia);
    EXPECT_TRUE(st::adjustPValues({}, st::Correction::Holm).empty());
    // One test: nothing to correct.
    const std::vector<double> one{0.03};
    expectNear(st::adjustPValues(one, st::Correction::Holm), {0.03});
    expectNear(st::adjustPValues(one, st::Correction::Bonferroni), {0.03});
}

TEST(StatsMultipleTesting, HolmCapsAtOne) {
    const std::vector<double> p{0.4, 0.6, 0.9};
    // 3 * 0.4 = 1.2 -> 1; then max(1, ...) stays 1.
    expectNear(st::adjustPValues(p, st::Correction::Holm), {1, 1, 1});
}

TEST(StatsMultipleTesting, RejectsInvalidPValues) {
    const std::vector<double> bad{0.1, 1.5};
    EXPECT_THROW(st::adjustPValues(bad, st::Correction::Holm), std::invalid_argument);
    const std::vector<double> nan{0.1, std::nan("")};
    EXPECT_THROW(st::adjustPValues(nan, st::Correction::Bonferroni), std::invalid_argument);
    const std::vector<double> negative{-0.1};
    EXPECT_THROW(st::adjustPValues(negative, st::Correction::None), std::invalid_argument);
}

TEST(StatsMultipleTesting, Names) {
    EXPECT_EQ(st::correctionName(st::Correction::None), "none");
    EXPECT_EQ(st::correctionName(st::Correction::Holm), "Holm");
    EXPECT_EQ(st::correctionName(st::Correction::Bonferroni), "Bonferroni");
}

}  // namespace
