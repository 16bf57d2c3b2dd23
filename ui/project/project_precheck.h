#pragma once
// Checking a project file before it replaces the open one (issue 45): the store's checks
// (core/store/project_check.h: what it is, PRAGMA quick_check, the ids) run as a job of a
// JobRunner (ui/common/job_runner.h) while the open project stays open and usable; only a file they
// pass replaces it, and a refused one leaves it open. One check at a time: a newer start() stops
// the older one, whose result is then never reported.
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

#include "ui/common/job_runner.h"

namespace ranklens::ui {

class ProjectPrecheck : public QObject {
    Q_OBJECT
  public:
    explicit ProjectPrecheck(QObject* parent = nullptr);
    ~ProjectPrecheck() override;  // stops a check that runs

    // Checks path in the background: passed() or refused() follow (queued, on this thread).
    void start(const QString& path);
    // Stops the running check; nothing is reported for it. Does not wait for it to end (the
    // runner's worker finishes it; the destructor waits).
    void stop();
    bool isRunning() const { return !path_.isEmpty(); }
    QString path() const { return path_; }

  signals:
    // The file is a RankLens project the checks pass (or the checks could not run on it, e.g.
    // read-only media: the open that follows says what it can).
    void passed(const QString& path);
    // The checks refused the file: message names what is wrong; the file was not changed.
    void refused(const QString& path, const QString& message);

  private:
    void finish(quint64 generation, const QString& path, const QString& refusal);

    QString path_;
    quint64 generation_ = 0;
    std::shared_ptr<std::atomic<bool>> stop_;  // the running check's, polled by the checks
    JobRunner runner_;                         // last: destroyed (and waited for) first
};

}  // namespace ranklens::ui
