#pragma once
// The studentized range distribution: Q = (max - min of k independent N(0, 1)) / s, s^2 an
// independent chi-square over df, its degrees of freedom. Tukey's HSD reads its p-values and
// interval widths from it (R's ptukey / qtukey with nranges = 1). Boost.Math has no such
// distribution: the two integrals of its definition are evaluated with Boost's adaptive
// Gauss-Kronrod quadrature, on Boost's normal and chi-square distributions.
#include <cstddef>

namespace ranklens::core::stats {

// P(Q <= q) for k >= 2 means and df > 0 degrees of freedom (df above 25,000 is read as
// infinite, as R does). q <= 0 gives 0. Throws std::invalid_argument on k < 2, df <= 0 or NaN.
double studentizedRangeCdf(double q, std::size_t k, double df);

// P(Q > q), the p-value of a range statistic q; in [0, 1].
double studentizedRangeUpper(double q, std::size_t k, double df);

// The q with P(Q <= q) = p, p in (0, 1) (a relative accuracy of about 1e-12).
double studentizedRangeQuantile(double p, std::size_t k, double df);

}  // namespace ranklens::core::stats
