// Issue 12: the Glossary has a search field (Ctrl+F goes to it; typing finds the first match,
// Enter the next, Shift+Enter the previous; the number of matches or "No match" beside it;
// the first Esc clears it) and a shortcut that opens it from the main window (Ctrl+Shift+G).
#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

#include "core/measures/measure.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/common/measure_text.h"
#include "ui/teaching/glossary_window.h"

namespace ranklens::ui {
namespace {

int occurrences(const GlossaryWindow& w, const QString& text) {
    return static_cast<int>(w.browser()->toPlainText().count(text, Qt::CaseInsensitive));
}

TEST(GlossarySearch, TypingFindsTheFirstMatchAndEnterTheNext) {
    Language::install(QStringLiteral("en"));  // English plurals
    GlossaryWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    const QString word = QStringLiteral("ir_measures");
    const int n = occurrences(w, word);
    ASSERT_GE(n, 2);
    QTest::keyClicks(w.searchField(), word);
    const QTextCursor first = w.browser()->textCursor();
    EXPECT_EQ(first.selectedText().toLower(), word);
    // Which match is current, of how many (issue 33, walk 2: "6 matches" did not say).
    EXPECT_EQ(w.matchLabel()->text(), QStringLiteral("match 1 of %1").arg(n));
    // The first match is the first occurrence in the text.
    EXPECT_EQ(first.selectionStart(),
              w.browser()->toPlainText().indexOf(word, 0, Qt::CaseInsensitive));
    QTest::keyClick(w.searchField(), Qt::Key_Return);
    const QTextCursor second = w.browser()->textCursor();
    EXPECT_EQ(second.selectedText().toLower(), word);
    EXPECT_GT(second.selectionStart(), first.selectionStart());
    EXPECT_EQ(w.matchLabel()->text(), QStringLiteral("match 2 of %1").arg(n));
    QTest::keyClick(w.searchField(), Qt::Key_Return, Qt::ShiftModifier);
    EXPECT_EQ(w.browser()->textCursor().selectionStart(), first.selectionStart());
    EXPECT_EQ(w.matchLabel()->text(), QStringLiteral("match 1 of %1").arg(n));
    // Shift+Enter from the first wraps to the last.
    QTest::keyClick(w.searchField(), Qt::Key_Return, Qt::ShiftModifier);
    EXPECT_EQ(w.matchLabel()->text(), QStringLiteral("match %1 of %1").arg(n));
}

TEST(GlossarySearch, NoMatchIsSaidAndEscClearsBeforeClosing) {
    GlossaryWindow w;
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    EXPECT_FALSE(w.find(QStringLiteral("zqxjv")));
    EXPECT_EQ(w.matchLabel()->text(), QStringLiteral("No match"));
    EXPECT_FALSE(w.browser()->textCursor().hasSelection());
    w.searchField()->setText(QStringLiteral("zqxjv"));
    QTest::keyClick(w.searchField(), Qt::Key_Escape);
    EXPECT_TRUE(w.searchField()->text().isEmpty());
    EXPECT_TRUE(w.matchLabel()->text().isEmpty());
    EXPECT_TRUE(w.isVisible());
    QTest::keyClick(w.searchField(), Qt::Key_Escape);
    EXPECT_FALSE(w.isVisible());
}

TEST(GlossarySearch, CtrlFGoesToTheSearchField) {
    GlossaryWindow w;
    w.show();
    QApplication::setActiveWindow(&w);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    w.browser()->setFocus();
    ASSERT_FALSE(w.searchField()->hasFocus());
    QTest::keySequence(w.browser(), QKeySequence::Find);
    EXPECT_TRUE(w.searchField()->hasFocus());
}

// The walk of issue 33: Help → Glossary opened a window whose search field did not have the
// keyboard (it took its focus while still a child of the main window): "bpref" typed at once
// went nowhere. Opened as the menu opens it, the field has the focus.
TEST(GlossarySearch, OpenedFromTheMainWindowTheSearchFieldHasTheKeyboard) {
    MainWindow main;
    QAction* glossary = nullptr;
    for (QAction* menu : main.menuBar()->actions())
        for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>())
            if (a->text() == QStringLiteral("&Glossary")) glossary = a;
    ASSERT_TRUE(glossary);
    glossary->trigger();
    GlossaryWindow* w = main.findChild<GlossaryWindow*>();
    ASSERT_TRUE(w);
    QApplication::setActiveWindow(w);
    ASSERT_TRUE(QTest::qWaitForWindowActive(w));
    EXPECT_EQ(QApplication::focusWidget(), w->searchField());
    w->close();
}

TEST(GlossarySearch, TheHelpMenuOpensItWithItsShortcut) {
    MainWindow main;
    const QAction* glossary = nullptr;
    for (QAction* menu : main.menuBar()->actions())
        for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>())
            if (a->text() == QStringLiteral("&Glossary")) glossary = a;
    ASSERT_TRUE(glossary);
    EXPECT_EQ(glossary->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+G")));
    EXPECT_EQ(glossary->shortcut(), GlossaryWindow::shortcut());
}

// Issue 45 item 16: Help had both "Metric Definitions" (F1) and "Glossary" with overlapping
// content. One help now: F1 opens the searchable glossary, which holds every measure's own
// definition (the registry's line the metric definitions listed), and no second entry is left.
TEST(OneHelp, F1OpensTheGlossaryWithEveryDefinition) {
    MainWindow main;
    const QAction* f1 = nullptr;
    for (QAction* menu : main.menuBar()->actions())
        for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>()) {
            EXPECT_FALSE(a->text().contains(QStringLiteral("Metric Definitions")));
            if (a->shortcuts().contains(QKeySequence(QKeySequence::HelpContents))) f1 = a;
        }
    ASSERT_TRUE(f1);
    EXPECT_EQ(f1->text(), QStringLiteral("&Glossary"));
    const QString text = GlossaryWindow().browser()->toPlainText();
    for (const auto& m : core::measureRegistry()) {
        QTextDocument doc;  // the description as the browser shows it (entities resolved)
        doc.setHtml(measureDescription(m).toHtmlEscaped());
        EXPECT_TRUE(text.contains(doc.toPlainText())) << m.name;
    }
    EXPECT_TRUE(text.contains(QStringLiteral("Relevant means label ≥ threshold")));
}

}  // namespace
}  // namespace ranklens::ui
