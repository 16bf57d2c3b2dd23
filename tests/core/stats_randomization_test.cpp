// Randomization (sign-flip permutation) tests: exact enumeration vs hand counts and scipy,
// Monte Carlo vs exact within binomial error, determinism, batch == single, thread counts,
// cancellation.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/stats/randomization.h"

namespace {

namespace st = ranklens::core::stats;
namespace rl = ranklens::core;

// Same data as stats_ttest_test.cpp. Exact p from scipy 1.10.1:
//   scipy.stats.permutation_test((a, b), lambda x, y, axis: np.mean(y - x, axis=axis),
//       permutation_type='samples', alternative='two-sided', n_resamples=np.inf, vectorized=True)
// ('samples' swaps a_i and b_i, i.e. flips the sign of d_i; the null is symmetric, so scipy's
// 2 * min(one-sided p) equals our P(|S_s| >= |S|)).
const std::vector<double> kMetricA{0.62, 0.45, 0.71, 0.30, 0.55, 0.80, 0.41, 0.66, 0.52, 0.38};
const std::vector<double> kMetricB{0.68, 0.44, 0.79, 0.41, 0.58, 0.83, 0.40, 0.75, 0.60, 0.37};
constexpr double kMetricExactP = 0.01953125;  // scipy; = 20 / 2^10
const std::vector<double> kTiedA{0.5, 0.3, 0.7, 0.2, 0.4, 0.6, 0.1, 0.3, 0.8, 0.5, 0.4, 0.2};
const std::vector<double> kTiedB{0.4, 0.3, 0.5, 0.2, 0.3, 0.6, 0.2, 0.1, 0.7, 0.4, 0.4, 0.1};
constexpr double kTiedExactP = 0.0546875;  // scipy; = 224 / 2^12

// The binomial standard error of a Monte Carlo p from N independent sign vectors with true
// value p0 is sqrt(p0 (1 - p0) / N). We allow 5 standard errors: a correct sampler falls outside
// with probability < 1e-6 (normal approximation; N p0 >= 3900 here), while a biased sampler
// (e.g. correlated sign bits) would be off by far more.
double binomialTolerance(double p0, std::size_t n) {
    return 5 * std::sqrt(p0 * (1 - p0) / static_cast<double>(n));
}

TEST(StatsExactPermutation, HandCountedSmallCase) {
    // d = 1 2 2 0, S = 5. The d = 0 sign doubles every case, so count the 8 signs of (1, 2, 2):
    // sums 5, 1, 1, -3, 3, -1, -1, -5 -> |sum| >= 5 twice -> p = 2/8 = 0.25 (scipy: 0.25).
    const std::vector<double> a{1, 2, 3, 4}, b{2, 4, 5, 4};
    EXPECT_DOUBLE_EQ(st::exactPermutationP(a, b), 0.25);
}

TEST(StatsExactPermutation, MatchesScipyPermutationTest) {
    EXPECT_DOUBLE_EQ(st::exactPermutationP(kMetricA, kMetricB), kMetricExactP);
    // Ties (P@10-like values): 224 of 4096 sign vectors reach |S| = 0.8; many of them equal it
    // exactly, which only the eps of the convention counts reliably.
    EXPECT_DOUBLE_EQ(st::exactPermutationP(kTiedA, kTiedB), kTiedExactP);
    EXPECT_DOUBLE_EQ(st::exactPermutationP(kTiedB, kTiedA), kTiedExactP);
}

// Plain enumeration of all 2^n sign vectors with the documented convention, to check the
// meet-in-the-middle counting of exactPermutationP.
double bruteForceExactP(const std::vector<double>& a, const std::vector<double>& b) {
    const std::size_t n = a.size();
    double observed = 0, absSum = 0;
    for (std::size_t j = 0; j < n; ++j) {
        observed += b[j] - a[j];
        absSum += std::fabs(b[j] - a[j]);
    }
    const double threshold = std::fabs(observed) - 1e-9 * absSum;
    std::size_t extreme = 0;
    for (std::size_t mask = 0; mask < (std::size_t{1} << n); ++mask) {
        double s = 0;
        for (std::size_t j = 0; j < n; ++j) s += (mask >> j & 1) ? a[j] - b[j] : b[j] - a[j];
        extreme += std::fabs(s) >= threshold;
    }
    return static_cast<double>(extreme) / static_cast<double>(std::size_t{1} << n);
}

TEST(StatsExactPermutation, MatchesPlainEnumeration) {
    // Odd and even n (unequal and equal halves), continuous values and values on a 0.1 grid
    // (many exact ties), and a shift that puts p in the middle of the distribution.
    for (std::size_t n : {7, 15, 16}) {
        for (bool grid : {false, true}) {
            std::vector<double> a(n), b(n);
            for (std::size_t j = 0; j < n; ++j) {
                const double u = static_cast<double>((j * 7919 + n * 31) % 1000) / 1000;
                const double v = static_cast<double>((j * 4273 + 17) % 1000) / 1000;
                a[j] = grid ? std::round(u * 10) / 10 : u;
                b[j] = grid ? std::round((0.8 * u + 0.2 * v + 0.05) * 10) / 10 : 0.8 * u + 0.2 * v;
            }
            const double expected = bruteForceExactP(a, b);
            EXPECT_DOUBLE_EQ(st::exactPermutationP(a, b), expected)
                << "n=" << n << " grid=" << grid;
            EXPECT_GT(expected, 0.0);
            EXPECT_LT(expected, 1.0);
        }
    }
}

TEST(StatsExactPermutation, Degenerate) {
    const std::vector<double> none;
    EXPECT_EQ(st::exactPermutationP(none, none), 1);
    EXPECT_EQ(st::exactPermutationP(kMetricA, kMetricA), 1);
    // n = 1, d != 0: both sign vectors have |S| = |d| -> 1.
    const std::vector<double> a{0.1}, b{0.4};
    EXPECT_EQ(st::exactPermutationP(a, b), 1);
    // n = 3 constant d: only all-plus and all-minus reach |S| = 3|d| -> 2 / 8.
    const std::vector<double> x{1, 2, 3}, y{1.5, 2.5, 3.5};
    EXPECT_DOUBLE_EQ(st::exactPermutationP(x, y), 0.25);
}

TEST(StatsExactPermutation, RejectsTooManyPairs) {
    const std::vector<double> a(25, 0.5), b(25, 0.6);
    EXPECT_THROW(st::exactPermutationP(a, b), std::invalid_argument);
    const std::vector<double> a24(24, 0.5), b24(24, 0.75);
    // 24 equal d: only the two constant sign vectors reach |S| -> 2 / 2^24.
    EXPECT_DOUBLE_EQ(st::exactPermutationP(a24, b24), 2.0 / (1 << 24));
}

TEST(StatsRandomization, MonteCarloAgreesWithExactWithinBinomialError) {
    st::RandomizationOptions o;
    o.permutations = 200000;
    for (auto [a, b, exact] : {std::tuple{&kMetricA, &kMetricB, kMetricExactP},
                               std::tuple{&kTiedA, &kTiedB, kTiedExactP}}) {
        const double computedExact = st::exactPermutationP(*a, *b);
        EXPECT_DOUBLE_EQ(computedExact, exact);
        const double mc = st::randomizationTest(*a, *b, o);
        EXPECT_NEAR(mc, computedExact, binomialTolerance(computedExact, o.permutations));
    }
}

TEST(StatsRandomization, SignsBeyondTheFirstWordAreIndependent) {
    // d = 1 at three queries in different 64-bit sign words (bit 5 of words 0, 1 and 2), 0
    // elsewhere: |S_s| = 3 only when the three signs agree, p = 2 / 8 = 0.25. Reused or
    // correlated words would give p = 1.
    std::vector<double> a(140, 0.0), b(140, 0.0);
    b[5] = b[69] = b[133] = 1;
    EXPECT_DOUBLE_EQ(
        st::exactPermutationP(std::vector<double>{0, 0, 0}, std::vector<double>{1, 1, 1}), 0.25);
    st::RandomizationOptions o;
    o.permutations = 100000;
    EXPECT_NEAR(st::randomizationTest(a, b, o), 0.25, binomialTolerance(0.25, o.permutations));
    // The last, partial word (n = 129: query 128 is bit 0 of word 2).
    std::vector<double> c(129, 0.0), e(129, 0.0);
    e[0] = e[64] = e[128] = 1;
    EXPECT_NEAR(st::randomizationTest(c, e, o), 0.25, binomialTolerance(0.25, o.permutations));
}

TEST(StatsRandomization, NoDifferenceGivesPOne) {
    st::RandomizationOptions o;
    o.permutations = 1000;
    EXPECT_EQ(st::randomizationTest(kMetricA, kMetricA, o), 1);
    const std::vector<double> none;
    EXPECT_EQ(st::randomizationTest(none, none, o), 1);
}

std::vector<double> syntheticRun(std::size_t n, std::uint64_t salt) {
    // Deterministic metric-like values in [0, 1) (a hash of the index, no RNG state needed).
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t z = (i + 1) * 0x9E3779B97F4A7C15ULL ^ salt;
        z = (z ^ (z >> 31)) * 0xBF58476D1CE4E5B9ULL;
        v[i] = static_cast<double>(z >> 11) * 0x1.0p-53;
    }
    return v;
}

TEST(StatsRandomization, DeterministicForASeed) {
    const auto a = syntheticRun(300, 1), b = syntheticRun(300, 2);
    st::RandomizationOptions o;
    o.permutations = 5000;
    const double p1 = st::randomizationTest(a, b, o);
    EXPECT_EQ(st::randomizationTest(a, b, o), p1);
    EXPECT_GT(p1, 0);
    EXPECT_LT(p1, 1);
    // Another seed draws other sign vectors (with 5000 draws the counts differ).
    o.seed = 7;
    EXPECT_NE(st::randomizationTest(a, b, o), p1);
}

TEST(StatsRandomization, BatchEqualsOneByOne) {
    // 5 samples of 200 queries and 2 of 70, interleaved: each batch result must equal the
    // single-sample call bit for bit (same sign vectors, same summation order).
    std::vector<std::vector<double>> data;
    for (std::uint64_t s = 0; s < 14; ++s) data.push_back(syntheticRun(s < 10 ? 200 : 70, s));
    // Two runs close to their baseline with a small shift (d = shift + U(-0.05, 0.05), sd
    // 0.029): t = 0.006 / (0.029 / sqrt(n)) = 2.9 (n = 200) and -2.8 (n = 70, shift -0.01), so
    // these p-values are small but not 0 -- the counts near the threshold are compared too.
    for (std::size_t i = 0; i < 200; ++i)
        data[1][i] = data[0][i] + 0.006 + 0.1 * (data[1][i] - 0.5);
    for (std::size_t i = 0; i < 70; ++i)
        data[11][i] = data[10][i] - 0.01 + 0.1 * (data[11][i] - 0.5);
    std::vector<st::PairedSample> samples;
    const int order[] = {0, 10, 2, 12, 4, 6, 8};  // baseline index; run = baseline + 1
    for (int i : order) samples.push_back({data[i], data[i + 1]});

    st::RandomizationOptions o;
    o.permutations = 4000;
    o.seed = 123;
    const std::vector<double> batch = st::randomizationTests(samples, o);
    ASSERT_EQ(batch.size(), samples.size());
    for (std::size_t s = 0; s < samples.size(); ++s)
        EXPECT_EQ(batch[s], st::randomizationTest(samples[s].a, samples[s].b, o)) << "s=" << s;
    for (std::size_t s : {0, 1}) {
        EXPECT_GT(batch[s], 0);
        EXPECT_LT(batch[s], 0.05);
    }
}

TEST(StatsRandomization, IndependentOfThreadCount) {
    std::vector<std::vector<double>> data;
    for (std::uint64_t s = 0; s < 6; ++s) data.push_back(syntheticRun(500, s + 100));
    std::vector<st::PairedSample> samples{
        {data[0], data[1]}, {data[2], data[3]}, {data[4], data[5]}};
    st::RandomizationOptions o;
    o.permutations = 3001;  // not a multiple of the chunk or block size
    o.threads = 1;
    const std::vector<double> one = st::randomizationTests(samples, o);
    for (unsigned threads : {2u, 3u, 8u}) {
        o.threads = threads;
        EXPECT_EQ(st::randomizationTests(samples, o), one) << threads << " threads";
    }
}

TEST(StatsRandomization, ReportsProgressAndCancels) {
    st::RandomizationOptions o;
    o.permutations = 20000;
    std::size_t last = 0, calls = 0;
    bool monotone = true;
    o.progress = [&](std::size_t done, std::size_t total) {
        monotone = monotone && done > last && total == 20000;
        last = done;
        ++calls;
        return true;
    };
    st::randomizationTest(kMetricA, kMetricB, o);
    EXPECT_TRUE(monotone);
    EXPECT_EQ(last, 20000u);
    EXPECT_GT(calls, 1u);

    std::size_t seen = 0;
    o.progress = [&](std::size_t done, std::size_t) {
        seen = done;
        return false;
    };
    EXPECT_THROW(st::randomizationTest(kMetricA, kMetricB, o), rl::Cancelled);
    EXPECT_LT(seen, 20000u);  // stopped after the first block
}

TEST(StatsRandomization, BadInputIsRejected) {
    st::RandomizationOptions o;
    const std::vector<double> a{1, 2, 3}, b{1, 2};
    EXPECT_THROW(st::randomizationTest(a, b, o), std::invalid_argument);
    o.permutations = 0;
    EXPECT_THROW(st::randomizationTest(a, a, o), std::invalid_argument);
    o.permutations = 10;
    const std::vector<double> inf{1, 2, INFINITY};
    EXPECT_THROW(st::randomizationTest(a, inf, o), std::invalid_argument);
    // In a batch the message names the bad sample (1-based).
    const std::vector<st::PairedSample> batch{{a, a}, {a, b}};
    try {
        st::randomizationTests(batch, o);
        ADD_FAILURE() << "no exception";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("sample 2"), std::string::npos) << e.what();
    }
}

}  // namespace
