#include "ui/project/run_deletion.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QUndoStack>

#include "ui/project/project_session.h"
#include "ui/project/run_choices.h"

namespace ranklens::ui {

DeleteRunCommand::DeleteRunCommand(ProjectSession& session, std::int64_t runInfoId,
                                   const QString& name)
    : QUndoCommand(RunDeletion::tr("Delete run %1").arg(name)), session_(session), id_(runInfoId) {}

void DeleteRunCommand::redo() {
    session_.runEdits().setRunDeleted(id_, true);
}

void DeleteRunCommand::undo() {
    session_.runEdits().setRunDeleted(id_, false);
}

DeleteLabelSetCommand::DeleteLabelSetCommand(ProjectSession& session, std::int64_t labelSetId,
                                             const QString& name)
    : QUndoCommand(RunDeletion::tr("Delete label set %1").arg(name)),
      session_(session),
      id_(labelSetId) {}

void DeleteLabelSetCommand::redo() {
    session_.labels().setLabelSetDeleted(id_, true);
}

// The set comes back under a new id when its own was taken meanwhile: a redo deletes that one.
void DeleteLabelSetCommand::undo() {
    if (const std::int64_t id = session_.labels().setLabelSetDeleted(id_, false)) id_ = id;
}

namespace {

// Asks which of names to delete, then confirms with question (its %1 is the name chosen): the
// index chosen, or -1 when the user cancels either step.
int chosenAndConfirmed(QWidget* parent, const QString& title, const QString& prompt,
                       const QStringList& names, const QString& question) {
    bool ok = false;
    const QString chosen = QInputDialog::getItem(parent, title, prompt, names, 0, false, &ok);
    const int i = static_cast<int>(names.indexOf(chosen));
    if (!ok || i < 0) return -1;
    const auto answer =
        QMessageBox::question(parent, title, question.arg(chosen),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Yes ? i : -1;
}

}  // namespace

void RunDeletion::labelSetFromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo) {
    const auto data = session.data();
    QStringList names;
    std::vector<std::int64_t> ids;
    for (const auto& l : data ? data->labelSets : std::vector<store::LabelSetInfo>{})
        if (l.id != data->labelSetId) {
            names << QString::fromStdString(l.name);
            ids.push_back(l.id);
        }
    if (names.isEmpty()) {
        QMessageBox::information(parent, tr("Delete label set"),
                                 tr("No label set can be deleted: the one the evaluation uses is "
                                    "kept (choose another under Labels first)."));
        return;
    }
    const int i = chosenAndConfirmed(
        parent, tr("Delete label set"), tr("Label set to delete:"), names,
        tr("Delete the label set %1 and its labels from the project? Its edit history is "
           "kept.\n\nEdit → Undo brings it back until the project is closed."));
    if (i < 0) return;
    const auto at = static_cast<std::size_t>(i);
    undo->push(new DeleteLabelSetCommand(session, ids[at], names[i]));
}

void RunDeletion::fromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo) {
    const auto data = session.data();
    if (!data || data->runInfos.empty()) {
        QMessageBox::information(parent, tr("Delete run"), tr("The project holds no run."));
        return;
    }
    // A name two runs share is told apart (by file and import time): the one chosen goes.
    const std::vector<RunChoice> runs = RunChoices::of(*data, true);
    QStringList names;
    for (const RunChoice& c : runs) names << c.label;
    const int i = chosenAndConfirmed(
        parent, tr("Delete run"), tr("Run to delete:"), names,
        tr("Delete %1 and its what-if drafts from the project?\n\nEdit → Undo brings it back "
           "until the project is closed."));
    if (i < 0) return;
    const auto& run = data->runInfos[runs[static_cast<std::size_t>(i)].index];
    undo->push(new DeleteRunCommand(session, run.id, QString::fromStdString(run.name)));
}

}  // namespace ranklens::ui
