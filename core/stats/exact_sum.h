#pragma once
// A sum of doubles kept exactly (Shewchuk's non-overlapping partials, as Python's math.fsum)
// and rounded once when read: the result does not depend on the order of the additions, so
// sums made on several threads or machines and merged give the same bits as one pass.
#include <vector>

namespace ranklens::core {

class ExactSum {
  public:
    void add(double x);
    void merge(const ExactSum& other);
    // The exact sum rounded to the nearest double (ties to even), as math.fsum.
    double value() const;
    // The exact sum as non-overlapping doubles, smallest magnitude first (for shipping a
    // partial sum elsewhere: adding them to another ExactSum is exact).
    const std::vector<double>& partials() const { return partials_; }

  private:
    std::vector<double> partials_;
};

}  // namespace ranklens::core
