#pragma once
// The open project: owns the store, publishes immutable ProjectData snapshots, and runs the
// long store work (loading, imports) off the GUI thread with progress and cancel.
#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <utility>

#include "core/io/input_kind.h"
#include "core/store/project_store.h"
#include "ui/common/job_runner.h"
#include "ui/project/import_review.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

// What a dropped or imported file is: core's detection (the same as the CLI's).
using core::InputKind;
InputKind classifyInput(const QString& path);

// Opens a project file with the SQLite store. mayCreate: a new project where there is no file
// (or an empty one); off, such a path is refused ("no such project") and nothing is created.
std::unique_ptr<store::ProjectStore> openStore(const QString& path, bool mayCreate = true);

class ProjectSession : public QObject {
    Q_OBJECT
  public:
    explicit ProjectSession(QObject* parent = nullptr);
    ~ProjectSession() override;

    // How long an edit made on the GUI thread (a grade, a saved order) waits for another
    // program writing to the project before it is reported as busy; jobs off the GUI thread
    // (loads, imports) wait the store's default 10 s.
    static constexpr int kGuiBusyWaitMs = 750;
    // The message for a failed store call: a project held by another program said as such
    // (naming it when known; nothing was changed, try again), anything else as the store words it.
    static QString errorText(const std::exception& e);

    // Opens a project and starts loading it; mayCreate: creating it when absent (File → New
    // Project; off for every other open, which must not leave an empty project where a moved
    // one was). False + error on failure.
    bool open(const QString& path, QString* error = nullptr, bool mayCreate = true);
    // Opens a project in the background: the store's checks and the load both run off the GUI
    // thread (the window shows a results snapshot or its loading state meanwhile); overlap: at
    // the same time on connections of their own (ui/project/checked_load.h), for a window that
    // waits for its numbers; else one after the other, leaving a core to a window that paints
    // a snapshot's numbers. The open project is closed first. opened() and dataChanged() follow
    // when the checks pass; openFailed() when they refuse the file (nothing is written to it
    // before they pass, as with open()); openCancelled() after cancel().
    void openInBackground(const QString& path, bool overlap = true);
    // Off: openInBackground never overlaps (benchmarks measure what overlapping brings).
    static void setOverlapChecks(bool on) { overlapChecks_ = on; }
    // Tests: runs on the worker at the start of each openInBackground job (e.g. waits until
    // the test has pressed Cancel, so that the cancel lands while the job runs).
    static void setOpenStartHook(std::function<void()> hook) { openStartHook_ = std::move(hook); }
    // How long the last openInBackground's checks and load took (wall ms; benchmarks).
    std::pair<double, double> lastOpenMs() const { return lastOpenMs_; }
    // The project being opened by openInBackground (empty when none).
    QString openingPath() const { return opening_; }
    bool isOpening() const { return !opening_.isEmpty(); }
    // Closes the open project: aboutToChange(), then the store is closed, then closed(path).
    void close();
    // Uses an already open store (tests, demo building).
    void adopt(std::unique_ptr<store::ProjectStore> st);
    bool isOpen() const { return store_ != nullptr; }
    QString path() const;
    // A project that cannot be written (read-only file, folder or file system, full disk) is
    // open for viewing only: edits fail with "project is read-only: <reason>".
    bool isReadOnly() const { return store_ && store_->isReadOnly(); }
    QString readOnlyReason() const;
    std::shared_ptr<const ProjectData> data() const { return data_; }
    bool isBusy() const { return busy_; }

    // Starts importing files in the background (runs, qrels, query metadata). Files whose
    // content was imported before are skipped and reported by duplicatesFound() unless
    // allowDuplicates is set.
    // skipBadLines: bad lines are skipped and counted instead of refusing the file (the CLI's
    // --skip-bad-lines).
    // kinds: what a file is imported as (the import review's choice, kept for a retry of the
    // same file); a file without one is imported as its content shows.
    // duplicates: what a run listing a document twice in one query keeps (default: refused).
    void importFiles(const QStringList& files, bool allowDuplicates = false,
                     bool skipBadLines = false, const ImportKinds& kinds = {},
                     core::DuplicateDocs duplicates = core::DuplicateDocs::Refuse);
    // The files of the last import refused for bad lines (import them again skipping those).
    QStringList filesWithBadLines() const { return badLineFiles_; }
    // The files of the last import refused for a document listed twice in a query (import
    // them again keeping one line of it, or none).
    QStringList filesWithDuplicates() const { return duplicateDocFiles_; }
    void cancel();
    void reload();

    void setActiveLabelSet(std::int64_t id);
    // Saves one label (nullopt removes it) to the active label set, with history, and
    // publishes new labels at once. False + error on failure.
    bool setLabel(const QString& qid, const QString& docid, std::optional<int> grade,
                  QString* error = nullptr);
    // Label sets besides the active one (judging queue, agreement, export). Each call reads
    // the store under its lock; nullptr + error on failure.
    std::shared_ptr<const core::Qrels> labelsOf(std::int64_t labelSetId,
                                                QString* error = nullptr) const;
    std::vector<store::LabelEdit> labelHistory(std::int64_t labelSetId) const;
    // The label sets with their label counts as the store has them now (a snapshot's counts
    // lag behind edits of sets that are not the active one).
    std::vector<store::LabelSetInfo> labelSets() const;
    // The id of the label set named `name`; 0 when none.
    std::int64_t labelSetNamed(const QString& name) const;
    // The id of the label set named `name`, creating an empty
    // manual one when absent. A new set becomes the active (evaluation) set only when the project
    // had none; otherwise the active set stays as the user chose it. 0 + error on failure.
    std::int64_t ensureLabelSet(const QString& name, QString* error = nullptr);
    // Saves one label (nullopt removes it) to the given label set with `who` in the history.
    // New data is published only when that set is the active one (so the evaluation is redone
    // only when it changes); labelsEdited is emitted either way. False + error on failure.
    bool setLabelIn(std::int64_t labelSetId, const QString& qid, const QString& docid,
                    std::optional<int> grade, const QString& who, QString* error = nullptr);
    // Deletes (or, deleted false, brings back) a run or an evaluated run by its RunInfo id: it
    // leaves the data published at once, and the store when the project is closed — so it is
    // undoable until then (project_session_delete.cpp).
    void setRunDeleted(std::int64_t runInfoId, bool deleted);
    // Deletes a label set that is not the active one from the store at once (durable, as a
    // grade), or, deleted false, brings back one deleted in this session (undo). Returns the
    // set's id (an undo's may differ: its old id was taken meanwhile); 0 when nothing changed
    // (it is the active set, none is open, or the store refused: errorOccurred says why).
    std::int64_t setLabelSetDeleted(std::int64_t labelSetId, bool deleted);
    // Renames a run (not an evaluated run) in the store at once and reloads: false + error when
    // the store refuses (another run has the name, read-only project) — nothing changed then.
    // restoring: an undo giving back a name the run had, which another run may share.
    bool renameRun(std::int64_t runId, const QString& name, QString* error = nullptr,
                   bool restoring = false);
    // Saves a hand-made order as a new run.
    bool saveRun(const core::Run& run, const QString& name, const QString& notes,
                 QString* error = nullptr);

    // What the project keeps besides its data (project_session_keep.cpp): what-if drafts
    // (hand-made orders, newest first) and settings under a prefix ("view."). Each call reads or
    // writes the store under its lock; a write fails (false / 0 + error) on a read-only project.
    std::vector<store::Draft> drafts(QString* error = nullptr) const;
    std::int64_t saveDraft(const store::Draft& d, QString* error = nullptr);
    bool deleteDraft(std::int64_t id, QString* error = nullptr);
    std::vector<std::pair<std::string, std::string>> projectSettings(
        const std::string& prefix) const;
    bool saveProjectSettings(const std::string& prefix,
                             const std::vector<std::pair<std::string, std::string>>& values,
                             QString* error = nullptr);

    // Runs fn on the store under its lock (the behaviour views, ui/behaviour): false + error when
    // no project is open or fn throws (project_session_behaviour.cpp).
    bool withStore(const std::function<void(store::ProjectStore&)>& fn, QString* error = nullptr);

    // Subtopic labels (TREC diversity qrels) as a new label set of their own kind, checked
    // whole before anything is written (project_session_subtopics.cpp); then reloads. Throws
    // core::ParseError (file, line, problem) or store::StoreError; nothing is stored then.
    store::LabelSetInfo importSubtopicLabels(const QString& file);

  signals:
    // The open project is about to be replaced by another (still open: save what it keeps).
    void aboutToChange();
    void opened(const QString& path);
    // The store of path was closed (its file is as it stays on disk).
    void closed(const QString& path);
    // openInBackground could not open path (refused by the checks, unreadable, cancelled).
    void openFailed(const QString& path, const QString& message);
    // openInBackground of path was cancelled: nothing of it is open.
    void openCancelled(const QString& path);
    void dataChanged(std::shared_ptr<const ProjectData> data);
    void busyChanged(bool busy, const QString& what);
    void progress(int perMille);
    void importFinished(bool ok, const QStringList& messages);
    // Files skipped because the project already holds their content (ask, then re-import).
    void duplicatesFound(const QStringList& files, const QStringList& messages);
    // A failed job or action; a failed import reports through importFinished only.
    void errorOccurred(const QString& message);
    // A label of labelSetId was saved (by setLabel or setLabelIn).
    void labelsEdited(std::int64_t labelSetId);

  private:
    struct JobResult {
        std::shared_ptr<ProjectData> data;
        QStringList messages;
        QStringList duplicates, duplicateMessages;
        bool ok = true;
        bool isImport = false;
        bool cancelled = false;         // openInBackground: cancel() stopped it
        QStringList badLineFiles;       // refused for bad lines (a retry may skip them)
        QStringList duplicateDocFiles;  // refused for a document listed twice in a query
        struct PendingLabels {          // a label set's message, completed after loading
            qsizetype at = 0;
            std::int64_t id = 0;
            QString name, tail;  // tail: the name it got (if not the file's), lines skipped
        };
        std::vector<PendingLabels> pendingLabels;
        // openInBackground: the store it opened and checked (moved into store_ when applied).
        std::shared_ptr<std::unique_ptr<store::ProjectStore>> openedStore;
        QString openedPath;
        std::pair<double, double> openMs;  // openInBackground: checks, load
    };
    bool importOne(const QString& file, ImportAs as, const store::ImportOptions& options,
                   JobResult& r);
    void startJob(const QString& what, std::function<JobResult(const core::ProgressFn&)> job);
    void jobDone(const JobResult& r);
    void publishLabels();
    ImportKinds importKinds_;  // chosen in an import review, by file
    void openedInBackground(const JobResult& r);
    void replaceStore(std::unique_ptr<store::ProjectStore> st);
    // Publishes data read from the store, without the runs deleted in this session.
    void publish(std::shared_ptr<const ProjectData> loaded);
    std::shared_ptr<const ProjectData> withoutDeleted(
        const std::shared_ptr<const ProjectData>& d) const;
    void applyDeletions();  // at close: the deleted runs leave the store

    std::unique_ptr<store::ProjectStore> store_;
    mutable std::mutex storeMutex_;
    std::shared_ptr<const ProjectData> data_;
    std::shared_ptr<const ProjectData> loaded_;  // as read, with the runs deleted here
    std::set<std::int64_t> deletedRuns_;         // RunInfo ids, until the project is closed
    bool busy_ = false;
    bool reloadPending_ = false;
    static bool overlapChecks_;
    static std::function<void()> openStartHook_;
    std::pair<double, double> lastOpenMs_;
    QString opening_;  // openInBackground's project until it is open or refused
    QStringList badLineFiles_;
    QStringList duplicateDocFiles_;
    JobRunner runner_;  // last member: its jobs use the store, so it stops first
};

}  // namespace ranklens::ui
