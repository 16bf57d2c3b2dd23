#pragma once
// How much two rankings of one query agree, without labels: Jaccard of the top d and
// rank-biased overlap (Webber, Moffat & Zobel, "A similarity measure for indefinite rankings",
// ACM TOIS 28(4), 2010), extrapolated from the top d as their equation 32 (rankings of unequal
// length: the shorter one's overlap is carried on past its end).
#include <cstddef>
#include <string_view>
#include <vector>

namespace ranklens::core::stats {

// Rankings best first. A document listed again further down a ranking is ignored there.
using Ranking = std::vector<std::string_view>;

// |top-d of a ∩ top-d of b| / |top-d of a ∪ top-d of b|; 1 when both are empty. depth >= 1.
double jaccardAt(const Ranking& a, const Ranking& b, std::size_t depth);

// RBO_EXT of the top-depth prefixes with persistence p in (0, 1) (eq. 32; for equal lengths it
// is eq. 30): with s <= l the prefix lengths and X_d the overlap at depth d,
//   (1-p)/p * (sum_{d=1..l} X_d/d p^d + sum_{d=s+1..l} X_s (d-s)/(s d) p^d)
//     + ((X_l - X_s)/l + X_s/s) p^l.
// 1 when both are empty, 0 when one is. depth >= 1.
double rboExtrapolated(const Ranking& a, const Ranking& b, double p, std::size_t depth);

}  // namespace ranklens::core::stats
