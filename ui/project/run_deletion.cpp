#include "ui/project/run_deletion.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QUndoStack>

#include "ui/project/project_session.h"

namespace ranklens::ui {

DeleteRunCommand::DeleteRunCommand(ProjectSession& session, std::int64_t runInfoId,
                                   const QString& name)
    : QUndoCommand(RunDeletion::tr("Delete run %1").arg(name)), session_(session), id_(runInfoId) {}

void DeleteRunCommand::redo() {
    session_.setRunDeleted(id_, true);
}

void DeleteRunCommand::undo() {
    session_.setRunDeleted(id_, false);
}

void RunDeletion::fromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo) {
    const auto data = session.data();
    if (!data || data->runInfos.empty()) {
        QMessageBox::information(parent, tr("Delete run"), tr("The project holds no run."));
        return;
    }
    QStringList names;
    for (std::size_t r = 0; r < data->runInfos.size(); ++r) {
        const QString name = QString::fromStdString(data->runInfos[r].name);
        names << (data->evaluatedRun(r) ? tr("%1 (evaluated run)").arg(name) : name);
    }
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(parent, tr("Delete run"), tr("Run to delete:"), names, 0, false, &ok);
    const auto r = static_cast<std::size_t>(names.indexOf(chosen));
    if (!ok || r >= data->runInfos.size()) return;
    const QString name = QString::fromStdString(data->runInfos[r].name);
    const auto answer = QMessageBox::question(
        parent, tr("Delete run"),
        tr("Delete %1 and its what-if drafts from the project?\n\nEdit → Undo brings it back "
           "until the project is closed.")
            .arg(name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes) return;
    undo->push(new DeleteRunCommand(session, data->runInfos[r].id, name));
}

}  // namespace ranklens::ui
