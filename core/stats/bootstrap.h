#pragma once
// Paired bootstrap percentile confidence interval of the mean difference mean(b - a).
#include <cstddef>
#include <cstdint>
#include <span>

#include "core/base/progress.h"

namespace ranklens::core::stats {

struct BootstrapOptions {
    std::size_t resamples = 10000;  // > 0
    double confidence = 0.95;       // in (0, 1)
    std::uint64_t seed = 42;
    // (done, total) in resamples, called on the calling thread between blocks of work;
    // returning false stops the computation, which then throws Cancelled.
    ProgressFn progress;
    unsigned threads = 0;  // 0 = all cores; the result does not depend on it
};

struct Interval {
    double low = 0, high = 0;
};

// Resample r draws n query indices with replacement from streamFor(seed, r)
// (random_streams.h) and takes the mean of their d = b - a. The interval is the
// (1-confidence)/2 and (1+confidence)/2 quantiles of the resample means, linear interpolation
// between order statistics (R quantile type 7). n = 1 gives [d, d].
// Throws std::invalid_argument on length mismatch, NaN/inf, n = 0, resamples = 0, or confidence
// outside (0, 1).
Interval bootstrapMeanDiffCI(std::span<const double> a, std::span<const double> b,
                             const BootstrapOptions& o);

}  // namespace ranklens::core::stats
