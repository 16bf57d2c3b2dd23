#pragma once
// JSON Lines input: one object per line, with the same field names as CSV headers, e.g.
//   {"query": "q1", "doc": "d7", "score": 12.5}      (run: score and/or rank)
//   {"query": "q1", "doc": "d7", "label": 2}         (labels)
// and ranx-style run/qrels dictionaries in one JSON document: {"q1": {"d7": 12.5, ...}, ...}.
#include <string>
#include <string_view>

#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

Run readJsonlRun(const std::string& path, const ParseOptions& opts = {},
                 ParseReport* report = nullptr);
Qrels readJsonlQrels(const std::string& path, const ParseOptions& opts = {},
                     ParseReport* report = nullptr);

// What one JSON Lines record is, by the fields the readers look for: Run when it has a score or
// rank, else Qrels when it has a label; Unknown for anything else (or not an object).
enum class JsonRecordKind { Run, Qrels, Unknown };
JsonRecordKind jsonRecordKind(std::string_view line);

}  // namespace ranklens::core
