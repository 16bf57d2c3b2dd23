#pragma once
// An in-memory ProjectStore: the same contract as the SQLite store, nothing written to disk.
// A test double: UI tests run against it without a project file.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/store/project_store.h"

namespace ranklens::test_support {

class MemoryStore : public store::ProjectStore {
  public:
    explicit MemoryStore(std::string path = ":memory:") : path_(std::move(path)) {}

    std::string path() const override { return path_; }
    std::vector<store::RunInfo> runs() const override;
    std::vector<store::LabelSetInfo> labelSets() const override;
    std::int64_t importRun(const std::string& file, const store::ImportOptions& o,
                           core::ParseReport* report = nullptr) override;
    std::int64_t importQrels(const std::string& file, const store::ImportOptions& o,
                             core::ParseReport* report = nullptr) override;
    std::int64_t importBehaviourLog(const std::string& file, const store::EventMapping& m,
                                    const store::ImportOptions& o,
                                    core::ParseReport* report = nullptr) override;
    void importQueryMeta(const std::string& file, const store::ImportOptions& o) override;
    void importItemMeta(const std::string& file, const store::ImportOptions& o) override;
    std::int64_t saveRun(const core::Run& run, const std::string& name,
                         const std::string& notes) override;
    void deleteRun(std::int64_t runId) override;
    core::Run loadRun(std::int64_t runId, core::ProgressFn progress = {}) const override;
    core::Qrels loadLabels(std::int64_t labelSetId) const override;
    std::vector<store::QueryMeta> queries() const override;
    std::optional<store::ItemMeta> item(const std::string& docid) const override;
    std::vector<store::ItemMeta> describedItems() const override;
    std::int64_t activeLabelSet() const override { return active_; }
    void setActiveLabelSet(std::int64_t id) override { active_ = id; }
    std::int64_t createLabelSet(const std::string& name, const std::string& kind) override;
    std::int64_t setLabel(std::int64_t labelSetId, const std::string& qid, const std::string& docid,
                          std::optional<int> grade, const std::string& who) override;
    std::vector<store::LabelEdit> labelHistory(std::int64_t labelSetId) const override;
    // Drafts and project settings, kept in memory (newest draft first, as the SQLite store).
    std::vector<store::Draft> drafts() const override { return drafts_; }
    std::int64_t saveDraft(const store::Draft& d) override;
    bool deleteDraft(std::int64_t id) override;
    std::vector<std::pair<std::string, std::string>> projectSettings(
        const std::string& prefix) const override;
    void saveProjectSettings(const std::string& prefix,
                             const std::vector<std::pair<std::string, std::string>>& v) override;

  private:
    struct StoredRun {
        store::RunInfo info;
        std::shared_ptr<core::Run> run;
    };
    struct StoredLabels {
        store::LabelSetInfo info;
        std::map<std::pair<std::string, std::string>, int> grades;  // (qid, docid) → grade
    };
    std::string path_;
    std::vector<StoredRun> runs_;
    std::vector<StoredLabels> labels_;
    std::vector<store::QueryMeta> queries_;
    std::map<std::string, store::ItemMeta> items_;
    std::vector<store::LabelEdit> history_;
    std::int64_t nextId_ = 1;
    std::int64_t active_ = 0;
    std::vector<store::Draft> drafts_;
    std::map<std::string, std::string> settings_;
};

// Splits one CSV line (double quotes, "" escapes) into fields.
std::vector<std::string> splitCsvLine(const std::string& line, char sep = ',');

}  // namespace ranklens::test_support
