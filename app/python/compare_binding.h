#pragma once
// The comparison behind ranklens.compare: core/compare's pipeline (the one the CLI's compare
// and the GUI run), its report rendered by core's JSON renderer.
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "app/python/eval_binding.h"
#include "core/eval/evaluated_run.h"

namespace ranklens::python {

// runs: baseline first, each a RunHandle (a ranked run) or an evaluated run as a tuple
// (qids, {column: values}) -- per-query values computed elsewhere (an EvalResult), qids in
// byte order, NaN where the run has no value; names: one per run; queries: {qid: (segment,
// weight)}; options: keys as the CLI's compare options (measures, pairing, complete,
// threshold, gain, ideal, ties, judged_only, ndcg_threshold, empty_queries, log_base, test,
// permutations, bootstrap, confidence, seed, correction, alpha, weighted, segments, preset,
// primary, guards, sensitivity, threads). Returns the report as JSON text. Raises ValueError
// on bad options or nothing to compare.
// An evaluated run named `name` from (qids, {column: values}) (an EvalResult's values, NaN
// where the run has no value): each column resolved like an imported evaluated run's measure
// names ("ndcg_cut_10", "P_5", "map"); unknown ones are kept, flagged. Compare and the
// leaderboard take it in a run's place.
core::EvaluatedRun evaluatedRunOf(const std::string& name, const py::tuple& t);

std::string compareRuns(const QrelsHandle& labels, const py::list& runs,
                        const std::vector<std::string>& names, const py::dict& queries,
                        const py::dict& options);

}  // namespace ranklens::python
