#pragma once
// A window restored from another machine or screen must stay on the screen it lands on, its
// title bar and status bar visible.
#include <QMargins>
#include <QRect>

class QWidget;

namespace ranklens::ui {

// The client rect `window` (frame: the window manager's decoration around it) moved and, when
// larger, shrunk so that the whole frame lies inside `available`. A window that fits is
// returned unchanged.
QRect fitOnScreen(const QRect& window, const QRect& available, const QMargins& frame = {});

// Applies fitOnScreen to a top-level widget, on the screen holding its centre (else the
// primary screen). Before the window is shown the frame is not known: a title bar's height is
// kept free above it.
void keepOnScreen(QWidget* w);

}  // namespace ranklens::ui
