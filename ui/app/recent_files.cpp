#include "ui/app/recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QMutex>
#include <QSettings>
#include <QThreadPool>

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

QStringList rememberRecentFile(const QString& path) {
    QStringList recent;
    {
        QMutexLocker lock(&pendingMutex);
        recent =
            hasPending ? pending : QSettings().value(QStringLiteral("recentFiles")).toStringList();
        recent.removeAll(path);
        recent.prepend(path);
        while (recent.size() > kMaxRecent) recent.removeLast();
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

void waitForRecentFiles() {
    writer().waitForDone();
}

void fillRecentMenu(QMenu* menu, QObject* context, const std::function<void(const QString&)>& open,
                    const QStringList* list) {
    menu->clear();
    const QStringList recent =
        list ? *list : QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& f : recent)
        menu->addAction(QFileInfo(f).fileName(), context, [open, f] { open(f); })->setToolTip(f);
    menu->setEnabled(!recent.isEmpty());
}

}  // namespace ranklens::ui
