#include "ui/project/project_keep.h"

namespace ranklens::ui {

std::vector<store::Draft> ProjectKeep::drafts(QString* error) const {
    std::vector<store::Draft> out;
    if (!store_.isOpen()) return out;
    store_.tryWith([&](const store::DraftStore& s) { out = s.drafts(); }, error);
    return out;
}

std::int64_t ProjectKeep::saveDraft(const store::Draft& d, QString* error) {
    std::int64_t id = 0;
    if (!store_.isOpen()) return 0;
    store_.tryWith([&](store::DraftStore& s) { id = s.saveDraft(d); }, error);
    return id;
}

bool ProjectKeep::deleteDraft(std::int64_t id, QString* error) {
    if (!store_.isOpen()) return false;
    return store_.tryWith([&](store::DraftStore& s) { s.deleteDraft(id); }, error);
}

std::vector<std::pair<std::string, std::string>> ProjectKeep::projectSettings(
    const std::string& prefix) const {
    std::vector<std::pair<std::string, std::string>> out;
    if (!store_.isOpen()) return out;
    store_.tryWith([&](const store::SettingsStore& s) { out = s.projectSettings(prefix); },
                   nullptr);
    return out;
}

bool ProjectKeep::saveProjectSettings(
    const std::string& prefix, const std::vector<std::pair<std::string, std::string>>& values,
    QString* error) {
    if (!store_.isOpen()) return false;
    return store_.tryWith([&](store::SettingsStore& s) { s.saveProjectSettings(prefix, values); },
                          error);
}

}  // namespace ranklens::ui
