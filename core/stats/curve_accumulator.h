#pragma once
// Exact sums of many curves, point by point, at nearly the speed of plain sums: each point keeps
// three cascaded doubles (every addition split exactly by TwoSum, its error carried one level
// down) and only what falls below the third level goes to an ExactSum, which is rare. The sums
// are exact, so they merge into the same bits whatever the order of the queries.
#include <span>
#include <vector>

#include "core/stats/exact_sum.h"

namespace ranklens::core {

class CurveAccumulator {
  public:
    explicit CurveAccumulator(std::size_t points = 0);
    // Adds curve[0 .. points) point by point.
    void add(std::span<const double> curve);
    // Adds curve[k] * curve[k] (each square rounded once, then summed exactly) point by point:
    // the sums of squares behind a confidence band around the mean curve.
    void addSquares(std::span<const double> curve);
    // Adds the exact sum of every point to out[point].
    void addTo(std::vector<ExactSum>& out) const;

  private:
    std::vector<double> level0_, level1_, level2_;
    std::vector<ExactSum> rest_;
};

}  // namespace ranklens::core
