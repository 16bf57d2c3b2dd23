#pragma once
// Aggregates of a per-query distribution: what a mean hides.
#include <cstddef>
#include <span>

namespace ranklens::core {

struct Summary {
    std::size_t count = 0;
    double mean = 0;          // arithmetic mean (trec_eval's "all")
    double weightedMean = 0;  // sum(w*v)/sum(w); equals mean when no weights are given
    double median = 0;
    double p10 = 0, p90 = 0;  // percentiles, linear interpolation between order statistics
    double min = 0, max = 0;
};

// Summarises values (and optional weights, same length, >= 0). Empty input gives all zeros.
Summary summarize(std::span<const double> values, std::span<const double> weights = {});

// Percentile p in [0, 1] of sorted values, linear interpolation (numpy's default, R type 7).
double percentileSorted(std::span<const double> sorted, double p);

}  // namespace ranklens::core
