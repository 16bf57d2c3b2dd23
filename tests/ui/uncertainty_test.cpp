// Uncertainty in the existing views (issue 49): the curves' confidence bands are core/stats'
// interval of each run's mean at every k on the demo; the queries view prints the interval
// beside each mean; Compare says the shown pair's minimal detectable effect in words, lists
// each query's leave-one-out Δ (checked against the per-query values by hand), compares every
// run against several baselines (the other baseline's table is the same pair turned round),
// and opens a given pair (openPair, for the leaderboard).
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <cmath>

#include "core/stats/mean_interval.h"
#include "tests/ui/compare_test_util.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/influence_panel.h"
#include "ui/curves/curves_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"

namespace ranklens::ui {
namespace {

using test::comparedByStudentT;
using test::defaultDemoEvaluation;

// The values of metric m at the evaluation's k for run r, over the run's queries.
std::vector<double> valuesAtK(const Evaluation& ev, std::size_t r, std::size_t m) {
    std::vector<double> out;
    for (std::size_t row = 0; row < ev.qids.size(); ++row)
        if (const double v = ev.value(r, m, row); !std::isnan(v)) out.push_back(v);
    return out;
}

TEST(Uncertainty, CurveBandsAreTheIntervalOfEachMean) {
    const auto ev = defaultDemoEvaluation();
    CurvesView view;
    view.resize(1000, 700);
    view.setEvaluation(ev);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QApplication::processEvents();
    ASSERT_TRUE(view.bandsBox()->isChecked());  // two runs: on by default
    PlotWidget* plot = view.plot();
    ASSERT_EQ(plot->graphCount(), 6);
    ASSERT_EQ(plot->bandCount(), 6);   // one per curve
    const int k = ev->request.defs.k;  // 10: the per-query values are there
    for (std::size_t m = 0; m < 3; ++m)
        for (std::size_t r = 0; r < 2; ++r) {
            const auto x = valuesAtK(*ev, r, m);
            ASSERT_EQ(x.size(), ev->runs[r].result.queries.size());
            const auto ci = core::stats::meanInterval(x, kMeanConfidence);
            ASSERT_TRUE(ci);
            const auto band = plot->band(static_cast<int>(m * 2 + r));
            ASSERT_EQ(band.first.size(), ev->K);
            EXPECT_NEAR(band.first[k - 1], ci->low, 1e-9) << "metric " << m << " run " << r;
            EXPECT_NEAR(band.second[k - 1], ci->high, 1e-9);
            EXPECT_LT(band.first[k - 1], ev->curve(r, m)[k - 1]);
            EXPECT_GT(band.second[k - 1], ev->curve(r, m)[k - 1]);
        }
    EXPECT_TRUE(plot->title().contains(
        QStringLiteral("shaded: the 95 % confidence interval of each mean")));
    // The legend stays under the data area, clear of every curve and band.
    EXPECT_FALSE(plot->legendRect().intersects(plot->dataRect()));
    ASSERT_FALSE(plot->legendRect().isEmpty());
    // The toggle: off draws no band, the curves stay.
    view.bandsBox()->click();
    EXPECT_EQ(plot->bandCount(), 0);
    EXPECT_EQ(plot->graphCount(), 6);
}

TEST(Uncertainty, QueriesViewShowsTheIntervalOfEachMean) {
    const auto ev = defaultDemoEvaluation();
    QueriesView view;
    view.setEvaluation(ev);
    const QString summary = view.summaryText();
    for (std::size_t r = 0; r < 2; ++r) {
        const auto ci = core::stats::meanInterval(valuesAtK(*ev, r, 2), kMeanConfidence);
        const QString shown =
            QStringLiteral("</b> [%1, %2]").arg(ci->low, 0, 'f', 4).arg(ci->high, 0, 'f', 4);
        EXPECT_TRUE(summary.contains(shown)) << summary.toStdString() << "\n"
                                             << shown.toStdString();
    }
}

TEST(Uncertainty, CompareSaysTheMinimalDetectableEffectAndLeavesOneOut) {
    const auto w = comparedByStudentT(QStringLiteral("ndcg@10"));
    ASSERT_EQ(w->model()->rowCount(), 1);
    w->selectRow(0);
    const auto& out = *w->controller()->current();
    const auto& cell = out.comparison.overall.cells[1][0];
    ASSERT_TRUE(std::isfinite(cell.mde));
    const QString power = w->pairPowerLabel()->text();
    EXPECT_TRUE(power.startsWith(
        QStringLiteral("With 309 queries, differences below %1 NDCG@10 cannot be told from noise "
                       "at 80 % power")
            .arg(cell.mde, 0, 'f', 3)))
        << power.toStdString();
    EXPECT_TRUE(power.contains(cell.significant ? QStringLiteral("is significant after correction")
                                                : QStringLiteral("is not significant")));
    // Leave one out: the first query's Δ is the mean of the other 308 differences.
    InfluencePanel* inf = w->influencePanel();
    ASSERT_GT(inf->table()->rowCount(), 0);
    const auto& in = out.input;
    double sum = 0;
    for (std::size_t q = 0; q < in.qids.size(); ++q) sum += in.values[1][0][q] - in.values[0][0][q];
    const QString first = inf->table()->item(0, 0)->text();
    const auto q = static_cast<std::size_t>(
        std::find(in.qids.begin(), in.qids.end(), first.toStdString()) - in.qids.begin());
    ASSERT_LT(q, in.qids.size());
    const double byHand = (sum - (in.values[1][0][q] - in.values[0][0][q])) / 308.0;
    EXPECT_NEAR(inf->influence().queries[0].delta, byHand, 1e-12);
    const QString shown = inf->table()->item(0, 1)->text().replace(QChar(0x2212), QLatin1Char('-'));
    EXPECT_NEAR(shown.toDouble(), byHand, 5e-5);
    // Most influential first: no later query moves Δ more, unless the first changes the verdict.
    if (!inf->influence().queries[0].flipsVerdict) {
        for (const auto& left : inf->influence().queries)
            EXPECT_LE(std::abs(left.shift), std::abs(inf->influence().queries[0].shift) + 1e-15);
    }
    EXPECT_TRUE(inf->summary()->text().contains(QStringLiteral("Without the 3 most influential")));
}

TEST(Uncertainty, SeveralBaselinesShowEachBaselinesTable) {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(test::demoData());
    w->settings()->setMetrics(QStringLiteral("P@10, ndcg@10"));
    w->settings()->setTest(core::compare::TestKind::StudentT, 100);
    w->settings()->setOtherBaselines({1});  // new_model too
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    const auto& c = w->controller()->current()->comparison;
    ASSERT_EQ(c.byBaseline.size(), 1u);
    EXPECT_EQ(c.familySize, 2u);  // the one pair, two metrics: counted once
    ASSERT_FALSE(w->againstBox()->isHidden());
    ASSERT_EQ(w->againstBox()->count(), 2);
    w->againstBox()->setCurrentIndex(1);
    ComparisonTableModel* m = w->model();
    ASSERT_EQ(m->rowCount(), 2);
    EXPECT_EQ(m->baseline(), 1u);
    for (int row = 0; row < 2; ++row) {
        const auto [run, metric] = m->cellAt(row);
        EXPECT_EQ(run, 0u);  // baseline against new_model
        const double delta =
            m->data(m->index(row, ComparisonTableModel::Delta), Qt::UserRole).toDouble();
        EXPECT_NEAR(delta, -c.overall.cells[1][metric].delta, 1e-12);
        EXPECT_EQ(c.byBaseline[0].cells[0][metric].pAdjusted, c.overall.cells[1][metric].pAdjusted);
    }
    EXPECT_TRUE(
        w->findings()->toPlainText().contains(QStringLiteral("Corrected together: 2 tests")));
    EXPECT_TRUE(w->statusText().startsWith(QStringLiteral("Baseline new_model")));
}

TEST(Uncertainty, OpenPairComparesRunAWithRunBOnOneMetric) {
    ComparisonWindow w;
    w.setDefinitions(Definitions{});
    w.setData(test::demoData());
    w.settings()->setTest(core::compare::TestKind::StudentT, 100);
    EXPECT_FALSE(
        w.openPair(QStringLiteral("new_model"), QStringLiteral("nope"), QStringLiteral("P@5")));
    ASSERT_TRUE(
        w.openPair(QStringLiteral("new_model"), QStringLiteral("baseline"), QStringLiteral("P@5")));
    ASSERT_TRUE(w.controller()->waitForIdle());
    EXPECT_EQ(w.settings()->baselineBox()->currentText(), QStringLiteral("new_model"));
    const auto& in = w.controller()->current()->input;
    const auto [run, metric] = w.selectedCell();
    EXPECT_EQ(in.runNames[run], "baseline");
    EXPECT_EQ(in.metrics[metric].display, "P@5");
}

}  // namespace
}  // namespace ranklens::ui
