#pragma once
// Definition sensitivity: the same comparison under two definitions (e.g. linear vs exponential
// NDCG gain, trec_eval vs input-order ties). Lists the queries whose win/loss flips, the run
// orderings that change and the mean deltas whose sign changes — the silent disagreements users
// file bugs about against every metrics library.
#include <string>
#include <vector>

#include "core/compare/comparison_input.h"

namespace ranklens::core::compare {

struct QueryFlip {
    std::size_t run = 0, metric = 0;
    std::string qid;
    double deltaA = 0, deltaB = 0;  // run - baseline under each definition
};

struct OrderingChange {
    std::size_t metric = 0;
    std::vector<std::size_t> orderA, orderB;  // run indices, best mean first
};

struct SensitivityReport {
    std::string definitionsA, definitionsB;
    std::size_t baseline = 0;
    std::vector<std::vector<double>> meanA, meanB;  // [run][metric], over each run's own queries
    // [run][metric]: the pair's mean delta against the baseline over the pair's queries.
    std::vector<std::vector<double>> deltaA, deltaB;
    std::vector<QueryFlip> flips;           // by run, metric, qid
    std::vector<OrderingChange> orderings;  // only metrics whose ordering differs
    // (run, metric) whose mean delta against the baseline changes sign.
    std::vector<std::pair<std::size_t, std::size_t>> verdictFlips;

    std::size_t flipCount(std::size_t run, std::size_t metric) const;
};

// a and b: the same runs and metrics evaluated under two definitions. Queries are matched by
// qid (the pair's queries under a that b also has). A flip: the per-query delta is a win under one
// and a loss under the other, or a win/loss under one and a tie (|d| <= tolerance) under the other.
// Throws std::invalid_argument when runs or metrics differ.
SensitivityReport definitionSensitivity(const ComparisonInput& a, const ComparisonInput& b,
                                        std::size_t baseline, double tolerance = 1e-9);

}  // namespace ranklens::core::compare
