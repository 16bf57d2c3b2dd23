#pragma once
// Paired Student t-test and Cohen's d_z effect size over per-query differences
// d_i = b_i - a_i (run minus baseline). Two-sided. Distribution from Boost.Math.
#include <cstddef>
#include <span>

namespace ranklens::core::stats {

struct PairedTTest {
    std::size_t n = 0;    // number of pairs
    double meanDiff = 0;  // mean(d)
    double sdDiff = 0;    // sample standard deviation of d (n - 1 denominator); 0 when n < 2
    double t = 0;         // meanDiff / (sdDiff / sqrt(n))
    double df = 0;        // n - 1 (0 when n < 2)
    double p = 1;         // two-sided: 2 * P(T_df >= |t|)
};

// Paired t-test of mean(d) = 0. Never NaN: n < 2 -> t = 0, p = 1; all d == 0 -> t = 0, p = 1;
// all d equal and != 0 (sd = 0) -> t = +-inf, p = 0.
// Throws std::invalid_argument when a and b differ in length or hold NaN/inf.
PairedTTest pairedTTest(std::span<const double> a, std::span<const double> b);

// Cohen's d_z = mean(d) / sd(d) (sample sd, n - 1 denominator; equals t / sqrt(n)).
// 0 when n < 2 or when all d == 0; +-inf when all d are equal and != 0.
double effectSizeDz(std::span<const double> a, std::span<const double> b);

}  // namespace ranklens::core::stats
