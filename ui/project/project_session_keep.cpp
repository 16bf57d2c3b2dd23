// ProjectSession: what the project keeps besides its data (what-if drafts, project settings).
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

// Runs f on the store, turning a failure into false + error.
template <class F>
bool guarded(QString* error, F&& f) {
    try {
        f();
        return true;
    } catch (const std::exception& e) {
        if (error) *error = ProjectSession::errorText(e);
        return false;
    }
}

}  // namespace

std::vector<store::Draft> ProjectSession::drafts(QString* error) const {
    std::vector<store::Draft> out;
    if (!store_) return out;
    guarded(error, [&] {
        std::lock_guard lock(storeMutex_);
        out = store_->drafts();
    });
    return out;
}

std::int64_t ProjectSession::saveDraft(const store::Draft& d, QString* error) {
    std::int64_t id = 0;
    if (!store_) return 0;
    guarded(error, [&] {
        std::lock_guard lock(storeMutex_);
        id = store_->saveDraft(d);
    });
    return id;
}

bool ProjectSession::deleteDraft(std::int64_t id, QString* error) {
    if (!store_) return false;
    return guarded(error, [&] {
        std::lock_guard lock(storeMutex_);
        store_->deleteDraft(id);
    });
}

std::vector<std::pair<std::string, std::string>> ProjectSession::projectSettings(
    const std::string& prefix) const {
    std::vector<std::pair<std::string, std::string>> out;
    if (!store_) return out;
    guarded(nullptr, [&] {
        std::lock_guard lock(storeMutex_);
        out = store_->projectSettings(prefix);
    });
    return out;
}

bool ProjectSession::saveProjectSettings(
    const std::string& prefix, const std::vector<std::pair<std::string, std::string>>& values,
    QString* error) {
    if (!store_) return false;
    return guarded(error, [&] {
        std::lock_guard lock(storeMutex_);
        store_->saveProjectSettings(prefix, values);
    });
}

}  // namespace ranklens::ui
