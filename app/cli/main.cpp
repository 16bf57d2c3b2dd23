// ranklens-cli: headless entry point (no Qt). trec_eval-compatible evaluation and the store.
#include <unistd.h>
#include <CLI/CLI.hpp>
#include <csignal>
#include <cstdio>
#include <cstring>

#include <string>

#include "app/cli/commands.h"
#include "core/base/version.h"

namespace ranklens::cli {

ExitCode Commands::runChosen() const {
    for (const auto& [sub, run] : commands_) {
        if (!sub->parsed()) continue;
        try {
            return run();
        } catch (const CommandFailure& f) {
            if (!f.what.empty()) std::fprintf(stderr, "ranklens-cli: %s\n", f.what.c_str());
            return f.code;
        } catch (const std::exception& e) {  // a store error outside a command's own checks
            const CommandFailure f = inputFailure(e);
            std::fprintf(stderr, "ranklens-cli: %s\n", f.what.c_str());
            return f.code;
        }
    }
    return ExitCode::Ok;
}

namespace {

// The run is read through a memory map (core/io/mapped_lines): a file that another program
// truncates while it is read raises SIGBUS. Say so instead of dying with a bus error; nothing
// has been written by then (the eval command writes only to stdout).
extern "C" void inputShrank(int) {
    static const char msg[] =
        "ranklens-cli: an input file became shorter while it was being read (another program "
        "changed it); no result was produced\n";
    const ssize_t ignored = write(STDERR_FILENO, msg, sizeof msg - 1);
    (void)ignored;
    _exit(static_cast<int>(ExitCode::BadInput));
}

void reportTruncatedInputs() {
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = inputShrank;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGBUS, &sa, nullptr);
}

}  // namespace
}  // namespace ranklens::cli

int main(int argc, char** argv) {
    using namespace ranklens::cli;
    reportTruncatedInputs();
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
    registerAgreementCommand(app, commands);
    registerConsensusCommand(app, commands);
    registerLabelSensitivityCommand(app, commands);
    registerBehaviourCommands(app, commands);
    registerExposureCommand(app, commands);
    registerExplainCommand(app, commands);
    registerPracticeCommand(app, commands);
    registerLeaderboardCommand(app, commands);
    registerOverlapCommand(app, commands);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // --help and --version exit 0; every refused option (an out-of-range number included,
        // checked by core/base/number_check) is a usage error, never CLI11's own codes (105, ...).
        const int printed = app.exit(e);
        return printed == 0 ? 0 : static_cast<int>(ExitCode::Usage);
    }
    const ExitCode code = commands.runChosen();
    std::fflush(stdout);
    return static_cast<int>(code);
}
