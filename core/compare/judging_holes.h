#pragma once
// Holes in the labels: does a comparison of two runs survive what nobody judged yet? For a pair
// of runs, a measure and a depth k, every item in the top k of either run that the label set
// does not grade (a hole) is given the highest grade (the best case) or grade 0 (the worst
// case), and the pair's delta is computed again each way: when both cases give the delta the
// same sign as the labels do, the verdict survives whatever the holes turn out to be. The
// holes are ranked by their influence: how far the delta moves when that one item alone gets
// the highest grade, so judging them first settles the comparison soonest ("judge what
// matters for this comparison"). Std C++ only.
//
// The delta is mean(run 2) - mean(run 1) over every labelled query of the set (a query a run
// did not return scores 0, as eval -c); only labelled queries count (an unlabelled query is not
// evaluated). A hole is counted once per query even when both runs show it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/compare/comparison_input.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core::compare {

struct HoleInfluence {
    std::string qid, doc;
    std::size_t rank1 = 0, rank2 = 0;  // 1-based rank in run 1 / run 2 (0: not in its top k)
    double deltaIfTop = 0;             // the delta with this one item graded topGrade
    double shift = 0;                  // deltaIfTop - the delta of the labels
    bool flips = false;                // that one grade alone changes the delta's sign
};

struct JudgingHoles {
    std::size_t k = 0;
    std::int32_t topGrade = 0;  // the grade the best case gives every hole
    std::size_t queries = 0;    // labelled queries (the delta's denominator)
    std::size_t holes = 0;      // unjudged items in the top k of either run
    std::size_t queriesWithHoles = 0;
    double delta = 0;            // with the labels as they are (holes as the measure treats them)
    double best = 0, worst = 0;  // every hole graded topGrade / 0
    bool survives = false;       // delta, best and worst share one sign (none of them 0)
    std::vector<HoleInfluence> influence;  // every hole, largest |shift| first
};

// The sign a delta gives the verdict: +1 run 2 ahead, -1 run 1 ahead, 0 a tie.
int verdictSign(double delta);

// Holes of labels for run1 against run2 under metric (a per-query mean; the runs read in
// cfg.ties order). topGrade <= 0: the highest grade the labels use (at least 1). progress
// (done, total holes) may cancel (-> core::Cancelled). Throws std::invalid_argument for k == 0,
// a measure that is not a per-query mean, or labels without a labelled query.
JudgingHoles judgingHoles(const Run& run1, const Run& run2, const Qrels& labels,
                          const EvalConfig& cfg, const MetricColumn& metric, std::size_t k,
                          std::int32_t topGrade = 0, const ProgressFn& progress = {});

}  // namespace ranklens::core::compare
