// Paired bootstrap percentile interval of mean(b - a): hand-worked small cases, a coverage
// simulation, determinism, thread independence, cancellation, bad input.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <stdexcept>
#include <vector>

#include "core/base/progress.h"
#include "core/stats/bootstrap.h"

namespace {

namespace st = ranklens::core::stats;
namespace rl = ranklens::core;

TEST(StatsBootstrap, SinglePairGivesAPointInterval) {
    const std::vector<double> a{0.25}, b{0.75};
    const st::Interval ci = st::bootstrapMeanDiffCI(a, b, {});
    EXPECT_EQ(ci.low, 0.5);
    EXPECT_EQ(ci.high, 0.5);
}

TEST(StatsBootstrap, TwoPairsHandWorked) {
    // d = 0, 1. A resample of 2 draws has mean 0 (prob 1/4), 0.5 (1/2) or 1 (1/4). With 10000
    // resamples about 2500 means are 0 and 2500 are 1, so the 2.5 % and 97.5 % quantiles (order
    // statistics near 250 and 9750) are 0 and 1; the 25 % / 75 % quantiles of a 50 % interval
    // land inside the 0.5 block (2500 +- 43 zeros, 5000 +- 50 halves).
    const std::vector<double> a{1, 1}, b{1, 2};
    const st::Interval ci95 = st::bootstrapMeanDiffCI(a, b, {});
    EXPECT_EQ(ci95.low, 0);
    EXPECT_EQ(ci95.high, 1);
    st::BootstrapOptions o;
    o.confidence = 0.4;  // 30 % and 70 % quantiles: well inside the 0.5 block
    const st::Interval ci40 = st::bootstrapMeanDiffCI(a, b, o);
    EXPECT_EQ(ci40.low, 0.5);
    EXPECT_EQ(ci40.high, 0.5);
}

TEST(StatsBootstrap, CoverageOfTheTrueMeanDifference) {
    // 400 synthetic paired data sets, n = 80 queries each: baseline ~ U(0, 1), run = baseline +
    // 0.03 + noise, noise = z + (z^2 - sigma^2) / 2 with z ~ N(0, sigma = 0.1): mean 0, slightly
    // right-skewed (the data need not be normal). True mean difference: 0.03.
    // The number of intervals covering it is Binomial(400, c); for a correct 95 % interval c ~
    // 0.95 (the percentile bootstrap undercovers by about 1 % at n = 80), sd = sqrt(0.95 * 0.05 /
    // 400) = 0.0109. We accept [0.92, 0.98]: about 3 sd below 0.95 plus the known undercoverage
    // margin, 3 sd above. A wrong interval (e.g. 90 % coverage, or a standard-deviation-wide
    // instead of a standard-error-wide interval) falls far outside.
    constexpr int kDatasets = 400, kN = 80;
    constexpr double kShift = 0.03, kSigma = 0.1;
    const double trueMean = kShift;
    std::mt19937_64 gen(20261130);
    std::uniform_real_distribution<double> unif(0, 1);
    std::normal_distribution<double> normal(0, kSigma);
    st::BootstrapOptions o;
    o.resamples = 2000;
    int covered = 0;
    for (int k = 0; k < kDatasets; ++k) {
        std::vector<double> a(kN), b(kN);
        for (int i = 0; i < kN; ++i) {
            const double z = normal(gen);
            a[i] = unif(gen);
            b[i] = a[i] + kShift + z + (z * z - kSigma * kSigma) / 2;
        }
        o.seed = static_cast<std::uint64_t>(k);
        const st::Interval ci = st::bootstrapMeanDiffCI(a, b, o);
        ASSERT_LE(ci.low, ci.high);
        covered += ci.low <= trueMean && trueMean <= ci.high;
    }
    const double coverage = covered / static_cast<double>(kDatasets);
    EXPECT_GE(coverage, 0.92);
    EXPECT_LE(coverage, 0.98);
}

TEST(StatsBootstrap, DeterministicAndIndependentOfThreads) {
    std::vector<double> a(150), b(150);
    for (int i = 0; i < 150; ++i) {
        a[i] = (i * 37 % 101) / 101.0;
        b[i] = a[i] + ((i * 53 % 17) - 7) / 100.0;
    }
    st::BootstrapOptions o;
    o.resamples = 3001;
    o.threads = 1;
    const st::Interval one = st::bootstrapMeanDiffCI(a, b, o);
    EXPECT_LT(one.low, one.high);
    for (unsigned threads : {2u, 5u}) {
        o.threads = threads;
        const st::Interval many = st::bootstrapMeanDiffCI(a, b, o);
        EXPECT_EQ(many.low, one.low);
        EXPECT_EQ(many.high, one.high);
    }
    o.seed = 99;
    const st::Interval other = st::bootstrapMeanDiffCI(a, b, o);
    EXPECT_TRUE(other.low != one.low || other.high != one.high);
}

TEST(StatsBootstrap, HigherConfidenceGivesAWiderNestedInterval) {
    std::vector<double> a(60), b(60);
    for (int i = 0; i < 60; ++i) {
        a[i] = (i * 29 % 61) / 61.0;
        b[i] = a[i] + ((i * 13 % 11) - 4) / 50.0;
    }
    st::BootstrapOptions o;
    o.confidence = 0.8;
    const st::Interval narrow = st::bootstrapMeanDiffCI(a, b, o);
    o.confidence = 0.99;
    const st::Interval wide = st::bootstrapMeanDiffCI(a, b, o);
    EXPECT_LT(wide.low, narrow.low);
    EXPECT_GT(wide.high, narrow.high);
}

TEST(StatsBootstrap, ReportsProgressAndCancels) {
    const std::vector<double> a{1, 2, 3, 4}, b{2, 4, 5, 4};
    st::BootstrapOptions o;
    std::size_t last = 0;
    o.progress = [&](std::size_t done, std::size_t total) {
        EXPECT_EQ(total, 10000u);
        last = done;
        return true;
    };
    st::bootstrapMeanDiffCI(a, b, o);
    EXPECT_EQ(last, 10000u);
    o.progress = [](std::size_t, std::size_t) { return false; };
    EXPECT_THROW(st::bootstrapMeanDiffCI(a, b, o), rl::Cancelled);
}

TEST(StatsBootstrap, BadInputIsRejected) {
    const std::vector<double> none, a{1, 2}, b{1};
    EXPECT_THROW(st::bootstrapMeanDiffCI(none, none, {}), std::invalid_argument);
    EXPECT_THROW(st::bootstrapMeanDiffCI(a, b, {}), std::invalid_argument);
    st::BootstrapOptions o;
    o.confidence = 1;
    EXPECT_THROW(st::bootstrapMeanDiffCI(a, a, o), std::invalid_argument);
    o.confidence = 0.95;
    o.resamples = 0;
    EXPECT_THROW(st::bootstrapMeanDiffCI(a, a, o), std::invalid_argument);
}

}  // namespace
