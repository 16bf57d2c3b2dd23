#pragma once
// Compact letter display of all-pairs tests: each letter is a largest group of systems no two
// of which differ significantly (a maximal clique of the "not significantly different" graph,
// found by Bron-Kerbosch with pivoting). Every pair that is not significant lies in some such
// group, and no significant pair shares one, so two systems share a letter exactly when their
// pair is not significant.
#include <cstddef>
#include <string>
#include <vector>

namespace ranklens::core::stats {

// significant[a][b] (symmetric, k x k; the diagonal is ignored). order: the systems best
// first; the letters follow it ("a" holds the best system). Letters a-z, then A-Z, then
// "{53}", "{54}" ... Returns one string per system (input order), its letters in order.
std::vector<std::string> compactLetters(const std::vector<std::vector<bool>>& significant,
                                        const std::vector<std::size_t>& order);

}  // namespace ranklens::core::stats
