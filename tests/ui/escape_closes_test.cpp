// Offscreen tests: Esc closes the explorer's top-level helper windows (Compare, Lessons,
// Glossary), as it closes dialogs.
#include <gtest/gtest.h>

#include "tests/ui/escape_key.h"
#include "ui/compare/comparison_window.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"

using namespace ranklens::ui;
using ranklens::ui::test::visibleAfterEscape;

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
