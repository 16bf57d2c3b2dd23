#pragma once
// `ranklens-cli eval QRELS RUN`: trec_eval's command line, plus RankLens' definitions.
// The option set and the evaluation step are shared with `eval PROJECT` (store commands).
#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/definition_options.h"
#include "app/cli/eval_output.h"
#include "app/cli/exit_code.h"
#include "core/beyond/beyond_accuracy.h"
#include "core/eval_config.h"
#include "core/io/diversity_qrels.h"
#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

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
    // Beyond-accuracy measures (app/cli/item_options.h).
    std::string items;                // --items FILE: docid, category[, popularity]
    std::string popularity = "auto";  // --popularity auto|items|run|labels|labels:NAME
    double popularityUsers = 0;       // --popularity-users: N of novelty for a column
    std::shared_ptr<const core::ItemCatalogue> itemsLoaded;     // eval PROJECT: its items
    std::string itemsSourceName;                                // ... and how to name them
    std::shared_ptr<const core::Qrels> popularityLabelsLoaded;  // eval PROJECT: labels:NAME
};

// Adds the evaluation options (-m -q -c -l -M --gain --ideal --ties --format ...) to cmd.
void addEvalOptions(CLI::App* cmd, EvalCliOptions& o);

// Evaluates and prints to stdout. Returns Ok, or Usage / NothingToEvaluate after a message on
// stderr (bad options, no query with both results and labels).
ExitCode runEvaluation(core::Run& run, const core::Qrels& qrels, const EvalCliOptions& o,
                       const std::string& runSource, const std::string& labelsSource,
                       const std::string& labelSetName = {});

// Same, but the run is a file: evaluated straight from disk when it is a plain TREC run (the
// streaming fast path), else read into memory first. Throws core::ParseError on bad input.
ExitCode runFileEvaluation(const std::string& runPath, const core::Qrels& qrels,
                           const EvalCliOptions& o, const std::string& labelsSource,
                           const core::ParseOptions& parseOptions);

}  // namespace ranklens::cli
