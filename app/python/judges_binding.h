#pragma once
// Several label sets in Python (issue 47): ranklens.agreement, consensus and label_sensitivity,
// on the engine and JSON the CLI's agreement / consensus / label-sensitivity use
// (app/cli/label_sets_input.h, app/cli/judges_json.h), so both give the same numbers.
#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "app/python/eval_binding.h"

namespace ranklens::python {

// Label files (a judge column gives one set per judge) or one project with `sets` named:
// [(name, Qrels)], as the CLI reads them.
py::list readLabelSets(const std::vector<std::string>& inputs,
                       const std::vector<std::string>& sets);

// sets: [(name, Qrels)]; gold: None or (name, Qrels). The CLI's `agreement --format json`
// (with byQuery, `--by-query`).
std::string agreementJson(const py::list& sets, const py::object& gold, bool byQuery = false);

// {"qid", "docid", "label"} columns and "ties": [(qid, docid, [grades], taken or None)].
py::dict consensusOf(const py::list& sets, const std::string& rule, const std::string& ties,
                     std::size_t minSets);

// sets as above; runs: [Run]; names: one per run; options: measures, test, permutations, seed,
// correction, alpha, threshold, threads, impact ([run1, run2] names), impact_top, holes ([run1,
// run2] names), holes_k. The CLI's `label-sensitivity --format json` (--impact, --holes).
std::string labelSensitivityJson(const py::list& sets, const py::list& runs,
                                 const std::vector<std::string>& names, const py::dict& options);

}  // namespace ranklens::python
