#include "ui/compare/comparison_controller.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QPointer>
#include <QTimer>
#include <QtConcurrent>

namespace ranklens::ui {

namespace {
struct JobResult {
    std::shared_ptr<ComparisonOutcome> outcome;
    QString error;
    bool cancelled = false;
};
}  // namespace

ComparisonController::ComparisonController(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);  // the engine uses its own threads
}

ComparisonController::~ComparisonController() {
    cancel();
    pool_.waitForDone();
}

void ComparisonController::cancel() {
    if (cancel_) cancel_->store(true);
}

void ComparisonController::start(const ComparisonRequest& req) {
    cancel();
    const quint64 gen = ++generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto flag = cancel_;
    auto lastReported = std::make_shared<std::atomic<int>>(-1);
    QPointer<ComparisonController> self(this);
    running_ = true;
    ++inFlight_;
    emit started();
    auto* watcher = new QFutureWatcher<JobResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, gen] {
        watcher->deleteLater();
        --inFlight_;
        const JobResult r = watcher->result();
        if (gen != generation_) return;  // a newer request is running
        running_ = false;
        if (r.outcome) {
            current_ = r.outcome;
            emit ready(current_);
        } else if (r.cancelled) {
            emit cancelled();
        } else {
            emit failed(r.error);
        }
    });
    watcher->setFuture(QtConcurrent::run(&pool_, [req, flag, self, gen, lastReported]() {
        core::ProgressFn progress = [=](std::size_t done, std::size_t total) {
            const int pm = total ? static_cast<int>(done * 1000 / total) : 0;
            // Post at most one event per thousandth (worker threads call this often).
            if (lastReported->exchange(pm) != pm && self)
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, gen, pm] {
                        if (self && self->generation_ == gen) emit self->progress(pm);
                    },
                    Qt::QueuedConnection);
            return !flag->load();
        };
        JobResult r;
        try {
            r.outcome = computeComparison(req, progress);
        } catch (const core::Cancelled&) {
            r.cancelled = true;
        } catch (const std::exception& e) {
            r.error = QString::fromUtf8(e.what());
        }
        return r;
    }));
}

bool ComparisonController::waitForIdle(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (inFlight_ > 0 && t.elapsed() < timeoutMs) {
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return inFlight_ == 0;
}

}  // namespace ranklens::ui
