// Offscreen tests: Esc closes the explorer's top-level helper windows (Compare, Lessons,
// Glossary), as it closes dialogs.
#include <gtest/gtest.h>

#include <QApplication>
#include <QTest>

#include "ui/compare/comparison_window.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"

using namespace ranklens::ui;

namespace {

// Shows w, presses Esc on whatever has the focus in it, and says whether w is still shown.
bool visibleAfterEscape(QWidget& w) {
    w.show();
    w.activateWindow();
    if (!QTest::qWaitForWindowExposed(&w)) return true;
    QWidget* target = w.focusWidget() ? w.focusWidget() : &w;
    QTest::keyClick(target, Qt::Key_Escape);
    QApplication::processEvents();
    return w.isVisible();
}

}  // namespace

TEST(EscapeCloses, ComparisonWindow) {
    ComparisonWindow w;
    EXPECT_FALSE(visibleAfterEscape(w));
}

TEST(EscapeCloses, LessonsWindow) {
    LessonsWindow w;
    EXPECT_FALSE(visibleAfterEscape(w));
}

TEST(EscapeCloses, GlossaryWindow) {
    GlossaryWindow w;
    EXPECT_FALSE(visibleAfterEscape(w));
}

TEST(EscapeCloses, OtherKeysKeepTheWindowOpen) {
    GlossaryWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_A);
    EXPECT_TRUE(w.isVisible());
}
