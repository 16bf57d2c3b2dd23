#pragma once
// The runs (and evaluated runs) deleted in this session: hidden from the data published (every
// view, evaluation and export) at once, given back by an undo, and deleted from the store only
// when the project is closed — so a deletion is undoable until then.
#include <cstdint>
#include <memory>
#include <set>

#include "core/store/project_store.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

class DeletedRuns {
  public:
    // Marks a run deleted (or, deleted false, brings it back) by its RunInfo id (an evaluated
    // run's is minus its store id).
    void mark(std::int64_t runInfoId, bool deleted);
    bool empty() const { return ids_.empty(); }
    // d without the runs marked deleted (d itself when none is).
    std::shared_ptr<const ProjectData> hide(const std::shared_ptr<const ProjectData>& d) const;
    // Deletes the marked runs from the store and forgets them; a run the store no longer has
    // is no error.
    void commit(store::RunStore& runs, store::EvaluatedRunStore& evaluated);
    // Forgets the marks without touching the store (a read-only project keeps its runs).
    void clear() { ids_.clear(); }

  private:
    std::set<std::int64_t> ids_;
};

}  // namespace ranklens::ui
