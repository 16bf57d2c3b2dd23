#pragma once
// The one query-set rule every mean follows (the definitions bar's "Queries", trec_eval's -c):
// which queries a mean averages, how labelled queries a run did not return are treated, and
// whether a run missed labelled queries. The curves, the queries view, the cut-off table, the
// comparison and every export state their means with these counts, so no two windows can show
// a different mean for the same question without saying why.
#include <cstddef>
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"

namespace ranklens::core {

struct EvalResult;

// A run's queries against the labelled ones.
struct QueryCoverage {
    std::size_t labelled = 0;  // labelled queries (M)
    std::size_t returned = 0;  // of them, those the run returned (N <= M)

    bool complete() const { return returned >= labelled; }
    std::size_t missing() const { return complete() ? 0 : labelled - returned; }
    bool operator==(const QueryCoverage&) const = default;
};

// What one mean averages.
struct MeanBasis {
    QuerySet rule = QuerySet::RunAndLabels;
    std::size_t queries = 0;      // queries averaged
    std::size_t missingZero = 0;  // labelled queries without a result, scored 0 (paired: the most
                                  // any one run missed)
    bool paired = false;          // the queries of several runs together (a comparison)

    bool operator==(const MeanBasis&) const = default;
};

// The coverage of an evaluated run, given how many queries the labels hold.
QueryCoverage coverageOf(const EvalResult& r, std::size_t labelledQueries);

// The basis of one run's mean under the rule: its queries in the labels (RunAndLabels) or
// every labelled query with the missing ones scored 0 (AllLabelled).
MeanBasis meanBasis(QuerySet rule, const QueryCoverage& c);

// English text (CLI and reports): "mean over 4 queries (run ∩ labels)", "mean over 309
// labelled queries, 305 missing scored 0", "mean over 4 queries every run returned (run ∩
// labels)".
std::string describe(const MeanBasis& b);
// "returned 4 of 309 labelled queries"; empty when the run returned every labelled query.
std::string describe(const QueryCoverage& c);

}  // namespace ranklens::core
