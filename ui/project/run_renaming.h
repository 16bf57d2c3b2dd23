#pragma once
// File → Rename Run…: the user picks a run (a name two runs share is told apart, run_choices.h),
// types a new name no other run has (a name taken is refused and asked again), and the rename
// is written to the project at once as an undo command: Edit → Undo gives the run its old name
// back, even one another run still shares.
#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>

class QUndoStack;
class QWidget;

namespace ranklens::ui {

class ProjectSession;
struct ProjectData;

class RenameRunCommand : public QUndoCommand {
  public:
    // done: the rename is already written (the first redo does nothing).
    RenameRunCommand(ProjectSession& session, std::int64_t runId, const QString& from,
                     const QString& to, bool done);
    void redo() override;
    void undo() override;

  private:
    ProjectSession& session_;
    std::int64_t id_;
    QString from_, to_;
    bool done_;
};

class RunRenaming {
    Q_DECLARE_TR_FUNCTIONS(RunRenaming)
  public:
    // Asks which run and its new name; renames it and pushes the rename onto undo. Nothing when
    // cancelled or when the name is unchanged.
    static void fromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo);
    // Why name cannot be the new name of run index of the project's runs ("" when it can): empty,
    // or another run (an evaluated one too) has it.
    static QString refusal(const ProjectData& data, std::size_t index, const QString& name);
};

}  // namespace ranklens::ui
