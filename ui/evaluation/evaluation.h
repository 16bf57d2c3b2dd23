#pragma once
// One full evaluation of every run of a project under one set of definitions: mean curves for
// k = 1..K, per-query values at the cut-off k, and the union of evaluated queries. Pure
// computation (no widgets), run off the GUI thread by EvaluationController.
#include <QString>
#include <memory>
#include <vector>

#include "core/eval/evaluator.h"
#include "ui/evaluation/grade_cache.h"
#include "ui/evaluation/result_cache.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

// The confidence of the intervals the views show beside means (queries view, curves' bands).
constexpr double kMeanConfidence = 0.95;

// The definitions every number depends on, as chosen in the definitions bar.
struct Definitions {
    core::EvalConfig config;
    int k = 10;  // the cut-off of the per-query table and the histogram

    bool operator==(const Definitions&) const = default;
    // Short text printed beside every number and in every export.
    QString describe(const QString& labelSetName) const;
    // The same without k (labels, threshold, gain, ideal, ties, queries).
    QString describeConfig(const QString& labelSetName) const;
};

struct EvalRequest {
    std::shared_ptr<const ProjectData> data;
    Definitions defs;
    std::vector<const core::MeasureInfo*> metrics;  // Curve-shaped measures to compute
    std::vector<int> cutoffs{1, 5, 10};             // the compact table's k list
    int maxK = core::kMaxCutoff;                    // curves never longer than this
    // Labels of the runs' docs looked up once per (run, label set) (optional).
    std::shared_ptr<GradeCache> grades;
    // Pieces of earlier evaluations (optional): what a change leaves unchanged is reused.
    std::shared_ptr<ResultCache> results;
};

// The confidence band of one mean curve: per k, the t interval at kMeanConfidence of the mean
// over the run's queries (core/stats/mean_interval.h).
struct CurveBand {
    std::vector<double> low, high;  // empty: no band (Evaluation::noBand says why)
};

// Why a mean curve has no band.
enum class NoBand {
    None,          // it has one
    Snapshot,      // the last session's numbers: no per-query curves until the project is loaded
    EvaluatedRun,  // values computed elsewhere: no ranked list, so no curve over k at all
    FewQueries,    // fewer than two queries: no spread
    NotAMean,      // the measure's summary is not the arithmetic mean over queries (its row)
};

// The band's reason for a measure alone: NotAMean when its registry row aggregates other than by
// the arithmetic mean (a geometric mean such as gm_map's, a sum), else None.
NoBand measureBand(const core::MeasureInfo& m);

struct RunEvaluation {
    std::int64_t runId = 0;
    QString name;
    core::EvalResult result;
    std::vector<int> row;  // per union row: index into result.queries, or -1
    // Per metric (request.metrics order), computed with the curves off the GUI thread from the
    // kernel's sums and sums of squares.
    std::vector<CurveBand> bands;
};

struct Evaluation {
    EvalRequest request;
    std::shared_ptr<const ProjectData> data;  // read in request.defs.config.ties order
    int K = 0;                                // curves hold k = 1..K
    std::vector<std::string> qids;            // union of evaluated queries (strcmp order)
    std::vector<RunEvaluation> runs;
    double seconds = 0;
    std::size_t judgedColumn = 0;  // column of Judged@k in every run's result
    // Read from the results snapshot of the last session (ui/evaluation/results_snapshot.h):
    // the numbers of a full evaluation, but no ranked lists behind them (data->runs are empty
    // until the project is loaded), so nothing may evaluate from data.
    bool fromSnapshot = false;
    std::size_t snapshotLabelledQueries = 0;  // a snapshot's data->labels->queries().size()

    // Mean curve of metrics[m] for run r (size K).
    const std::vector<double>& curve(std::size_t r, std::size_t m) const {
        return runs[r].result.curves[m];
    }
    // Per-query value of metrics[m] at the cut-off k for union row `row` of run r; NaN when the
    // run did not evaluate that query.
    double value(std::size_t r, std::size_t m, std::size_t row) const;
    double judgedAtK(std::size_t r, std::size_t row) const;
    // The confidence band of curve(r, m) at kMeanConfidence, computed with the evaluation;
    // nullptr when there is none (noBand says why).
    const CurveBand* curveBand(std::size_t r, std::size_t m) const;
    NoBand noBand(std::size_t r, std::size_t m) const;
    const core::QueryResult* query(std::size_t r, std::size_t row) const;
    QString definitionsText() const;
};

// Runs the evaluation. Throws core::Cancelled when progress returns false.
std::shared_ptr<Evaluation> computeEvaluation(const EvalRequest& req,
                                              const core::ProgressFn& progress = {});

// The measures offered for curves (Curve-shaped, per query), in registry order; the
// beyond-accuracy ones (they need item categories) only withItems.
std::vector<const core::MeasureInfo*> curveMeasures(bool withItems = false);
// Default selection: P@k, R@k, NDCG@k.
std::vector<const core::MeasureInfo*> defaultMetrics();

// Per-query curve of one measure for one query of one run (for "this query only").
std::vector<double> queryCurve(const ProjectData& data, std::size_t run, const std::string& qid,
                               const core::MeasureInfo& m, const core::EvalConfig& cfg, int K);

}  // namespace ranklens::ui
