#pragma once
// Turns measure names as users type them into measure requests: trec_eval syntax
// ("P.5,10", "ndcg_cut.10", "map", "all_trec", "official") and friendly aliases
// ("P@5", "ndcg@10", "f1@10", "mrr", "hit@1") and pytrec_eval's keys ("P_5", "ndcg_cut_10").
#include <stdexcept>
#include <string>
#include <vector>

#include "core/measures/measure.h"

namespace ranklens::core {

class MeasureSpecError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// A known measure with parameters trec_eval refuses (a cut-off <= 0, a duplicate, a malformed
// level=gain pair): trec_eval cannot initialise the measure and exits with status 2.
class MeasureParamError : public MeasureSpecError {
  public:
    using MeasureSpecError::MeasureSpecError;
};

// Parses one -m argument and merges it into requests (same measure: parameters united,
// sorted ascending, duplicates dropped). Throws MeasureSpecError with a helpful message.
// Every name is known under both releases; `version` picks all_trec's set (10.0 adds rbp,
// rbp_resid and unj). trec_eval's measures read their parameters as
// trec_eval does (ParamSyntax): "ndcg_cut.10,23.4" is 10 and 23; a measure given parameters
// keeps them when a set (official, all_trec) names it again.
void addMeasureSpec(const std::string& spec, std::vector<MeasureRequest>& requests,
                    TrecEvalVersion version = TrecEvalVersion::V9_0_8);

// The first measure asked for by `specs` that trec_eval 10.0 has and 9.0.8 lacks (dcg,
// ideal_dcg, rbp, rbp_resid, unj), "" when none: the default mode evaluates such a command as
// 10.0, whose output is the only trec_eval output there is for it. Refused specs are skipped.
std::string measureNewInTrecEval10(const std::vector<std::string>& specs);

// trec_eval's gain parameters of ndcg, "ndcg.0=1,1=4,2=2" (level=gain pairs; its m_ndcg.c).
// Returns false when spec is not of that form. On success gains[level] holds the gain of every
// level up to the largest one given; levels not given keep their own value (trec_eval's
// default), so "ndcg.1=3.5,4=7" gives 0, 3.5, 2, 3, 7. Throws MeasureSpecError on a malformed
// pair (level not a non-negative integer, gain not a finite number) and on a level above
// kMaxGainLevel: the table holds every level up to the largest, so "ndcg.100000000=1" asked for
// 800 MB (labels above the table keep their own value as gain, so no table needs more).
inline constexpr std::size_t kMaxGainLevel = 65535;
bool parseTrecNdcgGains(const std::string& spec, std::vector<double>& gains);

// One -m argument as the CLI and the Python module take it: trec_eval's "ndcg.level=gain,..."
// becomes cfg's custom gain definition and requests ndcg; anything else goes to addMeasureSpec.
// Gains that differ from a custom gain definition already in cfg (from `gainSetting`, the front
// end's own option, or an earlier ndcg.level=gain list) throw MeasureSpecError.
void addMeasureSpecOrGains(const std::string& spec, EvalConfig& cfg,
                           std::vector<MeasureRequest>& requests, const std::string& gainSetting);

// The -m list as trec_eval reads it, the one place its pseudo-measures are known (the CLI's
// eval, -R formats and the Python module read it here): no measure named means "official";
// runid and num_q (ir_measures' NumQ) are lines of the summary, not measures; official and
// all_trec print both lines too.
struct MeasureList {
    std::vector<std::string> specs;  // the measures asked for, in order, runid and num_q left out
    bool runid = false;              // print trec_eval's runid line
    bool numQ = false;               // print trec_eval's num_q line
};
MeasureList readMeasureList(const std::vector<std::string>& given);

// trec_eval's measure sets, restricted to what RankLens implements.
const std::vector<std::string>& officialMeasureNames();  // trec_eval's default set
const std::vector<std::string>& allTrecMeasureNames();   // all_trec of trec_eval 9.0.8
// all_trec of a trec_eval release (10.0 adds rbp, rbp_resid and unj), in output order.
const std::vector<std::string>& allTrecMeasureNamesFor(TrecEvalVersion version);

// Averaged ties (TiePolicy::Average) for the measures asked for by `specs`: a measure without an
// exact expected value over the orders of tied items, named on its own, is refused
// (MeasureSpecError "<name> is not defined under <setting> ..."); one that came with a set
// (official, all_trec) is removed from requests. Returns the names removed, for a note.
std::vector<std::string> dropUndefinedUnderAveragedTies(const std::vector<std::string>& specs,
                                                        std::vector<MeasureRequest>& requests,
                                                        const std::string& setting);

}  // namespace ranklens::core
