#pragma once
// The computing functions of the measure table (core/measures/registry.cpp), one source file
// per family. Not part of the public API: callers go through MeasureInfo::curve / levels.
#include <span>

#include "core/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {

// Curve-shaped (out[k-1] for k = 1..out.size()) and scalar (out[0]) measures.
void numRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void numRelFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void numRelRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void apFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void apCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void bprefFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rrFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void rrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void precisionCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void recallCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void ndcgFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void ndcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void cgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void dcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void idcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void hitCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void f1Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void judgedCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

void setPFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);
void setRecallFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out);

// Level-shaped: out[i] for params[i].
void setFFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> x,
            std::span<double> out);
void iprecFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> levels,
             std::span<double> out);

}  // namespace ranklens::core::detail
