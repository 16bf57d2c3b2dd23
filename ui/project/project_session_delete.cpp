// ProjectSession: deleting a run, an evaluated run or a label set, undoable until the project
// is closed. A run's deletion only hides it from the data published (every view, evaluation and
// export); undo shows it again; the store deletes it, with its what-if drafts, when the project
// is closed. A label set's deletion is written at once, like a grade (another program reading
// the project, `ranklens-cli export-labels`, no longer finds it, and a crash or a kill does not
// bring it back); the store keeps its rows for an undo, which writes them back (its append-only
// edit history never left). Renaming a run is written at once (undo renames it back).
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

std::int64_t ProjectSession::setLabelSetDeleted(std::int64_t labelSetId, bool deleted) {
    if (!store_ || (deleted && data_ && data_->labelSetId == labelSetId)) return 0;
    std::int64_t id = 0;
    try {
        std::lock_guard lock(storeMutex_);
        if (deleted)
            id = store_->deleteLabelSet(labelSetId) ? labelSetId : 0;
        else
            id = store_->restoreLabelSet(labelSetId);
    } catch (const std::exception& e) {
        emit errorOccurred(errorText(e));
        return 0;
    }
    if (id != 0 && data_) publishLabels();
    return id;
}

bool ProjectSession::renameRun(std::int64_t runId, const QString& name, QString* error,
                               bool restoring) {
    if (!store_) return false;
    try {
        {
            std::lock_guard lock(storeMutex_);
            store_->renameRun(runId, name.toStdString(), restoring);
        }
        reload();
        return true;
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return false;
    }
}

std::vector<store::LabelSetInfo> ProjectSession::labelSets() const {
    if (!store_) return {};
    std::lock_guard lock(storeMutex_);
    return store_->labelSets();
}

std::int64_t ProjectSession::labelSetNamed(const QString& name) const {
    for (const auto& ls : labelSets())
        if (ls.name == name.toStdString()) return ls.id;
    return 0;
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
