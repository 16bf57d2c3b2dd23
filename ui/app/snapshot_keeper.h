#pragma once
// Keeps the results snapshot of each project the window shows (ui/evaluation/results_snapshot.h):
// when a project's store is closed (another project opened, the window closed), the newest full
// evaluation of its loaded data is written to the cache by a JobRunner of its own (one write
// after the other, each left to finish when the next starts), keyed on the
// file as the closed store left it — only when the evaluation was made under the definitions,
// measures and cut-offs the project itself keeps (ProjectMemory restores them at open), so the
// file's identity pins the definitions too. Opening a project looks its snapshot up.
// Create it after ProjectMemory: it reads the kept state once ProjectMemory has saved it.
#include <QObject>
#include <memory>

#include "ui/common/job_runner.h"
#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

class EvaluationController;
class ProjectSession;

class SnapshotKeeper : public QObject {
    Q_OBJECT
  public:
    SnapshotKeeper(ProjectSession* session, EvaluationController* eval, QObject* parent);
    ~SnapshotKeeper() override;  // waits for a write in flight (a few milliseconds)

    // The snapshot of the project at path as the file is now, or nullptr (a write in flight
    // ends first).
    std::shared_ptr<Evaluation> lookup(const QString& path);
    void waitForWrites();

  private:
    void projectClosing();
    void projectClosed(const QString& path);
    // The evaluation worth keeping: full, of the session's newest data, with no change pending.
    std::shared_ptr<const Evaluation> worthKeeping() const;

    ProjectSession* session_;
    EvaluationController* eval_;
    std::shared_ptr<const Evaluation> closing_;  // worth keeping, checked before the close
    JobRunner writer_;
};

}  // namespace ranklens::ui
