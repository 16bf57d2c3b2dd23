#pragma once
// Family-wise corrections of p-values for many comparisons (runs x metrics).
#include <span>
#include <string_view>
#include <vector>

namespace ranklens::core::stats {

enum class Correction { None, Holm, Bonferroni, BenjaminiHochberg };

// Adjusted p-values, in input order (same convention as R's p.adjust):
//   Bonferroni: min(1, m * p_i);
//   Holm step-down: sort ascending p_(1) <= ... <= p_(m); adj_(k) = min(1, max_{j<=k} (m-j+1)
//   p_(j)) (the running max keeps adjusted values monotone in p). Ties keep their input order.
//   Benjamini-Hochberg step-up (false discovery rate, R's "BH"): adj_(k) = min_{j>=k}
//   min(1, m / j * p_(j)).
// Throws std::invalid_argument when a p-value is NaN or outside [0, 1]. Empty input -> empty.
std::vector<double> adjustPValues(std::span<const double> p, Correction c);

// "none", "Holm", "Bonferroni", "Benjamini-Hochberg".
std::string_view correctionName(Correction c);

// The key of a correction on the command line and in Python: "none", "holm", "bonferroni", "bh".
std::string_view correctionKey(Correction c);
// The correction of such a key; false (out unchanged) for anything else.
bool parseCorrection(std::string_view key, Correction& out);

}  // namespace ranklens::core::stats
