#include "core/stats/mean_interval.h"

#include <algorithm>
#include <cmath>

#include <boost/math/distributions/students_t.hpp>

namespace ranklens::core::stats {

namespace {

double tQuantile(std::size_t n, double confidence) {
    const boost::math::students_t_distribution<double> t(static_cast<double>(n) - 1);
    return boost::math::quantile(t, (1 + confidence) / 2);
}

double halfWidth(std::size_t n, double variance, double confidence) {
    return tQuantile(n, confidence) * std::sqrt(std::max(0.0, variance) / static_cast<double>(n));
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

bool meanIntervals(std::size_t n, std::span<const double> means,
                   std::span<const double> squaredDeviations, double confidence,
                   std::vector<double>& low, std::vector<double>& high) {
    low.clear();
    high.clear();
    if (n < 2 || means.size() != squaredDeviations.size()) return false;
    const double q = tQuantile(n, confidence);
    const double nn = static_cast<double>(n);
    for (std::size_t i = 0; i < means.size(); ++i) {
        const double half = q * std::sqrt(std::max(0.0, squaredDeviations[i] / (nn - 1)) / nn);
        low.push_back(means[i] - half);
        high.push_back(means[i] + half);
    }
    return true;
}

}  // namespace ranklens::core::stats
