#include "ui/app/project_open_choice.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QWidget>

#include "ui/common/window_geometry.h"

namespace ranklens::ui {

OpenChoice askHowToOpen(QWidget* parent, const QString& current, const QString& next) {
    QMessageBox box(QMessageBox::Question,
                    QCoreApplication::translate("ProjectOpen", "Open project"),
                    QCoreApplication::translate("ProjectOpen",
                                                "%1 is open. Open %2 in a new window, "
                                                "or instead of the open project?")
                        .arg(QFileInfo(current).fileName(), QFileInfo(next).fileName()),
                    QMessageBox::Cancel, parent);
    QPushButton* window = box.addButton(QCoreApplication::translate("ProjectOpen", "New &Window"),
                                        QMessageBox::AcceptRole);
    QPushButton* replace = box.addButton(QCoreApplication::translate("ProjectOpen", "&Replace"),
                                         QMessageBox::DestructiveRole);
    box.setDefaultButton(window);
    box.exec();
    if (box.clickedButton() == window) return OpenChoice::NewWindow;
    if (box.clickedButton() == replace) return OpenChoice::Replace;
    return OpenChoice::Cancel;
}

QRect cascadedGeometry(const QWidget* from) {
    const int step = from->style()->pixelMetric(QStyle::PM_TitleBarHeight) + 8;
    QRect g = from->geometry().translated(step, step);
    if (const QScreen* screen = openingScreen(from)) {
        const QRect room = screen->availableGeometry();
        // Smaller rather than past the screen's edge, so that the first one still shows.
        if (g.right() > room.right()) g.setRight(room.right());
        if (g.bottom() > room.bottom()) g.setBottom(room.bottom());
        g = fitOnScreen(g, room);
    }
    return g;
}

QStringList newWindowArguments(const QString& path, const QWidget* from) {
    QStringList args;
    if (from) {
        const QRect g = cascadedGeometry(from);
        args << QStringLiteral("--window-geometry")
             << QStringLiteral("%1,%2,%3,%4").arg(g.x()).arg(g.y()).arg(g.width()).arg(g.height());
    }
    if (!path.isEmpty()) args << path;
    return args;
}

bool openInNewWindow(const QString& path, const QWidget* from) {
    return QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                   newWindowArguments(path, from));
}

}  // namespace ranklens::ui
