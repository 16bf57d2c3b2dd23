#pragma once
// Computing functions of the trec_eval measures beyond the official set (all_trec: relstring,
// infAP, Rprec_mult, utility, 11pt_avg, binG, G, ndcg_rel, Rndcg, relative_P, set_relative_P,
// set_map, num_nonrel_judged_ret, yaap; trec_eval 10.0's dcg, ideal_dcg, rbp, rbp_resid, unj).
// Not part of the public API: callers go through MeasureInfo::curve / levels / text.
#include <span>
#include <string>

#include "core/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {

// Scalars (out[0]).
void infApFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void binGFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void setRelativePFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void setMapFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void numNonrelJudgedRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void yaapFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Curves (out[k-1] for k = 1..out.size()).
void relativePCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void unjCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Levels: out[i] for the multiple params[i] of R.
void rprecMultFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                 std::span<double> out);

// One value from the whole parameter list (MeasureInfo::paramList): out[0]. The *Default
// variants are the same with the measure's default parameters (MeasureInfo::curve).
void utilityFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out);
void utilityDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void pt11AvgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out);
void pt11AvgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void relstringFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                 std::span<double> out);
void relstringDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
// relstring's per-query text: one character per rank of the top params[0] (default 10).
void relstringText(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                   std::string& out);

// Gain measures; params = level=gain pairs flattened (level, gain, level, gain, ...).
void gFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
         std::span<double> out);
void gDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void ndcgRelFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
               std::span<double> out);
void ndcgRelDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rndcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
             std::span<double> out);
void rndcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void trecDcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
               std::span<double> out);
void trecDcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void trecIdealDcgFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> pairs,
                    std::span<double> out);
void trecIdealDcgDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// trec_eval 10.0's RBP and residual; params = {p} (default 0.9).
void trecRbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
               std::span<double> out);
void trecRbpDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void trecRbpResidFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> params,
                    std::span<double> out);
void trecRbpResidDefault(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

}  // namespace ranklens::core::detail
