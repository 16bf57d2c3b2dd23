#pragma once
// File → Delete Run… and Delete Label Set…: the user picks a run, an evaluated run or a label
// set, confirms, and the deletion is an undo command (RunEdits::setRunDeleted,
// ProjectLabels::setLabelSetDeleted), undoable until the project is closed. A run leaves the
// store then, with its what-if drafts; a label set leaves it at once, with its labels (its edit
// history kept).
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

class DeleteLabelSetCommand : public QUndoCommand {
  public:
    DeleteLabelSetCommand(ProjectSession& session, std::int64_t labelSetId, const QString& name);
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
    // The same for a label set; the active one (the evaluation's) is not offered.
    static void labelSetFromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo);
};

}  // namespace ranklens::ui
