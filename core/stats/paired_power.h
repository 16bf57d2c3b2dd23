#pragma once
// Power of the two-sided paired t-test, as R's power.t.test(type = "paired", strict = FALSE):
// power = P(T' > qt(1 - alpha/2, n - 1)), T' non-central t with n - 1 degrees of freedom and
// non-centrality sqrt(n) * delta / sd. Distributions from Boost.Math, roots by TOMS 748.
#include <cstddef>
#include <optional>

namespace ranklens::core::stats {

struct PowerSetting {
    double sd = 0;        // sd of the per-query differences (> 0)
    double alpha = 0.05;  // in (0, 1)
    double power = 0.8;   // in (0, 1)
};

// The power of n >= 2 paired queries to detect a true mean difference delta >= 0.
double pairedTPower(double delta, double n, const PowerSetting& s);

// The minimal detectable effect: the delta whose power with n queries is s.power. Empty when
// n < 2 or sd is not > 0.
std::optional<double> minimalDetectableEffect(std::size_t n, const PowerSetting& s);

// The queries needed (rounded up) to detect delta > 0 with power s.power. Empty when sd is not
// > 0, delta is not > 0, or more than a billion queries would be needed.
std::optional<std::size_t> queriesNeeded(double delta, const PowerSetting& s);

}  // namespace ranklens::core::stats
