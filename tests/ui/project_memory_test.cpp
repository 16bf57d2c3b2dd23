// Nothing lost (issue 12): a hand-made order is kept in the project as a what-if draft and comes
// back after closing and reopening; the definitions, metrics, runs and the open query come back
// with the project; a read-only project asks before its hand-made orders are discarded; a window
// restored from a larger screen stays on the screen it lands on.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include "tests/store/store_test_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/small_project.h"
#include "ui/app/main_window.h"
#include "ui/app/project_memory.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/project/project_view_state.h"
#include "ui/ranking/drafts_button.h"
#include "ui/ranking/ranking_drafts.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

using store::test::writeFile;

// Two runs (a.txt, b.txt) over q1 (4 items) and q2 (2 items), and labels.
class ProjectMemoryTest : public ::testing::Test {
  protected:
    void SetUp() override {
        const std::string root = tmp.path().toStdString();
        path = tmp.path() + QStringLiteral("/p.ranklens");
        auto ps = test::twoRunProject(root, path.toStdString());
        writeFile(root + "/other.txt", "q1 0 d4 2\nq2 0 d6 1\n");
        otherLabels = ps->importQrels(root + "/other.txt", {});
    }

    static ProjectMemory* memoryOf(MainWindow& w) { return w.findChild<ProjectMemory*>(); }

    // Opens the project and waits until a query is shown in the ranking view.
    static void openAndWait(MainWindow& w, const QString& path) {
        ASSERT_TRUE(w.openProject(path));
        WAIT_UNTIL(
            w.evaluation()->current() && !w.session()->isBusy() && !w.ranking()->qid().isEmpty(),
            20000);
    }

    QTemporaryDir tmp;
    QString path;
    std::int64_t otherLabels = 0;
};

TEST_F(ProjectMemoryTest, DraftSurvivesCloseAndReopenAndIsRestorableFromTheMenu) {
    QStringList handMade;
    {
        MainWindow w;
        openAndWait(w, path);
        w.showQuery(QStringLiteral("q1"), 1);  // run b: d4 d3 d2 d1
        ASSERT_EQ(w.ranking()->runName(), QStringLiteral("b.txt"));
        w.ranking()->requestMove(3, 0);  // d1 to the top
        handMade = w.ranking()->currentOrder();
        ASSERT_EQ(handMade, (QStringList{"d1", "d4", "d3", "d2"}));
        EXPECT_TRUE(w.close());  // saves without asking: the project is writable
    }
    {
        auto ps = store::ProjectStore::open(path.toStdString());
        const auto drafts = ps->drafts();
        ASSERT_EQ(drafts.size(), 1u);
        EXPECT_EQ(drafts[0].qid, "q1");
        EXPECT_EQ(drafts[0].docids, (std::vector<std::string>{"d1", "d4", "d3", "d2"}));
        EXPECT_EQ(drafts[0].itemsMoved, 1);
    }
    MainWindow w;
    openAndWait(w, path);
    // The query that was open comes back in its run, with the draft that was shown.
    WAIT_UNTIL_EQ(w.ranking()->qid(), QStringLiteral("q1"), 10000);
    EXPECT_EQ(w.ranking()->runName(), QStringLiteral("b.txt"));
    WAIT_UNTIL_EQ(w.ranking()->currentOrder(), handMade, 10000);
    RankingDrafts* drafts = memoryOf(w)->drafts();
    ASSERT_EQ(drafts->shownDrafts().size(), 1u);
    auto* button = w.ranking()->findChild<DraftsButton*>();
    ASSERT_NE(button, nullptr);
    EXPECT_EQ(button->text(), QStringLiteral("Drafts (1)"));
    // Back to the system order, then the draft again from the Drafts menu.
    w.ranking()->resetToSystemOrder();
    ASSERT_TRUE(w.ranking()->isSystemOrder());
    QMenu* menu = button->rebuildMenu();
    ASSERT_EQ(menu->actions().size(), 1);
    QMenu* sub = menu->actions().front()->menu();
    ASSERT_NE(sub, nullptr);
    // "1 item moved · saved <date>" ("item(s)" without the English plural forms loaded).
    EXPECT_TRUE(sub->title().startsWith(QStringLiteral("1 item"))) << sub->title().toStdString();
    sub->actions().front()->trigger();  // Restore
    EXPECT_EQ(w.ranking()->currentOrder(), handMade);
    // A further move updates that draft instead of starting another.
    w.ranking()->requestMove(3, 1);
    ASSERT_TRUE(memoryOf(w)->saveNow());
    ASSERT_EQ(drafts->allDrafts().size(), 1u);
    EXPECT_EQ(drafts->allDrafts()[0].docids, (std::vector<std::string>{"d1", "d2", "d4", "d3"}));
    EXPECT_EQ(drafts->allDrafts()[0].itemsMoved, 2);
    // Deleting it removes it from the project.
    ASSERT_TRUE(drafts->remove(drafts->allDrafts()[0].id));
    EXPECT_EQ(button->text(), QStringLiteral("Drafts"));
    EXPECT_TRUE(store::ProjectStore::open(path.toStdString())->drafts().empty());
}

TEST_F(ProjectMemoryTest, MovesAreSavedShortlyAfterwardsAndOtherQueriesDraftsOpenFromTheMenu) {
    MainWindow w;
    openAndWait(w, path);
    ProjectMemory* memory = memoryOf(w);
    memory->setSaveDelay(50);
    w.showQuery(QStringLiteral("q2"), 0);  // run a: d5 d6
    w.ranking()->requestMove(1, 0);
    // Saved without closing or leaving the query.
    WAIT_UNTIL_EQ(store::ProjectStore::open(path.toStdString())->drafts().size(), std::size_t(1),
                  5000);
    w.showQuery(QStringLiteral("q1"), 1);
    auto* button = w.ranking()->findChild<DraftsButton*>();
    ASSERT_NE(button, nullptr);
    QMenu* menu = button->rebuildMenu();
    // "No drafts of this query yet", then the other queries' drafts.
    ASSERT_EQ(menu->actions().size(), 2);
    EXPECT_FALSE(menu->actions().front()->isEnabled());
    QMenu* others = menu->findChild<QMenu*>(QStringLiteral("otherDrafts"));
    ASSERT_NE(others, nullptr);
    ASSERT_EQ(others->actions().size(), 1);
    EXPECT_TRUE(
        others->actions().front()->text().startsWith(QStringLiteral("Query q2 \u00b7 a.txt")))
        << others->actions().front()->text().toStdString();
    others->actions().front()->trigger();
    EXPECT_EQ(w.ranking()->qid(), QStringLiteral("q2"));
    EXPECT_EQ(w.ranking()->runName(), QStringLiteral("a.txt"));
    EXPECT_EQ(w.ranking()->currentOrder(), (QStringList{"d6", "d5"}));
}

TEST_F(ProjectMemoryTest, DefinitionsMetricsRunsAndLabelSetComeBackWithTheProject) {
    Definitions d;
    std::vector<const core::MeasureInfo*> metrics;
    {
        MainWindow w;
        openAndWait(w, path);
        d = w.definitionsBar()->definitions();
        d.k = 5;
        d.config.relevanceThreshold = 2;
        d.config.gain = core::GainKind::Exponential;
        d.config.ideal = core::IdealOrder::Retrieved;
        d.config.ties = core::TiePolicy::InputOrder;
        d.config.querySet = core::QuerySet::AllLabelled;
        w.definitionsBar()->setDefinitions(d);
        emit w.definitionsBar()->definitionsChanged(w.definitionsBar()->definitions());
        metrics = defaultMetrics();
        ASSERT_GE(metrics.size(), 2u);
        metrics.erase(metrics.begin());
        w.curves()->setSelectedMetrics(metrics);
        emit w.curves()->metricsChanged(metrics);
        w.curves()->setCutoffs({2, 3});
        w.curves()->setHiddenRuns({QStringLiteral("a.txt")});
        w.session()->labels().setActiveLabelSet(otherLabels);
        WAIT_UNTIL(!w.session()->isBusy(), 20000);
        EXPECT_TRUE(w.close());
    }
    MainWindow w;
    openAndWait(w, path);
    EXPECT_EQ(w.definitionsBar()->definitions(), d);
    WAIT_UNTIL(w.evaluation()->current()->request.defs == d, 20000);
    EXPECT_EQ(w.evaluation()->current()->request.metrics, metrics);
    EXPECT_EQ(w.curves()->selectedMetrics(), metrics);
    EXPECT_EQ(w.curves()->cutoffs(), (std::vector<int>{2, 3}));
    EXPECT_EQ(w.curves()->hiddenRuns(), QStringList{QStringLiteral("a.txt")});
    EXPECT_EQ(w.session()->data()->labelSetId, otherLabels);
    EXPECT_EQ(w.ranking()->config(), d.config);
}

TEST_F(ProjectMemoryTest, ProjectWithoutStoredStateOpensWithTheDefaults) {
    MainWindow w;
    Definitions changed;
    changed.config.relevanceThreshold = 3;
    w.definitions()->setDefinitions(changed);  // their owner: the bar and every view show them
    ASSERT_EQ(w.definitionsBar()->definitions(), changed);
    openAndWait(w, path);
    EXPECT_EQ(w.definitionsBar()->definitions(), Definitions{});
}

// Issue 46 item 1: the definitions have one owner (DefinitionsModel) that every view observes;
// the bar edits it, nothing fans the values out by hand.
TEST_F(ProjectMemoryTest, EveryViewObservesTheDefinitionsOwner) {
    MainWindow w;
    Definitions d;
    d.k = 7;
    d.config.ties = core::TiePolicy::InputOrder;
    d.config.setThreshold(2);
    d.config.judgedOnly = true;
    w.definitions()->setDefinitions(d);
    EXPECT_EQ(w.definitionsBar()->definitions(), d);
    EXPECT_EQ(w.evaluation()->definitions(), d);
    EXPECT_EQ(w.ranking()->config(), d.config);
    EXPECT_EQ(w.ranking()->cutoff(), 7);
    QComboBox* ties = w.definitionsBar()->tiesBox();
    ties->setCurrentIndex(ties->findData(int(core::TiePolicy::Rank)));  // as a user would
    EXPECT_EQ(w.definitions()->definitions().config.ties, core::TiePolicy::Rank);
    EXPECT_EQ(w.evaluation()->definitions().config.ties, core::TiePolicy::Rank);
    EXPECT_EQ(w.ranking()->config().ties, core::TiePolicy::Rank);
    EXPECT_TRUE(w.evaluation()->definitions().config.judgedOnly);  // the rest as it was
}

TEST_F(ProjectMemoryTest, ReadOnlyProjectListsDraftsAndAsksBeforeDiscardingNewOnes) {
    {
        auto ps = store::ProjectStore::open(path.toStdString());
        store::Draft d;
        d.runId = ps->runs()[0].id;
        d.qid = "q2";
        d.docids = {"d6", "d5"};
        d.itemsMoved = 1;
        ps->saveDraft(d);
    }
    const std::string before = store::test::readBytes(path.toStdString());
    MainWindow w;
    store::OpenOptions o;
    o.readOnly = true;
    w.session()->adopt(store::ProjectStore::open(path.toStdString(), o));
    WAIT_UNTIL(w.evaluation()->current() && !w.session()->isBusy() && !w.ranking()->qid().isEmpty(),
               20000);
    ProjectMemory* memory = memoryOf(w);
    EXPECT_EQ(memory->drafts()->allDrafts().size(), 1u);
    w.showQuery(QStringLiteral("q2"), 0);
    ASSERT_EQ(memory->drafts()->shownDrafts().size(), 1u);
    ASSERT_TRUE(memory->drafts()->restore(memory->drafts()->shownDrafts()[0].id));
    EXPECT_EQ(w.ranking()->currentOrder(), (QStringList{"d6", "d5"}));
    EXPECT_EQ(memory->drafts()->unsavedCount(), 0);  // a stored draft shown is not new work
    w.showQuery(QStringLiteral("q1"), 0);
    w.ranking()->requestMove(0, 2);
    EXPECT_EQ(memory->drafts()->unsavedCount(), 1);
    int asked = 0;
    QString reason;
    bool discard = false;
    memory->setDiscardQuestion([&](int count, const QString& why) {
        ++asked;
        reason = why;
        EXPECT_EQ(count, 1);
        return discard;
    });
    EXPECT_FALSE(w.close());  // kept open: the user did not discard
    EXPECT_EQ(asked, 1);
    EXPECT_TRUE(reason.contains(QStringLiteral("viewing only"))) << reason.toStdString();
    EXPECT_FALSE(w.openProject(path));  // opening another project asks too
    EXPECT_EQ(asked, 2);
    EXPECT_EQ(memory->drafts()->unsavedCount(), 1);
    discard = true;
    EXPECT_TRUE(w.close());
    EXPECT_EQ(asked, 3);
    EXPECT_EQ(store::test::readBytes(path.toStdString()), before);
}

// Issue 45 item 16: Compare kept its Sensitivity choice across projects but not its runs. The
// baseline and the runs left out are the project's: another project has its own, and switching
// back brings them back.
TEST_F(ProjectMemoryTest, CompareRunsComeBackWhenSwitchingProjectsAndBack) {
    const std::string root = tmp.path().toStdString();
    writeFile(root + "/c.txt", "q1 Q0 d2 1 4 c\nq1 Q0 d1 2 3 c\nq2 Q0 d5 1 2 c\n");
    store::ProjectStore::open(path.toStdString())->importRun(root + "/c.txt", {});
    QTemporaryDir otherDir;
    const QString other = otherDir.filePath(QStringLiteral("o.ranklens"));
    test::twoRunProject(otherDir.path().toStdString(), other.toStdString());
    MainWindow w;
    memoryOf(w)->setSaveDelay(10);
    ComparisonSettingsPanel* panel = w.comparison()->settings();
    openAndWait(w, path);
    WAIT_UNTIL_EQ(panel->baselineBox()->count(), 3, 10000);
    panel->baselineBox()->setCurrentIndex(1);  // b.txt
    QMenu* runs = panel->runsButton()->menu();
    for (QAction* a : runs->actions())
        if (a->text() == QStringLiteral("c.txt")) a->setChecked(false);
    EXPECT_EQ(panel->baselineName(), QStringLiteral("b.txt"));
    EXPECT_EQ(panel->leftOutRuns(), QStringList{QStringLiteral("c.txt")});
    QTest::qWait(100);  // saved
    // Replacing the open project is checked first, in the background: wait for the switch.
    auto switchTo = [&w](const QString& p) {
        ASSERT_TRUE(w.openProject(p));
        WAIT_UNTIL(w.session()->path() == p && !w.session()->isBusy() &&
                       w.evaluation()->current() && !w.ranking()->qid().isEmpty(),
                   20000);
    };
    switchTo(other);
    WAIT_UNTIL_EQ(panel->baselineBox()->count(), 2, 10000);
    EXPECT_EQ(panel->baselineName(), QStringLiteral("a.txt")) << "the other project's default";
    EXPECT_TRUE(panel->leftOutRuns().isEmpty());
    switchTo(path);
    WAIT_UNTIL_EQ(panel->baselineBox()->count(), 3, 10000);
    EXPECT_EQ(panel->baselineName(), QStringLiteral("b.txt"));
    EXPECT_EQ(panel->leftOutRuns(), QStringList{QStringLiteral("c.txt")});
    EXPECT_TRUE(panel->runsButton()->text().startsWith(QStringLiteral("1 of 2 run")))
        << panel->runsButton()->text().toStdString();
}

TEST(ProjectViewStateText, RoundTripsAndNamesWhatItCannotRead) {
    ProjectViewState s;
    s.config = core::EvalConfig{};
    s.config->relevanceThreshold = 2;
    s.k = 20;
    s.metrics = {core::findMeasure("P"), core::findMeasure("ndcg_cut")};
    ASSERT_NE(s.metrics[1], nullptr);
    s.metricsStored = true;
    s.cutoffs = {1, 5};
    s.hiddenRuns = {QStringLiteral("run, with comma"), QStringLiteral("b")};
    s.runsStored = true;
    s.runName = QStringLiteral("b");
    s.qid = QStringLiteral("q 7");
    s.draftId = 12;
    const SettingPairs view = viewSettings(s);
    EXPECT_EQ(view, (SettingPairs{{"metrics", "P\nndcg_cut"},
                                  {"cutoffs", "1\n5"},
                                  {"hidden-runs", "run, with comma\nb"},
                                  {"run", "b"},
                                  {"query", "q 7"},
                                  {"draft", "12"}}));
    QStringList problems;
    EXPECT_EQ(viewStateFrom(definitionsSettings(s), view, &problems), s);
    EXPECT_TRUE(problems.isEmpty());
    // Unreadable values are skipped and named; an unknown metric is dropped.
    const ProjectViewState bad = viewStateFrom(
        {{"k", "0"}, {"threshold", "x"}},
        {{"cutoffs", "5\n-1"}, {"draft", "abc"}, {"metrics", "P\nno_such"}, {"zoom", "2"}},
        &problems);
    EXPECT_EQ(problems,
              (QStringList{"k=0", "threshold=x", "cutoffs=5\n-1", "draft=abc", "zoom=2"}));
    EXPECT_EQ(bad.k, 0);
    EXPECT_EQ(bad.config, core::EvalConfig{});
    EXPECT_EQ(bad.draftId, 0);
    EXPECT_TRUE(bad.cutoffs.empty());
    EXPECT_EQ(bad.metrics, (std::vector<const core::MeasureInfo*>{core::findMeasure("P")}));
}

TEST(WindowGeometry, FitOnScreenMovesAndShrinksIntoTheAvailableArea) {
    const QRect screen(0, 0, 1366, 740);  // 1366x768 less a 28-pixel panel
    // Fits: unchanged.
    EXPECT_EQ(fitOnScreen(QRect(100, 50, 800, 600), screen), QRect(100, 50, 800, 600));
    // Saved on a 1920x1080 screen at its lower right: moved in and shrunk, nothing cut off.
    EXPECT_EQ(fitOnScreen(QRect(900, 500, 1800, 1000), screen), QRect(0, 0, 1366, 740));
    // Partly off to the right and below: moved back, size kept.
    EXPECT_EQ(fitOnScreen(QRect(1000, 600, 600, 400), screen), QRect(766, 340, 600, 400));
    // Off to the left and above (a second screen that is gone).
    EXPECT_EQ(fitOnScreen(QRect(-2000, -300, 600, 400), screen), QRect(0, 0, 600, 400));
    // With a frame (title bar 30, borders 1): the whole frame stays inside.
    EXPECT_EQ(fitOnScreen(QRect(0, 0, 1366, 740), screen, QMargins(1, 30, 1, 1)),
              QRect(1, 30, 1364, 709));
    // A screen that does not start at 0,0 (the right one of two).
    EXPECT_EQ(fitOnScreen(QRect(100, 100, 500, 500), QRect(1920, 0, 1366, 740)),
              QRect(1920, 100, 500, 500));
}

TEST(WindowGeometry, MainWindowRestoredFromALargerScreenKeepsItsStatusBarOnScreen) {
    MainWindow w;
    const QRect available = w.screen()->availableGeometry();
    w.setGeometry(available.right() - 100, available.bottom() - 100, available.width() * 2,
                  available.height() * 2);
    keepOnScreen(&w);
    EXPECT_TRUE(available.contains(w.geometry()))
        << w.geometry().x() << "," << w.geometry().y() << " " << w.geometry().width() << "x"
        << w.geometry().height();
    const QRect bar(w.statusBar()->mapTo(&w, QPoint(0, 0)) + w.geometry().topLeft(),
                    w.statusBar()->size());
    EXPECT_TRUE(available.contains(bar.bottomLeft()));
}

// Issue 45 item 12: Practice and a reopened judging queue opened past the screen's bottom. Every
// window fitted by fitToScreen gets its keeper, also one with child widgets (the keeper was
// looked up with findChild<ScreenKeeper*>, which matched any child, so such windows had none),
// and a placement past the bottom just after the show (the window manager's) is undone.
TEST(WindowGeometry, AWindowPlacedPastTheBottomAfterItsShowIsBroughtBack) {
    QWidget w;
    auto* lay = new QVBoxLayout(&w);
    lay->addWidget(new QLabel(QStringLiteral("Practice"), &w));
    const QRect room = w.screen()->availableGeometry();
    fitToScreen(&w, QSize(room.width() / 2, room.height() * 3 / 4));
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    w.move(room.left() + 10, room.bottom() - w.height() / 3);  // as openbox placed it
    WAIT_UNTIL(room.contains(w.frameGeometry()), 2000);
    EXPECT_EQ(w.height(), room.height() * 3 / 4) << "moved, not shrunk";
}

}  // namespace
}  // namespace ranklens::ui
