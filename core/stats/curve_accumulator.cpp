#include "core/stats/curve_accumulator.h"

namespace ranklens::core {

namespace {

// a + b == sum + returned error, exactly (Knuth's TwoSum).
inline double twoSum(double a, double b, double& sum) {
    sum = a + b;
    const double bv = sum - a;
    return (a - (sum - bv)) + (b - bv);
}

}  // namespace

CurveAccumulator::CurveAccumulator(std::size_t points)
    : level0_(points, 0.0), level1_(points, 0.0), level2_(points, 0.0), rest_(points) {}

void CurveAccumulator::add(std::span<const double> curve) {
    const std::size_t n = level0_.size();
    double* l0 = level0_.data();
    double* l1 = level1_.data();
    double* l2 = level2_.data();
    for (std::size_t k = 0; k < n; ++k) {
        const double e0 = twoSum(l0[k], curve[k], l0[k]);
        const double e1 = twoSum(l1[k], e0, l1[k]);
        const double e2 = twoSum(l2[k], e1, l2[k]);
        if (e2 != 0.0) rest_[k].add(e2);
    }
}

void CurveAccumulator::addSquares(std::span<const double> curve) {
    const std::size_t n = level0_.size();
    double* l0 = level0_.data();
    double* l1 = level1_.data();
    double* l2 = level2_.data();
    for (std::size_t k = 0; k < n; ++k) {
        const double e0 = twoSum(l0[k], curve[k] * curve[k], l0[k]);
        const double e1 = twoSum(l1[k], e0, l1[k]);
        const double e2 = twoSum(l2[k], e1, l2[k]);
        if (e2 != 0.0) rest_[k].add(e2);
    }
}

void CurveAccumulator::addTo(std::vector<ExactSum>& out) const {
    for (std::size_t k = 0; k < level0_.size() && k < out.size(); ++k) {
        out[k].add(level0_[k]);
        out[k].add(level1_[k]);
        out[k].add(level2_[k]);
        out[k].merge(rest_[k]);
    }
}

}  // namespace ranklens::core
