#pragma once
// Runs comparisons off the GUI thread, one at a time: a new request cancels the running one and
// only the newest result is published (ui/common/job_runner.h).
#include <QObject>
#include <memory>

#include "ui/common/job_runner.h"
#include "ui/compare/comparison_job.h"

namespace ranklens::ui {

class ComparisonController : public QObject {
    Q_OBJECT
  public:
    explicit ComparisonController(QObject* parent = nullptr);

    void start(const ComparisonRequest& req);
    std::shared_ptr<const ComparisonOutcome> current() const { return current_; }
    bool isRunning() const { return runner_.isRunning(); }
    // Its runner, for the window's status row to follow (JobStatusRow).
    JobRunner* runner() { return &runner_; }
    // Runs the event loop until the newest request is done (tests).
    bool waitForIdle(int timeoutMs = 60000) { return runner_.waitForIdle(timeoutMs); }

  public slots:
    void cancel() { runner_.cancel(); }

  signals:
    // The newest comparison's outcome; started, progress, failure and cancel are the runner's.
    void ready(std::shared_ptr<const ranklens::ui::ComparisonOutcome> outcome);

  private:
    std::shared_ptr<const ComparisonOutcome> current_;
    JobRunner runner_;
};

}  // namespace ranklens::ui
