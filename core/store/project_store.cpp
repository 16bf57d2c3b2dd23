// SQLite implementation of ProjectStore: the imports (read, check for duplicates, store in one
// transaction) and the facade over the tables' own files: runs (run_rows), label sets
// (label_rows), query and item metadata (meta_rows), evaluated runs, subtopic labels, drafts,
// settings and behaviour. Layout: see schema.cpp.
#include "core/store/project_store.h"

#include <algorithm>
#include <optional>

#include "core/io/input_format.h"
#include "core/store/behaviour_store.h"
#include "core/store/content_hash.h"
#include "core/store/delimited_inputs.h"
#include "core/store/draft_table.h"
#include "core/store/evaluated_runs.h"
#include "core/store/import_steps.h"
#include "core/store/item_popularity.h"
#include "core/store/label_confidence.h"
#include "core/store/label_rows.h"
#include "core/store/label_set_keep.h"
#include "core/store/label_set_save.h"
#include "core/store/meta_rows.h"
#include "core/store/project_open.h"
#include "core/store/project_settings.h"
#include "core/store/run_rows.h"
#include "core/store/schema.h"
#include "core/store/sqlite_db.h"
#include "core/store/subtopic_labels.h"

namespace ranklens::store {

namespace {

using import_steps::baseName;
using sql::Db;

// The duplicate-import refusal: file's content was imported before as `what` id (name).
void refuseDuplicate(const std::string& file, const char* what,
                     const std::pair<std::int64_t, std::string>& earlier) {
    const auto& [id, name] = earlier;
    if (!id) return;
    throw DuplicateImport(file + ": the same content was already imported as " + what + " '" +
                              name + "' (id " + std::to_string(id) + ")",
                          id);
}

// Reads file with read(parse options) while its content fingerprint is computed beside it
// (duplicate detection); returns {what was read, fingerprint}.
template <class Read>
auto readFingerprinted(const std::string& file, const ImportOptions& o, Read&& read)
    -> std::pair<decltype(read(std::declval<const core::ParseOptions&>())), std::string> {
    auto hash = fingerprintBeside(file);
    const core::ParseOptions po = import_steps::parseOptionsFor(o);
    auto parsed = import_steps::readInput([&] { return read(po); });
    return std::make_pair(std::move(parsed), hash.get());
}

class SqliteProjectStore final : public ProjectStore {
  public:
    SqliteProjectStore(std::string path, Db db, std::string readOnlyReason)
        : path_(std::move(path)), db_(std::move(db)), readOnlyReason_(std::move(readOnlyReason)) {}

    std::string path() const override { return path_; }
    std::string readOnlyReason() const override { return readOnlyReason_; }

    std::int64_t importRun(const std::string& file, const ImportOptions& o,
                           core::ParseReport* report) override {
        requireWritable();
        core::ParseReport local;
        core::ParseReport& rep = report ? *report : local;
        auto [run, fp] = readFingerprinted(
            file, o, [&](const core::ParseOptions& po) { return core::readRun(file, po, &rep); });
        import_steps::requireRecords(file, run.queries().empty(), rep, "a run");
        if (!o.allowDuplicate) refuseDuplicate(file, "run", run_rows::withContent(db_, fp));
        const run_rows::RunRow row{o.name.empty() ? baseName(file) : o.name, file, "", fp,
                                   static_cast<std::int64_t>(rep.skipped)};
        const auto cutoff = [&](std::int64_t id) {
            if (o.trainedUntil) behaviour()->writeTrainingCutoff(id, o.trainedUntil);
        };
        return run_rows::store(db_, run, row, o.progress, cutoff);
    }

    std::int64_t importQrels(const std::string& file, const ImportOptions& o,
                             core::ParseReport* report) override {
        requireWritable();
        core::ParseReport local;
        core::ParseReport& rep = report ? *report : local;
        auto [qrels, hash] = readFingerprinted(
            file, o, [&](const core::ParseOptions& po) { return core::readQrels(file, po, &rep); });
        import_steps::requireRecords(file, qrels.totalJudgments() == 0, rep, "labels");
        const std::string fp = "qrels:" + hash;
        checkDuplicateLabels(file, fp, o);
        // straight from the qrels, no copy (an init-capture: clang 14 cannot capture a binding)
        const auto rows = [&read = qrels](auto&& row) {
            for (const auto& q : read.queries())
                for (const auto& j : q.judgments) row(q.qid, j.doc, j.grade);
        };
        std::string desc = "graded labels from " + baseName(file);
        if (rep.skipped) desc += " (" + std::to_string(rep.skipped) + " bad lines skipped)";
        const label_rows::SetRow set{
            label_set_keep::freeName(db_, o.name.empty() ? baseName(file) : o.name), "qrels", file,
            desc, fp};
        return label_rows::store(db_, qrels.totalJudgments(), rows, set, std::nullopt, o.progress,
                                 &qrels);
    }

    std::int64_t importBehaviourLog(const std::string& file, const EventMapping& m,
                                    const ImportOptions& o, core::ParseReport* report) override {
        requireWritable();
        core::ParseReport local;
        core::ParseReport& rep = report ? *report : local;
        auto [log, hash] = readFingerprinted(file, o, [&](const core::ParseOptions& po) {
            return readBehaviourLog(file, m, po, rep);
        });
        const std::string mapping = describeMapping(m);
        if (log.labels.empty()) throw StoreError(noEventMatches(file, mapping, log));
        const std::string fp = "log:" + hash + "|" + mapping;
        checkDuplicateLabels(file, fp, o);
        const auto rows = [&read = log](auto&& row) {
            for (const auto& l : read.labels) row(l.user.c_str(), l.item.c_str(), l.grade);
        };
        int lo = 0, hi = 0;
        for (const auto& [n, g] : m.gradeOf) lo = std::min(lo, g), hi = std::max(hi, g);
        const label_rows::SetRow set{
            label_set_keep::freeName(db_, o.name.empty() ? baseName(file) : o.name), "log", file,
            logDescription(file, mapping, log, rep), fp};
        return label_rows::store(db_, log.labels.size(), rows, set, std::make_pair(lo, hi),
                                 o.progress);
    }

    void importQueryMeta(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        meta_rows::importQueries(db_, file, o);
    }
    void importItemMeta(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        meta_rows::importItems(db_, file, o);
    }
    void releaseCache() const override { sqlite3_db_release_memory(db_.get()); }
    void setBusyWait(int ms) const override { db_.setBusyWait(ms); }
    std::unordered_map<std::string, double> itemPopularity() const override {
        return item_popularity::load(db_);
    }

    std::vector<RunInfo> runs() const override { return run_rows::list(db_); }
    std::int64_t saveRun(const core::Run& run, const std::string& name,
                         const std::string& notes) override {
        requireWritable();
        return run_rows::store(db_, run, run_rows::RunRow{name, run.source, notes, "", 0}, {});
    }
    void deleteRun(std::int64_t runId) override {
        requireWritable();
        run_rows::remove(db_, runId);
    }
    void renameRun(std::int64_t runId, const std::string& name, bool restoring) override {
        requireWritable();
        run_rows::rename(db_, runId, name, restoring);
    }
    core::Run loadRun(std::int64_t runId, core::ProgressFn progress) const override {
        return run_rows::load(db_, path_, runId, progress, nullptr);
    }
    std::shared_ptr<const core::ItemNames> itemNames() const override {
        return run_rows::itemNames(db_);
    }
    core::Run loadRunNamed(std::int64_t runId, core::ProgressFn progress,
                           std::shared_ptr<const core::ItemNames> shared) const override {
        return run_rows::load(db_, path_, runId, progress, std::move(shared));
    }

    std::vector<LabelSetInfo> labelSets() const override { return label_rows::list(db_, false); }
    core::Qrels loadLabels(std::int64_t labelSetId) const override {
        return label_rows::load(db_, path_, labelSetId, nullptr);
    }
    core::Qrels loadLabelsNamed(std::int64_t labelSetId,
                                std::shared_ptr<const core::ItemNames> shared) const override {
        return label_rows::load(db_, path_, labelSetId, std::move(shared));
    }
    bool deleteLabelSet(std::int64_t id) override {
        requireWritable();
        return label_set_keep::removeKept(db_, id);
    }
    std::int64_t restoreLabelSet(std::int64_t id) override {
        requireWritable();
        return label_set_keep::restore(db_, id);
    }
    std::int64_t activeLabelSet() const override { return label_rows::active(db_); }
    void setActiveLabelSet(std::int64_t id) override {
        requireWritable();
        label_rows::setActive(db_, id);
    }
    std::int64_t createLabelSet(const std::string& name, const std::string& kind) override {
        requireWritable();
        return label_rows::create(db_, label_set_keep::freeName(db_, name), kind);
    }
    std::int64_t saveLabelSet(const core::Qrels& labels, const std::string& name,
                              const std::string& kind, const std::string& description) {
        requireWritable();
        const auto rows = [&labels](auto&& row) {
            for (const auto& q : labels.queries())
                for (const auto& j : q.judgments) row(q.qid, j.doc, j.grade);
        };
        const label_rows::SetRow set{label_set_keep::freeName(db_, name), kind, "", description,
                                     ""};
        return label_rows::store(db_, labels.totalJudgments(), rows, set, std::nullopt, {});
    }
    void saveConfidences(std::int64_t setId, const std::vector<core::JudgeConfidence>& c) {
        requireWritable();
        label_confidence::store(db_, setId, c);
    }
    std::vector<core::JudgeConfidence> loadConfidences(std::int64_t setId) const {
        return label_confidence::load(db_, setId);
    }
    std::int64_t setLabel(std::int64_t labelSetId, const std::string& qid, const std::string& docid,
                          std::optional<int> grade, const std::string& who) override {
        requireWritable();
        return label_rows::setLabel(db_, labelSetId, qid, docid, grade, who);
    }
    std::vector<LabelEdit> labelHistory(std::int64_t labelSetId) const override {
        return label_rows::history(db_, labelSetId);
    }

    std::vector<QueryMeta> queries() const override { return meta_rows::queries(db_); }
    std::optional<ItemMeta> item(const std::string& docid) const override {
        return meta_rows::item(db_, docid);
    }
    std::vector<ItemMeta> describedItems() const override { return meta_rows::describedItems(db_); }

    std::int64_t importSubtopicLabels(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        const auto lines = core::readDiversityLines(file);  // checked before anything is written
        return subtopic_labels::store(db_, lines, o.name.empty() ? baseName(file) : o.name, file,
                                      sql::nowIso());
    }
    std::vector<LabelSetInfo> subtopicLabelSets() const override {
        return label_rows::list(db_, true);
    }
    core::DiversityQrels loadSubtopicLabels(std::int64_t labelSetId) const override {
        return subtopic_labels::load(db_, labelSetId);
    }

    std::int64_t importEvaluatedRun(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        auto hash = fingerprintBeside(file);
        core::EvaluatedRun run = evaluated_runs::readFile(file);  // checked before any write
        const std::string fp = "evaluated:" + hash.get();
        if (!o.allowDuplicate)
            refuseDuplicate(file, "evaluated run", evaluated_runs::withContent(db_, fp));
        if (!o.name.empty()) run.name = o.name;
        return evaluated_runs::store(db_, run, file, fp, sql::nowIso());
    }
    std::vector<EvaluatedRunInfo> evaluatedRuns() const override {
        return evaluated_runs::list(db_);
    }
    core::EvaluatedRun loadEvaluatedRun(std::int64_t id) const override {
        return evaluated_runs::load(db_, id);
    }
    bool deleteEvaluatedRun(std::int64_t id) override {
        requireWritable();
        return evaluated_runs::remove(db_, id);
    }

    std::vector<Draft> drafts() const override {
        return hasDrafts() ? drafts::readAll(db_, path_) : std::vector<Draft>{};
    }
    std::int64_t saveDraft(const Draft& d) override {
        requireWritable();
        return drafts::save(db_, d);
    }
    bool deleteDraft(std::int64_t id) override {
        requireWritable();
        return drafts::remove(db_, id);
    }
    SettingList projectSettings(const std::string& prefix) const override {
        return settings_table::read(db_, prefix);
    }
    void saveProjectSettings(const std::string& prefix, const SettingList& values) override {
        requireWritable();
        settings_table::replace(db_, prefix, values);
    }
    BehaviourStore* behaviour() const override {
        if (!behaviour_) behaviour_ = std::make_unique<BehaviourStore>(db_, path_, readOnlyReason_);
        return behaviour_.get();
    }

  private:
    // A writable project is migrated on open; one opened read-only may be of version 2.
    bool hasDrafts() const { return db_.queryInt("PRAGMA user_version") >= 3; }

    void requireWritable() const {
        if (!readOnlyReason_.empty())
            throw StoreError(path_ + ": project is read-only: " + readOnlyReason_);
    }

    void checkDuplicateLabels(const std::string& file, const std::string& fp,
                              const ImportOptions& o) const {
        if (!o.allowDuplicate) refuseDuplicate(file, "label set", label_rows::withContent(db_, fp));
    }

    // What a label set made from a behaviour log says about where its labels came from.
    static std::string logDescription(const std::string& file, const std::string& mapping,
                                      const LogLabels& log, const core::ParseReport& rep) {
        std::string desc = "behaviour log " + baseName(file) + "; " + mapping + "; " +
                           std::to_string(log.events) + " events";
        if (log.beforeCutoff)
            desc += ", " + std::to_string(log.beforeCutoff) + " before the cutoff ignored";
        if (log.unmapped) {
            desc += ", " + std::to_string(log.unmapped) + " of unmapped types ignored (";
            for (std::size_t i = 0; i < log.unmappedTypes.size(); ++i)
                desc += (i ? ", " : "") + log.unmappedTypes[i];
            desc += ")";
        }
        if (rep.skipped) desc += ", " + std::to_string(rep.skipped) + " bad lines skipped";
        return desc;
    }

    std::string path_;
    Db db_;
    std::string readOnlyReason_;
    mutable std::unique_ptr<BehaviourStore> behaviour_;  // behaviour() makes it on first use
};

}  // namespace

BehaviourStore& behaviourOf(ProjectStore& ps) {
    BehaviourStore* b = ps.behaviour();
    if (!b) throw StoreError("this project cannot hold behaviour data");
    return *b;
}

std::int64_t saveLabelSet(ProjectStore& ps, const core::Qrels& labels, const std::string& name,
                          const std::string& kind, const std::string& description) {
    auto* sqlite = dynamic_cast<SqliteProjectStore*>(&ps);
    if (!sqlite) throw StoreError("this project store cannot save label sets");
    return sqlite->saveLabelSet(labels, name, kind, description);
}

void saveConfidences(ProjectStore& ps, std::int64_t labelSetId,
                     const std::vector<core::JudgeConfidence>& confidences) {
    auto* sqlite = dynamic_cast<SqliteProjectStore*>(&ps);
    if (!sqlite) throw StoreError("this project store cannot keep confidences");
    sqlite->saveConfidences(labelSetId, confidences);
}

std::vector<core::JudgeConfidence> loadConfidences(const ProjectStore& ps,
                                                   std::int64_t labelSetId) {
    const auto* sqlite = dynamic_cast<const SqliteProjectStore*>(&ps);
    return sqlite ? sqlite->loadConfidences(labelSetId) : std::vector<core::JudgeConfidence>{};
}

int ProjectStore::schemaVersion() {
    return schema::kCurrentVersion;
}

std::unique_ptr<ProjectStore> ProjectStore::open(const std::string& path, const OpenOptions& o) {
    detail::OpenedDb opened = detail::openProjectDb(path, o);
    return std::make_unique<SqliteProjectStore>(path, std::move(opened.db),
                                                std::move(opened.readOnlyReason));
}

}  // namespace ranklens::store
