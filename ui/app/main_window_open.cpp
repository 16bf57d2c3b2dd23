// MainWindow: the first open of a project (no results snapshot: the first time, the file changed
// outside RankLens, after a crash). The window shows the project at once — its title, an empty
// explorer, "Checking and loading the project…" with progress and Cancel — while the checks and
// the load run in the background (ProjectSession::openInBackground); the numbers come when the
// evaluation publishes. What needs the data is off until then, as on a reopen
// (main_window_snapshot.cpp). Cancel goes back to the project that was open before, if any.
// Also here: opening a project by path (checked first when it replaces the open one; a missing
// one said so, never created), and asking first when another one is open.
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <utility>

#include "ui/app/loading_overlay.h"
#include "ui/app/main_window.h"
#include "ui/app/project_memory.h"
#include "ui/app/project_open_choice.h"
#include "ui/app/recent_files.h"
#include "ui/app/snapshot_keeper.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_precheck.h"
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
    return openProjectAt(path, false);
}

bool MainWindow::newProject(const QString& path) {
    return openProjectAt(path, true);
}

// A project replacing the open one is checked first (ProjectPrecheck): a file the checks refuse
// leaves the open project open. Only File → New Project (create) makes a project where there is
// no file: any other open of a missing path says so and offers to locate it.
bool MainWindow::openProjectAt(const QString& path, bool create) {
    if (!create && !QFileInfo::exists(path)) {
        tellMissing(path);
        return false;
    }
    if (auto* memory = findChild<ProjectMemory*>(); memory && !memory->confirmLeave()) return false;
    const bool replacing = session_->isOpen() && QFileInfo(session_->path()).canonicalFilePath() !=
                                                     QFileInfo(path).canonicalFilePath();
    if (replacing && opensInBackground(path)) {
        checkBeforeReplacing(path);
        return true;
    }
    return openChecked(path, create);
}

void MainWindow::checkBeforeReplacing(const QString& path) {
    if (!precheck_) {
        precheck_ = new ProjectPrecheck(this);
        connect(precheck_, &ProjectPrecheck::passed, this, [this](const QString& p) {
            statusBar()->clearMessage();
            openChecked(p, false);
        });
        connect(precheck_, &ProjectPrecheck::refused, this,
                [this](const QString& p, const QString& message) {
                    statusBar()->clearMessage();
                    auto* box = new QMessageBox(
                        QMessageBox::Warning, tr("Open project"),
                        tr("Could not open %1:\n%2\n\n%3 stays open.")
                            .arg(p, message, QFileInfo(session_->path()).fileName()),
                        QMessageBox::Ok, this);
                    box->setObjectName(QStringLiteral("projectRefused"));
                    box->setAttribute(Qt::WA_DeleteOnClose);
                    box->open();
                });
    }
    statusBar()->showMessage(
        tr("Checking %1 before it replaces the open project…").arg(QFileInfo(path).fileName()));
    precheck_->start(path);
}

bool MainWindow::openChecked(const QString& path, bool create) {
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
    if (!session_->open(path, &error, create)) {
        QMessageBox::warning(this, tr("Open project"),
                             tr("Could not open %1:\n%2").arg(path, error));
        return false;
    }
    return true;
}

// A project that is not where it was (moved, renamed, on a drive not mounted): said, with the
// way to find it again or to take it off the recent list — never an empty project in its place.
void MainWindow::tellMissing(const QString& path) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Open project"),
                                tr("%1 no longer exists.").arg(QFileInfo(path).fileName()),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("projectMissing"));
    box->setInformativeText(tr("It was at %1. It may have been moved or renamed, or be on a "
                               "drive that is not connected.")
                                .arg(QDir::toNativeSeparators(path)));
    QPushButton* locate = box->addButton(tr("&Locate…"), QMessageBox::AcceptRole);
    QPushButton* forget =
        isRecentFile(path) ? box->addButton(tr("&Remove from List"), QMessageBox::DestructiveRole)
                           : nullptr;
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, path, locate, forget](auto* clicked) {
        if (clicked == forget) {
            forgetRecentFile(path);
            rebuildRecentMenu();
        } else if (clicked == locate) {
            QTimer::singleShot(0, this, [this, path] { locateMissing(path); });
        }
    });
    box->open();
}

void MainWindow::locateMissing(const QString& path) {
    QString dir = QFileInfo(path).absolutePath();  // its folder, or the nearest one still there
    while (!QFileInfo(dir).isDir()) dir = QFileInfo(dir).absolutePath();
    const QString found =
        QFileDialog::getOpenFileName(this, tr("Locate %1").arg(QFileInfo(path).fileName()), dir,
                                     tr("RankLens projects (*.ranklens)"));
    if (found.isEmpty()) return;
    forgetRecentFile(path);  // the new place takes the old one's entry
    rebuildRecentMenu();
    openFromUser(found);
}

QString MainWindow::askNewProjectPath() {
    const QString f = QFileDialog::getSaveFileName(this, tr("New project"), QString(),
                                                   tr("RankLens projects (*.ranklens)"));
    if (f.isEmpty() || f.endsWith(QLatin1String(".ranklens"))) return f;
    return f + QStringLiteral(".ranklens");
}

// An import with no project open (the last open was refused): the files go into a new project
// the user names — not into the demo, which took the files' place on screen and dropped them.
bool MainWindow::askForProject() {
    QMessageBox box(QMessageBox::Question, tr("Import"),
                    tr("No project is open. Create a new project for these files?"),
                    QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("importNeedsProject"));
    QPushButton* create = box.addButton(tr("&New Project…"), QMessageBox::AcceptRole);
    box.setDefaultButton(create);
    box.exec();
    if (box.clickedButton() != create) return false;
    const QString f = askNewProjectPath();
    return !f.isEmpty() && newProject(f);
}

void MainWindow::openFromUser(const QString& path, bool create) {
    const bool other = session_->isOpen() && QFileInfo(session_->path()).absoluteFilePath() !=
                                                 QFileInfo(path).absoluteFilePath();
    if (!create && !QFileInfo::exists(path)) {  // asked first: no window for a missing file
        tellMissing(path);
        return;
    }
    if (!other) {
        openProjectAt(path, create);
        return;
    }
    switch (askHowToOpen(this, session_->path(), path)) {
        case OpenChoice::NewWindow:
            if (create && !QFileInfo::exists(path)) {  // made here: the new window only opens
                try {
                    openStore(path, true);
                } catch (const std::exception& e) {
                    QMessageBox::warning(
                        this, tr("Open project"),
                        tr("Could not open %1:\n%2").arg(path, ProjectSession::errorText(e)));
                    break;
                }
            }
            if (!openInNewWindow(path, this))
                QMessageBox::warning(this, tr("Open project"),
                                     tr("Could not start a new RankLens window for %1.").arg(path));
            break;
        case OpenChoice::Replace:
            openProjectAt(path, create);
            break;
        case OpenChoice::Cancel:
            break;
    }
}

}  // namespace ranklens::ui
