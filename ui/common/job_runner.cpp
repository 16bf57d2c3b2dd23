#include "ui/common/job_runner.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QPointer>
#include <QTimer>
#include <QtConcurrent>
#include <algorithm>

namespace ranklens::ui {

JobRunner::JobRunner(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);  // jobs run one after another; the engine uses its own threads
}

JobRunner::~JobRunner() {
    cancel();
    pool_.waitForDone();
}

void JobRunner::supersede(Older older) {
    ++generation_;
    running_ = false;  // the superseded job's end is no longer reported
    if (older == Older::Cancel) cancel();
}

core::ProgressFn JobRunner::progressFor(quint64 gen, std::shared_ptr<std::atomic<bool>> flag) {
    auto posted = std::make_shared<std::atomic<int>>(-1);
    QPointer<JobRunner> self(this);
    return [flag, posted, self, gen](std::size_t done, std::size_t total) {
        const int pm = total ? static_cast<int>(std::min(done, total) * 1000 / total) : 0;
        // Post at most one event per new thousandth (worker threads call this often).
        int prev = posted->load();
        while (pm > prev && !posted->compare_exchange_weak(prev, pm)) {
        }
        if (pm > prev && self)
            QMetaObject::invokeMethod(
                self.data(),
                [self, gen, pm] {
                    // Events from several worker threads may arrive out of order.
                    if (!self || self->generation_ != gen || pm <= self->lastProgress_) return;
                    self->lastProgress_ = pm;
                    emit self->progress(pm);
                },
                Qt::QueuedConnection);
        return !flag->load();
    };
}

quint64 JobRunner::start(Work work, Older older) {
    supersede(older);
    const quint64 gen = generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const core::ProgressFn progress = progressFor(gen, cancel_);
    lastProgress_ = -1;
    running_ = true;
    ++inFlight_;
    emit started();
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, gen] {
        watcher->deleteLater();
        --inFlight_;
        deliver(gen, watcher->result());
        if (isIdle()) emit idle();
    });
    watcher->setFuture(QtConcurrent::run(&pool_, [work = std::move(work), progress]() {
        Outcome o;
        try {
            o.apply = work(progress);
        } catch (const core::Cancelled&) {
            o.cancelled = true;
        } catch (const std::exception& e) {
            o.error = QString::fromUtf8(e.what());
        }
        return o;
    }));
    return gen;
}

void JobRunner::deliver(quint64 gen, const Outcome& outcome) {
    if (gen != generation_) return;  // stale: a newer job is pending, queued or running
    running_ = false;
    if (outcome.cancelled)
        emit cancelled();
    else if (!outcome.error.isEmpty())
        emit failed(outcome.error);
    else if (outcome.apply)
        outcome.apply();
    emit finished();
}

void JobRunner::startSoon(std::function<Work()> make) {
    supersede(Older::Cancel);
    make_ = std::move(make);
    if (pending_) return;
    pending_ = true;
    QTimer::singleShot(0, this, [this] {
        pending_ = false;
        Work work = make_ ? make_() : Work();
        if (work)
            start(std::move(work));
        else if (isIdle())
            emit idle();
    });
}

void JobRunner::cancel() {
    if (cancel_) cancel_->store(true);
}

void JobRunner::waitForDone() {
    pool_.waitForDone();
}

bool JobRunner::waitForIdle(int timeoutMs) {
    if (isIdle()) return true;
    QEventLoop loop;
    connect(this, &JobRunner::idle, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return isIdle();
}

}  // namespace ranklens::ui
