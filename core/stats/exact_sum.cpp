#include "core/stats/exact_sum.h"

#include <cmath>

namespace ranklens::core {

void ExactSum::add(double x) {
    std::size_t i = 0;
    for (double y : partials_) {
        if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
        const double hi = x + y;
        const double lo = y - (hi - x);
        if (lo != 0.0) partials_[i++] = lo;
        x = hi;
    }
    partials_.resize(i);
    partials_.push_back(x);
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
