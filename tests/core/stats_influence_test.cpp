// The interval of a mean (core/stats/mean_interval.h) against R's t.test, and leave one out
// (core/stats/leave_one_out.h) on a case worked by hand.
#include <gtest/gtest.h>

#include <vector>

#include "core/stats/all_pairs.h"
#include "core/stats/leave_one_out.h"
#include "core/stats/mean_interval.h"
#include "core/stats/t_test.h"

namespace {

using namespace ranklens::core::stats;

// R: t.test(c(1, 2, 3, 4))$conf.int -> 0.4457397 4.5542603;
//    t.test(c(1, 2, 3, 4), conf.level = 0.9)$conf.int -> 1.0809 3.9191 (2.5 -+ 2.353363 *
//    0.6454972)
TEST(MeanInterval, EqualsRsTTestInterval) {
    const std::vector<double> x{1, 2, 3, 4};
    const auto ci = meanInterval(x, 0.95);
    ASSERT_TRUE(ci);
    EXPECT_NEAR(ci->low, 0.4457397, 1e-7);
    EXPECT_NEAR(ci->high, 4.5542603, 1e-7);
    const auto ci90 = meanInterval(x, 0.90);
    EXPECT_NEAR(ci90->low, 2.5 - 2.353363 * 0.6454972, 1e-6);
    // From the count, the mean and the squared deviations (2.25 + 0.25 + 0.25 + 2.25): the same.
    const auto fromSums = meanInterval(4, 2.5, 5.0, 0.95);
    ASSERT_TRUE(fromSums);
    EXPECT_NEAR(fromSums->low, ci->low, 1e-12);
    EXPECT_NEAR(fromSums->high, ci->high, 1e-12);
    EXPECT_FALSE(meanInterval(std::vector<double>{0.5}, 0.95));
    EXPECT_FALSE(meanInterval(1, 0.5, 0.0, 0.95));
    // No spread: the interval is the mean itself.
    const auto flat = meanInterval(std::vector<double>{0.1, 0.1, 0.1}, 0.95);
    ASSERT_TRUE(flat);
    EXPECT_NEAR(flat->low, 0.1, 1e-15);
    EXPECT_NEAR(flat->high, 0.1, 1e-15);
}

// The leaderboard's run interval is this one.
TEST(MeanInterval, IsTheLeaderboardsRunInterval) {
    const ScoreMatrix m{{0.1, 0.5, 0.2, 0.9}, {0.3, 0.4, 0.6, 0.8}};
    AllPairsOptions o;
    o.test = PairTest::PairedT;
    const auto r = allPairs({&m}, {true}, o);
    for (std::size_t s = 0; s < 2; ++s) {
        const auto ci = meanInterval(m[s], 0.95);
        EXPECT_NEAR(*r[0].systems[s].ciLow, ci->low, 1e-12);
        EXPECT_NEAR(*r[0].systems[s].ciHigh, ci->high, 1e-12);
    }
}

// Differences d = b - a = 0.1, 0.2, 0.3, 1.0 (mean 0.4; paired t p 0.1449, not significant at
// alpha 0.1). Left out one at a time, the means are (by hand)
//   q0: (0.2 + 0.3 + 1.0) / 3 = 0.5       q1: (0.1 + 0.3 + 1.0) / 3 = 0.46667
//   q2: (0.1 + 0.2 + 1.0) / 3 = 0.43333   q3: (0.1 + 0.2 + 0.3) / 3 = 0.2
// Without q3 the differences 0.1, 0.2, 0.3 give t = 0.2 / (0.1 / sqrt 3) = 3.4641 on 2 df,
// p = 0.0742 < 0.1: leaving q3 out changes the verdict, so q3 comes first; then by |shift|:
// q0 (+0.1), q1 (+0.0667), q2 (+0.0333).
TEST(LeaveOneOut, WorkedByHand) {
    const std::vector<double> a{0, 0, 0, 0}, b{0.1, 0.2, 0.3, 1.0};
    const Influence inf = leaveOneOut(a, b, 0.1);
    EXPECT_NEAR(inf.delta, 0.4, 1e-12);
    EXPECT_NEAR(inf.p, 0.1449, 1e-4);
    ASSERT_EQ(inf.queries.size(), 4u);
    const std::size_t order[] = {3, 0, 1, 2};
    const double deltas[] = {0.2, 0.5, 1.4 / 3, 1.3 / 3};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(inf.queries[i].index, order[i]);
        EXPECT_NEAR(inf.queries[i].delta, deltas[i], 1e-12);
        EXPECT_NEAR(inf.queries[i].shift, deltas[i] - 0.4, 1e-12);
        EXPECT_EQ(inf.queries[i].flipsVerdict, i == 0);
    }
    EXPECT_NEAR(inf.queries[0].p, 0.0742, 1e-4);
    const std::vector<double> rest{0.2, 0.3, 1.0}, zero{0, 0, 0};
    EXPECT_DOUBLE_EQ(inf.queries[1].p, pairedTTest(zero, rest).p);
    // At most n - 2 left out together: q3 and q0; 0.2 and 0.3 remain, t = 5 on 1 df, p 0.1257.
    EXPECT_EQ(inf.topRemoved, 2u);
    EXPECT_NEAR(inf.deltaWithoutTop, 0.25, 1e-12);
    EXPECT_NEAR(inf.pWithoutTop, 0.1257, 1e-4);
    EXPECT_TRUE(inf.verdictHoldsWithoutTop);  // not significant either way
}

TEST(LeaveOneOut, TooFewQueriesAndVerdicts) {
    const std::vector<double> a{0, 0}, b{0.1, 0.3};
    const Influence inf = leaveOneOut(a, b, 0.05);
    EXPECT_TRUE(inf.queries.empty());
    EXPECT_NEAR(inf.delta, 0.2, 1e-12);
    EXPECT_EQ(verdict(0.2, 0.01, 0.05), 1);
    EXPECT_EQ(verdict(-0.2, 0.01, 0.05), -1);
    EXPECT_EQ(verdict(0.2, 0.2, 0.05), 0);
}

}  // namespace
