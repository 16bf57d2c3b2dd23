#pragma once
// What a project shows when it is reopened, kept in the project file (not per machine): the
// definitions in force (every EvalConfig field, RBP's p included, through
// core/store/project_settings.h) and k, the chosen metrics, cut-offs and runs, and the open query
// with the draft shown for it. Plain data and its key=value form; ui/app/project_memory.h applies
// it to the window.
#include <QStringList>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/compare/comparison_input.h"
#include "core/definitions/eval_config.h"
#include "core/measures/measure.h"

namespace ranklens::ui {

class ProjectKeep;

struct ProjectViewState {
    std::optional<core::EvalConfig> config;  // nullopt: none stored
    int k = 0;                               // 0: none stored
    std::vector<const core::MeasureInfo*> metrics;
    std::vector<int> cutoffs;
    QStringList hiddenRuns;  // runs whose curves are switched off
    QString runName, qid;    // the open query (empty: none)
    std::int64_t draftId = 0;
    bool metricsStored = false, runsStored = false;
    // How Compare pairs a run with the baseline (nullopt: none stored, the default).
    std::optional<core::compare::Pairing> pairing;
    // Compare's runs: the baseline and the runs left out (empty: the default, every run).
    QString compareBaseline;
    QStringList compareLeftOut;
    // The queries view: runs A and B of its deltas (empty: the default pair) and "worst first".
    QString queriesRunA, queriesRunB;
    bool worstFirst = false;

    bool operator==(const ProjectViewState&) const = default;
};

using SettingPairs = std::vector<std::pair<std::string, std::string>>;

// The settings table's form: definitions (under "definitions.") and view (under "view.").
SettingPairs definitionsSettings(const ProjectViewState& s);
SettingPairs viewSettings(const ProjectViewState& s);
// Back from both lists; unknown keys and unreadable values are skipped (named in problems).
ProjectViewState viewStateFrom(const SettingPairs& definitions, const SettingPairs& view,
                               QStringList* problems = nullptr);

inline constexpr const char* kDefinitionsPrefix = "definitions.";
inline constexpr const char* kViewPrefix = "view.";

// Reads / writes the state of the open project. save: false + error on a read-only project.
ProjectViewState loadViewState(const ProjectKeep& keep);
bool saveViewState(ProjectKeep& keep, const ProjectViewState& s, QString* error = nullptr);

}  // namespace ranklens::ui
