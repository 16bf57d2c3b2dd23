#pragma once
// An "evaluated run": per-query values computed elsewhere (a Dask job, another tool) as rows
// `qid, measure, value`, without the ranked lists behind them. The explorer shows their
// distributions and compares them with ordinary runs on the measures they share; views that
// need the ranking say it is not available. No Qt.
#include <optional>
#include <string>
#include <vector>

#include "core/eval/evaluator.h"

namespace ranklens::core {

// A measure name as RankLens and trec_eval print it ("ndcg_cut_10", "P_5", "map",
// "recip_rank") or as RankLens spells it ("ndcg@10", "P@5", "mrr"), resolved through the
// measure-spec parser to one registry measure at one parameter. key is trec_eval's column name
// (columnName), so "ndcg@10" and "ndcg_cut_10" are the same measure.
struct ResolvedMeasure {
    const MeasureInfo* measure = nullptr;
    double param = 0;
    std::string key;
};
// nullopt when the name is no single per-query measure of the registry (unknown, several
// cut-offs, a run-level measure such as coverage, or one needing subtopic labels).
std::optional<ResolvedMeasure> resolveMeasureName(const std::string& name);

// True when every per-query value of m lies in [0, 1] by its definition, whatever the settings
// and whichever tool computed it: a share or ratio of counts (precision, recall, AP, R-prec,
// reciprocal rank, success, bpref, F, judged@k, binary RBP). Conservative: NDCG and the other
// gain-based measures are left out (custom or negative gains, or another tool's ideal, can take
// them outside [0, 1]), as is ERR (labels above its top grade). An evaluated run's values of
// these measures are checked against [0, 1]. The registry row's fact (ValueRange::Share).
bool valuesInUnitInterval(const MeasureInfo& m);

// The largest magnitude a value of an evaluated run may have. No measure of a ranked list comes
// near it, and within it every sum, mean, difference and square the views and tests compute
// stays finite: 1e308 was accepted and its mean printed as inf. Readers refuse larger values.
inline constexpr double kMaxEvaluatedMagnitude = 1e15;

struct EvaluatedRun {
    struct Measure {
        std::string name;                   // as first written in the file
        std::string key;                    // resolved column name, or `name` when unknown
        const MeasureInfo* info = nullptr;  // nullptr: unknown to RankLens (kept, flagged)
        double param = 0;
        std::vector<double> values;  // parallel to qids; NaN = no value for that query
        bool known() const { return info != nullptr; }
    };
    std::string name;
    std::vector<std::string> qids;  // every query with a value, byte (strcmp) order
    std::vector<Measure> measures;  // file order of first appearance

    const Measure* find(const std::string& key) const;
};

// The evaluated run as an evaluation result on the measures `keys` (trec_eval column names; a
// key the run lacks gets no column), under the project's query-set rule (cfg.querySet):
// RunAndLabels: the queries with a value for every one of those measures that are also
// labelled; AllLabelled: every labelled query, those without values scored 0 (inRun false,
// counted in missingQueries). Labels without any query (a project of evaluated runs only)
// restrict nothing. Aggregates follow each measure's summary (aggregateValues).
EvalResult asEvalResult(const EvaluatedRun& run, const std::vector<std::string>& keys,
                        const Qrels& labels, const EvalConfig& cfg);

}  // namespace ranklens::core
