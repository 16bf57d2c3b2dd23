#include "core/stats/exact_sum.h"

#include <cmath>

namespace ranklens::core {

void ExactSum::add(double x) {
    if (x == 0.0) return;  // exactly nothing to add (most curve points of most queries)
    double* p = partials_.data();
    const std::size_t n = partials_.size();
    std::size_t i = 0;
    for (std::size_t j = 0; j < n; ++j) {
        // Knuth's TwoSum (Shewchuk's Grow-Expansion): hi + lo == x + p[j] exactly, without
        // ordering the two by magnitude.
        const double y = p[j];
        const double hi = x + y;
        const double yv = hi - x;
        const double lo = (x - (hi - yv)) + (y - yv);
        if (lo != 0.0) p[i++] = lo;
        x = hi;
    }
    if (i < n) {  // as many partials or fewer: no allocation
        p[i] = x;
        partials_.resize(i + 1);
    } else {
        partials_.push_back(x);
    }
}

void ExactSum::merge(const ExactSum& other) {
    for (double p : other.partials_) add(p);
}

double ExactSum::value() const {
    // CPython's math_fsum: sum the partials from the largest down, stopping at the first
    // inexact addition, then correct a halfway case by the sign of the next partial.
    if (partials_.empty()) return 0.0;
    std::size_t n = partials_.size();
    double hi = partials_[--n];
    double lo = 0.0;
    while (n > 0) {
        const double x = hi;
        const double y = partials_[--n];
        hi = x + y;
        const double yr = hi - x;
        lo = y - yr;
        if (lo != 0.0) break;
    }
    if (n > 0 && ((lo < 0.0 && partials_[n - 1] < 0.0) || (lo > 0.0 && partials_[n - 1] > 0.0))) {
        const double y = lo * 2.0;
        const double x = hi + y;
        if (y == x - hi) hi = x;
    }
    return hi;
}

}  // namespace ranklens::core
