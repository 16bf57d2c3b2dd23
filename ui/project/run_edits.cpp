// A label set's deletion is the labels' (ProjectLabels); a run's is kept here until the project
// is closed: the store deletes it, with its what-if drafts, then. Renaming a run is written at
// once (undo renames it back).
#include "ui/project/run_edits.h"

namespace ranklens::ui {

void RunEdits::setRunDeleted(std::int64_t runInfoId, bool deleted) {
    if (!store_.isOpen()) return;
    deleted_.mark(runInfoId, deleted);
    publisher_.republish();
}

bool RunEdits::renameRun(std::int64_t runId, const QString& name, QString* error, bool restoring) {
    if (!store_.isOpen()) return false;
    if (!store_.tryWith(
            [&](store::RunStore& s) { s.renameRun(runId, name.toStdString(), restoring); }, error))
        return false;
    publisher_.reloadAll();
    return true;
}

bool RunEdits::saveRun(const core::Run& run, const QString& name, const QString& notes,
                       QString* error) {
    if (!store_.isOpen()) return false;
    if (!store_.tryWith(
            [&](store::RunStore& s) { s.saveRun(run, name.toStdString(), notes.toStdString()); },
            error))
        return false;
    publisher_.reloadAll();
    return true;
}

void RunEdits::applyDeletions() {
    if (!store_.isOpen() || deleted_.empty() || store_.isReadOnly()) {
        deleted_.clear();
        return;
    }
    store_.with([&](store::ProjectStore& s) { deleted_.commit(s, s); });
}

}  // namespace ranklens::ui
