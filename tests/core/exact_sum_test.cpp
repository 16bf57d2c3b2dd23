// The exact sums behind the mean curves (issue 31): correctly rounded whatever the order, so
// partial sums of disjoint query sets (threads, Dask partitions) merge into one pass's bits.
#include "core/stats/exact_sum.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "core/eval/query_kernel.h"

namespace ranklens::core {
namespace {

TEST(ExactSum, RoundsTheExactSumOnce) {
    ExactSum s;
    for (double x : {1e16, 1.0, -1e16, 0.1, 0.2}) s.add(x);
    EXPECT_EQ(s.value(), 1.3);  // left to right: 0.30000000000000004 (the 1 is lost)
    ExactSum t;
    for (int i = 0; i < 10; ++i) t.add(0.1);
    EXPECT_EQ(t.value(), 1.0);  // naive: 0.9999999999999999
}

TEST(ExactSum, OrderAndMergingDoNotChangeTheBits) {
    std::mt19937 rng(31);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::vector<double> v(5000);
    for (auto& x : v) x = u(rng) / (1 + rng() % 97);
    ExactSum whole;
    for (double x : v) whole.add(x);
    std::shuffle(v.begin(), v.end(), rng);
    ExactSum a, b;
    for (std::size_t i = 0; i < v.size(); ++i) (i % 3 ? a : b).add(v[i]);
    ExactSum fromPartials;
    for (double p : a.partials()) fromPartials.add(p);
    fromPartials.merge(b);
    EXPECT_EQ(fromPartials.value(), whole.value());
}

// The kernels' fast accumulator: the same exact sums, including values far below the sum's
// last bits (which go past its three levels).
TEST(ExactSum, CurveAccumulatorSumsExactly) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    const std::size_t points = 6, n = 4000;
    CurveAccumulator fast(points);
    std::vector<ExactSum> slow(points);
    std::vector<double> curve(points);
    for (std::size_t q = 0; q < n; ++q) {
        for (std::size_t k = 0; k < points; ++k) {
            const double scale = k == 5 ? std::ldexp(1.0, -static_cast<int>(rng() % 200)) : 1.0;
            curve[k] = u(rng) * scale / static_cast<double>(k + 1);
            slow[k].add(curve[k]);
        }
        fast.add(curve);
    }
    std::vector<ExactSum> merged(points);
    fast.addTo(merged);
    for (std::size_t k = 0; k < points; ++k) EXPECT_EQ(merged[k].value(), slow[k].value()) << k;
}

TEST(ExactSum, AveragedTiesCurveSetKeepsOnlyAveragedMeasures) {
    EvalOptions o;
    o.curveK = 5;
    for (const auto& m : measureRegistry())
        if (m.shape == MeasureShape::Curve) o.curveMeasures.push_back(&m);
    const auto plan = detail::makePlan(o, TiePolicy::Average);
    ASSERT_FALSE(plan.curveMeasures.empty());
    const auto has = [&](MeasureFamily f) {
        return std::any_of(plan.curveMeasures.begin(), plan.curveMeasures.end(),
                           [f](const MeasureInfo* m) { return m->family == f; });
    };
    EXPECT_TRUE(has(MeasureFamily::NdcgCut));
    EXPECT_TRUE(has(MeasureFamily::P));
    for (const auto* m : plan.curveMeasures) EXPECT_TRUE(definedUnderAveragedTies(*m)) << m->name;
    EXPECT_LT(plan.curveMeasures.size(),
              detail::makePlan(o, TiePolicy::TrecEval).curveMeasures.size());
}

}  // namespace
}  // namespace ranklens::core
