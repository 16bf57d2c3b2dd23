// The first open of a project (no results snapshot, issue 14): MainWindow::openProject returns
// before anything is loaded, with the project's title, the loading message, progress and Cancel,
// and everything that needs the data off; the checks and the load run in the background and the
// numbers published are those of the synchronous open. A file the checks refuse shows the usual
// message, leaves no project open and is not changed; Cancel goes back to the project open before.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <future>

#include "tests/store/damage_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "tests/ui/same_numbers.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/evaluation/results_snapshot.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

namespace snap = results_snapshot;

// The evaluation of the synchronous open (ProjectSession::open: checks, then load, on the GUI
// thread), as the explorer published it.
std::shared_ptr<const Evaluation> synchronousEvaluation(const QString& path) {
    MainWindow w;
    EXPECT_TRUE(w.session()->open(path));
    EXPECT_TRUE(w.session()->isOpen());  // open on return
    const bool done = QTest::qWaitFor([&] { return test::fullyLoaded(w); }, 30000);
    EXPECT_TRUE(done);
    return w.evaluation()->current();
}

using ranklens::ui::test::action;

QToolButton* cancelButton(MainWindow& w) {
    for (QToolButton* b : w.statusBar()->findChildren<QToolButton*>())
        if (b->text() == QStringLiteral("Cancel")) return b;
    return nullptr;
}

// The note over the curves that says the project is being checked and loaded (null: none shown).
QLabel* loadingNote(MainWindow& w) {
    for (QLabel* l : w.curves()->findChildren<QLabel*>())
        if (l->isVisible() && l->text().startsWith(QStringLiteral("Checking and loading ")))
            return l;
    return nullptr;
}

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TEST(FirstOpen, ReturnsBeforeTheLoadThenPublishesTheSynchronousOpensNumbers) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    const auto reference = synchronousEvaluation(path);
    ASSERT_TRUE(reference && !reference->runs.empty());
    snap::setDirectory(cache.dir.filePath(QStringLiteral("empty")));  // no snapshot of it

    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(path));
    // At once: the project's title, the loading state, nothing loaded, the data's tools off.
    EXPECT_TRUE(w.session()->isOpening());
    EXPECT_FALSE(w.session()->isOpen());
    EXPECT_FALSE(w.session()->data());
    const auto empty = w.evaluation()->current();
    EXPECT_TRUE(!empty || empty->runs.empty());
    EXPECT_FALSE(w.evaluation()->showsSnapshot());
    EXPECT_EQ(w.windowTitle(), QStringLiteral("demo.ranklens — RankLens"));
    // The status bar names the file, not its folders (they are the tooltip).
    bool named = false;
    for (const QLabel* l : w.statusBar()->findChildren<QLabel*>()) {
        EXPECT_FALSE(l->text().contains(tmp.path())) << l->text().toStdString();
        named = named || (l->text() == QStringLiteral("demo.ranklens") &&
                          l->toolTip() == QDir::toNativeSeparators(path));
    }
    EXPECT_TRUE(named);
    EXPECT_EQ(w.statusBar()->currentMessage(), QStringLiteral("Checking and loading the project…"));
    ASSERT_TRUE(cancelButton(w));
    EXPECT_TRUE(cancelButton(w)->isVisible());
    ASSERT_TRUE(w.statusBar()->findChild<QProgressBar*>());
    EXPECT_TRUE(w.statusBar()->findChild<QProgressBar*>()->isVisible());
    EXPECT_FALSE(w.definitionsBar()->isEnabled());
    EXPECT_FALSE(w.ranking()->isEnabled());
    QAction* import = action(w, QStringLiteral("&Import Runs or Labels…"));
    QAction* compare = action(w, QStringLiteral("&Compare Runs…"));
    ASSERT_TRUE(import && compare);
    EXPECT_FALSE(import->isEnabled());
    EXPECT_FALSE(compare->isEnabled());
    ASSERT_TRUE(loadingNote(w));  // instead of an empty plot
    EXPECT_TRUE(
        loadingNote(w)->text().startsWith(QStringLiteral("Checking and loading demo.ranklens")));
    // Then: the same numbers as the synchronous open, the tools on, the busy state gone.
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    EXPECT_EQ(w.session()->path(), path);
    EXPECT_FALSE(w.session()->isOpening());
    test::expectSameNumbers(*reference, *w.evaluation()->current());
    EXPECT_TRUE(w.definitionsBar()->isEnabled());
    EXPECT_TRUE(w.ranking()->isEnabled());
    EXPECT_TRUE(import->isEnabled());
    EXPECT_TRUE(compare->isEnabled());
    EXPECT_FALSE(cancelButton(w)->isVisible());
    EXPECT_FALSE(loadingNote(w));
}

// The load looks up each run's labels as it puts the run in order (the last run beside the
// others, on a second connection): exactly the rank grades the first evaluation would look up,
// kept for those labels only; a label edit publishes data without them (they are of the labels
// before the edit).
TEST(FirstOpen, LoadLooksUpEachRunsLabelsAsItOrdersIt) {
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    {
        const auto st = store::ProjectStore::open(path.toStdString());
        const auto d = loadProjectData(*st);
        ASSERT_EQ(d->runs.size(), 2u);
        ASSERT_EQ(d->rankGrades.size(), 2u);
        EXPECT_EQ(d->rankGradesLabels.lock(), d->labels);
        for (std::size_t r = 0; r < 2; ++r) {
            SCOPED_TRACE(r);
            ASSERT_NE(d->rankGrades[r], nullptr);
            core::RankGrades want;
            ASSERT_TRUE(core::lookUpRankGrades(*d->runs[r], *d->labels, want, 1));
            const core::RankGrades& got = *d->rankGrades[r];
            EXPECT_EQ(got.order, core::TiePolicy::TrecEval);
            EXPECT_EQ(got.grades, want.grades);
            EXPECT_EQ(*got.tiedBits, *want.tiedBits);
            EXPECT_EQ(got.layout->offsets, want.layout->offsets);
            EXPECT_EQ(got.layout->labelCounts, want.layout->labelCounts);
            std::size_t judged = 0;
            for (auto g : got.grades) judged += g != core::RankGrades::kRankUnjudged;
            EXPECT_GT(judged, 0u);  // the demo's labels are found
        }
    }
    ProjectSession session;
    ASSERT_TRUE(session.open(path));
    WAIT_UNTIL(session.data() && !session.isBusy(), 30000);
    ASSERT_NE(session.data()->rankGrades.at(0), nullptr);
    const auto& first = session.data()->labels->queries().front();
    ASSERT_TRUE(session.labels().setLabel(QString::fromUtf8(first.qid),
                                          QString::fromUtf8(first.judgments.front().doc), 1));
    const auto edited = session.data();
    EXPECT_TRUE(edited->rankGradesLabels.expired());
    for (const auto& g : edited->rankGrades) EXPECT_EQ(g, nullptr);
}

// Opens path in w (shown, nothing open before) and waits until the open is refused: nothing is
// open, kept or waiting for a load, and the window is titled as with no project. Returns the
// message box's text (empty when none was shown: a failure).
QString refusedFirstOpen(MainWindow& w, const QString& path) {
    w.show();
    EXPECT_TRUE(w.openProject(path));
    EXPECT_TRUE(w.session()->isOpening());
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w.session()->isOpening(); }, 30000));
    EXPECT_FALSE(w.session()->isOpen());
    EXPECT_FALSE(w.session()->data());
    const auto ev = w.evaluation()->current();
    EXPECT_TRUE(ev && ev->runs.empty());
    EXPECT_EQ(w.windowTitle(), QStringLiteral("RankLens"));
    EXPECT_TRUE(w.definitionsBar()->isEnabled());  // nothing waits for a load any more
    const QMessageBox* box = w.findChild<QMessageBox*>();
    EXPECT_TRUE(box) << "no message shown";
    return box ? box->text() : QString();
}

// A refusal the header does not show (a ranking naming a query that is not in the file): found
// by the checks that run beside the load; what was loaded is dropped.
TEST(FirstOpen, RefusedFileShowsTheMessageLeavesNothingOpenAndIsNotChanged) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    ASSERT_EQ(store::test::rawSql(path.toStdString(),
                                  "UPDATE run_queries SET query_id = 99999 WHERE run_id = (SELECT "
                                  "min(run_id) FROM run_queries) AND pos = (SELECT min(pos) FROM "
                                  "run_queries)"),
              "");
    const QByteArray before = bytesOf(path);
    ASSERT_FALSE(before.isEmpty());

    MainWindow w;
    const QString message = refusedFirstOpen(w, path);
    EXPECT_TRUE(message.contains(QStringLiteral("Could not open"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("damaged project")) &&
                message.contains(QStringLiteral("query id 99999")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("the file was not changed")));
    EXPECT_EQ(bytesOf(path), before);
}

// A damaged ranking in the last run, which the load reads on a second connection beside the
// labels: that connection fails, the run is read again on the first one and the open is refused
// with the store's message, naming the run and query; nothing is kept and the file is unchanged.
TEST(FirstOpen, DamagedLastRunReadBesideIsRefusedWithItsMessage) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    // version 1, no flags, n = 2^30 entries claimed in a blob of 8 bytes
    ASSERT_EQ(store::test::rawSql(path.toStdString(),
                                  "UPDATE run_queries SET entries = x'0100000000000040' WHERE "
                                  "run_id = (SELECT max(run_id) FROM run_queries) AND pos = 0"),
              "");
    const QByteArray before = bytesOf(path);

    MainWindow w;
    const QString message = refusedFirstOpen(w, path);
    EXPECT_TRUE(message.contains(QStringLiteral("stored ranking is damaged (size mismatch)")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("damaged project (run 2, query 'q001'")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("the file was not changed")));
    EXPECT_EQ(bytesOf(path), before);
}

// Cancel pressed while the project is checked and loaded: the project open before comes back
// (the window as it was: its path, title and numbers).
TEST(FirstOpen, CancelDuringTheLoadGoesBackToThePreviousProject) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString first = test::demoProjectFile(tmp, QStringLiteral("first"));
    const QString second = test::demoProjectFile(tmp, QStringLiteral("second"));
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(first));
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    const auto before = w.evaluation()->current();

    // The open job waits on the worker until Cancel has been pressed.
    std::promise<void> pressed;
    std::shared_future<void> wasPressed = pressed.get_future().share();
    ProjectSession::setOpenStartHook([wasPressed] { wasPressed.wait(); });
    ASSERT_TRUE(w.openProject(second));
    // (checked first, while the first project stays open: then it replaces it)
    WAIT_UNTIL_EQ(w.windowTitle(), QStringLiteral("second.ranklens — RankLens"), 30000);
    ProjectSession::setOpenStartHook({});
    EXPECT_FALSE(w.session()->isOpen());
    ASSERT_TRUE(cancelButton(w));
    QTest::mouseClick(cancelButton(w), Qt::LeftButton);
    pressed.set_value();
    WAIT_UNTIL(w.session()->isOpen() && test::fullyLoaded(w), 30000);
    EXPECT_EQ(w.session()->path(), first);
    EXPECT_EQ(w.windowTitle(), QStringLiteral("first.ranklens — RankLens"));
    EXPECT_FALSE(w.findChild<QMessageBox*>());  // a cancel is no error
    EXPECT_FALSE(loadingNote(w));
    test::expectSameNumbers(*before, *w.evaluation()->current());
    EXPECT_TRUE(w.definitionsBar()->isEnabled());
}

// Cancel with no project open before: the window is back to no project.
TEST(FirstOpen, CancelWithNothingOpenBeforeLeavesNoProject) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    MainWindow w;
    std::promise<void> pressed;
    std::shared_future<void> wasPressed = pressed.get_future().share();
    ProjectSession::setOpenStartHook([wasPressed] { wasPressed.wait(); });
    ASSERT_TRUE(w.openProject(path));
    ProjectSession::setOpenStartHook({});
    w.session()->cancel();
    pressed.set_value();
    WAIT_UNTIL(!w.session()->isOpening(), 30000);
    QTest::qWait(50);  // nothing comes back
    EXPECT_FALSE(w.session()->isOpen());
    EXPECT_EQ(w.windowTitle(), QStringLiteral("RankLens"));
    EXPECT_FALSE(w.findChild<QMessageBox*>());
    EXPECT_TRUE(w.definitionsBar()->isEnabled());
}

}  // namespace
}  // namespace ranklens::ui
