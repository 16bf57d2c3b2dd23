#pragma once
// What an evaluation is asked (EvalOptions, MeasureRequest) and what it gives (EvalResult:
// per-query values, summaries, mean curves), with the helpers that name and aggregate its
// columns. core/eval/evaluator.h runs it; core/eval/query_kernel.h computes one query of it.
#include <cstdint>
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/beyond/item_index.h"
#include "core/definitions/eval_config.h"
#include "core/io/diversity_qrels.h"
#include "core/measures/measure.h"
#include "core/model/qrels.h"
#include "core/model/run.h"
#include "core/stats/exact_sum.h"

namespace ranklens::core {

struct RankGrades;  // core/judged/run_grades.h

// One output value per evaluated query, e.g. "P_5" or "map".
struct ResultColumn {
    std::string name;  // trec_eval style: P_5, ndcg_cut_10, iprec_at_recall_0.10, map
    const MeasureInfo* measure = nullptr;
    double param = 0;              // the cut-off or level (0 for scalars)
    std::vector<double> perQuery;  // parallel to EvalResult::queries (empty for RunLevel)
    double aggregate = 0;          // mean / sum / geometric mean over queries (or run value)
    // Text measures (MeasureInfo::text, relstring): the per-query text, parallel to perQuery
    // (whose numbers are 0); empty for every other measure.
    std::vector<std::string> perQueryText = {};
};

struct QueryResult {
    std::string qid;
    bool inRun = true;  // false: labelled query the run missed (only with AllLabelled)
    std::int64_t numRet = 0;
    std::int64_t numRel = 0;
    std::int64_t numLabelled = 0;
};

// Where tied scores straddle a cut-off (items k and k+1 share a score): the place where tools
// that break ties differently disagree.
struct TieReport {
    std::size_t tiedGroups = 0;  // groups of >= 2 equal scores, over all queries
    std::size_t queriesWithTies = 0;
    std::vector<std::pair<int, std::size_t>> straddling;  // (k, queries with a group across k)
};

struct EvalOptions {
    std::vector<MeasureRequest> requests;
    // Mean curves for k = 1..curveK of these measures (Curve shape only); 0 = none.
    int curveK = 0;
    std::vector<const MeasureInfo*> curveMeasures;
    // Also the exact sums of the squared per-query points of each curve
    // (EvalResult::curveSquareSums), gathered in the same pass as the sums: a confidence band
    // around each mean curve then needs no second look at any query.
    bool curveSquares = false;
    // Cut-offs for the tie report (empty: 1, 5, 10 and every requested cut-off).
    std::vector<int> tieCutoffs;
    ProgressFn progress;  // (queries done, total)
    int threads = 0;      // 0 = hardware concurrency
    // Subtopic labels for the intent-aware measures (MeasureInfo::subtopics); requesting one
    // without them is an error. Curves of such measures are left out without them.
    const DiversityQrels* diversity = nullptr;
    // Labels already looked up (optional, core/judged/run_grades.h): per query of the run (index in
    // run.queries()), its docs' grades by RankedDoc::inputPos against these same qrels; the
    // evaluation then looks up no docid. Empty: looked up query by query.
    std::vector<const std::int32_t*> gradesByQuery;
    // Labels in rank order (optional, core/judged/run_grades.h): used instead of gradesByQuery when
    // built from this run in the order cfg.ties gives it (RankGrades::order) against these
    // qrels; the kernels then read no ranked row for a grade or a tie.
    const RankGrades* rankGrades = nullptr;
    // Item metadata for the beyond-accuracy measures (MeasureInfo::items); requesting one
    // without it is an error. Curves of such measures are left out without it.
    const ItemIndex* items = nullptr;
    // trec_eval's output, byte for byte: the values it leaves undefined (its 0 / 0, e.g.
    // iprec_at_recall_0.00 of a list -J emptied) are NaN, and so is their mean, which it prints
    // as -nan. Off (the GUI, the Python module, every other output): 0, as no NaN is shown.
    bool undefinedAsNan = false;
};

struct EvalResult {
    EvalConfig config;
    std::string runName;
    std::vector<QueryResult> queries;   // evaluated queries, qid in byte (strcmp) order
    std::vector<ResultColumn> columns;  // in registry order, then parameter order
    // curves[i][k-1] = mean over queries of curveMeasures[i] at k.
    std::vector<const MeasureInfo*> curveMeasures;
    std::vector<std::vector<double>> curves;
    // curveSums[i][k-1]: the exact sum behind curves[i][k-1] (curves = sums / queries), for
    // merging evaluations of disjoint query sets (ranklens.dask) into the same bits.
    std::vector<std::vector<ExactSum>> curveSums;
    // With EvalOptions::curveSquares: curveSquareSums[i][k-1], the exact sum of the squares of
    // the values summed in curveSums[i][k-1] (empty otherwise).
    std::vector<std::vector<ExactSum>> curveSquareSums;
    TieReport ties;
    // Labelled queries the run did not return (counted only with AllLabelled).
    std::size_t missingQueries = 0;
    // Run queries without any label (never evaluated, as in trec_eval).
    std::size_t unlabelledQueries = 0;

    const ResultColumn* column(const std::string& name) const;
};

// Column name trec_eval prints for a measure and parameter: "P_5", "iprec_at_recall_0.10".
std::string columnName(const MeasureInfo& m, double param);

// Aggregates per-query values the way the measure's summary does.
double aggregateValues(const MeasureInfo& m, const std::vector<double>& perQuery);
// Mean curves from exact sums over `queries` queries (EvalResult::curves from curveSums).
std::vector<std::vector<double>> curveMeans(const std::vector<std::vector<ExactSum>>& sums,
                                            std::size_t queries);

// Per k, the sum over `queries` queries of the squared deviations from the mean curve, from the
// exact sums and sums of squares (EvalResult::curveSums[i], curveSquareSums[i]); never below 0.
std::vector<double> curveSquaredDeviations(const std::vector<ExactSum>& sums,
                                           const std::vector<ExactSum>& squareSums,
                                           std::size_t queries);

// Coverage@k for k = 1..K over the run read in `ties` order (queryInOrder): distinct items in
// any top k / catalogue size, catalogue = distinct items in the run and the labels.
std::vector<double> coverageCurve(const Run& run, const Qrels& qrels, std::size_t K,
                                  std::int64_t maxDocsPerQuery = 0,
                                  TiePolicy ties = TiePolicy::TrecEval);

}  // namespace ranklens::core
