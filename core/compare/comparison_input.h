#pragma once
// What a comparison of runs rests on: per-query values of each metric for each run, aligned on
// one query set, plus the query segments and weights. Built by evaluating every run once.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/base/progress.h"
#include "core/definitions/eval_config.h"
#include "core/eval/evaluated_run.h"
#include "core/eval/evaluator.h"
#include "core/eval/query_set.h"

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

// How a comparison pairs a run with the baseline, query by query. Each pair is matched on its
// own: a pair's queries never depend on the other runs in the table.
enum class Pairing {
    // Every labelled query; a query a run did not return scores 0 for that run (the standard
    // for paired tests over a topic set, trec_eval's -c). The default.
    Labelled,
    // The labelled queries both the baseline and the run returned.
    BothReturned,
};
const char* toString(Pairing p);  // "labelled", "both-returned"
// "labelled" / "both-returned"; false (p unchanged) for anything else.
bool parsePairing(const std::string& text, Pairing& p);

struct QueryInfo {
    std::string segment;  // "" = no segment
    double weight = 1.0;
};

struct ComparisonInput {
    std::vector<std::string> runNames;
    // Every query a pair can be matched on, byte order: the labelled queries (without labels,
    // e.g. evaluated runs alone: every query any run has values for).
    std::vector<std::string> qids;
    std::vector<MetricColumn> metrics;
    // values[r][m][q]: run r, metric m, query qids[q]; 0 where the run did not return the query
    // (returned[r][q] false). Empty for run-level metrics.
    std::vector<std::vector<std::vector<double>>> values;
    // returned[r][q]: run r returned query qids[q] (for an evaluated run: has values for it);
    // empty: every run returned every query.
    std::vector<std::vector<char>> returned;
    // hasValues[r][m]: run r has values of metric m (an evaluated run may lack one; its cells
    // there are not compared).
    std::vector<std::vector<char>> hasValues;
    std::vector<std::string> notes;  // runs or metrics left out, for every report
    // runValue[r][m]: the run's aggregate over its own queries (ownRows), or the run-level
    // value for coverage.
    std::vector<std::vector<double>> runValue;
    Pairing pairing = Pairing::Labelled;
    std::vector<std::string> segments;    // per query ("" = none); empty when no metadata
    std::vector<double> weights;          // per query; empty when all 1
    std::string definitions;              // the definitions in force, printed with every result
    bool labelled = true;                 // qids are the labels' queries
    std::vector<QueryCoverage> coverage;  // per run: labelled queries it returned

    std::size_t runCount() const { return runNames.size(); }
    bool hasSegments() const;
    bool hasWeights() const;
    // The rows (indices into qids) the pair (baseline, run) is matched on under `pairing`:
    // Labelled: every labelled query (without labels: those either run returned);
    // BothReturned: those both returned. Depends on the two runs alone.
    std::vector<std::size_t> pairRows(std::size_t baseline, std::size_t run) const;
    // A run's own rows: pairRows(run, run).
    std::vector<std::size_t> ownRows(std::size_t run) const { return pairRows(run, run); }
    // "paired over every labelled query (309), a query a run did not return scored 0" /
    // "paired over the labelled queries both the baseline and the run returned".
    std::string describePairing() const;
};

// evaluated (empty, or one per run): a non-null entry is an evaluated run (values computed
// elsewhere, core/eval/evaluated_run.h) standing in for runs[r], which may then be null; its values
// enter under the same query-set rule (core::asEvalResult).
// Evaluates every run against the labels under cfg (every labelled query, whatever
// cfg.querySet says: the pairing, not the definitions bar, chooses a pair's queries) and
// aligns the results on the labelled queries, recording which ones each run returned.
// queryInfo (optional) gives segments and weights by qid. labelName names the labels in the
// definitions text. progress counts queries over all runs; returning false throws Cancelled.
// items: item metadata for the beyond-accuracy measures (ild@k, arp@k, gini@k ...).
ComparisonInput evaluateForComparison(
    std::vector<const Run*> runs, const std::vector<std::string>& names, const Qrels& labels,
    const EvalConfig& cfg, const std::vector<MetricColumn>& metrics,
    const std::unordered_map<std::string, QueryInfo>& queryInfo, const std::string& labelName,
    const ProgressFn& progress = {}, int threads = 0, const DiversityQrels* diversity = nullptr,
    const std::vector<const EvaluatedRun*>& evaluated = {}, const ItemIndex* items = nullptr,
    Pairing pairing = Pairing::Labelled);

}  // namespace ranklens::core::compare
