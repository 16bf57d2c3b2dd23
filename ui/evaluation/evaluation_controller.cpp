#include "ui/evaluation/evaluation_controller.h"

#include <QEventLoop>
#include <QPointer>
#include <QTimer>
#include <QtConcurrent>

namespace ranklens::ui {

EvaluationController::EvaluationController(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);  // jobs run one after another; the engine uses its own threads
    request_.metrics = defaultMetrics();
}

EvaluationController::~EvaluationController() {
    cancel();
    pool_.waitForDone();
}

void EvaluationController::setData(std::shared_ptr<const ProjectData> data) {
    request_.data = std::move(data);
    schedule();
}

void EvaluationController::setDefinitions(const Definitions& defs) {
    if (defs == request_.defs && current_) return;
    request_.defs = defs;
    schedule();
}

void EvaluationController::setMetrics(const std::vector<const core::MeasureInfo*>& metrics) {
    if (metrics == request_.metrics) return;
    request_.metrics = metrics;
    schedule();
}

void EvaluationController::setCutoffs(const std::vector<int>& cutoffs) {
    if (cutoffs == request_.cutoffs) return;
    request_.cutoffs = cutoffs;
    schedule();
}

void EvaluationController::schedule() {
    ++generation_;
    cancel();  // the running job is stale now
    if (scheduled_) return;
    scheduled_ = true;
    // Coalesce several changes made in one event-loop turn into one job.
    QTimer::singleShot(0, this, [this] {
        scheduled_ = false;
        launch();
    });
}

void EvaluationController::cancel() {
    if (cancel_) cancel_->store(true);
}

void EvaluationController::launch() {
    if (!request_.data || !request_.data->labels) return;
    const quint64 gen = generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto flag = cancel_;
    EvalRequest req = request_;
    QPointer<EvaluationController> self(this);
    running_ = true;
    ++inFlight_;
    emit started();
    auto* watcher = new QFutureWatcher<std::shared_ptr<Evaluation>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, gen] {
        watcher->deleteLater();
        --inFlight_;
        std::shared_ptr<Evaluation> ev;
        QString error;
        try {
            ev = watcher->result();
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        if (gen != generation_) return;  // stale: a newer job is queued or running
        running_ = false;
        if (ev) {
            current_ = ev;
            emit evaluationReady(ev->data, ev);
        } else if (!error.isEmpty()) {
            emit failed(error);
        }
        emit finished();
    });
    watcher->setFuture(QtConcurrent::run(&pool_, [req, flag, self, gen]() {
        core::ProgressFn progress = [flag, self, gen](std::size_t done, std::size_t total) {
            if (self)
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, gen, done, total] {
                        if (self && self->generation_ == gen)
                            emit self->progress(static_cast<qint64>(done),
                                                static_cast<qint64>(total));
                    },
                    Qt::QueuedConnection);
            return !flag->load();
        };
        try {
            return computeEvaluation(req, progress);
        } catch (const core::Cancelled&) {
            return std::shared_ptr<Evaluation>();
        }
    }));
}

bool EvaluationController::waitForIdle(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while ((scheduled_ || running_ || inFlight_ > 0) && t.elapsed() < timeoutMs) {
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return !(scheduled_ || running_ || inFlight_ > 0);
}

}  // namespace ranklens::ui
