#pragma once
// Fisher's randomization test (sign-flip permutation test) of the mean paired difference
// d_i = b_i - a_i, two-sided. Under H0 each d_i is equally likely +d_i or -d_i.
//
// Convention (Monte Carlo and exact): with S = sum_i d_i the observed statistic and S_s =
// sum_i s_i d_i for a sign vector s in {+1,-1}^n,
//     p = #{ s : |S_s| >= |S| - eps } / (number of sign vectors drawn or enumerated),
//     eps = 1e-9 * sum_i |d_i|
// (comparing sums is the same as comparing means, n is fixed). eps absorbs the round-off of
// summing in another order, so exact ties -- frequent with metric values -- count as "as
// extreme". The Monte Carlo p does not include the observed vector, so it can be 0.
//
// Random signs: permutation i takes ceil(n/64) 64-bit words from streamFor(seed, i)
// (random_streams.h); bit j%64 of word j/64 set means d_j is negated. The signs of permutation i
// therefore depend only on (seed, i): results are identical for any thread count, and a sample
// gets the same p alone or in a batch.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/base/progress.h"

namespace ranklens::core::stats {

struct RandomizationOptions {
    std::size_t permutations = 10000;  // random sign vectors drawn (> 0)
    std::uint64_t seed = 42;
    unsigned threads = 0;  // 0 = all cores
    // (done, total) in permutations, called on the calling thread between blocks of work;
    // returning false stops the test, which then throws Cancelled.
    ProgressFn progress;
};

struct PairedSample {
    std::span<const double> a, b;  // baseline and run values per query, same length
};

// Monte Carlo p-value of one paired sample (see the convention above).
// Throws std::invalid_argument on length mismatch, NaN/inf, or permutations == 0.
double randomizationTest(std::span<const double> a, std::span<const double> b,
                         const RandomizationOptions& o);

// p-values of many paired samples (e.g. runs x metrics over the same queries) in one pass over
// the permutations; samples of equal length share each permutation's sign vector. Each result
// equals randomizationTest on that sample with the same options. Samples may differ in length.
std::vector<double> randomizationTests(std::span<const PairedSample> samples,
                                       const RandomizationOptions& o);

// Exact p-value over all 2^n sign vectors (same convention; includes the observed one, so
// p >= 2^(1-n) when some d != 0). n = 0 or all d == 0 -> 1. Throws std::invalid_argument
// when n > 24.
double exactPermutationP(std::span<const double> a, std::span<const double> b);

}  // namespace ranklens::core::stats
