#pragma once
// Store commands of ranklens-cli: import, info, and eval on a project.
#include <memory>
#include <optional>
#include <string>

#include "app/cli/eval_command.h"
#include "app/cli/exit_code.h"
#include "core/store/project_store.h"

namespace ranklens::cli {

// Evaluates a run of a project against one of its label sets and prints exactly what
// `eval QRELS RUN` prints for the original files. runSel / labelsSel: id or name; empty = the
// newest run / the active label set. Returns Ok, Usage (bad selection or options) or
// NothingToEvaluate; throws CommandFailure (BadInput) on a store error.
ExitCode evaluateProject(const std::string& project, const std::string& runSel,
                         const std::string& labelsSel, const EvalCliOptions& o);

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

}  // namespace ranklens::cli
