#include "core/stats/paired_power.h"

#include <cmath>

#include <boost/math/distributions/non_central_t.hpp>
#include <boost/math/distributions/students_t.hpp>
#include <boost/math/tools/roots.hpp>

namespace ranklens::core::stats {

namespace {

namespace bm = boost::math;

constexpr double kMaxQueries = 1e9;

bool usable(const PowerSetting& s) {
    return s.sd > 0 && std::isfinite(s.sd) && s.alpha > 0 && s.alpha < 1 && s.power > 0 &&
           s.power < 1;
}

// The x in [lo, hi] where f changes sign (f increasing), to about 1e-13 relative.
template <typename F>
double solveIncreasing(F f, double lo, double hi) {
    std::uintmax_t iterations = 300;
    const auto [a, b] = bm::tools::toms748_solve(f, lo, hi, f(lo), f(hi),
                                                 bm::tools::eps_tolerance<double>(44), iterations);
    return (a + b) / 2;
}

}  // namespace

double pairedTPower(double delta, double n, const PowerSetting& s) {
    const double df = n - 1;
    const double critical =
        bm::quantile(bm::complement(bm::students_t_distribution<double>(df), s.alpha / 2));
    const double ncp = std::sqrt(n) * delta / s.sd;
    if (ncp == 0) return bm::cdf(bm::complement(bm::students_t_distribution<double>(df), critical));
    return bm::cdf(bm::complement(bm::non_central_t_distribution<double>(df, ncp), critical));
}

std::optional<double> minimalDetectableEffect(std::size_t n, const PowerSetting& s) {
    if (n < 2 || !usable(s)) return std::nullopt;
    const double queries = static_cast<double>(n);
    auto f = [&](double delta) { return pairedTPower(delta, queries, s) - s.power; };
    if (f(0) >= 0) return 0.0;  // a power at most alpha / 2: reached with no difference
    double hi = s.sd;
    while (f(hi) < 0 && hi < 1e7 * s.sd) hi *= 4;
    if (f(hi) < 0) return std::nullopt;
    return solveIncreasing(f, 0.0, hi);
}

std::optional<std::size_t> queriesNeeded(double delta, const PowerSetting& s) {
    if (!usable(s) || !(delta > 0) || !std::isfinite(delta)) return std::nullopt;
    auto f = [&](double n) { return pairedTPower(delta, n, s) - s.power; };
    if (f(2) >= 0) return 2;
    double hi = 4;
    while (f(hi) < 0 && hi < kMaxQueries) hi *= 4;
    if (f(hi) < 0) return std::nullopt;
    const double n = solveIncreasing(f, 2.0, hi);
    // The root to ~1e-13: an n a hair above a whole number is that whole number.
    return static_cast<std::size_t>(std::ceil(n - 1e-9 * n));
}

}  // namespace ranklens::core::stats
