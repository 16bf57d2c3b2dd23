// RBP@k (rbp_cut) in the explorer: offered with the curves, evaluated with the p of the
// definitions, and that p is the ranking view's RBP box: a change in either place re-evaluates
// the curves and the queries table and is stored with the project.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

#include "tests/ui/small_project.h"
#include "ui/app/main_window.h"
#include "ui/app/project_memory.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

// QTRY_* report to QTest, not to GoogleTest: wait with QTest::qWaitFor and assert the result.
template <class F>
bool waitFor(F f) {
    return QTest::qWaitFor(f, 20000);
}

// Run a: q1 = d1 (3) d2 (1) d3 d4, q2 = d5 (2) d6. Run b: q1 = d4 d3 d2 (1) d1 (3), q2 = d6 d5 (2).
class RbpCutExplorerTest : public ::testing::Test {
  protected:
    void SetUp() override {
        path = tmp.path() + QStringLiteral("/p.ranklens");
        test::twoRunProject(tmp.path().toStdString(), path.toStdString());
    }

    // Opens the project, shows RBP@k only at k = 2 and waits for its evaluation.
    static void openWithRbpCut(MainWindow& w, const QString& path) {
        ASSERT_TRUE(w.openProject(path));
        ASSERT_TRUE(waitFor([&] { return w.evaluation()->current() && !w.session()->isBusy(); }));
        const std::vector<const core::MeasureInfo*> metrics{core::findMeasure("rbp_cut")};
        w.curves()->setSelectedMetrics(metrics);
        emit w.curves()->metricsChanged(metrics);
        Definitions d = w.definitionsBar()->definitions();
        d.k = 2;
        w.definitionsBar()->setDefinitions(d);
        emit w.definitionsBar()->definitionsChanged(w.definitionsBar()->definitions());
        ASSERT_TRUE(waitForP(w, d.config.rbpPersistence));
    }

    static bool waitForP(MainWindow& w, double p) {
        return waitFor([&] {
            const auto ev = w.evaluation()->current();
            return ev && ev->request.metrics.size() == 1 && ev->request.defs.k == 2 &&
                   ev->request.defs.config.rbpPersistence == p;
        });
    }

    static std::size_t runIndex(const Evaluation& ev, const char* name) {
        for (std::size_t r = 0; r < ev.runs.size(); ++r)
            if (ev.runs[r].name == QLatin1String(name)) return r;
        ADD_FAILURE() << name;
        return 0;
    }

    // The queries table's value of RBP@k (k = 2) for q1 in run a.
    static double tableValue(MainWindow& w) {
        auto* model = w.queries()->findChild<QueryTableModel*>();
        const auto ev = model ? model->evaluation() : nullptr;
        if (!ev) return -1;
        const int col = model->valueColumn(0, static_cast<int>(runIndex(*ev, "a.txt")));
        return model
            ->data(model->index(model->rowOf(QStringLiteral("q1")), col), QueryTableModel::SortRole)
            .toDouble();
    }
    static bool tableShows(MainWindow& w, double v) {
        return waitFor([&] { return std::abs(tableValue(w) - v) < 1e-12; });
    }

    QTemporaryDir tmp;
    QString path;
};

TEST_F(RbpCutExplorerTest, OfferedWithTheCurves) {
    const auto offered = curveMeasures();
    EXPECT_NE(std::find(offered.begin(), offered.end(), core::findMeasure("rbp_cut")),
              offered.end());
}

TEST_F(RbpCutExplorerTest, RankingViewPersistenceReevaluatesCurvesAndQueriesTable) {
    {
        MainWindow w;
        openWithRbpCut(w, path);
        // A project without stored definitions: p = 0.8 in the bar and in the ranking view.
        EXPECT_DOUBLE_EQ(w.ranking()->metricsPanel()->rbpPersistence(), 0.8);
        auto ev = w.evaluation()->current();
        std::size_t a = runIndex(*ev, "a.txt");
        // p = 0.8, run a: q1 RBP@1 = 0.2, RBP@2 = 0.2 (1 + 0.8) = 0.36; q2 0.2 at every k.
        EXPECT_NEAR(ev->curve(a, 0)[0], 0.2, 1e-12);
        EXPECT_NEAR(ev->curve(a, 0)[1], (0.36 + 0.2) / 2, 1e-12);
        EXPECT_TRUE(tableShows(w, 0.36)) << tableValue(w);

        auto* box = w.ranking()->metricsPanel()->findChild<QComboBox*>("rbpPersistence");
        ASSERT_NE(box, nullptr);
        box->setCurrentText(QStringLiteral("0.5"));
        EXPECT_DOUBLE_EQ(w.definitionsBar()->definitions().config.rbpPersistence, 0.5);
        ASSERT_TRUE(waitForP(w, 0.5));
        ev = w.evaluation()->current();
        a = runIndex(*ev, "a.txt");
        const std::size_t b = runIndex(*ev, "b.txt");
        // p = 0.5, run a: q1 RBP@2 = 0.5 (1 + 0.5) = 0.75, q2 0.5.
        EXPECT_NEAR(ev->curve(a, 0)[1], (0.75 + 0.5) / 2, 1e-12);
        // Run b: q1 relevant at ranks 3 and 4: RBP@4 = 0.5 (0.25 + 0.125) = 0.1875; q2 at
        // rank 2: 0.25. Nothing cached at p = 0.8 is served.
        EXPECT_NEAR(ev->curve(b, 0)[3], (0.1875 + 0.25) / 2, 1e-12);
        EXPECT_TRUE(tableShows(w, 0.75)) << tableValue(w);
        EXPECT_TRUE(ev->definitionsText().contains(QStringLiteral("RBP persistence p: 0.5")))
            << ev->definitionsText().toStdString();

        // The other way: definitions with another p set the ranking view's box.
        Definitions d = w.definitionsBar()->definitions();
        d.config.rbpPersistence = 0.95;
        w.definitionsBar()->setDefinitions(d);
        emit w.definitionsBar()->definitionsChanged(w.definitionsBar()->definitions());
        EXPECT_DOUBLE_EQ(w.ranking()->metricsPanel()->rbpPersistence(), 0.95);
        ASSERT_TRUE(waitForP(w, 0.95));
        // Back to 0.5 in the box, then the project is closed: p is kept in its definitions.
        box->setCurrentText(QStringLiteral("0.5"));
        ASSERT_TRUE(waitForP(w, 0.5));
        ASSERT_TRUE(w.findChild<ProjectMemory*>()->saveNow());
        EXPECT_TRUE(w.close());
    }
    MainWindow w;
    ASSERT_TRUE(w.openProject(path));
    ASSERT_TRUE(waitFor([&] {
        return w.evaluation()->current() && !w.session()->isBusy() &&
               w.evaluation()->current()->request.defs.config.rbpPersistence == 0.5;
    }));
    EXPECT_DOUBLE_EQ(w.definitionsBar()->definitions().config.rbpPersistence, 0.5);
    EXPECT_DOUBLE_EQ(w.ranking()->metricsPanel()->rbpPersistence(), 0.5);
}

}  // namespace
}  // namespace ranklens::ui
