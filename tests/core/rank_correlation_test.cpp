// Rank correlations (core/stats/rank_correlation.h): Kendall's tau-b against scipy and tau_AP on
// hand-worked examples. scipy 1.10.1's values are printed by scripts/judges_reference.py.
#include <gtest/gtest.h>

#include <vector>

#include "core/stats/rank_correlation.h"

namespace ranklens::core::stats {
namespace {

using V = std::vector<double>;

TEST(RankCorrelation, KendallTauBMatchesScipy) {
    // scipy.stats.kendalltau(TAU_X, TAU_Y): ties in both (0.27 twice in x, 0.29 twice in y).
    const V x{0.31, 0.27, 0.45, 0.12, 0.38, 0.27}, y{0.29, 0.30, 0.41, 0.12, 0.29, 0.25};
    EXPECT_NEAR(*kendallTauB(x, y), 0.6428571428571429, 1e-12);
    // No ties: two swapped neighbours of five, (10 - 2*2) / 10.
    EXPECT_NEAR(*kendallTauB(V{1, 2, 3, 4, 5}, V{2, 1, 4, 3, 5}), 0.6, 1e-12);
    EXPECT_NEAR(*kendallTauB(V{1, 2, 3}, V{3, 2, 1}), -1.0, 1e-12);
    EXPECT_FALSE(kendallTauB(V{1, 1, 1}, V{1, 2, 3}));  // constant: no value (scipy: NaN)
    EXPECT_FALSE(kendallTauB(V{1}, V{1}));
    EXPECT_THROW(kendallTauB(V{1, 2}, V{1}), std::invalid_argument);
}

// Truth A > B > C > D (scores 4 3 2 1).
// Estimate B > A > C > D: by the estimate's ranks 2..4: A has {B} above, the truth puts B below
//   A: C = 0 of 1; C has {B, A}, both above C in the truth: 2 of 2; D: 3 of 3.
//   tau_AP = 2/3 * (0 + 1 + 1) - 1 = 1/3 (Kendall's tau: 2/3 -- the swap at the top costs more).
// Estimate A > B > D > C: B: 1 of 1; D: {A, B} both above D: 2 of 2; C: {A, B, D}, D is below C
//   in the truth: 2 of 3. tau_AP = 2/3 * (1 + 1 + 2/3) - 1 = 7/9 (Kendall's tau: 2/3 again).
TEST(RankCorrelation, TauApHandWorked) {
    const V truth{4, 3, 2, 1};
    EXPECT_NEAR(*tauAP(truth, V{3, 4, 2, 1}), 1.0 / 3.0, 1e-12);
    EXPECT_NEAR(*tauAP(truth, V{4, 3, 1, 2}), 7.0 / 9.0, 1e-12);
    EXPECT_NEAR(*kendallTauB(truth, V{3, 4, 2, 1}), 2.0 / 3.0, 1e-12);
    EXPECT_NEAR(*tauAP(truth, truth), 1.0, 1e-12);
    EXPECT_NEAR(*tauAP(truth, V{1, 2, 3, 4}), -1.0, 1e-12);
    EXPECT_THROW(tauAP(V{1, 1, 2}, V{1, 2, 3}), std::invalid_argument);
    EXPECT_FALSE(tauAP(V{1}, V{1}));
}

}  // namespace
}  // namespace ranklens::core::stats
