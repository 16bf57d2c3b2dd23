#pragma once
// `eval -R FORMAT`: trec_eval's relevance formats other than ordinary qrels (-R prefs,
// -R qrels_prefs, -R qrels_jg) and their measures (all_prefs, prefs, qrels_jg), printed as
// trec_eval prints them. The computation is core/trec/rel_format_eval.h.
#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "app/cli/eval_options.h"
#include "app/cli/exit_code.h"
#include "core/io/parse_report.h"

namespace ranklens::cli {

// Adds -R (trec_eval's rel_info format; "qrels" by default) to eval. Any value is taken here:
// an unknown one is refused when the command runs, with trec_eval's exit code 2.
void addRelFormatOption(CLI::App* cmd, std::string& relFormat);

// Runs eval for -R prefs, qrels_prefs or qrels_jg and returns its exit code; for -R qrels it
// returns nullopt (the ordinary evaluation runs) unless a measure needs another format, which
// is refused with trec_eval's exit code 4. Prints errors to stderr with trec_eval's exit codes
// (1 unknown measure, 2 unknown -R or a bad cut-off, 4 a measure that cannot be computed, 7 no
// query to evaluate). Throws core::ParseError for bad input lines (the caller prints them) and
// std::runtime_error for an unreadable file.
std::optional<ExitCode> evalRelFormat(const std::string& relFormat, const std::string& relPath,
                                      const std::string& runPath, const EvalCliOptions& o,
                                      const core::ParseOptions& po);

}  // namespace ranklens::cli
