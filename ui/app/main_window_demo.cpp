// MainWindow: the bundled demo project — built at first start, its item metadata brought up to
// date when it was built by an older RankLens (issue 13's categories and popularity).
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

#include "core/store/project_store.h"
#include "ui/app/main_window.h"
#include "ui/app/project_open_choice.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

void MainWindow::openDemo() {
    const QString path = DemoProject::defaultPath();
    const bool exists = QFileInfo::exists(path);
    // Another project open: asked first, as File → Open asks (the demo replaced it unasked).
    if (session_->isOpen() &&
        QFileInfo(session_->path()).absoluteFilePath() != QFileInfo(path).absoluteFilePath()) {
        switch (askHowToOpen(this, session_->path(), path)) {
            case OpenChoice::NewWindow:  // no file yet: the new window builds the demo
                if (!openInNewWindow(exists ? path : QString(), this))
                    QMessageBox::warning(this, tr("Open project"),
                                         tr("Could not start a new RankLens window for %1.")
                                             .arg(QFileInfo(path).fileName()));
                return;
            case OpenChoice::Cancel:
                return;
            case OpenChoice::Replace:
                break;
        }
    }
    const QString refreshed = exists ? refreshDemoItems(path) : QString();
    if (!(exists ? openProject(path) : newProject(path))) return;
    if (exists) {
        tellAfterLoad(refreshed);
        return;
    }
    const QStringList inputs =
        DemoProject::extractInputs(QFileInfo(path).absolutePath() + QStringLiteral("/demo-inputs"));
    if (inputs.isEmpty()) {
        QMessageBox::warning(this, tr("Demo project"),
                             tr("The demo inputs could not be unpacked."));
        return;
    }
    session_->importFiles(inputs);
    // Then the demo's click log and online results (ui/behaviour), once its runs are in.
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
            statusBar()->showMessage(error, 8000);
    });
}

// Before the session opens it (so the first load reads the refreshed file, and no snapshot of
// the old one is shown): what to tell the user, empty when the demo was up to date.
QString MainWindow::refreshDemoItems(const QString& path) {
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
void MainWindow::tellAfterLoad(const QString& message) {
    if (message.isEmpty()) return;
    if (!session_->isBusy()) {
        statusBar()->showMessage(message, 8000);
        return;
    }
    auto* once = new QObject(this);
    connect(session_, &ProjectSession::busyChanged, once, [this, once, message](bool busy) {
        if (busy) return;
        once->deleteLater();
        statusBar()->showMessage(message, 8000);
    });
}

}  // namespace ranklens::ui
