#pragma once
// Ranked docs put in descending score order by 64-bit integer keys that order as their scores
// do (a run written in another order than its scores', e.g. a reranker's, spent most of a large
// project's load comparing 24-byte docs by their doubles).
#include <cstddef>

#include "core/model/run.h"

namespace ranklens::core {

// Sorts d[0..n) by score, descending, keeping the order of equal scores (stable); -0.0 and 0.0
// are equal, as for ==. False, d unchanged, when a score is NaN (no order to keep).
bool sortByScoreDescending(RankedDoc* d, std::size_t n);

}  // namespace ranklens::core
