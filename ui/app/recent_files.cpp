#include "ui/app/recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace ranklens::ui {

namespace {
constexpr int kMaxRecent = 8;
}  // namespace

void rememberRecentFile(const QString& path) {
    QSettings s;
    QStringList recent = s.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) recent.removeLast();
    s.setValue(QStringLiteral("recentFiles"), recent);
}

void fillRecentMenu(QMenu* menu, QObject* context,
                    const std::function<void(const QString&)>& open) {
    menu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& f : recent)
        menu->addAction(QFileInfo(f).fileName(), context, [open, f] { open(f); })->setToolTip(f);
    menu->setEnabled(!recent.isEmpty());
}

}  // namespace ranklens::ui
