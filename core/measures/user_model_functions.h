#pragma once
// What other code reads of the user-model measures (RBP, ERR; their computing functions are
// declared beside the table, core/measures/registry.cpp): ERR's stopping probability, which the
// explain panel shows per rank.
#include <cstdint>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {

// ERR's stopping probability of a grade: (2^g - 1) / 2^gmax, g clamped to 0..gmax (negative
// and unjudged grades stop nobody). gmax = cfg.errMaxGrade.
double errStopProbability(std::int32_t grade, const EvalConfig& cfg);

}  // namespace ranklens::core::detail
