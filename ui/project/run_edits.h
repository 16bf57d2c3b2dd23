#pragma once
// Deleting, renaming and saving runs of the open project. A deletion (of a run or an evaluated
// run) only hides it from the data published until the project is closed, so it is undoable
// until then (DeletedRuns); a rename and a saved run are written at once and the project is
// read again.
#include <QString>
#include <cstdint>

#include "core/model/run.h"
#include "ui/project/deleted_runs.h"
#include "ui/project/locked_store.h"
#include "ui/project/project_publisher.h"

namespace ranklens::ui {

class RunEdits {
  public:
    RunEdits(const LockedStore& store, ProjectPublisher& publisher)
        : store_(store), publisher_(publisher) {}

    // Deletes (or, deleted false, brings back) a run or an evaluated run by its RunInfo id: it
    // leaves the data published at once, and the store when the project is closed.
    void setRunDeleted(std::int64_t runInfoId, bool deleted);
    // Renames a run (not an evaluated run) in the store at once and reloads: false + error when
    // the store refuses (another run has the name, read-only project) — nothing changed then.
    // restoring: an undo giving back a name the run had, which another run may share.
    bool renameRun(std::int64_t runId, const QString& name, QString* error = nullptr,
                   bool restoring = false);
    // Saves a hand-made order as a new run, then reloads.
    bool saveRun(const core::Run& run, const QString& name, const QString& notes,
                 QString* error = nullptr);

    // The runs deleted in this session (the publisher hides them from what it publishes).
    const DeletedRuns& deleted() const { return deleted_; }
    // At close: what stayed deleted leaves the store (a read-only project keeps it).
    void applyDeletions();

  private:
    const LockedStore& store_;
    ProjectPublisher& publisher_;
    DeletedRuns deleted_;
};

}  // namespace ranklens::ui
