// ProjectSession: deleting a run or an evaluated run, undoable until the project is closed. A
// deletion only hides the run from the data published (every view, evaluation and export);
// undo shows it again. The store deletes it — with its what-if drafts, which go with their run —
// when the project is closed, so a crash or a kill before that loses nothing.
#include <algorithm>

#include "ui/project/project_session.h"

namespace ranklens::ui {

void ProjectSession::setRunDeleted(std::int64_t runInfoId, bool deleted) {
    if (!store_) return;
    if (deleted)
        deletedRuns_.insert(runInfoId);
    else
        deletedRuns_.erase(runInfoId);
    if (!loaded_) return;
    data_ = withoutDeleted(loaded_);
    emit dataChanged(data_);
}

std::shared_ptr<const ProjectData> ProjectSession::withoutDeleted(
    const std::shared_ptr<const ProjectData>& d) const {
    if (!d || deletedRuns_.empty()) return d;
    auto out = std::make_shared<ProjectData>(*d);
    out->runInfos.clear();
    out->runs.clear();
    out->rankGrades.clear();
    out->evaluated.clear();
    for (std::size_t r = 0; r < d->runInfos.size(); ++r) {
        if (deletedRuns_.count(d->runInfos[r].id)) continue;
        out->runInfos.push_back(d->runInfos[r]);
        out->runs.push_back(r < d->runs.size() ? d->runs[r] : nullptr);
        out->rankGrades.push_back(r < d->rankGrades.size() ? d->rankGrades[r] : nullptr);
        out->evaluated.push_back(r < d->evaluated.size() ? d->evaluated[r] : nullptr);
    }
    return out;
}

void ProjectSession::publish(std::shared_ptr<const ProjectData> loaded) {
    loaded_ = std::move(loaded);
    data_ = withoutDeleted(loaded_);
    emit dataChanged(data_);
}

// At close: what stayed deleted leaves the store (an evaluated run's RunInfo id is minus its
// store id). A run the store no longer has is no error.
void ProjectSession::applyDeletions() {
    if (!store_ || deletedRuns_.empty() || store_->isReadOnly()) {
        deletedRuns_.clear();
        return;
    }
    std::lock_guard lock(storeMutex_);
    for (const std::int64_t id : deletedRuns_) {
        try {
            if (id > 0)
                store_->deleteRun(id);
            else
                store_->deleteEvaluatedRun(-id);
        } catch (const std::exception&) {
        }
    }
    deletedRuns_.clear();
}

}  // namespace ranklens::ui
