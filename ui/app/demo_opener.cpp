#include "ui/app/demo_opener.h"

#include <QFileInfo>
#include <QMessageBox>

#include "core/store/project_store.h"
#include "ui/app/project_open_choice.h"
#include "ui/app/project_opener.h"
#include "ui/app/window_status.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

DemoOpener::DemoOpener(QWidget* window, ProjectSession* session, ProjectOpener* opener,
                       WindowStatus* status)
    : QObject(window), window_(window), session_(session), opener_(opener), status_(status) {}

void DemoOpener::open() {
    const QString path = DemoProject::defaultPath();
    const bool exists = QFileInfo::exists(path);
    if (!askFirst(path, exists)) return;
    const QString refreshed = exists ? refreshItems(path) : QString();
    if (!(exists ? opener_->openProject(path) : opener_->newProject(path))) return;
    if (exists)
        tellAfterLoad(refreshed);
    else
        build(path);
}

// Another project open: asked first, as File → Open asks (the demo replaced it unasked).
bool DemoOpener::askFirst(const QString& path, bool exists) {
    if (!session_->isOpen() ||
        QFileInfo(session_->path()).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
        return true;
    switch (askHowToOpen(window_, session_->path(), path)) {
        case OpenChoice::NewWindow:  // no file yet: the new window builds the demo
            if (!openInNewWindow(exists ? path : QString(), window_))
                QMessageBox::warning(window_, tr("Open project"),
                                     tr("Could not start a new RankLens window for %1.")
                                         .arg(QFileInfo(path).fileName()));
            return false;
        case OpenChoice::Cancel:
            return false;
        case OpenChoice::Replace:
            break;
    }
    return true;
}

// The demo's inputs into the new project, then its click log and online results (ui/behaviour),
// once its runs are in.
void DemoOpener::build(const QString& path) {
    const QStringList inputs =
        DemoProject::extractInputs(QFileInfo(path).absolutePath() + QStringLiteral("/demo-inputs"));
    if (inputs.isEmpty()) {
        QMessageBox::warning(window_, tr("Demo project"),
                             tr("The demo inputs could not be unpacked."));
        return;
    }
    session_->importFiles(inputs);
    auto* once = new QObject(this);
    const QString dir = QFileInfo(inputs.first()).absolutePath();
    connect(session_, &ProjectSession::importFinished, once, [this, once, dir](bool ok) {
        once->deleteLater();
        QString error;
        if (ok && !session_->withStore(
                      [&](store::ProjectStore& ps) {
                          DemoProject::addBehaviourData(ps, dir);
                          DemoProject::markItemsCurrent(ps);
                      },
                      &error))
            status_->showMessage(error, 8000);
    });
}

// Before the session opens it (so the first load reads the refreshed file, and no snapshot of
// the old one is shown): what to tell the user, empty when the demo was up to date.
QString DemoOpener::refreshItems(const QString& path) {
    try {
        auto ps = store::ProjectStore::open(path.toStdString());
        const QString dir = QFileInfo(path).absolutePath() + QStringLiteral("/demo-inputs");
        if (!DemoProject::refreshItems(*ps, dir)) return {};
        return tr("The demo project's items were brought up to date (categories, popularity).");
    } catch (const std::exception& e) {
        return tr("The demo's item metadata could not be updated: %1")
            .arg(QString::fromStdString(e.what()));
    }
}

// A message that outlives the load the opening started (its busy text would replace it).
void DemoOpener::tellAfterLoad(const QString& message) {
    if (message.isEmpty()) return;
    if (!session_->isBusy()) {
        status_->showMessage(message, 8000);
        return;
    }
    auto* once = new QObject(this);
    connect(session_, &ProjectSession::busyChanged, once, [this, once, message](bool busy) {
        if (busy) return;
        once->deleteLater();
        status_->showMessage(message, 8000);
    });
}

}  // namespace ranklens::ui
