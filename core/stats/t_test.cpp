#include "core/stats/t_test.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <boost/math/distributions/students_t.hpp>

#include "core/stats/paired_data.h"

namespace ranklens::core::stats {

namespace {

struct MeanSd {
    double mean = 0, sd = 0;
};

// Two-pass mean and sample sd. When all d are identical the sd is exactly 0 (the second pass
// could leave round-off otherwise, e.g. mean(0.1, 0.1, 0.1) != 0.1). Differences equal up to
// round-off count as identical: 0.8 - 0.6 and 0.6 - 0.4 differ in the last bit, and an sd of
// 1e-17 would give d_z = 6e15 instead of "no spread".
MeanSd meanSd(const std::vector<double>& d) {
    MeanSd r;
    if (d.empty()) return r;
    double sum = 0;
    for (double x : d) sum += x;
    r.mean = sum / static_cast<double>(d.size());
    const auto [lo, hi] = std::minmax_element(d.begin(), d.end());
    const double scale = std::max({1.0, std::fabs(*lo), std::fabs(*hi)});
    if (d.size() < 2 || *hi - *lo <= 1e-12 * scale) {
        if (*hi - *lo <= 1e-12 * scale) r.mean = *lo == *hi ? *lo : r.mean;
        return r;
    }
    double ss = 0;
    for (double x : d) ss += (x - r.mean) * (x - r.mean);
    r.sd = std::sqrt(ss / static_cast<double>(d.size() - 1));
    return r;
}

}  // namespace

PairedTTest pairedTTest(std::span<const double> a, std::span<const double> b) {
    const std::vector<double> d = pairedDifferences(a, b, "paired t-test");
    PairedTTest r;
    r.n = d.size();
    const MeanSd ms = meanSd(d);
    r.meanDiff = ms.mean;
    r.sdDiff = ms.sd;
    if (r.n < 2) return r;  // t = 0, p = 1: no variance estimate
    r.df = static_cast<double>(r.n - 1);
    if (r.sdDiff == 0) {
        if (r.meanDiff == 0) return r;  // no difference at all
        r.t = std::copysign(std::numeric_limits<double>::infinity(), r.meanDiff);
        r.p = 0;
        return r;
    }
    r.t = r.meanDiff / (r.sdDiff / std::sqrt(static_cast<double>(r.n)));
    if (!std::isfinite(r.t)) {  // sd so small that the standard error underflowed
        r.p = 0;
        return r;
    }
    const boost::math::students_t_distribution<double> dist(r.df);
    r.p = std::min(1.0, 2 * boost::math::cdf(boost::math::complement(dist, std::fabs(r.t))));
    return r;
}

double effectSizeDz(std::span<const double> a, std::span<const double> b) {
    const std::vector<double> d = pairedDifferences(a, b, "effect size d_z");
    if (d.size() < 2) return 0;
    const MeanSd ms = meanSd(d);
    if (ms.sd == 0)
        return ms.mean == 0 ? 0 : std::copysign(std::numeric_limits<double>::infinity(), ms.mean);
    return ms.mean / ms.sd;
}

}  // namespace ranklens::core::stats
