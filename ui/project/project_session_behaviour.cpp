// ProjectSession: the store under its lock for the behaviour views (click logs, online results,
// training cutoffs: core/store/behaviour_store.h).
#include "ui/project/project_session.h"

namespace ranklens::ui {

bool ProjectSession::withStore(const std::function<void(store::ProjectStore&)>& fn,
                               QString* error) {
    if (!store_) {
        if (error) *error = tr("No project is open.");
        return false;
    }
    try {
        std::lock_guard lock(storeMutex_);
        fn(*store_);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = ProjectSession::errorText(e);
        return false;
    }
}

}  // namespace ranklens::ui
