// MainWindow: the first open of a project (no results snapshot: the first time, the file changed
// outside RankLens, after a crash). The window shows the project at once — its title, an empty
// explorer, "Checking and loading the project…" with progress and Cancel — while the checks and
// the load run in the background (ProjectSession::openInBackground); the numbers come when the
// evaluation publishes. What needs the data is off until then, as on a reopen
// (main_window_snapshot.cpp). Cancel goes back to the project that was open before, if any.
// Also here: opening a project by path, and asking first when another one is open.
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>
#include <utility>

#include "ui/app/loading_overlay.h"
#include "ui/app/main_window.h"
#include "ui/app/project_memory.h"
#include "ui/app/project_open_choice.h"
#include "ui/app/snapshot_keeper.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"

namespace ranklens::ui {

// A file worth opening in the background: one that is there with content (a new project is
// created at once; an absent or empty file is refused at once).
bool MainWindow::opensInBackground(const QString& path) {
    const QFileInfo f(path);
    return f.isFile() && f.size() > 0;
}

void MainWindow::openFirstTime(const QString& path) {
    session_->openInBackground(path);  // closes the open project first
    eval_->setData(nullptr);
    eval_->clear();  // the closed project's numbers go (publishes an empty evaluation)
    evalLabel_->clear();
    showProjectFile(path);
    setWindowTitle(tr("%1 — RankLens").arg(QFileInfo(path).fileName()));
    setLoading(true);
    showLoadingNotes(path);
}

void MainWindow::showProjectFile(const QString& path, const QString& readOnlyReason) {
    const QString name = QFileInfo(path).fileName();
    projectLabel_->setText(
        readOnlyReason.isEmpty()
            ? name
            : tr("%1 — read-only: %2 (grading is off)").arg(name, readOnlyReason));
    projectLabel_->setToolTip(QDir::toNativeSeparators(path));
}

void MainWindow::showLoadingNotes(const QString& path) {
    if (loadingNotes_.isEmpty())
        loadingNotes_ = {new LoadingOverlay(curves_), new LoadingOverlay(queries_)};
    for (LoadingOverlay* note : std::as_const(loadingNotes_)) {
        if (path.isEmpty())
            note->hide();
        else
            note->showText(tr("Checking and loading %1…\n\nThe numbers appear here once the "
                              "project is checked, loaded and evaluated.")
                               .arg(QFileInfo(path).fileName()));
    }
}

// Cancelled while checked or loaded: nothing of it stays; the project open before comes back
// (from its results snapshot when it has one, written when it was closed).
void MainWindow::openCancelledInBackground(const QString& path) {
    eval_->clear();
    evalLabel_->clear();
    projectLabel_->clear();
    setWindowTitle(tr("RankLens"));
    setLoading(false);
    showLoadingNotes(QString());
    statusBar()->showMessage(tr("Opening %1 was cancelled.").arg(QFileInfo(path).fileName()), 8000);
    const QString previous = std::exchange(previousProject_, QString());
    if (!previous.isEmpty())
        QTimer::singleShot(0, this, [this, previous] { openProject(previous); });
}

bool MainWindow::openProject(const QString& path) {
    if (auto* memory = findChild<ProjectMemory*>(); memory && !memory->confirmLeave()) return false;
    QString error;
    showQuery(QString(), 0);  // nothing of the project being left stays in view
    const QString previous = session_->isOpen() ? session_->path() : previousProject_;
    const bool same =
        QFileInfo(previous).canonicalFilePath() == QFileInfo(path).canonicalFilePath();
    previousProject_ = same ? QString() : previous;
    // Reopening the open project: closed first, so that its snapshot is keyed on the file as
    // this session leaves it.
    if (session_->isOpen() && same) session_->close();
    if (auto snapshot = snapshots_->lookup(path)) {
        openWithSnapshot(path, std::move(snapshot));
        return true;
    }
    if (opensInBackground(path)) {
        openFirstTime(path);
        return true;
    }
    previousProject_.clear();
    if (!session_->open(path, &error)) {
        QMessageBox::warning(this, tr("Open project"),
                             tr("Could not open %1:\n%2").arg(path, error));
        return false;
    }
    return true;
}

void MainWindow::openFromUser(const QString& path) {
    const bool other = session_->isOpen() && QFileInfo(session_->path()).absoluteFilePath() !=
                                                 QFileInfo(path).absoluteFilePath();
    if (!other) {
        openProject(path);
        return;
    }
    switch (askHowToOpen(this, session_->path(), path)) {
        case OpenChoice::NewWindow:
            if (!openInNewWindow(path))
                QMessageBox::warning(this, tr("Open project"),
                                     tr("Could not start a new RankLens window for %1.").arg(path));
            break;
        case OpenChoice::Replace:
            openProject(path);
            break;
        case OpenChoice::Cancel:
            break;
    }
}

}  // namespace ranklens::ui
