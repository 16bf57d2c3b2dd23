#include "core/stats/mean_interval.h"

#include <algorithm>
#include <cmath>

#include <boost/math/distributions/students_t.hpp>

namespace ranklens::core::stats {

namespace {

double halfWidth(std::size_t n, double variance, double confidence) {
    const double df = static_cast<double>(n) - 1;
    const boost::math::students_t_distribution<double> t(df);
    return boost::math::quantile(t, (1 + confidence) / 2) *
           std::sqrt(std::max(0.0, variance) / static_cast<double>(n));
}

}  // namespace

std::optional<Interval> meanInterval(std::span<const double> x, double confidence) {
    if (x.size() < 2) return std::nullopt;
    double sum = 0;
    for (double v : x) sum += v;
    const double n = static_cast<double>(x.size());
    const double mean = sum / n;
    double ss = 0;
    for (double v : x) ss += (v - mean) * (v - mean);
    return meanInterval(x.size(), mean, ss, confidence);
}

std::optional<Interval> meanInterval(std::size_t n, double mean, double squaredDeviations,
                                     double confidence) {
    if (n < 2) return std::nullopt;
    const double half = halfWidth(n, squaredDeviations / (static_cast<double>(n) - 1), confidence);
    return Interval{mean - half, mean + half};
}

}  // namespace ranklens::core::stats
