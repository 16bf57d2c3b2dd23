#pragma once
// Reads a run or qrels file in whichever supported format it is in (TREC or CSV/TSV with a
// header), deciding by the first non-blank line.
#include <string>

#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

enum class InputFormat { Trec, Delimited, Json };

// Json when the first non-blank character is '{' (JSON Lines or a ranx dictionary);
// Delimited when the first non-blank line is a header naming known columns; else TREC.
InputFormat detectFormat(const std::string& path);
Run readRun(const std::string& path, const ParseOptions& opts = {}, ParseReport* report = nullptr);
Qrels readQrels(const std::string& path, const ParseOptions& opts = {},
                ParseReport* report = nullptr);

}  // namespace ranklens::core
