#pragma once
// What the open project keeps besides its data: what-if drafts (hand-made orders, newest first)
// and settings under a prefix ("view.", "definitions."). Each call reads or writes the store
// under its lock; with no project open a read gives nothing and a write false / 0; a write
// fails (false / 0 + error) on a read-only project.
#include <QString>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/store/draft.h"
#include "ui/project/locked_store.h"

namespace ranklens::ui {

class ProjectKeep {
  public:
    explicit ProjectKeep(const LockedStore& store) : store_(store) {}

    std::vector<store::Draft> drafts(QString* error = nullptr) const;
    std::int64_t saveDraft(const store::Draft& d, QString* error = nullptr);
    bool deleteDraft(std::int64_t id, QString* error = nullptr);
    std::vector<std::pair<std::string, std::string>> projectSettings(
        const std::string& prefix) const;
    bool saveProjectSettings(const std::string& prefix,
                             const std::vector<std::pair<std::string, std::string>>& values,
                             QString* error = nullptr);

  private:
    const LockedStore& store_;
};

}  // namespace ranklens::ui
