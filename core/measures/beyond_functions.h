#pragma once
// What the evaluation reads of the beyond-accuracy measures (core/measures/
// beyond_accuracy_measures.cpp; their curve functions are declared beside the table,
// core/measures/registry.cpp): fillItems, which sets the JudgedRanking::items and rankItems those
// curves read (without item metadata they give 0), and the run-level Gini index.
#include <span>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core {
class ItemIndex;
}

namespace ranklens::core::detail {

// Sets r.items = items and, for the first `depth` ranks of the judged list (the deepest cut-off
// read), the facts of its item. Under judged only the ranks are those judge() kept (as
// fillSubtopics).
void fillItems(const ItemIndex* items, const RunQuery* ranked, const QrelsQuery* labels,
               const EvalConfig& cfg, std::size_t depth, JudgedRanking& r);

// Gini index of item exposure at cut-off k over the whole run read in `ties` order
// (queryInOrder): every catalogue item and every item shown counts, an item's exposure = the
// lists holding it in their top k (at most maxDocs items per list when > 0).
double giniOfExposure(const Run& run, const ItemIndex& items, std::size_t k, std::int64_t maxDocs,
                      TiePolicy ties);

}  // namespace ranklens::core::detail
