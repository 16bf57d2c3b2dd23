#include "ui/app/recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QMutex>
#include <QSettings>
#include <functional>

#include "ui/common/job_runner.h"

namespace ranklens::ui {

namespace {
constexpr int kMaxRecent = 8;

// A runner's one worker writes the lists in the order they were made, each write left to
// finish when the next starts. Made on the GUI thread's first call; waited for by
// waitForRecentFiles and never destroyed (a write must not be cut off at exit).
JobRunner& writer() {
    static auto* runner = new JobRunner;
    return *runner;
}

// The newest list not yet written: what the next rememberRecentFile starts from.
QMutex pendingMutex;
QStringList pending;
bool hasPending = false;
}  // namespace

namespace {
// The list as the newest change left it (written or waiting), changed by edit, then written on
// the writer's thread; returns the new list.
QStringList changeRecentFiles(const std::function<void(QStringList&)>& edit) {
    QStringList recent;
    {
        QMutexLocker lock(&pendingMutex);
        recent =
            hasPending ? pending : QSettings().value(QStringLiteral("recentFiles")).toStringList();
        edit(recent);
        pending = recent;
        hasPending = true;
    }
    writer().start(
        [recent](const core::ProgressFn&) -> JobRunner::Apply {
            QSettings s;
            s.setValue(QStringLiteral("recentFiles"), recent);
            s.sync();
            QMutexLocker lock(&pendingMutex);
            if (pending == recent) hasPending = false;  // no newer list waiting
            return {};
        },
        JobRunner::Older::Finish);
    return recent;
}
}  // namespace

QStringList rememberRecentFile(const QString& path) {
    return changeRecentFiles([&path](QStringList& recent) {
        recent.removeAll(path);
        recent.prepend(path);
        while (recent.size() > kMaxRecent) recent.removeLast();
    });
}

QStringList forgetRecentFile(const QString& path) {
    return changeRecentFiles([&path](QStringList& recent) { recent.removeAll(path); });
}

namespace {
QStringList currentRecentFiles() {  // the newest list, written or not
    QMutexLocker lock(&pendingMutex);
    return hasPending ? pending : QSettings().value(QStringLiteral("recentFiles")).toStringList();
}
}  // namespace

bool isRecentFile(const QString& path) {
    return currentRecentFiles().contains(path);
}

void waitForRecentFiles() {
    writer().waitForDone();
}

void fillRecentMenu(QMenu* menu, QObject* context, const std::function<void(const QString&)>& open,
                    const QStringList* list) {
    menu->clear();
    const QStringList recent = list ? *list : currentRecentFiles();
    for (const QString& f : recent)
        menu->addAction(QFileInfo(f).fileName(), context, [open, f] { open(f); })->setToolTip(f);
    menu->setEnabled(!recent.isEmpty());
}

}  // namespace ranklens::ui
