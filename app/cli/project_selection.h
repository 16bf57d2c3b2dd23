#pragma once
// A project and the run / label set a command names in it (by name or id). Shared by the
// commands that read a project (eval, compare, leaderboard, exposure, export-labels, log-eval):
// a layer below them, including no command.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/store/project_store.h"

namespace ranklens::cli {

// True when sel names this id (sel all digits and equal to it).
bool isIdOf(const std::string& sel, std::int64_t id);

// Opens an existing project; throws store::StoreError when there is no such file (never
// creates one).
std::unique_ptr<store::ProjectStore> openExisting(const std::string& path);
// The run / label set chosen on the command line by name or id; an empty choice selects the
// newest run / the active label set. nullopt after printing why to stderr (prefixed by project).
std::optional<store::RunInfo> findRun(const store::ProjectStore& ps, const std::string& project,
                                      const std::string& sel);
std::optional<store::LabelSetInfo> findLabelSet(const store::ProjectStore& ps,
                                                const std::string& project, const std::string& sel);
// Prints "ranklens-cli: PROJECT: what" to stderr (a selection the project cannot answer).
void printSelectionError(const std::string& project, const std::string& what);

}  // namespace ranklens::cli
