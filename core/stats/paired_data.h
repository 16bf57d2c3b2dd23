#pragma once
// Input checks shared by the paired tests: the per-query differences d_i = b_i - a_i.
#include <span>
#include <vector>

namespace ranklens::core::stats {

// d_i = b_i - a_i. Throws std::invalid_argument when the lengths differ or a value is NaN/inf
// (`what` names the calling test in the message).
std::vector<double> pairedDifferences(std::span<const double> a, std::span<const double> b,
                                      const char* what);

}  // namespace ranklens::core::stats
