#pragma once
// Ordering a query's ranked list for its labels when its scores already descend (runs are
// usually written best first): only the groups of tied scores whose documents carry different
// labels need their docid order — any order of a group with one label gives the same labels
// rank by rank. One walk for every caller; how a group is sorted is the caller's
// (core/model/run.cpp: std::sort; core/order/keyed_tie_order.cpp: 8-byte docid keys).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/model/run.h"
#include "core/order/order_query.h"

namespace ranklens::core {

// sortGroup(first, count) puts first[0..count) (equal scores) in trec_eval order (docid
// descending). Returns false, changing nothing, when the scores do not descend (or one is NaN).
template <typename SortGroup>
bool orderMixedTiedGroupsIfScoresDescend(std::vector<RankedDoc>& d, const std::int32_t* grade,
                                         SortGroup&& sortGroup) {
    for (std::size_t i = 1; i < d.size(); ++i)
        if (d[i].score > d[i - 1].score || d[i].score != d[i].score) return false;
    for (std::size_t i = 0; i < d.size();) {
        const std::int32_t g = grade[d[i].inputPos];
        bool mixed = false;
        std::size_t j = i + 1;
        for (; j < d.size() && d[j].score == d[i].score; ++j) mixed |= grade[d[j].inputPos] != g;
        if (mixed) sortGroup(d.data() + i, j - i);
        i = j;
    }
    return true;
}

// orderQueryForLabels (core/model/run.h) with the group sort given.
template <typename SortGroup>
void orderQueryForLabelsWith(RunQuery& q, TiePolicy ties, const std::int32_t* gradeByInputPos,
                             SortGroup&& sortGroup) {
    if ((ties == TiePolicy::TrecEval || ties == TiePolicy::Average) &&
        orderMixedTiedGroupsIfScoresDescend(q.docs, gradeByInputPos, sortGroup))
        return;
    orderQuery(q, ties);
}

}  // namespace ranklens::core
