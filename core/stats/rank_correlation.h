#pragma once
// Rank correlations between two scorings of the same systems: Kendall's tau-b and the AP
// rank correlation tau_AP (Yilmaz, Aslam and Robertson, "A new rank correlation coefficient
// for information retrieval", SIGIR 2008).
#include <optional>
#include <span>

namespace ranklens::core::stats {

// Kendall's tau-b of x and y (same length): (C - D) / sqrt((P - T_x) (P - T_y)), P = n(n-1)/2
// pairs, C / D the concordant / discordant pairs, T_x / T_y the pairs tied in x / in y (a pair
// tied in both counts in both and in neither C nor D). Equals scipy.stats.kendalltau(x, y)
// (variant "b"). nullopt when n < 2 or x or y is constant (scipy: NaN). Throws
// std::invalid_argument on a length mismatch or a NaN.
std::optional<double> kendallTauB(std::span<const double> x, std::span<const double> y);

// tau_AP of the estimate's order against the truth's order, both higher = better and without
// ties: tau_AP = 2/(n-1) * sum_{i=2..n} C(i)/(i-1) - 1, where i runs over the estimate's ranks
// and C(i) counts the systems ranked above i by the estimate that the truth also ranks above
// i. Not symmetric: errors near the top weigh more. Equals R's ircor::tauAP(truth, estimate).
// nullopt when n < 2. Throws std::invalid_argument on a length mismatch, a NaN or a tie.
std::optional<double> tauAP(std::span<const double> truth, std::span<const double> estimate);

}  // namespace ranklens::core::stats
