#pragma once
// ranx's metric names (AmenRa/ranx: "hit_rate@5", "ndcg_burges@10", "dcg_burges@10", "rbp.95")
// as input: each becomes the spelling of the RankLens measure that computes the same number, so
// "hit_rate@5" and "success@5" give one column, success_5. The names ranx spells as RankLens
// does already (precision@k, recall@k, f1@k, mrr@k, map@k, ndcg@k, dcg@k, r-precision, bpref)
// need nothing here.
//
// The Burges forms use the exponential gain 2^label - 1, which RankLens fixes once per
// evaluation: such a name is refused unless the evaluation's gain is exponential
// (checkRanxSettings), so a run is never scored with a mixture.
#include <optional>
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"

namespace ranklens::core {

struct RanxName {
    std::string spec;              // RankLens' (or ir_measures') spelling of the measure
    bool exponentialGain = false;  // a Burges form: needs gain exponential
};

// The RankLens spelling of a ranx name, or nullopt for anything else. Throws MeasureSpecError
// for a ranx name RankLens does not compute (hits@k), saying what gives the number.
std::optional<RanxName> fromRanxName(const std::string& spec);

// Throws MeasureSpecError naming the option to set when spec is a Burges form and cfg's gain is
// not exponential. Nothing for other names.
void checkRanxSettings(const std::string& spec, const EvalConfig& cfg);

// ranx's names this parser takes (without cut-offs), for "did you mean".
std::vector<std::string> ranxNames();

}  // namespace ranklens::core
