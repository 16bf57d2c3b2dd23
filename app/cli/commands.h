#pragma once
// Sub-commands of ranklens-cli. Each registers its options on the app and the function that
// runs it; main runs the chosen one and exits with the code it returns (no command exits the
// process itself, so output is flushed and destructors run the same way for every command).
#include <CLI/CLI.hpp>
#include <functional>
#include <utility>
#include <vector>

#include "app/cli/exit_code.h"

namespace ranklens::cli {

class Commands {
  public:
    using Run = std::function<ExitCode()>;
    void add(CLI::App* sub, Run run) { commands_.emplace_back(sub, std::move(run)); }
    // Runs the sub-command the command line chose; prints a CommandFailure's message.
    ExitCode runChosen() const;

  private:
    std::vector<std::pair<CLI::App*, Run>> commands_;
};

void registerEvalCommand(CLI::App& app, Commands& commands);
void registerMeasuresCommand(CLI::App& app, Commands& commands);
void registerCompareCommand(CLI::App& app, Commands& commands);
// Store commands (import, and eval on a project) — see store_commands.cpp.
void registerStoreCommands(CLI::App& app, Commands& commands);
// export-labels — see label_commands.cpp.
void registerLabelCommands(CLI::App& app, Commands& commands);
// Several label sets (issue 47): agreement, consensus and label-sensitivity, one file each.
void registerAgreementCommand(CLI::App& app, Commands& commands);
void registerConsensusCommand(CLI::App& app, Commands& commands);
void registerLabelSensitivityCommand(CLI::App& app, Commands& commands);
// log-eval and online-agreement (issue 18) — see behaviour_commands.cpp.
void registerBehaviourCommands(CLI::App& app, Commands& commands);
// `exposure`: attention share per item group next to its share of relevant items.
void registerExposureCommand(CLI::App& app, Commands& commands);
// `explain`: one query's value of one measure, rank by rank.
void registerExplainCommand(CLI::App& app, Commands& commands);
// `practice`: print, write and grade exercise sets for a course (issue 34).
void registerPracticeCommand(CLI::App& app, Commands& commands);

}  // namespace ranklens::cli
