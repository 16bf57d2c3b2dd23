#include "ui/project/deleted_runs.h"

namespace ranklens::ui {

void DeletedRuns::mark(std::int64_t runInfoId, bool deleted) {
    if (deleted)
        ids_.insert(runInfoId);
    else
        ids_.erase(runInfoId);
}

std::shared_ptr<const ProjectData> DeletedRuns::hide(
    const std::shared_ptr<const ProjectData>& d) const {
    if (!d || ids_.empty()) return d;
    auto out = std::make_shared<ProjectData>(*d);
    out->runInfos.clear();
    out->runs.clear();
    out->rankGrades.clear();
    out->evaluated.clear();
    for (std::size_t r = 0; r < d->runInfos.size(); ++r) {
        if (ids_.count(d->runInfos[r].id)) continue;
        out->runInfos.push_back(d->runInfos[r]);
        out->runs.push_back(r < d->runs.size() ? d->runs[r] : nullptr);
        out->rankGrades.push_back(r < d->rankGrades.size() ? d->rankGrades[r] : nullptr);
        out->evaluated.push_back(r < d->evaluated.size() ? d->evaluated[r] : nullptr);
    }
    return out;
}

void DeletedRuns::commit(store::RunStore& runs, store::EvaluatedRunStore& evaluated) {
    for (const std::int64_t id : ids_) {
        try {
            if (id > 0)
                runs.deleteRun(id);
            else
                evaluated.deleteEvaluatedRun(-id);
        } catch (const std::exception&) {
        }
    }
    ids_.clear();
}

}  // namespace ranklens::ui
