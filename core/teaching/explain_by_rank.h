#pragma once
// "Explain this number" for any measure of the registry that is computed from one ranked list
// (bpref, infAP, utility, Rprec_mult, 11pt_avg, yaap, the cwl_eval and ndeval families and the
// rest of trec_eval's set): the list read rank by rank, with the value the measure would have if
// the list stopped at that rank and what the rank changed. Every value is the registry's own
// function on the first i ranks, so the last row is the number explained, and the measure's
// definition (MeasureInfo::description) says why each rank changes it as it does. P/R/F1,
// DCG/NDCG, AP and RR have their own arithmetic in explain.h, ERR and RBP in
// explain_user_models.h; this is the step-by-step every measure has.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"
#include "core/measures/measure.h"

namespace ranklens::core::teaching {

struct RankStep {
    int rank = 0;            // 1-based
    std::int32_t grade = 0;  // kUnjudged for an unlabelled item
    double value = 0.0;      // the measure over ranks 1..rank
    double change = 0.0;     // value minus the value over ranks 1..rank-1
};

struct ByRankExplanation {
    const MeasureInfo* measure = nullptr;
    std::optional<double> param;  // the cut-off k or level the value is taken at
    double emptyListValue = 0.0;  // the measure of an empty list (where the reading starts)
    std::vector<RankStep> steps;  // one per rank of the list
    double value = 0.0;           // the measure over the whole list (the last step's value)
};

// Why a measure cannot be read rank by rank from one list ("" when it can): it needs
// preference judgments or judgment groups, the whole run, subtopic labels or item metadata the
// ranking does not carry, or it is a text.
std::string notExplainableByRank(const MeasureInfo& m, const JudgedRanking& r);

// The measure's value for one judged list: at cut-off param for a curve (default: its first
// default cut-off, else the list's length), at level param for a levels measure (default: its
// first default level), the scalar otherwise. Requires notExplainableByRank(m, r).empty().
double measureValue(const JudgedRanking& r, const EvalConfig& cfg, const MeasureInfo& m,
                    std::optional<double> param);

// The rank-by-rank reading of r for m; nullopt when notExplainableByRank says why not.
std::optional<ByRankExplanation> explainByRank(const JudgedRanking& r, const EvalConfig& cfg,
                                               const MeasureInfo& m, std::optional<double> param);

}  // namespace ranklens::core::teaching
