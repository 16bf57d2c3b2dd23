#pragma once
// ir_measures' measure names (terrierteam/ir_measures: "nDCG@10", "P(rel=2)@5", "RBP(p=0.8)",
// "SetF(beta=0.5)", "alpha_nDCG(alpha=0.5)@20") as input: each name becomes the request of
// the RankLens measure that computes the same number, so "nDCG@10" and "ndcg_cut.10" give one
// column, ndcg_cut_10.
//
// ir_measures fixes some things per measure that RankLens fixes once per evaluation: the
// relevance threshold (rel=), judged_only=, the NDCG gain (dcg=exp-log2), the diversity alpha
// (alpha=), the C/W/L measures' top grade (max_rel=) and the persistence of RBP with a cut-off.
// Such a parameter must equal the evaluation's setting (checkIrMeasuresSettings): a run is never
// scored with a mixture, and the message says which option to set.
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/measures/measure_spec.h"

namespace ranklens::core {

// When spec is an ir_measures name (spelt as ir_measures spells it, case included), adds the
// requests of the RankLens measures that compute it and returns true. Also takes the RankLens
// names of the measures whose parameter may exceed 1 (inst.T, insq.T, nerr11.T). Returns false
// for anything else (RankLens' own names go on to its own parser). Throws MeasureSpecError for
// an ir_measures name with an unknown or unsupported parameter, or one RankLens does not compute.
bool addIrMeasuresSpec(const std::string& spec, std::vector<MeasureRequest>& requests);

// Checks an ir_measures name's parameters that are settings of the whole evaluation in RankLens
// against cfg; throws MeasureSpecError naming the option to set. Nothing for other names.
void checkIrMeasuresSettings(const std::string& spec, const EvalConfig& cfg);

// The message for a measure nobody knows: "unknown measure 'x'", a "did you mean" of the nearest
// known name (ir_measures', ranx's and RankLens' names) and up to three other near ones when any
// is close; else `known` (when not empty), the list to choose from.
std::string unknownMeasureMessage(const std::string& spec, const std::string& known);

// The known name nearest to `name` (edit distance, case ignored), or "" when none is close.
std::string nearestMeasureName(const std::string& name);
// The `most` nearest known names, nearest first (empty when none is close).
std::vector<std::string> nearestMeasureNames(const std::string& name, std::size_t most);

// Every ir_measures name this parser takes, in ir_measures' spelling.
std::vector<std::string> irMeasuresNames();

}  // namespace ranklens::core
