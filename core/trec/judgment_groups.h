#pragma once
// Qrels with judgment groups (trec_eval's -R qrels_jg): every group (a user) judged the query
// on its own; map_avgjg, P_avgjg and Rprec_mult_avgjg compute map, P and Rprec_mult against
// each group's judgments and average over the query's groups.
#include <cstdint>
#include <span>
#include <vector>

#include "core/io/judgment_formats.h"
#include "core/model/run.h"

namespace ranklens::core {

// A ranking judged by one group. rels[i] is the group's label of the doc at rank i + 1, or
// kJgNotJudged (the group has not judged it), or kJgUnjudgedInPool (a negative label: in the
// pool but not judged), as trec_eval marks them.
inline constexpr std::int32_t kJgNotJudged = -1;
inline constexpr std::int32_t kJgUnjudgedInPool = -2;

struct JgRanking {
    std::vector<std::int32_t> rels;
    std::int64_t numRel = 0;     // the group's judgments with label >= level (labels >= 0)
    std::int64_t numRelRet = 0;  // retrieved docs with label >= level
};

// The run's list for q (nullptr: nothing retrieved) as every group of q judges it: score
// descending, equal scores in descending docid byte order (trec_eval), the first maxDocs
// (> 0) docs; judgedOnly drops the docs the group has not judged (trec_eval -J). Throws
// JudgmentError naming the doc when the list holds a doc twice.
std::vector<JgRanking> rankByGroup(const JgQuery& q, const RunQuery* ranking, std::int64_t maxDocs,
                                   bool judgedOnly, std::int32_t level);

// map_avgjg: average precision per group (sum of precision at each relevant rank / numRel;
// 0 when nothing relevant is retrieved), averaged over the groups.
double mapAvgJg(std::span<const JgRanking> groups, std::int32_t level);
// P_avgjg: precision at each cut-off k (relevant docs in the top k / k, k beyond the list
// included), averaged over the groups. out[i] for cutoffs[i].
void precisionAvgJg(std::span<const JgRanking> groups, std::int32_t level,
                    std::span<const double> cutoffs, std::span<double> out);
// Rprec_mult_avgjg: precision at m * R docs (R = the group's numRel, k = (long)(m * R + 0.9);
// k <= 0 scores 0; k beyond the list: numRelRet / k), averaged over the groups.
void rprecMultAvgJg(std::span<const JgRanking> groups, std::int32_t level,
                    std::span<const double> multiples, std::span<double> out);

}  // namespace ranklens::core
