#pragma once
// Evaluates a run against labels: per query, ONE pass fills the whole k-curve of every
// requested measure; per-query values at the requested cut-offs and mean curves come out.
#include "core/eval/eval_result.h"

namespace ranklens::core {

// Evaluates the run in cfg.ties order, never changing it: a run not already ordered so is read
// one query at a time, each worker ordering the query into its own buffer (queryInOrder), so
// one run in trec_eval order serves every tie policy. Throws Cancelled when progress returns
// false. Queries: in both run and labels (RunAndLabels) or every labelled query.
EvalResult evaluate(const Run& run, const Qrels& qrels, const EvalConfig& cfg,
                    const EvalOptions& opts);
// The same after ordering the run by cfg.ties in place (Run::order, on every thread): for a
// run read from a file and evaluated once (the CLI), where the buffers would only add copies.
EvalResult evaluate(Run& run, const Qrels& qrels, const EvalConfig& cfg, const EvalOptions& opts);

}  // namespace ranklens::core
