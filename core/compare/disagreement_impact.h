#pragma once
// Which disagreements between two label sets matter for one comparison: for a pair of runs and
// a measure, each item the two sets grade differently, ranked by how much the pair's delta
// (mean of run 2 minus mean of run 1, every labelled query of set a, as eval -c) moves when that
// one item takes set b's grade instead of set a's. An adjudicator resolves the first ones first.
#include <string>
#include <string_view>
#include <vector>

#include "core/base/progress.h"
#include "core/compare/comparison_input.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core::compare {

struct DisagreementImpact {
    std::string qid, doc;
    std::int32_t gradeA = 0, gradeB = 0;
    double delta = 0;     // the pair's delta under set a
    double deltaIfB = 0;  // the same with this one item graded as set b grades it
    double shift() const { return deltaIfB - delta; }
};

// Run `run`'s list of one query alone (none when it did not return qid), ordered as the run is:
// a one-query evaluation of the whole run would walk every query of it (7,000 for each item).
Run oneQueryOf(const Run& run, std::string_view qid);

// Every item both sets graded differently, largest |shift| first (equal shifts: qid, then doc,
// in byte order). runs: the two runs (ordered by cfg.ties or not). progress (done, total
// disagreements) may cancel (-> core::Cancelled). Throws std::invalid_argument for a measure
// that is not a per-query mean (geometric means and run-level measures).
std::vector<DisagreementImpact> rankDisagreements(const Run& run1, const Run& run2, const Qrels& a,
                                                  const Qrels& b, const EvalConfig& cfg,
                                                  const MetricColumn& metric,
                                                  const ProgressFn& progress = {});

}  // namespace ranklens::core::compare
