// CurrentQuery: the query and run the ranking view shows. A new evaluation with none chosen shows
// its first query; a chosen query and run stay chosen across evaluations; an item is selected in
// its run's ranking; a query the evaluation no longer has leaves the ranking empty. Built with
// the views it drives and a real evaluation of a small project, wired as MainWindow wires it.
#include <gtest/gtest.h>

#include <QMainWindow>
#include <QTemporaryDir>
#include <QUndoStack>

#include "tests/support/wait_until.h"
#include "tests/ui/small_project.h"
#include "ui/app/current_query.h"
#include "ui/app/main_layout.h"
#include "ui/app/welcome_panel.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/ranking_session.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

class CurrentQueryTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(tmp.isValid());
        const std::string root = tmp.path().toStdString();
        twoRuns = loadProjectData(*test::twoRunProject(root, root + "/two.ranklens"));
        // As MainWindow: a query chosen in the table is shown; each evaluation reaches the
        // table, then the current query.
        QObject::connect(queries, &QueriesView::querySelected, &current, &CurrentQuery::show);
        QObject::connect(&eval, &EvaluationController::evaluationReady, &current,
                         [this](auto, std::shared_ptr<const Evaluation> ev) {
                             queries->setEvaluation(ev);
                             current.follow(*ev);
                         });
        eval.setMetrics(defaultMetrics());
        eval.setDefinitions(Definitions{});
    }

    // Evaluates data and waits for its evaluation to be shown.
    void evaluate(std::shared_ptr<const ProjectData> data) {
        eval.setData(data);
        WAIT_UNTIL(!eval.isRunning() && eval.current() && eval.current()->data == data, 30000);
    }

    QTemporaryDir tmp;
    std::shared_ptr<const ProjectData> twoRuns;  // runs a, b over q1 (d1..d4), q2 (d5, d6)
    QMainWindow window;
    QUndoStack undo;
    EvaluationController eval;
    DefinitionsBar* bar = new DefinitionsBar(&window);
    WelcomePanel* welcome = new WelcomePanel(&window);
    CurvesView* curves = new CurvesView(&window);
    QueriesView* queries = new QueriesView(&window);
    RankingView* ranking = new RankingView(&undo, &window);
    MainLayout* layout = new MainLayout(&window, bar, welcome, queries, curves, ranking);
    CurrentQuery current{&window, &eval, curves, queries, ranking, layout};
};

TEST_F(CurrentQueryTest, NewEvaluationWithNoneChosenShowsItsFirstQuery) {
    EXPECT_TRUE(current.qid().isEmpty());
    evaluate(twoRuns);
    EXPECT_EQ(current.qid(), QStringLiteral("q1"));
    EXPECT_EQ(ranking->qid(), QStringLiteral("q1"));
    EXPECT_EQ(ranking->session()->rowCount(), 4);
}

TEST_F(CurrentQueryTest, ChosenQueryAndRunStayAcrossEvaluations) {
    evaluate(twoRuns);
    queries->selectQuery(QStringLiteral("q2"));  // chosen in the table: run B of the table
    EXPECT_EQ(current.qid(), QStringLiteral("q2"));
    EXPECT_EQ(current.run(), 1);
    EXPECT_EQ(ranking->runName(), QStringLiteral("b.txt"));
    EXPECT_EQ(ranking->session()->docIdsInOrder(),
              (QStringList{QStringLiteral("d6"), QStringLiteral("d5")}));
    // The same project evaluated again (other definitions): q2 of b stays, not the first query.
    Definitions defs;
    defs.k = 5;
    eval.setDefinitions(defs);
    WAIT_UNTIL(!eval.isRunning() && eval.current()->request.defs.k == 5, 30000);
    EXPECT_EQ(current.qid(), QStringLiteral("q2"));
    EXPECT_EQ(ranking->qid(), QStringLiteral("q2"));
    EXPECT_EQ(ranking->runName(), QStringLiteral("b.txt"));
}

TEST_F(CurrentQueryTest, QueryGoneFromTheEvaluationLeavesTheRankingEmpty) {
    evaluate(twoRuns);
    current.show(QStringLiteral("q2"), 0);
    ASSERT_EQ(ranking->session()->rowCount(), 2);
    // Another project, without q2: nothing of the query left in view.
    evaluate(test::itemProject(tmp, "q9 Q0 d1 1 1 r\n", "q9 0 d1 1\n", false));
    EXPECT_EQ(ranking->session()->rowCount(), 0);
    EXPECT_TRUE(ranking->qid().isEmpty());
    // Nothing chosen (a project being opened), then an evaluation: its first query.
    current.show(QString(), 0);
    evaluate(twoRuns);
    EXPECT_EQ(current.qid(), QStringLiteral("q1"));
    EXPECT_EQ(ranking->session()->rowCount(), 4);
}

TEST_F(CurrentQueryTest, ItemIsSelectedInItsRunsRankingOrItsQueryShown) {
    evaluate(twoRuns);
    current.showItem(QStringLiteral("q1"), QStringLiteral("d3"), 1);  // b: d4 d3 d2 d1
    EXPECT_EQ(ranking->runName(), QStringLiteral("b.txt"));
    EXPECT_EQ(ranking->listView()->currentIndex().row(), 1);
    current.showItem(QStringLiteral("q1"), QStringLiteral("d1"), -1);  // -1: the run shown
    EXPECT_EQ(current.run(), 1);
    EXPECT_EQ(ranking->listView()->currentIndex().row(), 3);
    current.showItem(QStringLiteral("q2"), QStringLiteral("d9"), 0);  // not returned by a
    EXPECT_EQ(ranking->qid(), QStringLiteral("q2"));
    EXPECT_EQ(ranking->runName(), QStringLiteral("a.txt"));
    EXPECT_EQ(current.qid(), QStringLiteral("q2"));
}

}  // namespace
}  // namespace ranklens::ui
