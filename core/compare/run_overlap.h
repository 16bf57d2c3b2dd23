#pragma once
// How much two runs' rankings agree, without labels, query by query: Jaccard of the top d and
// extrapolated rank-biased overlap (core/stats/overlap.h) over the queries both runs returned,
// and their means. Shared by `ranklens-cli overlap` and the leaderboard window's overlap tab.
#include <cstddef>
#include <string>
#include <vector>

#include "core/model/run.h"

namespace ranklens::core::compare {

struct QueryOverlap {
    std::string qid;
    double jaccard = 0, rbo = 0;
};

// Every query both runs returned with at least one document, in qid (strcmp) order. Each run is
// read in its stored order: put both in trec_eval's order first (Run::order) for the CLI's rule.
// depth >= 1, rboP in (0, 1).
std::vector<QueryOverlap> queryOverlaps(const Run& a, const Run& b, std::size_t depth, double rboP);

struct MeanOverlap {
    std::size_t queries = 0;  // 0: no query in common (the means are then 0, not computed)
    double jaccard = 0, rbo = 0;
};
MeanOverlap meanOverlap(const std::vector<QueryOverlap>& perQuery);

}  // namespace ranklens::core::compare
