#pragma once
// Qrels with judgment groups (trec_eval's -R qrels_jg): every group (a user) judged the query
// on its own; map_avgjg, P_avgjg and Rprec_mult_avgjg compute map, P and Rprec_mult against
// each group's judgments and average over the query's groups (their functions:
// core/measures/judgment_group_measures.cpp). This file ranks the run as each group judges it.
#include <cstdint>
#include <vector>

#include "core/io/judgment_formats.h"
#include "core/measures/rel_format_counts.h"
#include "core/model/run.h"

namespace ranklens::core {

// The run's list for q (nullptr: nothing retrieved) as every group of q judges it: score
// descending, equal scores in descending docid byte order (trec_eval), the first maxDocs
// (> 0) docs; judgedOnly drops the docs the group has not judged (trec_eval -J). Throws
// JudgmentError naming the doc when the list holds a doc twice.
std::vector<JgRanking> rankByGroup(const JgQuery& q, const RunQuery* ranking, std::int64_t maxDocs,
                                   bool judgedOnly, std::int32_t level);

}  // namespace ranklens::core
