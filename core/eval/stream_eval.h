#pragma once
// Fast path for the most common job — evaluate one TREC run file against labels — without
// holding the run in memory: the file is cut into line-aligned byte ranges, one per thread;
// each thread parses its range in place and evaluates every query as soon as its block of
// lines is complete. Results are identical to readTrecRun() + evaluate().
#include <optional>
#include <string>

#include "core/eval/evaluator.h"
#include "core/model/qrels.h"

namespace ranklens::core {

// Returns nullopt when this path cannot guarantee the exact result, and the caller must use
// readRun() + evaluate() instead (which also produces the precise error messages): gzip
// input, a malformed line, a docid listed twice in a query, a query whose lines are not
// contiguous, or a run-level measure (coverage). Throws Cancelled when progress says stop.
std::optional<EvalResult> evaluateTrecRunFile(const std::string& runPath, const Qrels& qrels,
                                              const EvalConfig& cfg, const EvalOptions& opts);

}  // namespace ranklens::core
