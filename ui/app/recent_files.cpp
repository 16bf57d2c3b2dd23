#include "ui/app/recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QMutex>
#include <QSettings>
#include <QThreadPool>
#include <functional>

namespace ranklens::ui {

namespace {
constexpr int kMaxRecent = 8;

// One thread, so that the lists are written in the order they were made.
QThreadPool& writer() {
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool;  // waited for by waitForRecentFiles, never destroyed late
        p->setMaxThreadCount(1);
        return p;
    }();
    return *pool;
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
    writer().start([recent] {
        QSettings s;
        s.setValue(QStringLiteral("recentFiles"), recent);
        s.sync();
        QMutexLocker lock(&pendingMutex);
        if (pending == recent) hasPending = false;  // no newer list waiting
    });
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
