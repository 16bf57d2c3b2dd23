// Qt's way of switching the language (issue 46): each window retranslates its own texts on
// QEvent::LanguageChange (its retranslateUi()), with no reverse matching of on-screen texts.
// Each window here is switched English → 简体中文 → English by installing the translators
// alone (Language::install, which only sends LanguageChange), and after each switch it shows
// the texts of the same window built in that language.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <functional>
#include <memory>

#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/app/preferences_dialog.h"
#include "ui/app/welcome_panel.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/judging/agreement_dialog.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {
namespace {

void add(QStringList& out, const QObject* o, const char* what, const QString& text) {
    if (!text.isEmpty())
        out << QStringLiteral("%1 %2 %3").arg(o->metaObject()->className(), what, text);
}

// The texts a widget shows: titles, tooltips, labels, buttons, group boxes, placeholders,
// tabs, combo items, table heads and actions, in creation order.
QStringList shownTexts(const QWidget& top) {
    QStringList out;
    QList<QWidget*> widgets = top.findChildren<QWidget*>();
    widgets.prepend(const_cast<QWidget*>(&top));
    for (const QWidget* w : widgets) {
        add(out, w, "title", w->windowTitle());
        add(out, w, "tip", w->toolTip());
        if (const auto* l = qobject_cast<const QLabel*>(w)) add(out, w, "text", l->text());
        if (const auto* b = qobject_cast<const QAbstractButton*>(w)) add(out, w, "text", b->text());
        if (const auto* g = qobject_cast<const QGroupBox*>(w)) add(out, w, "group", g->title());
        if (const auto* e = qobject_cast<const QLineEdit*>(w))
            add(out, w, "hint", e->placeholderText());
        if (const auto* t = qobject_cast<const QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) add(out, w, "tab", t->tabText(i));
        if (const auto* c = qobject_cast<const QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i) add(out, w, "item", c->itemText(i));
        if (const auto* t = qobject_cast<const QTableWidget*>(w))
            for (int i = 0; i < t->columnCount(); ++i)
                if (const QTableWidgetItem* h = t->horizontalHeaderItem(i))
                    add(out, w, "head", h->text());
    }
    for (const QAction* a : top.findChildren<QAction*>()) add(out, a, "action", a->text());
    return out;
}

// What one list holds and the other does not, one per line.
QString difference(QStringList a, const QStringList& b) {
    for (const QString& t : b) a.removeOne(t);
    return a.join(QLatin1Char('\n'));
}

void switchTo(const char* code) {
    ASSERT_TRUE(Language::install(QString::fromLatin1(code)));
    QApplication::processEvents();  // Qt posts LanguageChange to every widget
}

// make() built in English, switched to Chinese, reads as make() built in Chinese; switched back,
// as make() built in English. The switch changes texts (the Chinese differ from the English).
void expectSwitchesLikeAFreshWindow(const std::function<std::unique_ptr<QWidget>()>& make) {
    switchTo("en");
    const std::unique_ptr<QWidget> w = make();
    const QStringList english = shownTexts(*w);
    ASSERT_FALSE(english.isEmpty());
    switchTo("zh_CN");
    const QStringList chinese = shownTexts(*make());
    EXPECT_NE(chinese, english);
    const QStringList switched = shownTexts(*w);
    EXPECT_EQ(difference(switched, chinese).toStdString(), "") << "left over after the switch";
    EXPECT_EQ(difference(chinese, switched).toStdString(), "") << "missing after the switch";
    switchTo("en");
    const QStringList back = shownTexts(*w);
    EXPECT_EQ(difference(back, english).toStdString(), "") << "left over after switching back";
    EXPECT_EQ(difference(english, back).toStdString(), "") << "missing after switching back";
}

class RetranslateUi : public ::testing::Test {
  protected:
    void TearDown() override { Language::install(QStringLiteral("en")); }
    QTemporaryDir dir;
};

TEST_F(RetranslateUi, Preferences) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<PreferencesDialog>(); });
}

TEST_F(RetranslateUi, StartPage) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<WelcomePanel>(); });
}

TEST_F(RetranslateUi, Glossary) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<GlossaryWindow>(); });
}

// With the explain workbench inside (its tabs, steps, NDCG definitions and ranking view).
TEST_F(RetranslateUi, Lessons) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<LessonsWindow>(); });
}

TEST_F(RetranslateUi, Ranking) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<RankingView>(nullptr); });
}

TEST_F(RetranslateUi, Exposure) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<ExposureWindow>(); });
}

TEST_F(RetranslateUi, ClicksAndOnlineResults) {
    ProjectSession session;
    expectSwitchesLikeAFreshWindow(
        [&session] { return std::make_unique<BehaviourWindow>(&session); });
}

TEST_F(RetranslateUi, Curves) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<CurvesView>(); });
}

TEST_F(RetranslateUi, Queries) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<QueriesView>(); });
}

TEST_F(RetranslateUi, DefinitionsBar) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<DefinitionsBar>(); });
}

TEST_F(RetranslateUi, Compare) {
    expectSwitchesLikeAFreshWindow([] { return std::make_unique<ComparisonWindow>(); });
}

TEST_F(RetranslateUi, Practice) {
    const QString folder = dir.path();
    expectSwitchesLikeAFreshWindow(
        [folder] { return std::make_unique<PracticeWindow>(nullptr, folder); });
}

TEST_F(RetranslateUi, Agreement) {
    ProjectSession session;
    expectSwitchesLikeAFreshWindow(
        [&session] { return std::make_unique<AgreementDialog>(&session); });
}

// The main window's own texts: its menus with every entry, the toolbar, the docks' titles and
// the status bar's Cancel (the views inside it are tested on their own).
QStringList menuTexts(const MainWindow& w) {
    QStringList out;
    std::function<void(const QList<QAction*>&)> walk = [&](const QList<QAction*>& actions) {
        for (const QAction* a : actions) {
            out << a->text();
            if (a->menu()) walk(a->menu()->actions());
        }
    };
    walk(w.menuBar()->actions());
    for (const QDockWidget* d : w.findChildren<QDockWidget*>()) out << d->windowTitle();
    for (const QToolBar* t : w.findChildren<QToolBar*>()) out << t->windowTitle();
    out << w.windowTitle();
    return out;
}

TEST_F(RetranslateUi, MainWindowMenus) {
    switchTo("en");
    MainWindow w;
    const QStringList english = menuTexts(w);
    ASSERT_GT(english.size(), 40);
    EXPECT_TRUE(english.contains(QStringLiteral("&Import Runs or Labels…")));
    switchTo("zh_CN");
    const QStringList chinese = menuTexts(MainWindow());
    EXPECT_FALSE(chinese.contains(QStringLiteral("&Import Runs or Labels…")));
    EXPECT_EQ(menuTexts(w), chinese);
    switchTo("en");
    EXPECT_EQ(menuTexts(w), english);
}

}  // namespace
}  // namespace ranklens::ui
