#pragma once
// Runs comparisons off the GUI thread, one at a time: a new request cancels the running one and
// results of stale requests are dropped. Progress is reported in thousandths, throttled.
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>

#include "ui/compare/comparison_job.h"

namespace ranklens::ui {

class ComparisonController : public QObject {
    Q_OBJECT
  public:
    explicit ComparisonController(QObject* parent = nullptr);
    ~ComparisonController() override;

    void start(const ComparisonRequest& req);
    std::shared_ptr<const ComparisonOutcome> current() const { return current_; }
    bool isRunning() const { return running_; }
    // Blocks until the newest request is done (tests).
    bool waitForIdle(int timeoutMs = 60000);

  public slots:
    void cancel();

  signals:
    void started();
    void progress(int perMille);
    void ready(std::shared_ptr<const ranklens::ui::ComparisonOutcome> outcome);
    void failed(const QString& message);
    void cancelled();

  private:
    QThreadPool pool_;
    std::shared_ptr<const ComparisonOutcome> current_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    quint64 generation_ = 0;
    int inFlight_ = 0;
    bool running_ = false;
};

}  // namespace ranklens::ui
