#pragma once
// The one window-size rule: every window and dialog fits the screen it opens on (its available
// geometry, the window manager's frame included), and a window restored from another machine or
// screen stays on the screen it lands on, its title bar and status bar visible. Esc closes the
// explorer's helper windows as it closes dialogs.
#include <QMargins>
#include <QRect>
#include <QSize>

class QScreen;
class QWidget;

namespace ranklens::ui {

// The client rect `window` (frame: the window manager's decoration around it) moved and, when
// larger, shrunk so that the whole frame lies inside `available`. A window that fits is
// returned unchanged.
QRect fitOnScreen(const QRect& window, const QRect& available, const QMargins& frame = {});

// Applies fitOnScreen to a top-level widget, on the screen holding its centre (else the
// primary screen). Before the window is shown the frame is not known: a title bar's height is
// kept free above it. mayShrink false: only moved (its size is its owner's); one larger than
// the screen is left where it is.
void keepOnScreen(QWidget* w, bool mayShrink = true);

// The screen a window opens on: its parent window's, else its own, else the primary screen.
QScreen* openingScreen(const QWidget* w);

// Sizes a top-level window or dialog before it is shown: `preferred` (its size hint when
// empty), never smaller than its minimum size, shrunk to fit the available geometry of the
// screen it opens on with a title bar above it; once shown, it is moved onto that screen
// whenever it shows, and when the window manager places it past an edge just after
// (keepOnScreen without shrinking: the size is fitToScreen's or its owner's). Every window and
// dialog of the explorer opens through this.
void fitToScreen(QWidget* w, QSize preferred = {});

// Esc closes the top-level widget w (a QWidget window; dialogs do it themselves), whatever has
// the focus in it, except a table cell being edited: that edit is cancelled instead.
void closeOnEscape(QWidget* w);

}  // namespace ranklens::ui
