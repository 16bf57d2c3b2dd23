#pragma once
// An evaluated run (per-query values computed elsewhere, no ranked list) in the explorer's
// evaluation: the values it has, NaN for the measures it lacks. Pure computation, no widgets.
#include <vector>

#include "core/eval/evaluated_run.h"

namespace ranklens::ui {

// The result of `run` with one column per request (each one measure at one parameter, in
// request order; NaN per query when the run has no such measure). Queries: those with any
// value of a measure RankLens knows, and labelled (RunAndLabels; labels without queries
// restrict nothing), or every labelled query (AllLabelled), a query without values then scoring
// 0 where the run has the measure. curves[i] (k = 1..K) holds the mean of curveMeasures[i] at
// the cut-offs the run has and NaN elsewhere: there is no ranked list to compute the rest.
core::EvalResult evaluatedRunResult(const core::EvaluatedRun& run,
                                    const std::vector<core::MeasureRequest>& requests,
                                    const std::vector<const core::MeasureInfo*>& curveMeasures,
                                    int K, const core::Qrels& labels, const core::EvalConfig& cfg);

// The cut-offs k (ascending) at which the run has a value of measure m; empty for none.
std::vector<int> cutoffsOf(const core::EvaluatedRun& run, const core::MeasureInfo& m);

}  // namespace ranklens::ui
