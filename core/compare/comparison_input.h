#pragma once
// What a comparison of runs rests on: per-query values of each metric for each run, aligned on
// one query set, plus the query segments and weights. Built by evaluating every run once.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/eval_config.h"
#include "core/evaluated_run.h"
#include "core/evaluator.h"
#include "core/progress.h"
#include "core/query_set.h"

namespace ranklens::core::compare {

// One metric of the comparison at one cut-off, e.g. P@10 (measure P, param 10).
struct MetricColumn {
    const MeasureInfo* measure = nullptr;
    double param = 0;
    std::string key;        // trec_eval column name: "P_10", "recip_rank"
    std::string display;    // table heading: "P@10", "RR"
    bool perQuery() const;  // false for run-level measures (coverage): no paired test
};

// Parses user metric specs ("P@10", "ndcg@10", "mrr", "recall.50,100") into columns, in the
// order given (a spec with several cut-offs gives one column each). Throws MeasureSpecError.
std::vector<MetricColumn> parseMetrics(const std::vector<std::string>& specs);

// Heading for a measure at a parameter: its label with k replaced ("P@10", "NDCG@5", "MAP").
std::string displayName(const MeasureInfo& m, double param);

struct QueryInfo {
    std::string segment;  // "" = no segment
    double weight = 1.0;
};

struct ComparisonInput {
    std::vector<std::string> runNames;
    std::vector<std::string> qids;  // the paired query set (core::sharedQueries), byte order
    std::vector<MetricColumn> metrics;
    // values[r][m][q]: run r, metric m, query qids[q]. Every run is paired on the same queries:
    // those every run returned (RunAndLabels) or every labelled query, a query a run did not
    // return scoring 0 (AllLabelled, trec_eval -c). Empty for run-level metrics.
    std::vector<std::vector<std::vector<double>>> values;
    // runValue[r][m]: the run's aggregate (the mean, or the run-level value for coverage).
    std::vector<std::vector<double>> runValue;
    std::vector<std::string> segments;  // per query ("" = none); empty when no metadata
    std::vector<double> weights;        // per query; empty when all 1
    std::string definitions;            // the definitions in force, printed with every result
    QuerySet querySet = QuerySet::RunAndLabels;  // the rule that chose qids
    MeanBasis basis;                             // what the means average (qids.size() queries)
    std::vector<QueryCoverage> coverage;         // per run: labelled queries it returned

    std::size_t runCount() const { return runNames.size(); }
    bool hasSegments() const;
    bool hasWeights() const;
};

// evaluated (empty, or one per run): a non-null entry is an evaluated run (values computed
// elsewhere, core/evaluated_run.h) standing in for runs[r], which may then be null; its values
// enter under the same query-set rule (core::asEvalResult).
// Evaluates every run against the labels under cfg and aligns the results on the queries the
// runs share under cfg.querySet (core::sharedQueries).
// queryInfo (optional) gives segments and weights by qid. labelName names the labels in the
// definitions text. progress counts queries over all runs; returning false throws Cancelled.
// items: item metadata for the beyond-accuracy measures (ild@k, arp@k, gini@k ...).
ComparisonInput evaluateForComparison(
    std::vector<const Run*> runs, const std::vector<std::string>& names, const Qrels& labels,
    const EvalConfig& cfg, const std::vector<MetricColumn>& metrics,
    const std::unordered_map<std::string, QueryInfo>& queryInfo, const std::string& labelName,
    const ProgressFn& progress = {}, int threads = 0, const DiversityQrels* diversity = nullptr,
    const std::vector<const EvaluatedRun*>& evaluated = {}, const ItemIndex* items = nullptr);

}  // namespace ranklens::core::compare
