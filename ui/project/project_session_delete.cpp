// ProjectSession: deleting a run, an evaluated run or a label set, undoable until the project
// is closed. A deletion only hides it from the data published (every view, evaluation and
// export); undo shows it again. The store deletes it — a run with its what-if drafts, a label
// set with its labels but not its append-only edit history — when the project is closed, so a
// crash or a kill before that loses nothing. Renaming a run is written at once (undo renames it
// back).
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

bool ProjectSession::setLabelSetDeleted(std::int64_t labelSetId, bool deleted) {
    if (!store_ || (deleted && data_ && data_->labelSetId == labelSetId)) return false;
    if (deleted)
        deletedLabelSets_.insert(labelSetId);
    else
        deletedLabelSets_.erase(labelSetId);
    if (loaded_) {
        data_ = withoutDeleted(loaded_);
        emit dataChanged(data_);
    }
    return true;
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

// The label sets as the store has them now, without those deleted in this session: a deleted
// set is neither listed nor found by its name.
std::vector<store::LabelSetInfo> ProjectSession::labelSets() const {
    if (!store_) return {};
    std::vector<store::LabelSetInfo> sets;
    {
        std::lock_guard lock(storeMutex_);
        sets = store_->labelSets();
    }
    std::erase_if(sets, [this](const auto& l) { return deletedLabelSets_.count(l.id) > 0; });
    return sets;
}

std::int64_t ProjectSession::labelSetNamed(const QString& name) const {
    // labelSets() leaves out the sets deleted in this session: a deleted set is not found by
    // its name although the store keeps it until the project is closed.
    for (const auto& ls : labelSets())
        if (ls.name == name.toStdString()) return ls.id;
    return 0;
}

std::shared_ptr<const ProjectData> ProjectSession::withoutDeleted(
    const std::shared_ptr<const ProjectData>& d) const {
    if (!d || (deletedRuns_.empty() && deletedLabelSets_.empty())) return d;
    auto out = std::make_shared<ProjectData>(*d);
    std::erase_if(out->labelSets,
                  [this](const auto& l) { return deletedLabelSets_.count(l.id) > 0; });
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
    if (!store_ || (deletedRuns_.empty() && deletedLabelSets_.empty()) || store_->isReadOnly()) {
        deletedRuns_.clear();
        deletedLabelSets_.clear();
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
    for (const std::int64_t id : deletedLabelSets_) {
        try {
            store_->deleteLabelSet(id);
        } catch (const std::exception&) {
        }
    }
    deletedRuns_.clear();
    deletedLabelSets_.clear();
}

}  // namespace ranklens::ui
