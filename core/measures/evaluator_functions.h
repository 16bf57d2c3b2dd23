#pragma once
// Computing functions of the other official evaluators' measures, declared apart from
// measure_functions.h so these families can be added and merged independently:
//   ndeval (TREC Web track diversity): alpha-DCG, P-IA, MAP-IA, NRBP, nNRBP;
//   cwl_eval (C/W/L framework) as ir_measures runs it: NERR8..11, SDCG, BPM, INST, INSQ;
//   trectools' graded RBP and the Compatibility measure (Clarke et al. 2021) as ir_measures.
// Not part of the public API: callers go through MeasureInfo::curve / levels.
#include <span>

#include "core/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {

// ndeval (core/measures/ndeval_measures.cpp); subtopic labels, alpha = cfg.diversityAlpha.
void alphaDcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void pIaCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void mapIaFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nrbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> betas,
            std::span<double> out);
void nnrbpFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> betas,
             std::span<double> out);

// cwl_eval (core/measures/cwl_measures.cpp): gain = label / cfg.errMaxGrade clamped to [0, 1],
// the ranking cut or padded with zero gain to kCwlDepth ranks.
inline constexpr std::size_t kCwlDepth = 1000;  // cwl_eval's max_n, as ir_measures runs it
void nerr8Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerr9Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void sdcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void bpmCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void nerr10Fn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
              std::span<double> out);
void nerr11Fn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
              std::span<double> out);
void instFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
            std::span<double> out);
void insqFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
            std::span<double> out);

// core/measures/compat.cpp.
void rbpGradedFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                 std::span<double> out);
void compatFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
              std::span<double> out);
void compatRawFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
                 std::span<double> out);

// Default parameters of their registry rows.
inline constexpr double kNrbpBetas[] = {0.5};          // ndeval's beta
inline constexpr double kNerr10Persistence[] = {0.9};  // cwl_eval's phi
inline constexpr double kCwlGoals[] = {1.0};           // INST / INSQ / NERR11's T
inline constexpr double kCwlCutoffs[] = {10};
inline constexpr double kGradedRbpPersistence[] = {0.8};
inline constexpr double kCompatPersistence[] = {0.95};

}  // namespace ranklens::core::detail
