#pragma once
// The "ties" level of compute exercises (core/teaching/practice_exercise.h): the items come as a
// run file lists them, each with the system's score (some equal) and a grade. RankLens orders
// them as trec_eval does — score descending, equal scores by docid descending in byte (strcmp)
// order, so D9 comes before D10 — and the measure is computed on that order. The order is the
// engine's own (core::orderQuery), never re-implemented here.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/teaching/practice_exercise.h"

namespace ranklens::core::teaching {

// The items' indices in the order of a tie policy (the engine's orderQuery on a one-query run).
std::vector<std::size_t> tieOrder(const std::vector<PracticeScoredItem>& items, TiePolicy ties);
// Their grades in RankLens's order (TiePolicy::TrecEval, the default).
std::vector<std::int32_t> gradesInRankLensOrder(const std::vector<PracticeScoredItem>& items);
// A learner's ways of ordering ties wrongly: equal scores by docid ascending (byte order), or
// left in the order the run file lists them.
std::vector<std::int32_t> gradesTiesAscending(const std::vector<PracticeScoredItem>& items);
std::vector<std::int32_t> gradesTiesAsListed(const std::vector<PracticeScoredItem>& items);

// A list of n items with docids D1..D12, scores in tenths (0.5..0.9, so equal scores are
// common) and grades 0/1 (binary) or 0..3, listed in a drawn order, with 0..2 relevant items
// not returned. Drawn again (a bounded number of times) until some relevant item is in the top
// k and measure m at k differs between RankLens's order and docid-ascending ties, so the tie
// rule matters. grades: in RankLens's order.
PracticeList drawTiedList(std::mt19937& rng, bool graded, int n, int k, const EvalConfig& cfg,
                          PracticeMeasure m);

// A score as the exercise shows it: one decimal, "0.7".
std::string scoreText(double score);

}  // namespace ranklens::core::teaching
