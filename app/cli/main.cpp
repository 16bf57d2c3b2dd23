// ranklens-cli: headless entry point (no Qt). trec_eval-compatible evaluation and the store.
#include <CLI/CLI.hpp>
#include <cstdio>

#include <string>

#include "app/cli/commands.h"
#include "core/version.h"

namespace ranklens::cli {

ExitCode Commands::runChosen() const {
    for (const auto& [sub, run] : commands_) {
        if (!sub->parsed()) continue;
        try {
            return run();
        } catch (const CommandFailure& f) {
            if (!f.what.empty()) std::fprintf(stderr, "ranklens-cli: %s\n", f.what.c_str());
            return f.code;
        }
    }
    return ExitCode::Ok;
}

}  // namespace ranklens::cli

int main(int argc, char** argv) {
    using namespace ranklens::cli;
    CLI::App app{
        "RankLens command line: evaluate ranked lists (trec_eval compatible) and manage "
        "RankLens projects."};
    app.set_version_flag("--version", "ranklens-cli " + std::string(ranklens::kVersion));
    app.require_subcommand(1);
    Commands commands;
    registerEvalCommand(app, commands);
    registerMeasuresCommand(app, commands);
    registerCompareCommand(app, commands);
    registerStoreCommands(app, commands);
    registerLabelCommands(app, commands);
    registerBehaviourCommands(app, commands);
    registerExposureCommand(app, commands);
    CLI11_PARSE(app, argc, argv);
    const ExitCode code = commands.runChosen();
    std::fflush(stdout);
    return static_cast<int>(code);
}
