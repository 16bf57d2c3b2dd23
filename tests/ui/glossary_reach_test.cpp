// Issue 33 item 15: every measure RankLens computes is found in the Glossary (bpref has no long
// entry but is a measure); "No match" leaves no highlight of the previous search; Enter brings
// the match well inside the view, not against its top or bottom edge.
#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>

#include "core/measures/measure.h"
#include "ui/app/language.h"
#include "ui/common/measure_text.h"
#include "ui/teaching/glossary_window.h"

namespace ranklens::ui {
namespace {

TEST(GlossaryReach, BprefIsFound) {
    Language::install(QStringLiteral("en"));
    GlossaryWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QTest::keyClicks(w.searchField(), QStringLiteral("bpref"));
    EXPECT_NE(w.matchLabel()->text(), QStringLiteral("No match"));
    EXPECT_EQ(w.browser()->textCursor().selectedText().toLower(), QStringLiteral("bpref"));
}

TEST(GlossaryReach, EveryRegistryMeasureIsInTheGlossary) {
    Language::install(QStringLiteral("en"));
    const QString text = GlossaryWindow().browser()->toPlainText();
    for (const auto& m : core::measureRegistry())
        EXPECT_TRUE(text.contains(measureTitle(m))) << measureTitle(m).toStdString();
}

TEST(GlossaryReach, NoMatchClearsTheEarlierHighlight) {
    Language::install(QStringLiteral("en"));
    GlossaryWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QTest::keyClicks(w.searchField(), QStringLiteral("ndcg"));
    ASSERT_TRUE(w.browser()->textCursor().hasSelection());
    QTest::keyClicks(w.searchField(), QStringLiteral("qqqzz"));
    ASSERT_EQ(w.matchLabel()->text(), QStringLiteral("No match"));
    EXPECT_FALSE(w.browser()->textCursor().hasSelection()) << "a stale highlight stays";
}

TEST(GlossaryReach, EnterBringsTheMatchWellInsideTheView) {
    Language::install(QStringLiteral("en"));
    GlossaryWindow w;
    w.resize(700, 500);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QTest::keyClicks(w.searchField(), QStringLiteral("trec_eval"));
    QScrollBar* bar = w.browser()->verticalScrollBar();
    const int view = w.browser()->viewport()->height();
    int checked = 0;
    for (int i = 0; i < 12; ++i) {
        QTest::keyClick(w.searchField(), Qt::Key_Return);
        const QRect r = w.browser()->cursorRect();
        ASSERT_GE(r.top(), 0);
        ASSERT_LE(r.bottom(), view);
        if (bar->value() == bar->minimum() || bar->value() == bar->maximum()) continue;
        ++checked;
        EXPECT_GE(r.top(), view / 6) << "match " << i << " against the top edge";
        EXPECT_LE(r.bottom(), view - view / 6) << "match " << i << " against the bottom edge";
    }
    EXPECT_GT(checked, 3);
}

}  // namespace
}  // namespace ranklens::ui
