#pragma once
// The whole comparison of runs as one call, shared by `ranklens-cli compare` and the GUI's
// comparison job so the two cannot drift: guardrail specs -> metric columns -> evaluate every
// run -> paired tests -> reading aid -> guardrail scorecard -> definition sensitivity.
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/compare/comparison_report.h"

namespace ranklens::core::compare {

// The metrics compared when none are named: more than one k, as the spec asks.
const std::vector<std::string>& defaultMetricSpecs();  // P@1,5,10  R@10  F1@10  ndcg@10  mrr

// The columns of a comparison: the specs (defaultMetricSpecs() when empty), then the metrics
// the guardrails need. Throws MeasureSpecError on an unknown spec, and on an intent-aware
// measure (alpha-nDCG, ERR-IA, S-recall) unless the comparison has subtopic labels.
std::vector<MetricColumn> comparisonMetrics(const std::vector<std::string>& specs,
                                            const std::optional<Guardrails>& guardrails,
                                            bool haveSubtopics = false);

struct PipelineRequest {
    // Baseline first. Read in config.ties order, never changed (evaluate(const Run&)).
    std::vector<const Run*> runs;
    // The same runs for the alternative definition (read in its ties order); empty = `runs`.
    std::vector<const Run*> alternativeRuns;
    std::vector<std::string> names;  // one per run
    const Qrels* labels = nullptr;
    std::string labelName;                               // names the labels in the definitions text
    std::unordered_map<std::string, QueryInfo> queries;  // segments and weights by qid
    EvalConfig config;  // its querySet is the curves' rule; a comparison pairs by `pairing`
    Pairing pairing = Pairing::Labelled;
    std::vector<MetricColumn> metrics;  // comparisonMetrics()
    // The baseline is always runs[0]; otherBaselines are indices into runs; progress is set here.
    CompareOptions options;
    std::optional<Guardrails> guardrails;
    std::optional<EvalConfig> alternative;  // sensitivity: the second definition
    int threads = 0;                        // evaluation threads (0 = all cores)
    // Subtopic labels for the intent-aware measures (alpha-nDCG, ERR-IA, S-recall); without
    // them such a metric is refused.
    const DiversityQrels* diversity = nullptr;
    // Empty, or one per run: a non-null entry is an evaluated run (per-query values computed
    // elsewhere) standing in for runs[r] (which may be null). The comparison keeps the metrics
    // the baseline has and some other run has too (comparableMetrics); a run without one of
    // them has "–" there, and an evaluated run with none of them is left out, named in a note.
    std::vector<const EvaluatedRun*> evaluated;
    // Item metadata for the beyond-accuracy measures, and the sentence stating where it and
    // the popularity came from (added to the definitions text).
    const ItemIndex* items = nullptr;
    std::string itemsNote;
};

// Whether compared run r (evaluated[r], null = a ranked run, which has every per-query metric)
// has values of metric m.
bool hasMetric(const std::vector<const EvaluatedRun*>& evaluated, std::size_t r,
               const MetricColumn& m);
// The per-query metrics of `metrics` that the baseline (entry 0) and at least one other run
// have values for.
std::vector<MetricColumn> comparableMetrics(const std::vector<MetricColumn>& metrics,
                                            const std::vector<const EvaluatedRun*>& evaluated);

// Everything one comparison produced; report points into the result, so it neither copies
// nor moves.
struct PipelineResult {
    ComparisonInput input;
    Comparison comparison;
    std::optional<ComparisonInput> alternativeInput;
    ComparisonReport report;

    PipelineResult() = default;
    PipelineResult(const PipelineResult&) = delete;
    PipelineResult& operator=(const PipelineResult&) = delete;
};

// No compared run returned a labelled query, or (pairing both-returned) no run shares one with
// the baseline: nothing to compare.
struct NothingToCompare : std::runtime_error {
    explicit NothingToCompare(Pairing p)
        : std::runtime_error(
              p == Pairing::Labelled
                  ? "no compared run returned any labelled query"
                  : "no run returned a labelled query that the baseline also returned (pairing "
                    "labelled, every labelled query with missing ones scored 0, pairs them)") {}
};

// The reading aid of each of cmp.byBaseline's tables (against CompareOptions::otherBaselines).
std::vector<std::vector<Reading>> readOtherBaselines(const ComparisonInput& in,
                                                     const Comparison& cmp);

// Runs the pipeline into out. progress: (done, total) in thousandths of the whole job
// (evaluation to 200, the tests to 1000); returning false throws core::Cancelled. Throws
// NothingToCompare, and std::invalid_argument on a malformed request (fewer than two runs,
// two runs of one name, the baseline listed again, no labels, no metric).
void runComparisonPipeline(const PipelineRequest& req, PipelineResult& out,
                           const ProgressFn& progress = {});

}  // namespace ranklens::core::compare
