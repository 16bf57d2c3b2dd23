#pragma once
// The behaviour options of `ranklens-cli import PROJECT` (issue 18): click logs with displayed
// positions (--log FILE --position-column COL [--eta] [--clip]), online results per run
// (--online FILE) and the training-data cutoff of the runs imported with --run
// (--trained-until TIME); the leak check after each of them.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/exit_code.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

struct BehaviourImportCli {
    std::string positionColumn, trainedUntil;
    double eta = 1.0, clip = 10.0;
    std::vector<std::string> clickEvents{"click"}, exposureEvents{"impression", "exposure", "view"};
    std::vector<std::string> online;
    bool dropLeaks = false, allowDuplicate = false;
    bool storesClickLogs() const { return !positionColumn.empty(); }
};

void addBehaviourImportOptions(CLI::App* imp, BehaviourImportCli& c);

// --trained-until as seconds since 1970 (nullopt when not given), checked before anything is
// imported: throws CommandFailure (usage) on a bad time. The run import stores it with the run.
std::optional<double> trainedUntil(const BehaviourImportCli& c);
// Imports one click log (with its leak drop, one transaction); prints what it stored, its time
// range and the leak check.
void importClickLog(store::ProjectStore& ps, const BehaviourImportCli& c, const std::string& file,
                    const std::string& name);
// `info`: the click logs, training cutoffs and online results.
void printBehaviourInfo(const store::ProjectStore& ps);
// Imports the --online files (each all or nothing).
ExitCode importOnline(store::ProjectStore& ps, const BehaviourImportCli& c);

}  // namespace ranklens::cli
