#pragma once
// A RankLens project: one SQLite file (.ranklens) holding runs, label sets, query and item
// metadata, and the append-only history of label edits. No Qt.
//
// CONTRACT shared by the CLI and the GUI. Implementation: core/store/*.cpp.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/base/progress.h"
#include "core/eval/evaluated_run.h"
#include "core/io/diversity_qrels.h"
#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"
#include "core/store/draft.h"
#include "core/store/store_error.h"

namespace ranklens::store {

class BehaviourStore;  // core/store/behaviour_store.h

struct RunInfo {
    std::int64_t id = 0;
    std::string name, sourceFile, importedAt, notes;
    std::int64_t numQueries = 0, numDocs = 0, skippedLines = 0;
};

struct LabelSetInfo {
    std::int64_t id = 0;
    std::string name;  // e.g. "editorial grades", "clicks", "annotator A"
    std::string kind;  // "qrels", "log", "manual"
    std::string sourceFile, importedAt, description;  // description: e.g. event→grade mapping
    int minGrade = 0, maxGrade = 0;
    std::int64_t numLabels = 0;
};

struct QueryMeta {
    std::string qid, text, segment;
    double weight = 1.0;
};

struct ItemMeta {
    std::string docid, title, url, category;
};

struct LabelEdit {
    std::int64_t id = 0, labelSetId = 0;
    std::string qid, docid;
    std::optional<int> oldGrade, newGrade;  // nullopt = no label
    std::string when, who;
};

// An evaluated run: per-query values computed elsewhere (core/store/evaluated_runs.h).
struct EvaluatedRunInfo {
    std::int64_t id = 0;
    std::string name, sourceFile, importedAt;
    std::int64_t numQueries = 0, numValues = 0;
    std::vector<std::string> measures;  // resolved keys, file order ("ndcg_cut_10", "map")
    std::vector<std::string> unknown;   // names RankLens does not know (kept, not compared)
};

struct ImportOptions {
    std::string name;           // run / label set name (default: file name)
    bool skipBadLines = false;  // else the first bad lines abort and nothing is stored
    // Runs: a document listed twice in one query refuses the file, or one line of it is kept
    // (the first, the higher score) or none (import --duplicates first|max|skip).
    core::DuplicateDocs duplicates = core::DuplicateDocs::Refuse;
    bool allowDuplicate = false;  // import even when the same file was imported before
    bool realTrecLabels = false;  // TREC qrels: accept real-valued labels (--real-labels)
    // importRun: the run's training-data cutoff (seconds since 1970 UTC), stored in the run's
    // own transaction (import --run --trained-until): the run never stands without it.
    std::optional<double> trainedUntil;
    core::ProgressFn progress;  // (per-mille done, 1000): reading 0..600, storing 600..1000;
                                // returning false cancels -> core::Cancelled, full rollback
};

struct EventMapping {  // behaviour log → grade, e.g. purchase=3, click=2, view=1
    std::vector<std::pair<std::string, int>> gradeOf;
    std::optional<std::string>
        after;  // keep only events with timestamp > after (ISO 8601 or number)
};

struct OpenOptions {
    // Create the project when there is no file, or an empty (0-byte) one. Off: those are
    // refused ("no such project" / "an empty file") and nothing is created.
    bool create = true;
    // Open for viewing only, even when the file could be written.
    bool readOnly = false;
    // The caller has just checked the file itself (check::checkProjectFile, e.g. on a connection
    // of its own while the data loads): the open reads the header but does not check again.
    bool checked = false;
};

// The project's parts, each an interface of its own by what it is responsible for, so that
// code needing one part (the drafts, the settings) can take just that part; ProjectStore,
// the whole project, is all of them.

// Runs: imported, saved, renamed, deleted, loaded for evaluation.
class RunStore {
  public:
    virtual ~RunStore() = default;

    virtual std::vector<RunInfo> runs() const = 0;

    // Imports; all-or-nothing (one transaction). Throw core::ParseError (bad input),
    // core::Cancelled, DuplicateImport or StoreError; the project is then unchanged.
    virtual std::int64_t importRun(const std::string& file, const ImportOptions& o,
                                   core::ParseReport* report = nullptr) = 0;
    // Saves an in-memory run (e.g. a hand-made "what-if" order) as a new run.
    virtual std::int64_t saveRun(const core::Run& run, const std::string& name,
                                 const std::string& notes) = 0;
    virtual void deleteRun(std::int64_t runId) = 0;
    // Renames a run. Its new name must be new to the project's runs (two runs named alike
    // cannot be told apart in any view): an empty name, a name another run has or no such run
    // throws StoreError and changes nothing. Its own name again changes nothing. restoring: an
    // undo giving the run back a name it had, which another run may share (a project made
    // before imports got distinct names).
    virtual void renameRun(std::int64_t runId, const std::string& name, bool restoring = false) {
        (void)runId;
        (void)name;
        (void)restoring;
        throw StoreError("runs cannot be renamed here");
    }

    // Loading for evaluation: few large reads. Every stored id and ranking is checked as it is
    // read; damage throws StoreError naming the run / label set (never a crash, and memory
    // bounded by what the file holds).
    virtual core::Run loadRun(std::int64_t runId, core::ProgressFn progress = {}) const = 0;
    // loadRun with the docids pointing into `names` (from itemNames(); null: as
    // they do), which the result then holds: a label is then found by its item's index, and
    // the labels need no hash table per query. An id `names` lacks is damage, as above.
    virtual core::Run loadRunNamed(std::int64_t runId, core::ProgressFn progress,
                                   std::shared_ptr<const core::ItemNames> names) const {
        (void)names;
        return loadRun(runId, std::move(progress));
    }
};

// Label sets: imported (qrels, behaviour logs), made and edited by hand, the active one, loaded
// for evaluation; subtopic label sets beside them.
class LabelStore {
  public:
    virtual ~LabelStore() = default;

    virtual std::vector<LabelSetInfo> labelSets() const = 0;

    // Imports; all-or-nothing (one transaction). Throw core::ParseError (bad input),
    // core::Cancelled, DuplicateImport or StoreError; the project is then unchanged.
    virtual std::int64_t importQrels(const std::string& file, const ImportOptions& o,
                                     core::ParseReport* report = nullptr) = 0;
    virtual std::int64_t importBehaviourLog(const std::string& file, const EventMapping& m,
                                            const ImportOptions& o,
                                            core::ParseReport* report = nullptr) = 0;

    // Loading for evaluation: few large reads. Every stored id and ranking is checked as it is
    // read; damage throws StoreError naming the run / label set (never a crash, and memory
    // bounded by what the file holds).
    virtual core::Qrels loadLabels(std::int64_t labelSetId) const = 0;
    // loadLabels with the docids pointing into `names` (from itemNames(); null: as
    // they do), which the result then holds: a label is then found by its item's index, and
    // the labels need no hash table per query. An id `names` lacks is damage, as above.
    virtual core::Qrels loadLabelsNamed(std::int64_t labelSetId,
                                        std::shared_ptr<const core::ItemNames> names) const {
        (void)names;
        return loadLabels(labelSetId);
    }

    // The active label set (used for evaluation; every result names it). 0 when none.
    virtual std::int64_t activeLabelSet() const = 0;
    virtual void setActiveLabelSet(std::int64_t id) = 0;
    // Deletes a label set and its labels; its edit history stays (append-only: no annotation is
    // lost). False when there was no such set. Throws StoreError on a read-only project.
    // The deletion is written at once; the set's rows are kept for restoreLabelSet while this
    // store is open.
    virtual bool deleteLabelSet(std::int64_t) {
        throw StoreError("label sets cannot be deleted here");
    }
    // Undoes deleteLabelSet of this store: the set back with its labels, under its id when free
    // and its name unless another set has it now (then "name (2)"). Returns its id; 0 when this
    // store deleted no such set.
    virtual std::int64_t restoreLabelSet(std::int64_t) { return 0; }
    // Creates an empty manual label set (e.g. named after an annotator). Two label sets never
    // share a name: a name taken gets a number ("name (2)"), as imported sets do.
    virtual std::int64_t createLabelSet(const std::string& name, const std::string& kind) = 0;

    // Sets (or removes, with nullopt) one label and appends the edit to the history, in one
    // transaction. Returns the edit id.
    virtual std::int64_t setLabel(std::int64_t labelSetId, const std::string& qid,
                                  const std::string& docid, std::optional<int> grade,
                                  const std::string& who) = 0;
    virtual std::vector<LabelEdit> labelHistory(std::int64_t labelSetId) const = 0;

    // Subtopic labels (TREC diversity qrels "qid subtopic docid judgment") for the intent-aware
    // measures: a label set of kind "subtopics", listed by subtopicLabelSets() and never by
    // labelSets() (it cannot be the active label set). Stored apart (subtopic_labels.h).
    // Import: all-or-nothing; throws core::ParseError naming file and line, or StoreError.
    virtual std::int64_t importSubtopicLabels(const std::string& file, const ImportOptions& o) {
        (void)file, (void)o;
        throw StoreError("this project store cannot hold subtopic labels");
    }
    virtual std::vector<LabelSetInfo> subtopicLabelSets() const { return {}; }
    virtual core::DiversityQrels loadSubtopicLabels(std::int64_t labelSetId) const {
        throw StoreError("no subtopic label set with id " + std::to_string(labelSetId));
    }
};

// Query and item metadata.
class MetadataStore {
  public:
    virtual ~MetadataStore() = default;

    // CSV/TSV with header: query[,text][,segment][,weight].
    virtual void importQueryMeta(const std::string& file, const ImportOptions& o) = 0;
    // CSV/TSV with header: item/doc[,title][,url][,category][,popularity].
    virtual void importItemMeta(const std::string& file, const ImportOptions& o) = 0;

    virtual std::vector<QueryMeta> queries() const = 0;
    virtual std::optional<ItemMeta> item(const std::string& docid) const = 0;
    // Every item that has a title, URL or category (for the ranking view), in one read.
    virtual std::vector<ItemMeta> describedItems() const { return {}; }

    // Item popularity from an item metadata column 'popularity' (item_popularity.h): docid ->
    // popularity, empty when none was imported.
    virtual std::unordered_map<std::string, double> itemPopularity() const { return {}; }
};

// Hand-made orders kept in the project.
class DraftStore {
  public:
    virtual ~DraftStore() = default;

    // What-if drafts: hand-made orders of one query of one run (core/store/draft_table.h). Every
    // draft, newest first; none for a store that keeps none (a read-only project of schema
    // version 2). saveDraft inserts (id 0) or replaces draft.id's order in one transaction and
    // returns its id; deleteDraft returns false when there was no such draft. Both throw
    // StoreError on a read-only project or a store without drafts.
    virtual std::vector<Draft> drafts() const { return {}; }
    virtual std::int64_t saveDraft(const Draft&) { throw StoreError("drafts are not kept here"); }
    virtual bool deleteDraft(std::int64_t) { throw StoreError("drafts are not kept here"); }
};

// View settings kept in the project.
class SettingsStore {
  public:
    virtual ~SettingsStore() = default;

    // Settings kept in the project (core/store/project_settings.h): the key=value pairs under a
    // prefix ending in '.', e.g. "view.", and their replacement in one transaction.
    virtual std::vector<std::pair<std::string, std::string>> projectSettings(
        const std::string& /*prefix*/) const {
        return {};
    }
    virtual void saveProjectSettings(const std::string& /*prefix*/,
                                     const std::vector<std::pair<std::string, std::string>>&) {
        throw StoreError("settings are not kept here");
    }
};

// Evaluated runs: values computed elsewhere.
class EvaluatedRunStore {
  public:
    virtual ~EvaluatedRunStore() = default;

    // Evaluated runs: per-query values computed elsewhere, rows `qid, measure, value` (CSV/TSV
    // with that header; core/store/evaluated_runs.h). Import: all-or-nothing; throws
    // core::ParseError naming file and line (bad number, NaN, duplicate (qid, measure), missing
    // column...), DuplicateImport, or StoreError. o.name names it (default: the file name).
    virtual std::int64_t importEvaluatedRun(const std::string& file, const ImportOptions& o) {
        (void)file, (void)o;
        throw StoreError("this project store cannot hold evaluated runs");
    }
    virtual std::vector<EvaluatedRunInfo> evaluatedRuns() const { return {}; }
    virtual core::EvaluatedRun loadEvaluatedRun(std::int64_t id) const {
        throw StoreError("no evaluated run with id " + std::to_string(id));
    }
    virtual bool deleteEvaluatedRun(std::int64_t) {
        throw StoreError("evaluated runs are not kept here");
    }
};

class ProjectStore : public RunStore,
                     public LabelStore,
                     public MetadataStore,
                     public DraftStore,
                     public SettingsStore,
                     public EvaluatedRunStore {
  public:
    // Opens a project file (creating it as OpenOptions say). Before anything is changed the
    // file is checked: a RankLens project (application_id, schema), PRAGMA quick_check, the
    // schema's tables, indexes and triggers, ids in range and present in their tables; a foreign,
    // damaged or newer file is refused with a StoreError naming what is wrong, and left
    // byte-identical. Migrates older schemas. A project that cannot be written (read-only file,
    // folder or file system, full disk) opens read-only: see readOnlyReason().
    static std::unique_ptr<ProjectStore> open(const std::string& path, const OpenOptions& o = {});
    ~ProjectStore() override = default;

    virtual std::string path() const = 0;
    // Why editing is off ("" when the project is writable), e.g. "the file system is mounted
    // read-only". Every write then throws StoreError("...: project is read-only: <reason>").
    virtual std::string readOnlyReason() const { return {}; }
    bool isReadOnly() const { return !readOnlyReason().empty(); }
    // Every item's name (core::ItemNames, ids ascending) for loads whose runs and labels share
    // them, or null when the store cannot list them so.
    virtual std::shared_ptr<const core::ItemNames> itemNames() const { return nullptr; }
    // Gives back the memory the store's page cache holds (after a load: the pages of the blobs
    // just read are not read again, and the cache may hold up to 64 MiB of them).
    virtual void releaseCache() const {}
    // How long a write waits for another program holding the project's lock before it fails
    // as busy (10 s unless set): the GUI waits briefly on its own thread, never 10 s frozen.
    virtual void setBusyWait(int /*ms*/) const {}

    // Behaviour data (click logs with positions, online results, training cutoffs): see
    // core/store/behaviour_store.h. nullptr for a store that keeps none.
    virtual BehaviourStore* behaviour() const { return nullptr; }

    // PRAGMA user_version of the current code.
    static int schemaVersion();
};

}  // namespace ranklens::store
