#pragma once
// Runs what the evaluation options ask for and prints it: shared by `eval QRELS RUN`,
// `eval PROJECT` and `eval-project`. A layer below the commands: it includes no command.
#include <optional>
#include <string>

#include "app/cli/eval_options.h"
#include "app/cli/exit_code.h"
#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::cli {

// Where a run and its labels came from, as the output names them.
struct EvalSources {
    std::string run, labels, labelSet;
};

// One command's evaluations: its options prepared once (the streaming path's fallback to
// reading the run into memory reuses them) and their notes said once on stderr.
class EvalRunner {
  public:
    // Decides the release first: the default mode is a superset of trec_eval 9.0.8, so a
    // command naming a measure only 10.0 has is evaluated as 10.0 (said on stderr at once).
    explicit EvalRunner(EvalCliOptions o);
    const EvalCliOptions& options() const { return o_; }
    bool isTrecEval10() const;
    // The default mode met input only trec_eval 10.0 reads: the options are prepared again as
    // 10.0's (all_trec and -Z follow the release); their notes are not said again.
    void switchToTrecEval10();

    // Evaluates and prints to stdout. Returns Ok, or Usage / NothingToEvaluate after a message
    // on stderr (bad options, no query with both results and labels).
    ExitCode evaluate(core::Run& run, const core::Qrels& qrels, const EvalSources& sources);
    // Same, but the run is a file: evaluated straight from disk when it is a plain TREC run (the
    // streaming fast path), else read into memory first. Throws core::ParseError on bad input.
    ExitCode evaluateFile(const std::string& runPath, const core::Qrels& qrels,
                          const std::string& labelsSource, const core::ParseOptions& po);

  private:
    ExitCode prepare();  // on first use; later calls return the first's status
    ExitCode report(core::EvalResult result, const EvalSources& sources, const ItemSetup& items,
                    const core::Qrels& qrels) const;

    EvalCliOptions o_;
    std::optional<PreparedEval> p_;
    std::optional<ExitCode> status_;
    bool noted_ = false;
};

// Evaluates a run of a project against one of its label sets and prints exactly what
// `eval QRELS RUN` prints for the original files. runSel / labelsSel: id or name; empty = the
// newest run / the active label set. Returns Ok, Usage (bad selection or options) or
// NothingToEvaluate; throws CommandFailure (BadInput) on a store error.
ExitCode evaluateProject(const std::string& project, const std::string& runSel,
                         const std::string& labelsSel, const EvalCliOptions& o);

}  // namespace ranklens::cli
