#pragma once
// JobRunner — the one way the UI starts work off the GUI thread: evaluation, comparison, loading,
// importing and checking a project (ProjectPrecheck), writing a results snapshot (SnapshotKeeper)
// and the recent-files list. sqlitebrowser's RowLoader is the model: one worker thread,
// a generation token so that only the newest job's result reaches the GUI ("latest result
// wins"), a cancel flag the work polls through its progress callback, and progress in one unit
// (thousandths, never going back). The controllers built on it keep only what is theirs: what to
// compute and what to publish.
//
// A job is a Work: it runs on the worker with a progress callback (returns false once the job is
// cancelled) and returns an Apply, which runs on the GUI thread only if the job is still the
// newest. The work may throw core::Cancelled (→ cancelled()) or std::exception (→ failed()).
//
// Inside a job, the work may use more threads to be faster, as the engine does
// (core::parallelFor): opening a project checks the file beside the load (CheckThread in
// ui/project/checked_load.cpp) and reads its last run on a second connection beside the others
// (RunBeside in ui/project/project_data.cpp). Those threads are the job's: started and joined
// within it, stopped when it is cancelled, their results handed to the job, never to the GUI.
// They cannot be jobs of a runner: a runner's jobs run one after another on its one worker, so a
// job waiting for another job would wait for itself, and a runner delivers on the GUI thread.
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <atomic>
#include <functional>
#include <memory>

#include "core/base/progress.h"

namespace ranklens::ui {

class JobRunner : public QObject {
    Q_OBJECT
  public:
    using Apply = std::function<void()>;
    using Work = std::function<Apply(const core::ProgressFn&)>;
    // What happens to a running job when a newer one is started: cancelled, or left to finish
    // (store work that must not stop half-way); its result is dropped either way.
    enum class Older { Cancel, Finish };

    explicit JobRunner(QObject* parent = nullptr);
    ~JobRunner() override;  // cancels the newest job and waits for the worker

    // Starts work as the newest job (queued behind the running one on the single worker).
    quint64 start(Work work, Older older = Older::Cancel);
    // Supersedes the running job now and starts make() on the next event-loop turn, so that
    // several changes made in one turn cost one job. make may return an empty Work (nothing to do).
    void startSoon(std::function<Work()> make);
    // Asks the newest job to stop (it ends with cancelled(), or normally if it was about to end).
    void cancel();
    // Blocks the calling thread until the worker is idle (e.g. before the store is replaced).
    // Results still to be delivered arrive through the event loop afterwards.
    void waitForDone();
    // Runs the event loop until no job is pending or in flight; false on timeout (tests).
    bool waitForIdle(int timeoutMs = 30000);

    quint64 generation() const { return generation_; }
    bool isRunning() const { return pending_ || running_; }  // the newest job has not ended
    bool isIdle() const { return !pending_ && inFlight_ == 0; }

  signals:
    void started();
    void progress(int perMille);  // newest job only; never lower than the previous value
    void failed(const QString& message);
    void cancelled();
    void finished();  // after the newest job's Apply, failed() or cancelled()
    void idle();      // nothing pending or in flight any more

  private:
    struct Outcome {
        Apply apply;
        QString error;
        bool cancelled = false;
    };
    void supersede(Older older);
    core::ProgressFn progressFor(quint64 gen, std::shared_ptr<std::atomic<bool>> flag);
    void deliver(quint64 gen, const Outcome& outcome);

    QThreadPool pool_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::function<Work()> make_;
    quint64 generation_ = 0;
    int inFlight_ = 0;
    int lastProgress_ = -1;
    bool pending_ = false;
    bool running_ = false;
};

}  // namespace ranklens::ui
