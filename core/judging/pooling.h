#pragma once
// Pooling for judging: per query, the union of the top k items of several runs.
#include <cstddef>
#include <string>
#include <vector>

#include "core/model/run.h"

namespace ranklens::core {

struct PoolQuery {
    std::string qid;
    std::vector<std::string> docs;  // each item once
};

// The pool of depth k over runs, each read in `ties` order (queryInOrder). Queries come in
// byte order of qid; a query no run returned anything for is left out. Items are interleaved
// by rank: rank 1 of every run (in the order the runs are given), then rank 2, ... so the
// items most runs put on top come first; an item is listed where it first appears.
// k == 0 gives an empty pool.
std::vector<PoolQuery> poolTopK(const std::vector<const Run*>& runs, std::size_t k,
                                TiePolicy ties = TiePolicy::TrecEval);

}  // namespace ranklens::core
