#include "ui/app/snapshot_opening.h"

#include <utility>

#include "ui/app/loading_state.h"
#include "ui/app/snapshot_keeper.h"
#include "ui/app/window_status.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

SnapshotOpening::SnapshotOpening(QObject* parent, const Parts& parts)
    : QObject(parent), parts_(parts) {}

bool SnapshotOpening::open(const QString& path) {
    std::shared_ptr<Evaluation> snapshot = keeper_ ? keeper_->lookup(path) : nullptr;
    if (!snapshot) return false;
    // Closes the open project first (its snapshot is kept). The checks and the load one after
    // the other: the numbers are on screen, the window's painting keeps a core (measured: the
    // overlapped checks slowed the snapshot's first paint on a busy 2-core machine).
    parts_.session->openInBackground(path, false);
    parts_.eval->setData(nullptr);  // nothing of the closed project is evaluated again
    parts_.status->showOpening(path);
    applyRequest(*snapshot);
    parts_.bar->setLabelSets(snapshot->data->labelSets, snapshot->data->labelSetId);
    parts_.loading->setLoading(true);
    parts_.eval->showSnapshot(std::move(snapshot));
    parts_.status->showBusy(
        true, tr("Checking and loading the project… — numbers shown from the last session"));
    return true;
}

// The definitions, measures and cut-offs the snapshot was made under, as if chosen: the
// project's own (restored when it opens) are the same, since the file is unchanged.
void SnapshotOpening::applyRequest(const Evaluation& snapshot) {
    parts_.definitions->setDefinitions(snapshot.request.defs);  // every view observes them
    parts_.curves->setSelectedMetrics(snapshot.request.metrics);
    parts_.eval->setMetrics(snapshot.request.metrics);
    parts_.curves->setCutoffs(snapshot.request.cutoffs);
    parts_.eval->setCutoffs(snapshot.request.cutoffs);
}

}  // namespace ranklens::ui
