// ranklens-cli: headless entry point (no Qt). trec_eval-compatible evaluation and the store.
#include <CLI/CLI.hpp>

#include <string>

#include "app/cli/commands.h"
#include "core/version.h"

int main(int argc, char** argv) {
    CLI::App app{
        "RankLens command line: evaluate ranked lists (trec_eval compatible) and manage "
        "RankLens projects."};
    app.set_version_flag("--version", "ranklens-cli " + std::string(ranklens::kVersion));
    app.require_subcommand(1);
    ranklens::cli::registerEvalCommand(app);
    ranklens::cli::registerMeasuresCommand(app);
    ranklens::cli::registerCompareCommand(app);
    ranklens::cli::registerStoreCommands(app);
    ranklens::cli::registerLabelCommands(app);
    CLI11_PARSE(app, argc, argv);
    return 0;
}
