#pragma once
// Randomised Tukey HSD (Sakai, "Statistical reform in information retrieval?", SIGIR Forum
// 2014; Carterette 2012): under the null hypothesis that the systems are interchangeable on
// every topic, each permutation shuffles the systems' scores within every topic and takes the
// range (largest minus smallest) of the systems' means. A pair's p-value is the share of
// permutations whose range reaches the pair's |difference of means|; the family of all pairs
// is covered at once, as by Tukey's HSD.
//
// Permutation b draws from streamFor(seed, b) (random_streams.h): the topics in order, each a
// Fisher-Yates shuffle of the k systems. Several score matrices (metrics) over the same systems
// and topics share each permutation's shuffles. The result does not depend on the thread count.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/base/progress.h"
#include "core/stats/anova.h"

namespace ranklens::core::stats {

struct RandomizedTukeyOptions {
    std::size_t permutations = 10000;  // > 0
    std::uint64_t seed = 42;
    unsigned threads = 0;  // 0 = all cores
    ProgressFn progress;   // (done, total) permutations; false cancels (throws Cancelled)
};

// The permutation distribution of the range of means, per matrix, sorted ascending.
struct RangeDistribution {
    std::vector<double> ranges;
    double tolerance = 0;  // a range within this of |diff| counts as reaching it (round-off)

    // Share of permutations whose range >= |diff| - tolerance.
    double pValue(double diff) const;
    // The confidence quantile of the ranges (R quantile type 7): diff -/+ it is the pair's
    // simultaneous interval.
    double quantile(double confidence) const;
};

// One distribution per matrix. All matrices have the same k >= 2 rows and n >= 1 columns.
// Throws std::invalid_argument on mismatched shapes, NaN/inf or permutations == 0.
std::vector<RangeDistribution> randomizedRanges(const std::vector<const ScoreMatrix*>& matrices,
                                                const RandomizedTukeyOptions& o);

}  // namespace ranklens::core::stats
