// MainWindow: opening a project with a results snapshot (issue 14). The window shows the last
// session's numbers at once (curves, queries table, definitions) while the project's checks and
// load run in the background; what needs the ranked lists (the ranking view, the definitions,
// imports, labels, compare) is off with the reason in the status bar until the first full
// evaluation replaces the snapshot. A file the checks refuse drops the snapshot's numbers.
#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>

#include "ui/app/main_window.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

void MainWindow::openWithSnapshot(const QString& path, std::shared_ptr<Evaluation> snapshot) {
    // Closes the open project first (its snapshot is kept). The checks and the load one after
    // the other: the numbers are on screen, the window's painting keeps a core (measured: the
    // overlapped checks slowed the snapshot's first paint on a busy 2-core machine).
    session_->openInBackground(path, false);
    eval_->setData(nullptr);  // nothing of the closed project is evaluated again
    showProjectFile(path);
    setWindowTitle(tr("%1 — RankLens").arg(QFileInfo(path).fileName()));
    applySnapshotRequest(*snapshot);
    defs_->setLabelSets(snapshot->data->labelSets, snapshot->data->labelSetId);
    setLoading(true);
    eval_->showSnapshot(std::move(snapshot));
    showBusy(true, tr("Checking and loading the project… — numbers shown from the last session"));
}

// The definitions, measures and cut-offs the snapshot was made under, as if chosen: the
// project's own (restored when it opens) are the same, since the file is unchanged.
void MainWindow::applySnapshotRequest(const Evaluation& snapshot) {
    const Definitions& d = snapshot.request.defs;
    definitions_->setDefinitions(d);  // every view observes them
    curves_->setSelectedMetrics(snapshot.request.metrics);
    eval_->setMetrics(snapshot.request.metrics);
    curves_->setCutoffs(snapshot.request.cutoffs);
    eval_->setCutoffs(snapshot.request.cutoffs);
}

void MainWindow::setLoading(bool loading) {
    const QString why =
        loading ? tr("Available once the project is checked and loaded") : QString();
    defs_->setEnabled(!loading);
    defs_->setToolTip(why);
    ranking_->setEnabled(!loading);
    ranking_->setToolTip(why);
    for (QAction* a : std::as_const(needsData_)) {
        a->setEnabled(!loading);
        a->setStatusTip(why);
    }
}

// The checks refused the file (or it could not be read): the snapshot's numbers go, the
// usual message comes (without blocking: the window may be closing or in a test).
void MainWindow::openFailedInBackground(const QString& path, const QString& message) {
    previousProject_.clear();
    showLoadingNotes(QString());
    eval_->clear();
    evalLabel_->clear();
    projectLabel_->clear();
    defs_->setLabelSets({}, 0);  // no project: no "Labels: <the closed project's set>"
    setWindowTitle(tr("RankLens"));
    setLoading(false);
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Open project"),
                        tr("Could not open %1:\n%2").arg(path, message), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace ranklens::ui
