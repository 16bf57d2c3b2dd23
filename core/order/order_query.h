#pragma once
// A run query in the order of a tie policy (core/order/order_query.cpp; Run::order applies it
// to every query of a run).
#include <cstdint>

#include "core/definitions/eval_config.h"
#include "core/model/run.h"

namespace ranklens::core {

// Sort one query's docs by a tie policy (used by Run::order and by editors of single queries).
// names: the item names q's docids point into (Run::names()), if any: equal scores are then put
// in docid order by the names' byte ranks (the same order, without comparing docids).
void orderQuery(RunQuery& q, TiePolicy ties, const ItemNames* names = nullptr);

// orderQuery for an evaluation that reads only each rank's label (no docids, subtopics or
// items after it): ties broken by docid (TrecEval, Average) when the scores already descend
// leave a group of equal scores whose docs all carry the same label unsorted, since any order
// of it gives the same labels rank by rank. gradeByInputPos[d.inputPos] is doc d's label (the
// caller's kUnjudged included). The labels by rank are exactly those after orderQuery.
void orderQueryForLabels(RunQuery& q, TiePolicy ties, const std::int32_t* gradeByInputPos);

// True when a list in `have` order is also in `want` order: Average keeps trec_eval's order
// (its measures average over each group of equal scores).
constexpr bool sameOrder(TiePolicy have, TiePolicy want) {
    const auto key = [](TiePolicy t) { return t == TiePolicy::Average ? TiePolicy::TrecEval : t; };
    return key(have) == key(want);
}

// Query q of `run` in `ties` order, the run left as it is: q itself when the run is already
// ordered so, else `buffer` holding q's docs (inputPos, rank and score kept) in `ties` order.
// The result is exactly q after orderQuery(q, ties). buffer's storage is reused from call to
// call (no allocation once it holds the longest list); one buffer per thread. Cheap: input and
// rank order are first tried as the file's own order (docs put back by inputPos, no
// comparison); else, from trec_eval's order (how the explorer keeps its runs), only the groups
// of equal scores are sorted again.
const RunQuery& queryInOrder(const Run& run, const RunQuery& q, TiePolicy ties, RunQuery& buffer);

}  // namespace ranklens::core
