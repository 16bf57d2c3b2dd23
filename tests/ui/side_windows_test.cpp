// SideWindows: the windows beside the main one. The leaderboard, exposure and clicks windows are
// made once and raised again (never a second one); the leaderboard follows the project's data and
// the definitions; Compare compares the project open; each teaching window is a window of its
// own, gone when closed; a foreign exercise set opens none; all go with the main window. Built on
// a real session over a small project file.
#include <gtest/gtest.h>

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>

#include "tests/store/store_test_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/small_project.h"
#include "ui/app/side_windows.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/compare/comparison_window.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/leaderboard/leaderboard_window.h"
#include "ui/project/project_session.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {
namespace {

class SideWindowsTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(tmp.isValid());
        const std::string root = tmp.path().toStdString();
        session->adopt(test::twoRunProject(root, root + "/two.ranklens"));
        WAIT_UNTIL(!session->isBusy() && session->data(), 30000);
    }

    QTemporaryDir tmp;
    // Owned by the window, as in MainWindow: destroyed with it.
    QMainWindow* window = new QMainWindow;
    ProjectSession* session = new ProjectSession(window);
    EvaluationController* eval = new EvaluationController(window);
    DefinitionsModel* definitions = new DefinitionsModel(window);
    ComparisonWindow* comparison = new ComparisonWindow(window);
    SideWindows* windows = new SideWindows(window, session, eval, definitions, comparison);

    void TearDown() override { delete window; }
};

TEST_F(SideWindowsTest, LeaderboardIsMadeOnceAndRaisedAgain) {
    LeaderboardWindow* first = windows->showLeaderboard();
    ASSERT_TRUE(first);
    EXPECT_TRUE(first->isVisible());
    EXPECT_EQ(first->parent(), window);
    WAIT_UNTIL(first->upToDate(), 30000);  // computed for the project open
    first->close();
    EXPECT_EQ(windows->showLeaderboard(), first);
    EXPECT_TRUE(first->isVisible());
    EXPECT_EQ(window->findChildren<LeaderboardWindow*>().size(), 1);
}

TEST_F(SideWindowsTest, LeaderboardFollowsTheProjectsDataAndTheDefinitions) {
    LeaderboardWindow* w = windows->showLeaderboard();
    WAIT_UNTIL(w->upToDate(), 30000);
    EXPECT_EQ(w->outcome()->request.data, session->data());
    const auto before = session->data();
    session->reload();  // new data published
    WAIT_UNTIL(session->data() != before && w->upToDate(), 30000);
    EXPECT_EQ(w->outcome()->request.data, session->data());
    definitions->setRbpPersistence(0.5);
    WAIT_UNTIL(w->upToDate(), 30000);
    EXPECT_DOUBLE_EQ(w->outcome()->request.config.rbpPersistence, 0.5);
}

TEST_F(SideWindowsTest, CompareShowsTheWindowAndComparesTheProject) {
    comparison->setData(session->data());  // MainWindow's wiring
    windows->showCompare();
    EXPECT_TRUE(comparison->isVisible());
    ASSERT_TRUE(comparison->controller()->waitForIdle());
    ASSERT_TRUE(comparison->controller()->current());
    EXPECT_EQ(comparison->controller()->current()->request.data, session->data());
    EXPECT_EQ(window->findChildren<ComparisonWindow*>().size(), 1);
}

TEST_F(SideWindowsTest, ExposureAndClicksWindowsAreMadeOnce) {
    windows->showExposure();
    windows->showExposure();
    windows->showBehaviour();
    windows->showBehaviour();
    ASSERT_EQ(window->findChildren<ExposureWindow*>().size(), 1);
    ASSERT_EQ(window->findChildren<BehaviourWindow*>().size(), 1);
    EXPECT_TRUE(window->findChild<ExposureWindow*>()->isVisible());
    EXPECT_TRUE(window->findChild<BehaviourWindow*>()->isVisible());
}

TEST_F(SideWindowsTest, EachTeachingWindowIsItsOwnAndGoesWhenClosed) {
    windows->showLessons();
    windows->showLessons();
    const QList<LessonsWindow*> lessons = window->findChildren<LessonsWindow*>();
    ASSERT_EQ(lessons.size(), 2);
    EXPECT_TRUE(lessons[0]->isWindow());
    QPointer<LessonsWindow> closed = lessons[0];
    closed->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_TRUE(closed.isNull());
    EXPECT_EQ(window->findChildren<LessonsWindow*>().size(), 1);
}

TEST_F(SideWindowsTest, ForeignExerciseSetIsRefusedByNameAndOpensNoWindow) {
    const std::string file = tmp.filePath(QStringLiteral("notes.json")).toStdString();
    store::test::writeFile(file, "{\"shopping\": [\"milk\"]}\n");
    EXPECT_EQ(windows->openPracticeSet(QString::fromStdString(file)), nullptr);
    EXPECT_TRUE(window->findChildren<PracticeWindow*>().isEmpty());
    auto* box = window->findChild<QMessageBox*>(QStringLiteral("exerciseSetRefused"));
    ASSERT_TRUE(box);
    EXPECT_TRUE(box->text().contains(QStringLiteral("notes.json"))) << box->text().toStdString();
    EXPECT_FALSE(box->detailedText().isEmpty());
}

TEST_F(SideWindowsTest, SideWindowsGoWithTheMainWindow) {
    QPointer<LeaderboardWindow> board = windows->showLeaderboard();
    windows->showExposure();
    QPointer<ExposureWindow> exposure = window->findChild<ExposureWindow*>();
    ASSERT_TRUE(board && exposure);
    ASSERT_TRUE(board->runner()->waitForIdle());
    delete window;
    window = nullptr;
    EXPECT_TRUE(board.isNull());
    EXPECT_TRUE(exposure.isNull());
}

}  // namespace
}  // namespace ranklens::ui
