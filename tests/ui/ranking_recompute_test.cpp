// Issue 46 item 5: the ranking view's order has one owner (RankingSession) and the metrics one
// signal from it, so each change recomputes them once: a change of RBP's p (the view's box, then
// the definitions' owner handing the same p back, which recomputed them a second time), a drag,
// a keyboard move, an undo and a redo. The numbers are worked by hand.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "tests/ui/ranking_view_drag.h"
#include "tests/ui/small_project.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_window.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

using core::RankingMeasure;

bool waitFor(const std::function<bool()>& f) {
    return QTest::qWaitFor(f, 20000);
}

// Run a: q1 = d1 (3) d2 (1) d3 d4 (tests/ui/small_project.h).
class RankingRecomputeTest : public ::testing::Test {
  protected:
    void SetUp() override {
        path = tmp.path() + QStringLiteral("/p.ranklens");
        test::twoRunProject(tmp.path().toStdString(), path.toStdString());
    }
    // The evaluation under RBP's p is in, and the ranking shows q1 of run a again after it.
    static bool evaluatedWith(MainWindow& w, double p) {
        return waitFor([&] {
            const auto ev = w.evaluation()->current();
            return ev && !w.evaluation()->isRunning() && !w.session()->isBusy() &&
                   ev->request.defs.config.rbpPersistence == p &&
                   w.ranking()->qid() == QLatin1String("q1");
        });
    }

    QTemporaryDir tmp;
    QString path;
};

TEST_F(RankingRecomputeTest, EachChangeRecomputesTheMetricsOnce) {
    MainWindow w;
    w.resize(1366, 708);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    ASSERT_TRUE(w.openProject(path));
    ASSERT_TRUE(waitFor([&] { return w.evaluation()->current() && !w.session()->isBusy(); }));
    w.showQuery(QStringLiteral("q1"), 0);
    w.mainLayout()->showRanking();
    RankingView* v = w.ranking();
    ASSERT_TRUE(evaluatedWith(w, 0.8));
    ASSERT_EQ(v->model()->rowCount(), 4);
    EXPECT_NEAR(v->metrics()[RankingMeasure::Rbp], 0.2 * (1 + 0.8), 1e-12);
    QSignalSpy recomputes(v, &RankingView::metricsChanged);

    auto* box = v->metricsPanel()->findChild<QComboBox*>(QStringLiteral("rbpPersistence"));
    ASSERT_NE(box, nullptr);
    box->setCurrentText(QStringLiteral("0.5"));
    EXPECT_EQ(recomputes.count(), 1) << "a change of p";
    EXPECT_NEAR(v->metrics()[RankingMeasure::Rbp], 0.5 * (1 + 0.5), 1e-12);
    ASSERT_TRUE(evaluatedWith(w, 0.5));  // the explorer re-evaluated; its refresh is not counted

    recomputes.clear();
    test::dragRowToTop(*v, 2);  // d3 d1 d2 d4
    EXPECT_EQ(recomputes.count(), 1) << "a drag";
    EXPECT_EQ(v->currentOrder(), (QStringList{"d3", "d1", "d2", "d4"}));
    EXPECT_NEAR(v->metrics()[RankingMeasure::Rbp], 0.5 * (0.5 + 0.25), 1e-12);

    recomputes.clear();
    v->listView()->setCurrentIndex(v->model()->index(1, 0));
    QTest::keyClick(v->listView(), Qt::Key_Down, Qt::AltModifier);  // d3 d2 d1 d4
    EXPECT_EQ(recomputes.count(), 1) << "a keyboard move";
    EXPECT_EQ(v->currentOrder(), (QStringList{"d3", "d2", "d1", "d4"}));
    // d2 (1) and d1 (3) are both relevant (grade >= 1): RBP stays as it was.
    EXPECT_NEAR(v->metrics()[RankingMeasure::Rbp], 0.5 * (0.5 + 0.25), 1e-12);

    recomputes.clear();
    v->undoStack()->undo();
    EXPECT_EQ(recomputes.count(), 1) << "an undo";
    EXPECT_EQ(v->currentOrder(), (QStringList{"d3", "d1", "d2", "d4"}));
    recomputes.clear();
    v->undoStack()->redo();
    EXPECT_EQ(recomputes.count(), 1) << "a redo";
    EXPECT_EQ(v->currentOrder(), (QStringList{"d3", "d2", "d1", "d4"}));
    w.close();
}

}  // namespace
}  // namespace ranklens::ui
