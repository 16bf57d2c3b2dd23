#pragma once
// Opening a project and loading its data in one job (ProjectSession::openInBackground): the
// store's checks (core/store/project_check.h: PRAGMA quick_check and the id checks read the whole
// file) run on a read-only connection of their own, with a small page cache, while the data loads
// on a second read-only connection. The data is used only once the checks pass; a file they
// refuse throws their refusal and what was loaded is dropped. Nothing is written to the file
// before the checks pass: the store the session keeps is opened (and, when writable, switched to
// WAL) only afterwards. Files that are absent, empty, of an older schema or not readable that way
// are opened and loaded one after the other, as ProjectSession::open does; so is a file whose
// checks could not run beside the load (an SQLite error of the medium rather than a refusal) or
// whose load failed although the checks passed.
#include <QString>
#include <memory>

#include "core/base/progress.h"
#include "core/store/project_store.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

struct CheckedLoad {
    std::unique_ptr<store::ProjectStore> store;
    std::shared_ptr<ProjectData> data;
    // How long the checks and the load took (wall ms; at the same time when overlapped).
    double checksMs = 0, loadMs = 0;
};

// Throws what ProjectStore::open and loadProjectData throw (StoreError refusals first: a refused
// file reports the refusal even when its load failed too), core::Cancelled once progress returns
// false. overlap false: checks, then load (for measuring what overlapping brings).
CheckedLoad openCheckedAndLoad(const QString& path, const core::ProgressFn& progress,
                               bool overlap = true);

}  // namespace ranklens::ui
