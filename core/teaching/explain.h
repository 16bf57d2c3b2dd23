#pragma once
// The step-by-step computation of the ranking measures for one ordered list of grades, laid
// out for teaching ("explain this number"): the counts behind P/R/F1, each position's gain,
// discount and contribution (CG -> DCG), the ideal list (IDCG -> NDCG), the first relevant
// rank (RR) and the running precision at each relevant rank (AP). The steps are plain
// arithmetic; the totals equal the measure registry's values (tests/core/teaching_test.cpp).
#include <cstdint>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::teaching {

// One position of the ranked list (rank 1 first). Positions beyond k are listed too
// (inTopK = false) and add nothing to the @k totals.
struct PositionStep {
    int rank = 0;
    std::int32_t grade = 0;  // kUnjudged for an unlabelled item (counts as grade 0)
    bool relevant = false;   // grade >= threshold
    bool inTopK = false;
    double gain = 0.0;           // cfg.gainOf(grade)
    double discount = 0.0;       // 1 / log2(rank + 1)
    double contribution = 0.0;   // gain / log2(rank + 1)
    double runningCg = 0.0;      // sum of gains up to this rank
    double runningDcg = 0.0;     // sum of contributions up to this rank
    int relevantSoFar = 0;       // relevant items at ranks <= this one
    double precisionHere = 0.0;  // relevantSoFar / rank (used by AP when relevant)
};

// One position of the ideal order (positive grades only, descending).
struct IdealStep {
    int rank = 0;
    std::int32_t grade = 0;
    bool inTopK = false;
    double gain = 0.0;
    double discount = 0.0;
    double contribution = 0.0;
    double runningIdcg = 0.0;
};

// Everything needed to show how each number at cut-off k comes about.
struct Explanation {
    int k = 0;
    EvalConfig cfg;
    std::vector<PositionStep> positions;  // the whole list
    std::vector<IdealStep> ideal;         // the whole ideal list (per cfg.ideal)

    // Counts of P/R/F1.
    std::int64_t relevantInTopK = 0;  // relevant items at ranks <= k
    std::int64_t numRel = 0;          // R: relevant items of the query in the labels
    double precision = 0.0;           // relevantInTopK / k
    double recall = 0.0;              // relevantInTopK / R (0 when R = 0)
    double f1 = 0.0;                  // 2PR / (P + R) (0 when P + R = 0)
    bool hit = false;                 // any relevant item in the top k

    // Gain-based: sums cut at k.
    double cg = 0.0, dcg = 0.0, idcg = 0.0;
    double ndcg = 0.0;  // dcg / idcg, 0 when idcg = 0

    // RR@k.
    int firstRelevantRank = 0;  // 0 when no relevant item within k
    double rr = 0.0;

    // AP@k: precision at each relevant rank <= k, summed, divided by R.
    std::vector<int> apRanks;          // relevant ranks <= k
    std::vector<double> apPrecisions;  // precision at those ranks
    double apSum = 0.0;
    double ap = 0.0;  // apSum / R (0 when R = 0)
};

// Explains the list `rankedGrades` (rank order; kUnjudged allowed) against all labels of the
// query (`allLabels`: every labelled item, retrieved or not) at cut-off k (k < 1 is taken as
// 1; k beyond the list is legal, the missing ranks count as not relevant).
Explanation explain(const std::vector<std::int32_t>& rankedGrades,
                    const std::vector<std::int32_t>& allLabels, const EvalConfig& cfg, int k);
// The same for a list judged already (core::judgeGrades), as the ranking view holds it after
// each edit. This is the one per-position DCG table: the ranking view, the explain panel and
// the lessons all show it.
Explanation explain(const JudgedRanking& judged, const EvalConfig& cfg, int k);

// Discount of a 1-based rank, 1 / log2(rank + 1); relative weight against rank 1.
double discountAt(int rank);

}  // namespace ranklens::core::teaching
