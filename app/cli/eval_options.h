#pragma once
// The evaluation options of `eval QRELS RUN`, `eval PROJECT` and `eval-project`: trec_eval's
// command line plus RankLens' definitions, and what they decide before anything is evaluated.
// A layer below the commands: the commands include it, it includes no command.
#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/definition_options.h"
#include "app/cli/eval_output.h"
#include "app/cli/exit_code.h"
#include "app/cli/item_options.h"
#include "core/definitions/eval_config.h"
#include "core/eval/evaluator.h"
#include "core/io/diversity_qrels.h"
#include "core/trec/zscores.h"

namespace ranklens::cli {

struct EvalCliOptions {
    std::vector<std::string> measures;  // -m, repeated
    bool perQuery = false;              // -q
    // -l -c -M --gain --gain-values --ideal --ties -J --ndcg-threshold --empty-queries
    // --log-base --err-max-grade --alpha --rbp-p --trec-eval-version: core's schema.
    DefinitionOptions definitions;
    std::string format = "trec";
    std::string zscoresFile;                     // -Z: per-query values as z-scores (trec_eval -Z)
    bool noSummary = false;                      // -n: no summary lines (trec_eval -n)
    long docsInCollection = 0;                   // -N: collection size, for utility (trec_eval -N)
    std::string resultsFormat = "trec_results";  // -T: trec_eval's only results format
    bool reportTies = false;
    int curves = 0;  // --curves K: mean curves k = 1..K of every curve measure (tsv/json)
    int threads = 0;
    std::string diversityQrels;  // --diversity-qrels: subtopic labels (qid subtopic docid judgment)
    // Subtopic labels already loaded (eval PROJECT: a stored subtopic label set); wins over
    // diversityQrels.
    std::shared_ptr<const core::DiversityQrels> diversityLoaded;
    // Beyond-accuracy measures: --items, --popularity, --popularity-users (and a project's items).
    ItemRequest items;
};

// Adds the evaluation options (-m -q -c -l -M --gain --ideal --ties --format ...) to cmd.
void addEvalOptions(CLI::App* cmd, EvalCliOptions& o);

// The trec_eval release the options evaluate as. The default mode is a superset of trec_eval
// 9.0.8: a command naming a measure 9.0.8 lacks (rbp, rbp_resid, unj, dcg, ideal_dcg) has no
// 9.0.8 output, so it gets trec_eval 10.0's; `note` then says so (else it is left empty).
core::TrecEvalVersion trecEvalVersionFor(const EvalCliOptions& o, std::string& note);

// Everything the options decide before evaluating, read once per command and release.
struct PreparedEval {
    core::EvalConfig cfg;
    std::optional<core::ZScores> zscores;  // -Z, read before evaluating
    core::EvalOptions eval;
    OutputOptions out;
    std::shared_ptr<const core::DiversityQrels> diversity;  // --diversity-qrels, read once
    std::vector<std::string> notes;  // for stderr: measures left out, the release chosen
};

// Reads the options into p. Returns Ok, or (after printing why) the exit status when they are
// unusable: 1 for an unknown measure, 2 for parameters trec_eval refuses (its "cannot
// initialize measure"). Throws core::ParseError for a bad -Z or --diversity-qrels file and
// CommandFailure for a -T other than trec_results.
ExitCode prepareEval(const EvalCliOptions& o, PreparedEval& p);

}  // namespace ranklens::cli
