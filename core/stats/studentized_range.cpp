#include "core/stats/studentized_range.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <boost/math/distributions/chi_squared.hpp>
#include <boost/math/quadrature/gauss_kronrod.hpp>
#include <boost/math/tools/roots.hpp>

namespace ranklens::core::stats {

namespace {

namespace bm = boost::math;
using Quadrature = bm::quadrature::gauss_kronrod<double, 61>;

constexpr double kInfiniteDf = 25000;  // R's ptukey reads larger df as infinite
constexpr double kTolerance = 1e-10;   // relative, of each integral
constexpr unsigned kMaxDepth = 4;

void checkArguments(std::size_t k, double df) {
    if (k < 2) throw std::invalid_argument("studentized range: needs k >= 2 means");
    if (!(df > 0)) throw std::invalid_argument("studentized range: df must be > 0");
}

// P(range of k standard normals <= w) = k * integral of phi(z) (Phi(z + w) - Phi(z))^(k-1) dz,
// z the smallest of the k. The difference of the two Phi is taken on the side of zero where it
// keeps its digits (upper tails for z > 0). This is the innermost loop of every p-value: Phi and
// phi are written with std::erfc and std::exp (the same values as Boost's normal distribution,
// which checks its arguments on every call and takes 15 times as long here).
double rangeCdf(double w, std::size_t k) {
    if (w <= 0) return 0;
    constexpr double kSqrtHalf = 0.70710678118654752440, kInvSqrt2Pi = 0.39894228040143267794;
    auto integrand = [&](double z) {
        const double inside =
            z > 0 ? 0.5 * (std::erfc(z * kSqrtHalf) - std::erfc((z + w) * kSqrtHalf))
                  : 0.5 * (std::erfc(-(z + w) * kSqrtHalf) - std::erfc(-z * kSqrtHalf));
        return kInvSqrt2Pi * std::exp(-z * z / 2) *
               std::pow(std::max(0.0, inside), static_cast<double>(k - 1));
    };
    // Beyond |z| = 9 the normal density is below 1e-17.
    const double value = Quadrature::integrate(integrand, -9.0, 9.0, kMaxDepth, kTolerance);
    return std::clamp(static_cast<double>(k) * value, 0.0, 1.0);
}

// The range's cdf averaged over the distribution of s = sqrt(x / df), x chi-square with df
// degrees of freedom. The integral runs over s (smooth where the range's cdf is, unlike over x
// near 0), with s's density from Boost's chi-square density: 2 df s pdf(df s^2), which keeps
// its digits at any df.
double studentizedCdf(double q, std::size_t k, double df) {
    if (q <= 0) return 0;
    if (df > kInfiniteDf) return rangeCdf(q, k);
    const bm::chi_squared_distribution<double> chi2(df);
    const double lo = std::sqrt(bm::quantile(chi2, 1e-16) / df);
    const double hi = std::sqrt(bm::quantile(bm::complement(chi2, 1e-16)) / df);
    auto integrand = [&](double s) {
        return s <= 0 ? 0.0 : 2 * df * s * bm::pdf(chi2, df * s * s) * rangeCdf(q * s, k);
    };
    const double value = Quadrature::integrate(integrand, lo, hi, kMaxDepth, kTolerance);
    return std::clamp(value, 0.0, 1.0);
}

}  // namespace

double studentizedRangeCdf(double q, std::size_t k, double df) {
    checkArguments(k, df);
    if (std::isnan(q)) throw std::invalid_argument("studentized range: q is NaN");
    return studentizedCdf(q, k, df);
}

double studentizedRangeUpper(double q, std::size_t k, double df) {
    return std::clamp(1 - studentizedRangeCdf(q, k, df), 0.0, 1.0);
}

double studentizedRangeQuantile(double p, std::size_t k, double df) {
    checkArguments(k, df);
    if (!(p > 0 && p < 1))
        throw std::invalid_argument("studentized range quantile: p must be in (0, 1), got " +
                                    std::to_string(p));
    double hi = 8;
    while (studentizedCdf(hi, k, df) < p && hi < 1e6) hi *= 2;
    auto f = [&](double q) { return studentizedCdf(q, k, df) - p; };
    std::uintmax_t iterations = 200;
    const auto [a, b] = bm::tools::toms748_solve(f, 0.0, hi, -p, f(hi),
                                                 bm::tools::eps_tolerance<double>(44), iterations);
    return (a + b) / 2;
}

}  // namespace ranklens::core::stats
