#include "ui/app/snapshot_keeper.h"

#include "ui/evaluation/evaluation_controller.h"
#include "ui/evaluation/results_snapshot.h"
#include "ui/project/project_session.h"
#include "ui/project/project_view_state.h"

namespace ranklens::ui {

SnapshotKeeper::SnapshotKeeper(ProjectSession* session, EvaluationController* eval, QObject* parent)
    : QObject(parent), session_(session), eval_(eval) {
    connect(session_, &ProjectSession::aboutToChange, this, &SnapshotKeeper::projectClosing);
    connect(session_, &ProjectSession::closed, this, &SnapshotKeeper::projectClosed);
}

SnapshotKeeper::~SnapshotKeeper() {
    waitForWrites();
}

void SnapshotKeeper::waitForWrites() {
    writer_.waitForDone();
}

std::shared_ptr<Evaluation> SnapshotKeeper::lookup(const QString& path) {
    waitForWrites();
    return results_snapshot::read(path);
}

namespace {

// The definitions, measures and cut-offs the project keeps, as ProjectMemory applies them when
// the project opens; equal to the evaluation's request.
bool keptBy(const ProjectViewState& s, const Evaluation& ev) {
    Definitions d;
    if (s.config) d.config = *s.config;
    if (s.k > 0) d.k = s.k;
    const auto metrics = s.metricsStored ? s.metrics : defaultMetrics();
    const auto cutoffs = s.cutoffs.empty() ? EvalRequest().cutoffs : s.cutoffs;
    return results_snapshot::sameRequest(ev, d, metrics, cutoffs);
}

}  // namespace

std::shared_ptr<const Evaluation> SnapshotKeeper::worthKeeping() const {
    const auto ev = eval_->current();
    if (!ev || ev->fromSnapshot || eval_->isRunning() || !ev->data || ev->runs.empty()) return {};
    // Of the data the session holds now (a label edit publishes new data: the evaluation of
    // the old data is not the file's content any more).
    if (!ev->request.data || ev->request.data != session_->data()) return {};
    // No change on its way, and the project keeps these definitions (a read-only project keeps
    // the ones it had).
    if (!results_snapshot::sameRequest(*ev, eval_->definitions(), eval_->metrics(),
                                       eval_->cutoffs()) ||
        !keptBy(loadViewState(session_->keep()), *ev))
        return {};
    return ev;
}

// Before the store closes (after ProjectMemory saved what the project keeps).
void SnapshotKeeper::projectClosing() {
    closing_ = session_->isOpen() ? worthKeeping() : nullptr;
}

void SnapshotKeeper::projectClosed(const QString& path) {
    const auto ev = std::move(closing_);
    closing_.reset();
    if (!ev || ev->data->path != path.toStdString()) return;
    const auto id = fileIdentity(path);  // the file as the closed store left it
    if (!id) return;
    // Never blocks the window: encoding (~ms) and the atomic write run on the writer's worker,
    // after any write still in flight (a write is never stopped half-way).
    writer_.start(
        [ev, id = *id](const core::ProgressFn&) -> JobRunner::Apply {
            results_snapshot::writeFile(results_snapshot::fileFor(id),
                                        results_snapshot::encode(*ev, id));
            return {};
        },
        JobRunner::Older::Finish);
}

}  // namespace ranklens::ui
