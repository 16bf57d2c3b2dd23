// MainMenus: the main window's menu bar. Its menus in order, the actions with their shortcuts,
// those that need the project's data off while it loads (and back on), each action handing over
// to its part (the side windows, the curves' log scale, the recent list through the opener), and
// one Undo/Redo pair however often the texts are made again. Built on the window's parts
// (tests/ui/window_parts.h) with a real session over a small project, no MainWindow.
#include <gtest/gtest.h>

#include <QAction>
#include <QCheckBox>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QUndoCommand>

#include "tests/support/wait_until.h"
#include "tests/ui/small_project.h"
#include "tests/ui/ui_test_util.h"
#include "tests/ui/window_parts.h"
#include "ui/app/demo_opener.h"
#include "ui/app/main_menus.h"
#include "ui/app/side_windows.h"
#include "ui/beyond/exposure_window.h"
#include "ui/leaderboard/leaderboard_window.h"
#include "ui/project/import_flow.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"

namespace ranklens::ui {
namespace {

using test::action;

class MainMenusTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(tmp.isValid());
        const std::string root = tmp.path().toStdString();
        parts.session->adopt(test::twoRunProject(root, root + "/two.ranklens"));
        WAIT_UNTIL(!parts.session->isBusy() && parts.session->data(), 30000);
        parts.comparison->setData(parts.session->data());  // MainWindow's wiring
        parts.window.show();
    }

    QAction* in(const QString& text) { return action(parts.window, text); }
    QList<QAction*> undoActions() {
        QList<QAction*> found;
        for (QAction* a : parts.window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::Undo)) found << a;
        return found;
    }

    QTemporaryDir tmp;
    test::WindowParts parts;
    SideWindows* windows = new SideWindows(&parts.window, parts.session, parts.eval,
                                           parts.definitions, parts.comparison);
    DemoOpener* demo = new DemoOpener(&parts.window, parts.session, parts.opener, parts.status);
    ImportFlow* imports = new ImportFlow(parts.session, &parts.window, [] { return false; });
    MainMenus* menus =
        new MainMenus(&parts.window, {parts.opener, demo, windows, imports, parts.current,
                                      parts.loading, parts.session, parts.undo, parts.definitions,
                                      parts.curves, parts.queries, parts.layout, parts.welcome});
};

TEST_F(MainMenusTest, MenusInOrderAndActionsWithTheirShortcuts) {
    QStringList titles;
    for (QAction* m : parts.window.menuBar()->actions()) titles << m->text();
    EXPECT_EQ(titles, (QStringList{"&File", "&Edit", "&View", "&Labels", "&Help"}));
    const std::vector<std::pair<QString, QKeySequence>> keys = {
        {"&New Project…", QKeySequence(QKeySequence::New)},
        {"&Open Project…", QKeySequence(QKeySequence::Open)},
        {"&Import Runs or Labels…", QKeySequence(QStringLiteral("Ctrl+I"))},
        {"&Quit", QKeySequence(QKeySequence::Quit)},
        {"&Preferences…", QKeySequence(QStringLiteral("Ctrl+,"))},
        {"&Reset Plot View", QKeySequence(QStringLiteral("Ctrl+0"))},
        {"&Worst Queries First", QKeySequence(QStringLiteral("Ctrl+W"))},
        {"&Compare Runs…", QKeySequence(QStringLiteral("Ctrl+Shift+C"))},
        {"Leader&board…", QKeySequence(QStringLiteral("Ctrl+Shift+B"))},
        {"&Exposure by Item Group…", QKeySequence(QStringLiteral("Ctrl+Shift+E"))},
        {"&Lessons", QKeySequence(QStringLiteral("Ctrl+Shift+L"))},
        {"&Practice", QKeySequence(QStringLiteral("Ctrl+Shift+P"))},
    };
    for (const auto& [text, key] : keys) {
        QAction* a = in(text);
        ASSERT_TRUE(a) << text.toStdString();
        EXPECT_EQ(a->shortcut(), key) << text.toStdString();
    }
    ASSERT_TRUE(in(QStringLiteral("&Glossary")));
    EXPECT_TRUE(in(QStringLiteral("&Glossary"))
                    ->shortcuts()
                    .contains(QKeySequence(QKeySequence::HelpContents)));
}

TEST_F(MainMenusTest, DataActionsAreOffWhileTheProjectLoads) {
    const QStringList needData = {"&Import Runs or Labels…",
                                  "Import S&ubtopic Labels…",
                                  "Import E&valuated Run…",
                                  "De&lete Run…",
                                  "Rena&me Run…",
                                  "Delete La&bel Set…",
                                  "&Compare Runs…",
                                  "Leader&board…",
                                  "Clicks and &Online Results…",
                                  "&Exposure by Item Group…",
                                  "&Labels"};
    const QStringList always = {"&New Project…", "&Open Project…", "Open &Demo Project",
                                "&Quit",         "&Lessons",       "&Glossary"};
    parts.loading->setLoading(true);
    for (const QString& t : needData) {
        ASSERT_TRUE(in(t)) << t.toStdString();
        EXPECT_FALSE(in(t)->isEnabled()) << t.toStdString();
    }
    for (const QString& t : always) EXPECT_TRUE(in(t)->isEnabled()) << t.toStdString();
    parts.loading->setLoading(false);
    for (const QString& t : needData) EXPECT_TRUE(in(t)->isEnabled()) << t.toStdString();
}

TEST_F(MainMenusTest, WindowActionsOpenTheirWindowsOnce) {
    in(QStringLiteral("&Compare Runs…"))->trigger();
    EXPECT_TRUE(parts.comparison->isVisible());
    in(QStringLiteral("Leader&board…"))->trigger();
    in(QStringLiteral("Leader&board…"))->trigger();
    ASSERT_EQ(parts.window.findChildren<LeaderboardWindow*>().size(), 1);
    EXPECT_TRUE(parts.window.findChild<LeaderboardWindow*>()->isVisible());
    in(QStringLiteral("&Exposure by Item Group…"))->trigger();
    ASSERT_EQ(parts.window.findChildren<ExposureWindow*>().size(), 1);
    in(QStringLiteral("&Lessons"))->trigger();
    EXPECT_EQ(parts.window.findChildren<LessonsWindow*>().size(), 1);
    in(QStringLiteral("&Glossary"))->trigger();
    EXPECT_EQ(parts.window.findChildren<GlossaryWindow*>().size(), 1);
    ASSERT_TRUE(parts.comparison->controller()->waitForIdle());
    ASSERT_TRUE(parts.window.findChild<LeaderboardWindow*>()->runner()->waitForIdle());
}

TEST_F(MainMenusTest, LogScaleFollowsTheCurvesBoxBothWays) {
    QAction* log = in(QStringLiteral("&Log-scale k"));
    ASSERT_TRUE(log && log->isCheckable());
    log->setChecked(true);
    EXPECT_TRUE(parts.curves->logBox()->isChecked());
    parts.curves->logBox()->setChecked(false);
    EXPECT_FALSE(log->isChecked());
}

TEST_F(MainMenusTest, RecentFileGoesToTheOpenerWhichSaysItIsMissing) {
    const QString moved = tmp.filePath(QStringLiteral("moved.ranklens"));
    const QStringList recent{moved};
    menus->showRecentFiles(&recent);
    QAction* entry = in(QStringLiteral("moved.ranklens"));
    ASSERT_TRUE(entry);
    EXPECT_EQ(entry->toolTip(), moved);
    entry->trigger();
    auto* box = parts.window.findChild<QMessageBox*>(QStringLiteral("projectMissing"));
    ASSERT_TRUE(box);
    EXPECT_EQ(box->text(), QStringLiteral("moved.ranklens no longer exists."));
}

TEST_F(MainMenusTest, OneUndoActionFollowingTheStackAfterEveryRetranslation) {
    ASSERT_EQ(undoActions().size(), 1);
    EXPECT_FALSE(undoActions().front()->isEnabled());
    parts.undo->push(new QUndoCommand(QStringLiteral("Move d1")));
    EXPECT_TRUE(undoActions().front()->isEnabled());
    menus->retranslate();
    menus->retranslate();
    ASSERT_EQ(undoActions().size(), 1);
    EXPECT_TRUE(undoActions().front()->isEnabled());
    EXPECT_TRUE(undoActions().front()->text().contains(QStringLiteral("Move d1")));
}

}  // namespace
}  // namespace ranklens::ui
