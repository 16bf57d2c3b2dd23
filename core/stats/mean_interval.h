#pragma once
// The t interval of a mean over queries: mean ± qt((1 + confidence) / 2, n - 1) · sd / sqrt(n),
// as R's t.test(x, conf.level = confidence)$conf.int. The one interval of a run's mean: the
// leaderboard's, the curves' bands and the queries view's.
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "core/stats/bootstrap.h"

namespace ranklens::core::stats {

// The interval of the mean of x; empty below two values. confidence in (0, 1).
std::optional<Interval> meanInterval(std::span<const double> x, double confidence);

// The same from the count, the mean and the sum of the squared deviations from the mean (the
// curves' bands gather these per k, query by query, without keeping every value).
std::optional<Interval> meanInterval(std::size_t n, double mean, double squaredDeviations,
                                     double confidence);

// The intervals of many means over the same n values each (a curve's points): low[i], high[i]
// for means[i] and squaredDeviations[i], the t quantile computed once. False (low, high empty)
// below two values.
bool meanIntervals(std::size_t n, std::span<const double> means,
                   std::span<const double> squaredDeviations, double confidence,
                   std::vector<double>& low, std::vector<double>& high);

}  // namespace ranklens::core::stats
