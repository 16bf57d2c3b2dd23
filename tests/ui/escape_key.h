#pragma once
// Esc in a window, as a user presses it: for the tests that every window closes on Esc.
#include <QApplication>
#include <QTest>
#include <QWidget>

namespace ranklens::ui::test {

// Shows w, presses Esc on whatever has the focus in it, and says whether w is still shown.
inline bool visibleAfterEscape(QWidget& w) {
    w.show();
    w.activateWindow();
    if (!QTest::qWaitForWindowExposed(&w)) return true;
    QWidget* target = w.focusWidget() ? w.focusWidget() : &w;
    QTest::keyClick(target, Qt::Key_Escape);
    QApplication::processEvents();
    return w.isVisible();
}

}  // namespace ranklens::ui::test
