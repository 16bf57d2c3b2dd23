#pragma once
// The leaderboard behind ranklens.leaderboard: core/compare's leaderboard (the one the CLI's
// leaderboard prints), rendered by its JSON renderer.
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "app/python/eval_binding.h"

namespace ranklens::python {

// runs: RunHandles (two or more); names: one per run; options: keys as the CLI's leaderboard
// options (measures, threshold, gain, ideal, ties, judged_only, ndcg_threshold, empty_queries,
// log_base, test, correction, alpha, confidence, power, permutations, seed, target_deltas,
// threads). Returns the leaderboard as JSON text; raises ValueError on bad options or input.
std::string leaderboardRuns(const QrelsHandle& labels, const py::list& runs,
                            const std::vector<std::string>& names, const py::dict& options);

}  // namespace ranklens::python
