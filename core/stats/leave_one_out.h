#pragma once
// Influence of single queries on a paired comparison: for each query, the mean difference
// mean(b - a) and the paired t-test's p once that query is left out, the queries that change
// the verdict (significant or not at alpha, and the direction) first, then those that move the
// difference most; and the difference and p without the `top` most influential queries
// together ("one abnormal account can swing the overall F1").
#include <cstddef>
#include <span>
#include <vector>

namespace ranklens::core::stats {

struct LeftOut {
    std::size_t index = 0;  // the query left out: an index into a and b
    double delta = 0;       // mean(b - a) without it
    double p = 1;           // the paired t-test's two-sided p without it
    double shift = 0;       // delta minus the difference over every query
    bool flipsVerdict = false;
};

struct Influence {
    double delta = 0, p = 1;       // every query (paired t-test)
    std::vector<LeftOut> queries;  // most influential first
    std::size_t topRemoved = 0;    // min(top, n - 2) queries left out together
    double deltaWithoutTop = 0, pWithoutTop = 1;
    bool verdictHoldsWithoutTop = true;
};

// The verdict of a difference at alpha: -1 significantly lower, +1 significantly higher, 0 not
// significant.
int verdict(double delta, double p, double alpha);

// a and b: the paired per-query values (same length). Below three queries nothing is left out
// (queries empty). Throws std::invalid_argument as pairedTTest does.
Influence leaveOneOut(std::span<const double> a, std::span<const double> b, double alpha,
                      std::size_t top = 3);

}  // namespace ranklens::core::stats
