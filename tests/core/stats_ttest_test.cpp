// Paired t-test and Cohen's d_z. Reference values: a hand-worked example, and scipy 1.10.1
// (Debian python3-scipy, /usr/bin/python3) on fixed data sets:
//   r = scipy.stats.ttest_rel(b, a)            # t and two-sided p of d = b - a
//   d = np.array(b) - np.array(a); d.mean() / d.std(ddof=1)   # d_z
// printed with %.17g and pasted below.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include "core/stats/t_test.h"

namespace {

namespace st = ranklens::core::stats;

struct Dataset {
    std::vector<double> a, b;
    double t, p, dz;
};

// d = b - a; df = n - 1.
const Dataset kMetricLike{// n = 10, NDCG-like values
                          {0.62, 0.45, 0.71, 0.30, 0.55, 0.80, 0.41, 0.66, 0.52, 0.38},
                          {0.68, 0.44, 0.79, 0.41, 0.58, 0.83, 0.40, 0.75, 0.60, 0.37},
                          3.1429363309631011,
                          0.011871767243102009,
                          0.99388373467361868};
const Dataset kTiedNegative{// n = 12, P@10-like values with ties, run worse than baseline
                            {0.5, 0.3, 0.7, 0.2, 0.4, 0.6, 0.1, 0.3, 0.8, 0.5, 0.4, 0.2},
                            {0.4, 0.3, 0.5, 0.2, 0.3, 0.6, 0.2, 0.1, 0.7, 0.4, 0.4, 0.1},
                            -2.6017745423519636,
                            0.024615978015509625,
                            -0.75106761619881068};
const Dataset kWeak{// n = 15, small effect, p > 0.05
                    {0.211, 0.734, 0.502, 0.118, 0.903, 0.447, 0.615, 0.329, 0.780, 0.052, 0.561,
                     0.694, 0.238, 0.875, 0.410},
                    {0.305, 0.690, 0.544, 0.101, 0.951, 0.498, 0.580, 0.402, 0.771, 0.140, 0.533,
                     0.760, 0.229, 0.842, 0.487},
                    1.8660113030000616,
                    0.083128855253419009,
                    0.48180204669026938};

const Dataset kStrong{
    // n = 30, strong effect: checks the far tail of the t distribution
    {0.37, 0.74, 0.11, 0.48, 0.85, 0.22, 0.59, 0.96, 0.33, 0.7,  0.07, 0.44, 0.81, 0.18, 0.55,
     0.92, 0.29, 0.66, 0.03, 0.4,  0.77, 0.14, 0.51, 0.88, 0.25, 0.62, 0.99, 0.36, 0.73, 0.1},
    {0.4,  0.79, 0.18, 0.52, 0.91, 0.25, 0.64, 1.03, 0.37, 0.76, 0.1,  0.49, 0.88, 0.22, 0.61,
     0.95, 0.34, 0.73, 0.07, 0.46, 0.8,  0.19, 0.58, 0.92, 0.31, 0.65, 1.04, 0.43, 0.77, 0.16},
    19.039432764659782,
    6.2052029667231299e-18,
    0};  // d_z not used

TEST(StatsTTest, HandWorkedExample) {
    // a = 1 2 3 4, b = 2 4 5 4  ->  d = 1 2 2 0, n = 4
    // mean = 5/4 = 1.25
    // deviations -0.25 0.75 0.75 -1.25, squares 0.0625 + 0.5625 + 0.5625 + 1.5625 = 2.75
    // sd = sqrt(2.75 / 3) = sqrt(0.91667) = 0.957427
    // t = 1.25 / (0.957427 / sqrt(4)) = 1.25 / 0.478714 = 2.611165, df = 3
    // p = 2 * P(T_3 >= 2.611165) = 0.0796050 (scipy ttest_rel: 0.079604980817906248)
    const std::vector<double> a{1, 2, 3, 4}, b{2, 4, 5, 4};
    const st::PairedTTest r = st::pairedTTest(a, b);
    EXPECT_EQ(r.n, 4u);
    EXPECT_DOUBLE_EQ(r.meanDiff, 1.25);
    EXPECT_NEAR(r.sdDiff, std::sqrt(2.75 / 3), 1e-15);
    EXPECT_NEAR(r.t, 2.6111648393354674, 1e-12);
    EXPECT_EQ(r.df, 3);
    EXPECT_NEAR(r.p, 0.079604980817906248, 1e-12);
}

TEST(StatsTTest, MatchesScipyTtestRel) {
    for (const Dataset* ds : {&kMetricLike, &kTiedNegative, &kWeak, &kStrong}) {
        const st::PairedTTest r = st::pairedTTest(ds->a, ds->b);
        EXPECT_EQ(r.n, ds->a.size());
        EXPECT_EQ(r.df, static_cast<double>(ds->a.size() - 1));
        EXPECT_NEAR(r.t, ds->t, 1e-10 * std::fabs(ds->t));
        EXPECT_NEAR(r.p, ds->p, 1e-10 * ds->p);
    }
}

TEST(StatsTTest, SwappingRunAndBaselineFlipsTheSignOnly) {
    const st::PairedTTest fwd = st::pairedTTest(kMetricLike.a, kMetricLike.b);
    const st::PairedTTest rev = st::pairedTTest(kMetricLike.b, kMetricLike.a);
    EXPECT_DOUBLE_EQ(rev.t, -fwd.t);
    EXPECT_DOUBLE_EQ(rev.p, fwd.p);
}

TEST(StatsTTest, FewerThanTwoPairsGivesPOne) {
    const std::vector<double> none;
    const st::PairedTTest r0 = st::pairedTTest(none, none);
    EXPECT_EQ(r0.n, 0u);
    EXPECT_EQ(r0.t, 0);
    EXPECT_EQ(r0.p, 1);
    EXPECT_EQ(r0.meanDiff, 0);

    const std::vector<double> a{0.2}, b{0.7};
    const st::PairedTTest r1 = st::pairedTTest(a, b);
    EXPECT_EQ(r1.n, 1u);
    EXPECT_DOUBLE_EQ(r1.meanDiff, 0.5);
    EXPECT_EQ(r1.sdDiff, 0);
    EXPECT_EQ(r1.t, 0);
    EXPECT_EQ(r1.df, 0);
    EXPECT_EQ(r1.p, 1);
}

TEST(StatsTTest, ZeroVariance) {
    // Identical runs: no difference, p = 1.
    const std::vector<double> a{0.3, 0.5, 0.9};
    const st::PairedTTest same = st::pairedTTest(a, a);
    EXPECT_EQ(same.t, 0);
    EXPECT_EQ(same.p, 1);
    EXPECT_EQ(same.sdDiff, 0);

    // Constant non-zero difference (exactly representable): t = +-inf, p = 0.
    const std::vector<double> x{1, 2, 3}, up{1.5, 2.5, 3.5}, down{0.75, 1.75, 2.75};
    const st::PairedTTest better = st::pairedTTest(x, up);
    EXPECT_EQ(better.t, std::numeric_limits<double>::infinity());
    EXPECT_EQ(better.p, 0);
    EXPECT_DOUBLE_EQ(better.meanDiff, 0.5);
    const st::PairedTTest worse = st::pairedTTest(x, down);
    EXPECT_EQ(worse.t, -std::numeric_limits<double>::infinity());
    EXPECT_EQ(worse.p, 0);
}

TEST(StatsTTest, BadInputIsRejectedWithAMessage) {
    const std::vector<double> a{1, 2, 3}, b{1, 2};
    EXPECT_THROW(st::pairedTTest(a, b), std::invalid_argument);
    const std::vector<double> withNan{1, std::nan(""), 3};
    EXPECT_THROW(st::pairedTTest(a, withNan), std::invalid_argument);
    try {
        st::pairedTTest(a, b);
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("differ in length"), std::string::npos);
    }
}

TEST(StatsEffectSize, HandWorkedDz) {
    // d = 1 2 2 0: mean 1.25, sd 0.957427 (see HandWorkedExample) -> d_z = 1.305582
    // (also t / sqrt(n) = 2.611165 / 2).
    const std::vector<double> a{1, 2, 3, 4}, b{2, 4, 5, 4};
    EXPECT_NEAR(st::effectSizeDz(a, b), 1.25 / std::sqrt(2.75 / 3), 1e-15);
    EXPECT_NEAR(st::effectSizeDz(a, b), 1.3055824196677337, 1e-12);
}

TEST(StatsEffectSize, MatchesNumpyAndTOverSqrtN) {
    for (const Dataset* ds : {&kMetricLike, &kTiedNegative, &kWeak}) {
        const double dz = st::effectSizeDz(ds->a, ds->b);
        EXPECT_NEAR(dz, ds->dz, 1e-10 * std::fabs(ds->dz));
        EXPECT_NEAR(dz, ds->t / std::sqrt(static_cast<double>(ds->a.size())), 1e-10);
    }
}

TEST(StatsEffectSize, Degenerate) {
    const std::vector<double> a{0.3, 0.5, 0.9};
    EXPECT_EQ(st::effectSizeDz(a, a), 0);
    const std::vector<double> one{0.1}, other{0.9};
    EXPECT_EQ(st::effectSizeDz(one, other), 0);
    const std::vector<double> x{1, 2, 3}, up{1.5, 2.5, 3.5};
    EXPECT_EQ(st::effectSizeDz(x, up), std::numeric_limits<double>::infinity());
    EXPECT_EQ(st::effectSizeDz(up, x), -std::numeric_limits<double>::infinity());
}

}  // namespace
