#pragma once
// The evaluation behind ranklens.evaluate: keyword definitions -> the engine's EvalConfig and
// measure requests (named and checked as the CLI's options are), then core::evaluate with the
// GIL released, and the result as numpy arrays plus the CLI's own JSON summary.
#include <pybind11/pybind11.h>

#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>

#include "core/eval/evaluator.h"
#include "core/io/diversity_qrels.h"

namespace ranklens::python {

namespace py = pybind11;

// A run as the engine holds it. Evaluation orders it in place: the mutex keeps two threads
// from ordering one run at once (they take turns; different runs evaluate in parallel).
struct RunHandle {
    core::Run run;
    std::mutex busy;
};

struct QrelsHandle {
    core::Qrels qrels;
};

// Everything the keyword definitions decide.
struct Prepared {
    core::EvalConfig cfg;
    core::EvalOptions eval;
    std::shared_ptr<const core::DiversityQrels> diversity;
    std::vector<std::string> notes;  // measures left out (ties="average"), as the CLI warns
};

// Reads the options dict: the definitions under their Python names
// (core/definitions/definition_schema.h: complete, threshold, max_docs, gain, gain_values, ideal,
// ties, judged_only, ...) and evalOwnKeys(). Raises ValueError on an unknown key or a bad value.
Prepared prepareEvaluation(const py::dict& options);

// The evaluation definitions among the options of another function (compare, leaderboard):
// the schema's definitions of every command (complete, threshold, gain, ideal, ties,
// judged_only, ndcg_threshold, empty_queries, log_base), read by prepareEvaluation so their names
// and checks are the evaluation's. With `complete` given, that definition is fixed to it and not an
// option. A key that is neither a definition nor one of ownKeys raises TypeError "unknown <what>
// option '<key>'".
core::EvalConfig definitionsAmong(const py::dict& options, const std::set<std::string>& ownKeys,
                                  const std::string& what,
                                  std::optional<bool> complete = std::nullopt);

// core/definitions/definition_schema.h's rows as dicts (key, option, python, json, shape,
// every_command, choices, default, low, high): the module's tests walk them.
py::list definitionTable();
// evaluate()'s keywords beside the definitions' (measures, threads, items ...).
std::set<std::string> evalOwnKeys();

// Evaluates with the GIL released; returns a dict of numpy arrays and the summary JSON.
py::dict evaluateRun(RunHandle& run, const QrelsHandle& qrels, const py::dict& options);

// The CLI's file path: a plain TREC run file streamed from disk, anything else read first.
py::dict evaluateFile(const std::string& runPath, const QrelsHandle& qrels,
                      const py::dict& options);

}  // namespace ranklens::python
