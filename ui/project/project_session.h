#pragma once
// The open project: owns its store (LockedStore) and the parts that act on it — its label sets
// (ProjectLabels), its run edits (RunEdits), what it keeps besides its data (ProjectKeep) —,
// opens, loads and imports off the GUI thread with progress and cancel (one JobRunner; an
// import is a FileImport), and publishes immutable ProjectData snapshots to the views
// (dataChanged). It is the parts' ProjectPublisher.
#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <utility>

#include "core/io/input_kind.h"
#include "core/store/project_store.h"
#include "ui/common/job_runner.h"
#include "ui/project/file_import.h"
#include "ui/project/import_review.h"
#include "ui/project/locked_store.h"
#include "ui/project/project_data.h"
#include "ui/project/project_keep.h"
#include "ui/project/project_labels.h"
#include "ui/project/project_publisher.h"
#include "ui/project/run_edits.h"

namespace ranklens::ui {

// What a dropped or imported file is: core's detection (the same as the CLI's).
using core::InputKind;
InputKind classifyInput(const QString& path);

// Opens a project file with the SQLite store. mayCreate: a new project where there is no file
// (or an empty one); off, such a path is refused ("no such project") and nothing is created.
std::unique_ptr<store::ProjectStore> openStore(const QString& path, bool mayCreate = true);

class ProjectSession : public QObject, private ProjectPublisher {
    Q_OBJECT
  public:
    explicit ProjectSession(QObject* parent = nullptr);
    ~ProjectSession() override;

    // How long an edit made on the GUI thread (a grade, a saved order) waits for another
    // program writing to the project before it is reported as busy; jobs off the GUI thread
    // (loads, imports) wait the store's default 10 s.
    static constexpr int kGuiBusyWaitMs = 750;
    // The message for a failed store call (storeErrorText, ui/project/locked_store.h).
    static QString errorText(const std::exception& e) { return storeErrorText(e); }

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
    // Closes the open project: aboutToChange(), then the runs deleted in this session leave the
    // store, the store is closed, then closed(path).
    void close();
    // Uses an already open store (tests, demo building).
    void adopt(std::unique_ptr<store::ProjectStore> st);
    bool isOpen() const { return store_.isOpen(); }
    QString path() const { return store_.path(); }
    // A project that cannot be written (read-only file, folder or file system, full disk) is
    // open for viewing only: edits fail with "project is read-only: <reason>".
    bool isReadOnly() const { return store_.isReadOnly(); }
    QString readOnlyReason() const { return store_.readOnlyReason(); }
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

    // The label sets: the active one, editing, reading others, deleting (ProjectLabels).
    ProjectLabels& labels() { return labels_; }
    const ProjectLabels& labels() const { return labels_; }
    // Deleting (until close), renaming and saving runs (RunEdits).
    RunEdits& runEdits() { return runEdits_; }
    // What-if drafts and settings kept in the project (ProjectKeep).
    ProjectKeep& keep() { return keep_; }
    const ProjectKeep& keep() const { return keep_; }

    // Runs fn on the store under its lock (the behaviour views, ui/behaviour; a demo's extras),
    // with the narrowest interface fn asks for (LockedStore::with: store::BehaviourStore&,
    // const store::ProjectStore& ...): false + error when no project is open or fn throws.
    template <class Fn>
    bool withStore(Fn&& fn, QString* error = nullptr) {
        return openOr(error) && store_.tryWith(std::forward<Fn>(fn), error);
    }

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
    // A label of labelSetId was saved (by labels().setLabel or setLabelIn).
    void labelsEdited(std::int64_t labelSetId);

  private:
    // isOpen(), else false + "No project is open." in error (withStore).
    bool openOr(QString* error) const;
    struct JobResult : ImportResult {
        std::shared_ptr<ProjectData> data;
        bool isImport = false;
        bool cancelled = false;  // openInBackground: cancel() stopped it
        // openInBackground: the store it opened and checked (moved into store_ when applied).
        std::shared_ptr<std::unique_ptr<store::ProjectStore>> openedStore;
        QString openedPath;
        std::pair<double, double> openMs;  // openInBackground: checks, load
    };
    void startJob(const QString& what, std::function<JobResult(const core::ProgressFn&)> job);
    void jobDone(const JobResult& r);
    void openedInBackground(const JobResult& r);
    void replaceStore(std::unique_ptr<store::ProjectStore> st);
    // Publishes data read from the store, without the runs deleted in this session.
    void publish(std::shared_ptr<const ProjectData> loaded);

    // ProjectPublisher: what the parts ask of the session.
    std::shared_ptr<const ProjectData> shown() const override { return data_; }
    bool loading() const override { return busy_; }
    void publishLabels() override;
    void republish() override;
    void reloadAll() override { reload(); }
    void tellLabelsEdited(std::int64_t labelSetId) override { emit labelsEdited(labelSetId); }
    void tellError(const QString& message) override { emit errorOccurred(message); }

    LockedStore store_;
    ProjectLabels labels_{store_, *this};
    RunEdits runEdits_{store_, *this};
    ProjectKeep keep_{store_};
    std::shared_ptr<const ProjectData> data_;
    std::shared_ptr<const ProjectData> loaded_;  // as read, with the runs deleted here
    ImportKinds importKinds_;                    // chosen in an import review, by file
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
