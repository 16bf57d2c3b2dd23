#pragma once
// Opening a project with a results snapshot (issue 14): the window shows the last session's
// numbers at once (curves, queries table, definitions) while the project's checks and load run
// in the background; what needs the ranked lists (the ranking view, the definitions, imports,
// labels, compare) is off with the reason until the first full evaluation replaces the snapshot.
// The snapshots themselves are kept by SnapshotKeeper.
#include <QObject>
#include <QString>

namespace ranklens::ui {

struct Evaluation;
class CurvesView;
class DefinitionsBar;
class DefinitionsModel;
class EvaluationController;
class LoadingState;
class ProjectSession;
class SnapshotKeeper;
class WindowStatus;

class SnapshotOpening : public QObject {
    Q_OBJECT
  public:
    struct Parts {
        ProjectSession* session;
        EvaluationController* eval;
        DefinitionsModel* definitions;
        DefinitionsBar* bar;
        CurvesView* curves;
        WindowStatus* status;
        LoadingState* loading;
    };
    SnapshotOpening(QObject* parent, const Parts& parts);
    // Made after ProjectMemory (it reads it), after the window's connections.
    void setKeeper(SnapshotKeeper* keeper) { keeper_ = keeper; }

    // Opens path from its snapshot; false (nothing done) when it has none that fits the file.
    bool open(const QString& path);

  private:
    void applyRequest(const Evaluation& snapshot);

    Parts parts_;
    SnapshotKeeper* keeper_ = nullptr;
};

}  // namespace ranklens::ui
