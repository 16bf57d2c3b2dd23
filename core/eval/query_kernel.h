#pragma once
// The per-query step shared by every evaluation driver (in-memory runs, streamed files):
// judge one ordered query and fill every requested value and curve in one pass.
#include <cstddef>
#include <vector>

#include "core/eval/eval_result.h"
#include "core/judged/judged_ranking.h"
#include "core/stats/curve_accumulator.h"

namespace ranklens::core::detail {

// What to compute, decided once per evaluation.
struct EvalPlan {
    struct Slot {
        const MeasureInfo* measure;
        double param;
        // Scalar measures with a parameter list (MeasureInfo::paramList): the list given.
        std::vector<double> params = {};
        bool listGiven = false;
    };
    std::vector<Slot> slots;            // one per output column
    std::vector<ResultColumn> columns;  // names/measures/params (values empty)
    std::size_t K = 1;                  // longest curve any slot needs
    std::vector<const MeasureInfo*> curveMeasures;
    std::size_t curveK = 0;
    bool curveSquares = false;  // EvalOptions::curveSquares
    std::vector<int> tieCutoffs;
    bool hasRunLevel = false;
    bool hasText = false;  // a text measure (relstring): QueryKernel::texts is filled
    const DiversityQrels* diversity = nullptr;  // set when an intent-aware measure is needed
    const ItemIndex* items = nullptr;           // set when a beyond-accuracy measure is needed
    std::size_t itemsDepth = 0;                 // ranks whose item facts they read
    // Every Curve measure computed per query, once: the plot's and the columns'.
    std::vector<const MeasureInfo*> fills;
    std::vector<int> slotFill;       // per slot: index into fills, or -1
    std::vector<int> curveFill;      // per curve measure: index into fills
    std::vector<std::size_t> fillK;  // per fill: the longest k it is read at (<= K)
    bool undefinedAsNan = false;     // EvalOptions::undefinedAsNan
};

// Throws std::invalid_argument for a cut-off outside 1..kMaxCutoff. Under ties (Average) the
// curve set keeps only the measures with an exact expected value over tied orders.
EvalPlan makePlan(const EvalOptions& opts, TiePolicy ties);

// Refuses (std::invalid_argument naming the labels' source, query, doc and label) a label whose
// gain is not a finite number under cfg: exponential gain of a label above
// kMaxExponentialLabel, a custom gain that is not finite, and a query whose gains add up beyond
// the largest double (each finite, their sum not). Both evaluation paths call it first, so
// neither prints inf or NaN.
void checkGains(const Qrels& qrels, const EvalConfig& cfg);

// One per thread: scratch buffers, partial curve sums and tie statistics.
class QueryKernel {
  public:
    QueryKernel(const EvalConfig& cfg, const EvalPlan& plan);
    // Evaluates an ordered query (ranked may be null: query missing from the run). Writes one
    // value per plan slot to values[0..slots) and fills info. gradeByInputPos: see judge();
    // rankGrades (instead): the query's labels in rank order and tie bits
    // (core/judged/run_grades.h).
    void run(const RunQuery* ranked, const QrelsQuery* labels, double* values, QueryResult& info,
             const std::int32_t* gradeByInputPos = nullptr,
             const RankedQueryGrades* rankGrades = nullptr);

    // per curve measure, its points k = 1..curveK summed over queries exactly (the same bits
    // in any order)
    std::vector<CurveAccumulator> curveSums;
    // With plan.curveSquares: per curve measure, the sums of the squared points (else empty)
    std::vector<CurveAccumulator> curveSquareSums;
    std::vector<std::string> texts;  // per plan slot, the last query's text (text measures)
    TieReport ties;

  private:
    // Adds this query's curves (and their squares) to curveSums (curveSquareSums).
    void addCurves();
    // Judges the query into jr_ and fills info and the tie statistics; true when it is a
    // stand-in for a query the run missed (trec_eval 10.0 -c).
    bool judgeQuery(const RunQuery* ranked, const QrelsQuery* labels, QueryResult& info,
                    const std::int32_t* gradeByInputPos, const RankedQueryGrades* rankGrades);
    // Computes every plan.fills curve (all 1 under scoreOne) and adds the mean curves' points
    // unless the query is skipped.
    void fillCurves(bool scoreOne, bool skipped);
    // Slot i's value for the judged query (its text too, for a text measure).
    double slotValue(std::size_t i);
    // Fills levelValues_ for the Levels slots from `first` on (one call for the measure's run).
    void computeLevels(std::size_t first);
    const EvalConfig& cfg_;
    const EvalPlan& plan_;
    JudgedRanking jr_;
    std::vector<double> buf_;
    // A Levels measure's values for its run of consecutive slots, computed in one call.
    std::vector<double> levelParams_, levelValues_;
    std::size_t levelStart_ = 0;
    std::vector<std::vector<double>> fillBuf_;  // one k-curve per plan.fills entry
};

// Fills aggregates, run-level values (needs the whole run; may be null), mean curves and
// the tie report of a result whose per-query values are complete.
void finishResult(EvalResult& res, const EvalPlan& plan, std::vector<QueryKernel>& kernels,
                  const Run* run, const Qrels& qrels);

}  // namespace ranklens::core::detail
