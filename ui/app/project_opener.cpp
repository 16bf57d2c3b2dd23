#include "ui/app/project_opener.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <utility>

#include "ui/app/current_query.h"
#include "ui/app/loading_state.h"
#include "ui/app/project_memory.h"
#include "ui/app/project_open_choice.h"
#include "ui/app/recent_files.h"
#include "ui/app/snapshot_opening.h"
#include "ui/app/window_status.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_precheck.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

ProjectOpener::ProjectOpener(QWidget* window, const Parts& parts)
    : QObject(window), window_(window), parts_(parts) {
    ProjectSession* session = parts_.session;
    // Open: a Cancel no longer goes back.
    connect(session, &ProjectSession::opened, this, [this] { previousProject_.clear(); });
    connect(session, &ProjectSession::openFailed, this, &ProjectOpener::failed);
    connect(session, &ProjectSession::openCancelled, this, &ProjectOpener::cancelled);
}

// A file worth opening in the background: one that is there with content (a new project is
// created at once; an absent or empty file is refused at once).
bool ProjectOpener::opensInBackground(const QString& path) {
    const QFileInfo f(path);
    return f.isFile() && f.size() > 0;
}

bool ProjectOpener::openProject(const QString& path) {
    return openProjectAt(path, false);
}

bool ProjectOpener::newProject(const QString& path) {
    return openProjectAt(path, true);
}

// A project replacing the open one is checked first (ProjectPrecheck): a file the checks refuse
// leaves the open project open. Only File → New Project (create) makes a project where there is
// no file: any other open of a missing path says so and offers to locate it.
bool ProjectOpener::openProjectAt(const QString& path, bool create) {
    if (!create && !QFileInfo::exists(path)) {
        tellMissing(path);
        return false;
    }
    if (auto* memory = window_->findChild<ProjectMemory*>(); memory && !memory->confirmLeave())
        return false;
    ProjectSession* session = parts_.session;
    const bool replacing = session->isOpen() && QFileInfo(session->path()).canonicalFilePath() !=
                                                    QFileInfo(path).canonicalFilePath();
    if (replacing && opensInBackground(path)) {
        checkBeforeReplacing(path);
        return true;
    }
    return openChecked(path, create);
}

void ProjectOpener::checkBeforeReplacing(const QString& path) {
    if (!precheck_) {
        precheck_ = new ProjectPrecheck(this);
        connect(precheck_, &ProjectPrecheck::passed, this, [this](const QString& p) {
            parts_.status->clearMessage();
            openChecked(p, false);
        });
        connect(precheck_, &ProjectPrecheck::refused, this, &ProjectOpener::refused);
    }
    parts_.status->showMessage(
        tr("Checking %1 before it replaces the open project…").arg(QFileInfo(path).fileName()));
    precheck_->start(path);
}

void ProjectOpener::refused(const QString& path, const QString& message) {
    parts_.status->clearMessage();
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Open project"),
                        tr("Could not open %1:\n%2\n\n%3 stays open.")
                            .arg(path, message, QFileInfo(parts_.session->path()).fileName()),
                        QMessageBox::Ok, window_);
    box->setObjectName(QStringLiteral("projectRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool ProjectOpener::openChecked(const QString& path, bool create) {
    ProjectSession* session = parts_.session;
    QString error;
    parts_.current->show(QString(), 0);  // nothing of the project being left stays in view
    const QString previous = session->isOpen() ? session->path() : previousProject_;
    const bool same =
        QFileInfo(previous).canonicalFilePath() == QFileInfo(path).canonicalFilePath();
    previousProject_ = same ? QString() : previous;
    // Reopening the open project: closed first, so that its snapshot is keyed on the file as
    // this session leaves it.
    if (session->isOpen() && same) session->close();
    if (parts_.snapshots->open(path)) return true;
    if (opensInBackground(path)) {
        openFirstTime(path);
        return true;
    }
    previousProject_.clear();
    if (!session->open(path, &error, create)) {
        QMessageBox::warning(window_, tr("Open project"),
                             tr("Could not open %1:\n%2").arg(path, error));
        return false;
    }
    return true;
}

// The first open (no snapshot: the first time, the file changed outside RankLens, after a
// crash): the window shows the project at once — its title, an empty explorer, "Checking and
// loading the project…" with progress and Cancel — while the checks and the load run in the
// background; what needs the data is off until the evaluation publishes.
void ProjectOpener::openFirstTime(const QString& path) {
    parts_.session->openInBackground(path);  // closes the open project first
    parts_.eval->setData(nullptr);
    parts_.eval->clear();  // the closed project's numbers go (publishes an empty evaluation)
    parts_.status->clearEvaluation();
    parts_.status->showOpening(path);
    parts_.loading->setLoading(true);
    parts_.loading->showNotes(path);
}

// Cancelled while checked or loaded: nothing of it stays; the project open before comes back
// (from its results snapshot when it has one, written when it was closed).
void ProjectOpener::cancelled(const QString& path) {
    parts_.eval->clear();
    parts_.status->showNoProject();
    parts_.loading->setLoading(false);
    parts_.loading->showNotes(QString());
    parts_.status->showMessage(tr("Opening %1 was cancelled.").arg(QFileInfo(path).fileName()),
                               8000);
    const QString previous = std::exchange(previousProject_, QString());
    if (!previous.isEmpty())
        QTimer::singleShot(0, this, [this, previous] { openProject(previous); });
}

// The checks refused the file (or it could not be read): a snapshot's numbers go, the usual
// message comes (without blocking: the window may be closing or in a test).
void ProjectOpener::failed(const QString& path, const QString& message) {
    previousProject_.clear();
    parts_.loading->showNotes(QString());
    parts_.eval->clear();
    parts_.status->showNoProject();
    parts_.bar->setLabelSets({}, 0);  // no project: no "Labels: <the closed project's set>"
    parts_.loading->setLoading(false);
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Open project"),
                        tr("Could not open %1:\n%2").arg(path, message), QMessageBox::Ok, window_);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

// A project that is not where it was (moved, renamed, on a drive not mounted): said, with the
// way to find it again or to take it off the recent list — never an empty project in its place.
void ProjectOpener::tellMissing(const QString& path) {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Open project"),
                                tr("%1 no longer exists.").arg(QFileInfo(path).fileName()),
                                QMessageBox::Cancel, window_);
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
            emit recentFilesChanged();
        } else if (clicked == locate) {
            QTimer::singleShot(0, this, [this, path] { locateMissing(path); });
        }
    });
    box->open();
}

void ProjectOpener::locateMissing(const QString& path) {
    QString dir = QFileInfo(path).absolutePath();  // its folder, or the nearest one still there
    while (!QFileInfo(dir).isDir()) dir = QFileInfo(dir).absolutePath();
    const QString found =
        QFileDialog::getOpenFileName(window_, tr("Locate %1").arg(QFileInfo(path).fileName()), dir,
                                     tr("RankLens projects (*.ranklens)"));
    if (found.isEmpty()) return;
    forgetRecentFile(path);  // the new place takes the old one's entry
    emit recentFilesChanged();
    openFromUser(found);
}

void ProjectOpener::askAndOpen() {
    const QString f = QFileDialog::getOpenFileName(window_, tr("Open project"), QString(),
                                                   tr("RankLens projects (*.ranklens)"));
    if (!f.isEmpty()) openFromUser(f);
}

void ProjectOpener::askAndCreate() {
    if (const QString f = askNewProjectPath(); !f.isEmpty()) openFromUser(f, true);
}

QString ProjectOpener::askNewProjectPath() {
    const QString f = QFileDialog::getSaveFileName(window_, tr("New project"), QString(),
                                                   tr("RankLens projects (*.ranklens)"));
    if (f.isEmpty() || f.endsWith(QLatin1String(".ranklens"))) return f;
    return f + QStringLiteral(".ranklens");
}

// An import with no project open (the last open was refused): the files go into a new project
// the user names — not into the demo, which took the files' place on screen and dropped them.
bool ProjectOpener::askForProject() {
    QMessageBox box(QMessageBox::Question, tr("Import"),
                    tr("No project is open. Create a new project for these files?"),
                    QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("importNeedsProject"));
    QPushButton* create = box.addButton(tr("&New Project…"), QMessageBox::AcceptRole);
    box.setDefaultButton(create);
    box.exec();
    if (box.clickedButton() != create) return false;
    const QString f = askNewProjectPath();
    return !f.isEmpty() && newProject(f);
}

void ProjectOpener::openFromUser(const QString& path, bool create) {
    ProjectSession* session = parts_.session;
    const bool other = session->isOpen() && QFileInfo(session->path()).absoluteFilePath() !=
                                                QFileInfo(path).absoluteFilePath();
    if (!create && !QFileInfo::exists(path)) {  // asked first: no window for a missing file
        tellMissing(path);
        return;
    }
    if (!other) {
        openProjectAt(path, create);
        return;
    }
    switch (askHowToOpen(window_, session->path(), path)) {
        case OpenChoice::NewWindow:
            openInOtherWindow(path, create);
            break;
        case OpenChoice::Replace:
            openProjectAt(path, create);
            break;
        case OpenChoice::Cancel:
            break;
    }
}

void ProjectOpener::openInOtherWindow(const QString& path, bool create) {
    if (create && !QFileInfo::exists(path)) {  // made here: the new window only opens
        try {
            openStore(path, true);
        } catch (const std::exception& e) {
            QMessageBox::warning(
                window_, tr("Open project"),
                tr("Could not open %1:\n%2").arg(path, ProjectSession::errorText(e)));
            return;
        }
    }
    if (!openInNewWindow(path, window_))
        QMessageBox::warning(window_, tr("Open project"),
                             tr("Could not start a new RankLens window for %1.").arg(path));
}

}  // namespace ranklens::ui
