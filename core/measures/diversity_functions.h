#pragma once
// What other code reads of the intent-aware diversity measures (core/measures/diversity.cpp;
// their curve functions are declared beside the table, core/measures/registry.cpp):
// fillSubtopics, which sets the JudgedRanking::diversity and rankSubtopics those curves read
// (without subtopic labels they give 0), and the greedy ideal order (ndeval's measures and the
// explain panel).
#include <cstdint>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core {
struct DiversityQuery;
}

namespace ranklens::core::detail {

// The greedy ideal order of the query's labelled items (at each rank the item with the largest
// novelty gain; ties to the larger docid, as ndeval), at most `depth` long: the subtopics of
// each item, pointing into q.docSubtopics.
std::vector<const std::vector<std::uint32_t>*> greedyIdeal(const DiversityQuery& q, double alpha,
                                                           std::size_t depth);

// Sets r.diversity = q and, per rank of the judged list, the subtopics its item is relevant
// to (nullptr: none judged). q may be null (the query has no subtopic labels). Under judged
// only (cfg.judgedOnly) the ranks are those judge() kept: the retrieved items, after -M, with
// a label >= 0 in `labels`.
void fillSubtopics(const DiversityQuery* q, const RunQuery* ranked, const QrelsQuery* labels,
                   const EvalConfig& cfg, JudgedRanking& r);

}  // namespace ranklens::core::detail
