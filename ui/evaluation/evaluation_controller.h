#pragma once
// Recomputes the evaluation off the GUI thread whenever its inputs change. Several changes in
// one event-loop turn cost one job; a newer request cancels the running one and only the newest
// result is published (ui/common/job_runner.h).
#include <QObject>
#include <memory>

#include "ui/common/job_runner.h"
#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

class EvaluationController : public QObject {
    Q_OBJECT
  public:
    explicit EvaluationController(QObject* parent = nullptr);

    void setData(std::shared_ptr<const ProjectData> data);
    void setDefinitions(const Definitions& defs);
    void setMetrics(const std::vector<const core::MeasureInfo*>& metrics);
    void setCutoffs(const std::vector<int>& cutoffs);

    const Definitions& definitions() const { return request_.defs; }
    const std::vector<const core::MeasureInfo*>& metrics() const { return request_.metrics; }
    const std::vector<int>& cutoffs() const { return request_.cutoffs; }
    std::shared_ptr<const Evaluation> current() const { return current_; }
    quint64 generation() const { return runner_.generation(); }
    bool isRunning() const { return runner_.isRunning(); }
    // Publishes the numbers of a results snapshot (ui/evaluation/results_snapshot.h) as the
    // current evaluation, while the project is still being checked and loaded; the first full
    // evaluation replaces it. No job is started (there are no ranked lists yet).
    void showSnapshot(std::shared_ptr<const Evaluation> snapshot);
    // Forgets the project's data and a shown snapshot (the project was closed or refused):
    // current() is then an empty evaluation (no runs, no queries) and nothing is evaluated.
    void clear();
    bool showsSnapshot() const { return current_ && current_->fromSnapshot; }
    // Runs the event loop until the newest requested evaluation is published (tests, benchmarks).
    bool waitForIdle(int timeoutMs = 30000) { return runner_.waitForIdle(timeoutMs); }

  public slots:
    void cancel() { runner_.cancel(); }

  signals:
    void started();
    void progress(int perMille);
    void evaluationReady(std::shared_ptr<const ProjectData> data,
                         std::shared_ptr<const Evaluation> ev);
    void failed(const QString& message);
    void finished();

  private:
    void schedule();
    JobRunner::Work makeJob();

    EvalRequest request_;
    std::shared_ptr<const Evaluation> current_;
    JobRunner runner_;
};

}  // namespace ranklens::ui
