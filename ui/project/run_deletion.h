#pragma once
// File → Delete Run…: the user picks a run or an evaluated run, confirms, and the deletion is an
// undo command (ProjectSession::setRunDeleted): undoable until the project is closed, when the
// store deletes it with its what-if drafts.
#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>

class QUndoStack;
class QWidget;

namespace ranklens::ui {

class ProjectSession;

class DeleteRunCommand : public QUndoCommand {
  public:
    DeleteRunCommand(ProjectSession& session, std::int64_t runInfoId, const QString& name);
    void redo() override;
    void undo() override;

  private:
    ProjectSession& session_;
    std::int64_t id_;
};

class RunDeletion {
    Q_DECLARE_TR_FUNCTIONS(RunDeletion)
  public:
    // Asks which run, then confirms; pushes the deletion onto undo. Nothing when cancelled.
    static void fromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo);
};

}  // namespace ranklens::ui
