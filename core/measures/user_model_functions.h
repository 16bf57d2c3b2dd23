#pragma once
// Computing functions of the user-model measures (RBP and its residual, ERR, nERR), declared
// apart from measure_functions.h so the families can be added and merged independently.
// Not part of the public API: callers go through MeasureInfo::curve / levels.
#include <cstdint>
#include <span>

#include "core/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {

// Rank-biased precision (Moffat & Zobel 2008): out[i] for persistence params[i].
void rbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
           std::span<double> out);
// Its residual: the most that the unjudged items of the list and everything below the list
// could still add.
void rbpResidualFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                   std::span<double> out);
// RBP counting only the top k (p = cfg.rbpPersistence): out[k-1] for k = 1..out.size(); from
// k = list length on it equals rbpFn at that p.
void rbpCutCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Expected reciprocal rank (Chapelle et al. 2009) at k = 1..out.size(), and its normalised
// form (divided by the ERR@k of the ideal order).
void errCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// ERR's stopping probability of a grade: (2^g - 1) / 2^gmax, g clamped to 0..gmax (negative
// and unjudged grades stop nobody). gmax = cfg.errMaxGrade.
double errStopProbability(std::int32_t grade, const EvalConfig& cfg);

}  // namespace ranklens::core::detail
