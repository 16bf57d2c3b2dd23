#include "core/stats/bootstrap.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "core/stats/paired_data.h"
#include "core/stats/progress_blocks.h"
#include "core/stats/random_streams.h"

namespace ranklens::core::stats {

namespace {

// Quantile q of sorted values, R type 7: x[h] interpolated at h = (size - 1) * q.
double quantileSorted(const std::vector<double>& x, double q) {
    const double h = static_cast<double>(x.size() - 1) * q;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    if (lo + 1 >= x.size()) return x.back();
    return x[lo] + (h - static_cast<double>(lo)) * (x[lo + 1] - x[lo]);
}

}  // namespace

Interval bootstrapMeanDiffCI(std::span<const double> a, std::span<const double> b,
                             const BootstrapOptions& o) {
    const std::vector<double> d = pairedDifferences(a, b, "bootstrap interval");
    if (d.empty()) throw std::invalid_argument("bootstrap interval: no pairs to resample");
    if (o.resamples == 0)
        throw std::invalid_argument("bootstrap interval: the number of resamples must be > 0");
    if (!(o.confidence > 0 && o.confidence < 1))
        throw std::invalid_argument("bootstrap interval: confidence must be in (0, 1)");

    std::vector<double> means(o.resamples);
    const double n = static_cast<double>(d.size());
    runInBlocks(o.resamples, 16, o.threads, o.progress, [&](std::size_t begin, std::size_t end) {
        for (std::size_t r = begin; r < end; ++r) {
            SplitMix64 rng = streamFor(o.seed, r);
            double sum = 0;
            for (std::size_t k = 0; k < d.size(); ++k) sum += d[rng.below(d.size())];
            means[r] = sum / n;
        }
    });
    std::sort(means.begin(), means.end());
    const double tail = (1 - o.confidence) / 2;
    return {quantileSorted(means, tail), quantileSorted(means, 1 - tail)};
}

}  // namespace ranklens::core::stats
