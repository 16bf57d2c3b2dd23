#include "ui/app/window_geometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>
#include <algorithm>

namespace ranklens::ui {

QRect fitOnScreen(const QRect& window, const QRect& available, const QMargins& frame) {
    QRect outer = window.marginsAdded(frame);
    outer.setWidth(std::min(outer.width(), available.width()));
    outer.setHeight(std::min(outer.height(), available.height()));
    outer.moveLeft(
        std::clamp(outer.left(), available.left(), available.right() - outer.width() + 1));
    outer.moveTop(
        std::clamp(outer.top(), available.top(), available.bottom() - outer.height() + 1));
    return outer.marginsRemoved(frame);
}

void keepOnScreen(QWidget* w) {
    QScreen* screen = QGuiApplication::screenAt(w->geometry().center());
    if (!screen) screen = QGuiApplication::primaryScreen();
    if (!screen) return;
    QMargins frame(w->geometry().left() - w->frameGeometry().left(),
                   w->geometry().top() - w->frameGeometry().top(),
                   w->frameGeometry().right() - w->geometry().right(),
                   w->frameGeometry().bottom() - w->geometry().bottom());
    if (frame.isNull()) frame.setTop(w->style()->pixelMetric(QStyle::PM_TitleBarHeight));
    const QRect fitted = fitOnScreen(w->geometry(), screen->availableGeometry(), frame);
    if (fitted != w->geometry()) w->setGeometry(fitted);
}

}  // namespace ranklens::ui
