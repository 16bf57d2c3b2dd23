#pragma once
// "Who gets shown?" for every ranked run of an evaluation: per item group (the project's item
// category), the share of position-discounted attention the group's items receive in the top k
// next to its share of the relevant items (core/beyond/group_exposure.h, as `ranklens-cli
// exposure`), and each run's whole-run Gini index of item exposure @k and catalogue coverage @k
// (the same values as the CLI's gini@k and coverage@k: one number per run, never a mean over
// queries). Pure computation on an immutable ProjectData snapshot: run off the GUI thread.
#include <QString>
#include <string>
#include <vector>

#include "core/base/progress.h"
#include "core/beyond/group_exposure.h"
#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

struct RunExposure {
    int run = 0;  // index into the evaluation's runs (its colour)
    QString name;
    core::GroupExposure groups;  // k, lists counted, a row per group the run shows or labels
    double gini = 0;             // RUN-LEVEL: Gini index of item exposure @k, every list
    double coverage = 0;         // RUN-LEVEL: catalogue coverage @k, every list
};

struct ExposureReport {
    int k = 10;
    int threshold = 1;                // relevant: label >= threshold
    std::string segment;              // empty: every query
    std::vector<std::string> groups;  // every group of any run, by name, "(none)" last
    std::vector<RunExposure> runs;    // ranked runs only (an evaluated run has no list)
    // True when the runs' relevant shares differ (they returned different queries).
    bool relevantDiffers = false;

    // The row of group g in run r, or nullptr when that run neither shows nor labels it.
    const core::GroupExposureRow* row(std::size_t r, const std::string& g) const;
};

// Item -> group from the project's item categories (empty when the project has none).
core::GroupOf groupsOf(const ProjectData& d);

// Computes the report for the evaluation's runs (ordered as it ordered them) at its k and
// relevance threshold; segment restricts the exposure to that segment's queries (the run-level
// values always read every list). Throws core::Cancelled when progress returns false.
ExposureReport computeExposure(const Evaluation& ev, const std::string& segment,
                               const core::ProgressFn& progress = {});

}  // namespace ranklens::ui
