#include "ui/project/run_renaming.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QUndoStack>

#include "ui/project/project_session.h"
#include "ui/project/run_choices.h"

namespace ranklens::ui {

RenameRunCommand::RenameRunCommand(ProjectSession& session, std::int64_t runId, const QString& from,
                                   const QString& to, bool done)
    : QUndoCommand(RunRenaming::tr("Rename run %1 to %2").arg(from, to)),
      session_(session),
      id_(runId),
      from_(from),
      to_(to),
      done_(done) {}

void RenameRunCommand::redo() {
    if (std::exchange(done_, false)) return;
    QString error;
    if (!session_.runEdits().renameRun(id_, to_, &error)) emit session_.errorOccurred(error);
}

void RenameRunCommand::undo() {
    QString error;
    if (!session_.runEdits().renameRun(id_, from_, &error, /*restoring=*/true))
        emit session_.errorOccurred(error);
}

QString RunRenaming::refusal(const ProjectData& data, std::size_t index, const QString& name) {
    if (name.trimmed().isEmpty()) return tr("A run needs a name.");
    for (std::size_t r = 0; r < data.runInfos.size(); ++r)
        if (r != index && QString::fromStdString(data.runInfos[r].name) == name)
            return tr("Another run is already named “%1”. Choose a name no other run has.")
                .arg(name);
    return {};
}

void RunRenaming::fromUser(QWidget* parent, ProjectSession& session, QUndoStack* undo) {
    const auto data = session.data();
    const std::vector<RunChoice> runs =
        data ? RunChoices::of(*data, false) : std::vector<RunChoice>{};
    if (runs.empty()) {
        QMessageBox::information(parent, tr("Rename run"),
                                 tr("The project holds no run that can be renamed."));
        return;
    }
    QStringList labels;
    for (const RunChoice& c : runs) labels << c.label;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(parent, tr("Rename run"), tr("Run to rename:"),
                                                 labels, 0, false, &ok);
    const auto at = labels.indexOf(chosen);
    if (!ok || at < 0) return;
    const std::size_t index = runs[static_cast<std::size_t>(at)].index;
    const auto& info = data->runInfos[index];
    const QString from = QString::fromStdString(info.name);
    QString name = from;
    for (;;) {  // until a name no other run has, or cancel
        name = QInputDialog::getText(parent, tr("Rename run"), tr("New name for %1:").arg(chosen),
                                     QLineEdit::Normal, name, &ok)
                   .trimmed();
        if (!ok || name == from) return;
        const QString why = refusal(*data, index, name);
        if (why.isEmpty()) break;
        QMessageBox::warning(parent, tr("Rename run"), why);
    }
    QString error;
    if (!session.runEdits().renameRun(info.id, name, &error)) {
        QMessageBox::warning(parent, tr("Rename run"),
                             tr("%1 keeps its name:\n%2").arg(from, error));
        return;
    }
    undo->push(new RenameRunCommand(session, info.id, from, name, true));
}

}  // namespace ranklens::ui
