#pragma once
// Recomputes the evaluation off the GUI thread whenever its inputs change. One job at a time
// (jobs never overlap); a newer request cancels the running one, and results of stale
// generations are dropped.
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>

#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

class EvaluationController : public QObject {
    Q_OBJECT
  public:
    explicit EvaluationController(QObject* parent = nullptr);
    ~EvaluationController() override;

    void setData(std::shared_ptr<const ProjectData> data);
    void setDefinitions(const Definitions& defs);
    void setMetrics(const std::vector<const core::MeasureInfo*>& metrics);
    void setCutoffs(const std::vector<int>& cutoffs);

    const Definitions& definitions() const { return request_.defs; }
    const std::vector<const core::MeasureInfo*>& metrics() const { return request_.metrics; }
    const std::vector<int>& cutoffs() const { return request_.cutoffs; }
    std::shared_ptr<const Evaluation> current() const { return current_; }
    quint64 generation() const { return generation_; }
    bool isRunning() const { return running_; }
    // Blocks until the newest requested evaluation is published (tests, benchmarks).
    bool waitForIdle(int timeoutMs = 30000);

  public slots:
    void cancel();

  signals:
    void started();
    void progress(qint64 done, qint64 total);
    void evaluationReady(std::shared_ptr<const ProjectData> data,
                         std::shared_ptr<const Evaluation> ev);
    void failed(const QString& message);
    void finished();

  private:
    void schedule();
    void launch();

    EvalRequest request_;
    std::shared_ptr<const Evaluation> current_;
    QThreadPool pool_;
    quint64 generation_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool scheduled_ = false;
    bool running_ = false;
    int inFlight_ = 0;
};

}  // namespace ranklens::ui
