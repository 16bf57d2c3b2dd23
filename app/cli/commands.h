#pragma once
// Sub-commands of ranklens-cli. Each registers itself on the app and runs when chosen.
#include <CLI/CLI.hpp>

namespace ranklens::cli {

void registerEvalCommand(CLI::App& app);
void registerMeasuresCommand(CLI::App& app);
void registerCompareCommand(CLI::App& app);
// Store commands (import, and eval on a project) — see store_commands.cpp.
void registerStoreCommands(CLI::App& app);
// export-labels and agreement — see label_commands.cpp.
void registerLabelCommands(CLI::App& app);

}  // namespace ranklens::cli
