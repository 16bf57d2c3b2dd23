// A project on read-only media opens in the GUI for viewing: the window title says
// [read-only], the status bar names the reason, grading is off in the ranking view, and a
// grade sent to the session is refused with the reason (issue 17, item 7).
#include <gtest/gtest.h>

#include <QDir>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "ui/app/main_window.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_view.h"

#include "tests/store/damage_util.h"
#include "tests/support/wait_until.h"

namespace ranklens::ui {
namespace {

TEST(ReadOnlyProject, MainWindowSaysReadOnlyAndGradingIsOff) {
    QTemporaryDir tmp;
    const std::string root = tmp.path().toStdString();
    const std::string src = root + "/src", ro = root + "/ro";
    QDir().mkpath(QString::fromStdString(src));
    QDir().mkpath(QString::fromStdString(ro));
    store::test::writeFile(root + "/run.txt", "q1 Q0 d1 1 2.0 t\nq1 Q0 d2 2 1.0 t\n");
    store::test::writeFile(root + "/qrels.txt", "q1 0 d2 1\n");
    {
        auto ps = store::ProjectStore::open(src + "/p.ranklens");
        ps->importRun(root + "/run.txt", {});
        ps->importQrels(root + "/qrels.txt", {});
    }
    const auto mount = store::test::TestMount::readOnlyBind(src, ro);
    if (!mount.ok()) GTEST_SKIP() << mount.why();

    MainWindow w;
    ASSERT_TRUE(w.openProject(QString::fromStdString(ro + "/p.ranklens")));
    WAIT_UNTIL(!w.session()->isBusy() && w.session()->data(), 20000);
    EXPECT_TRUE(w.session()->isReadOnly());
    EXPECT_EQ(w.session()->readOnlyReason(),
              QStringLiteral("the file system is mounted read-only"));
    EXPECT_EQ(w.windowTitle(), QStringLiteral("p.ranklens [read-only] — RankLens"));
    bool named = false;
    for (const QLabel* l : w.statusBar()->findChildren<QLabel*>())
        named = named || l->text().contains(QStringLiteral("read-only: the file system is mounted "
                                                           "read-only (grading is off)"));
    EXPECT_TRUE(named);
    EXPECT_FALSE(w.ranking()->gradingEnabled());
    QString error;
    EXPECT_FALSE(
        w.session()->labels().setLabel(QStringLiteral("q1"), QStringLiteral("d1"), 3, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("project is read-only"))) << error.toStdString();
    EXPECT_EQ(w.session()->data()->labels->totalJudgments(), 1u);
}

}  // namespace
}  // namespace ranklens::ui
