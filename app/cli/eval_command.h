#pragma once
// `ranklens-cli eval QRELS RUN`: trec_eval's command line, plus RankLens' definitions.
// The option set and the evaluation step are shared with `eval PROJECT` (store commands).
#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

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
    bool complete = false;              // -c
    double threshold = 1;               // -l (between whole numbers: real-valued labels only)
    long maxDocs = 0;                   // -M
    std::string gain = "linear";
    std::vector<double> gainValues;  // --gain-values: custom gain per grade 0,1,2...
    std::string ideal = "labels";
    std::string ties = "trec_eval";
    bool judgedOnly = false;            // -J
    bool ndcgThreshold = false;         // --ndcg-threshold
    std::string emptyQueries = "zero";  // --empty-queries
    std::string logBase = "2";          // --log-base
    std::string format = "trec";
    std::string trecEvalVersion = "9.0.8";       // --trec-eval-version 9.0.8|10.0
    std::string zscoresFile;                     // -Z: per-query values as z-scores (trec_eval -Z)
    bool noSummary = false;                      // -n: no summary lines (trec_eval -n)
    long docsInCollection = 0;                   // -N: collection size, for utility (trec_eval -N)
    std::string resultsFormat = "trec_results";  // -T: trec_eval's only results format
    bool reportTies = false;
    int curves = 0;  // --curves K: mean curves k = 1..K of every curve measure (tsv/json)
    int threads = 0;
    int errMaxGrade = 4;         // --err-max-grade: gmax of ERR's (2^g - 1) / 2^gmax
    std::string diversityQrels;  // --diversity-qrels: subtopic labels (qid subtopic docid judgment)
    double alpha = 0.5;          // --alpha: novelty discount of alpha-nDCG and ERR-IA
    double rbpP = 0.8;           // --rbp-p: persistence of rbp_cut@k
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

// The definitions of issue 11 (-J, --ndcg-threshold, --empty-queries, --log-base), shared by
// eval and compare; applyDefinitionOptions copies their (checked) values into cfg.
void addDefinitionOptions(CLI::App* cmd, bool& judgedOnly, bool& ndcgThreshold,
                          std::string& emptyQueries, std::string& logBase);
void applyDefinitionOptions(bool judgedOnly, bool ndcgThreshold, const std::string& emptyQueries,
                            const std::string& logBase, core::EvalConfig& cfg);

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
