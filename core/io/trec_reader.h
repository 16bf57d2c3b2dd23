#pragma once
// TREC formats, parsed as trec_eval does (fields split on any whitespace, blank lines ignored).
#include <string>

#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

// Run lines: "qid iter docid rank score tag [ignored...]" (at least 6 fields). The score must
// be a number and the rank an integer. The run's name is the last line's tag, as trec_eval.
// Throws ParseError ("file:line: what") on bad input, std::runtime_error when unreadable.
Run readTrecRun(const std::string& path, const ParseOptions& opts = {},
                ParseReport* report = nullptr);

// Qrels lines: "qid iter docid rel" (exactly 4 fields; rel an integer, negative allowed).
Qrels readTrecQrels(const std::string& path, const ParseOptions& opts = {},
                    ParseReport* report = nullptr);

}  // namespace ranklens::core
