#include "ui/app/snapshot_keeper.h"

#include "ui/evaluation/evaluation_controller.h"
#include "ui/evaluation/results_snapshot.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

SnapshotKeeper::SnapshotKeeper(ProjectSession* session, EvaluationController* eval, QObject* parent)
    : QObject(parent), session_(session), eval_(eval) {
    connect(session_, &ProjectSession::closed, this, &SnapshotKeeper::projectClosed);
}

SnapshotKeeper::~SnapshotKeeper() {
    waitForWrites();
}

void SnapshotKeeper::waitForWrites() {
    if (writer_.joinable()) writer_.join();
}

std::shared_ptr<Evaluation> SnapshotKeeper::lookup(const QString& path) {
    waitForWrites();
    return results_snapshot::read(path);
}

std::shared_ptr<const Evaluation> SnapshotKeeper::worthKeeping() const {
    const auto ev = eval_->current();
    if (!ev || ev->fromSnapshot || eval_->isRunning() || !ev->data || ev->runs.empty()) return {};
    // Of the data the session holds now (a label edit publishes new data: the evaluation of
    // the old data is not the file's content any more).
    if (!ev->request.data || ev->request.data != session_->data()) return {};
    // The definitions the project keeps are the ones in force (ProjectMemory saves them before
    // the store closes): a change still on its way would key other numbers to them.
    if (!results_snapshot::sameRequest(*ev, eval_->definitions(), eval_->metrics(),
                                       eval_->cutoffs()))
        return {};
    return ev;
}

void SnapshotKeeper::projectClosed(const QString& path) {
    const auto ev = worthKeeping();
    if (!ev) return;
    const auto id = fileIdentity(path);  // the file as the closed store left it
    if (!id) return;
    waitForWrites();
    // Never blocks the window: encoding (~ms) and the atomic write run on their own thread.
    writer_ = std::thread([ev, id = *id] {
        results_snapshot::writeFile(results_snapshot::fileFor(id),
                                    results_snapshot::encode(*ev, id));
    });
}

}  // namespace ranklens::ui
