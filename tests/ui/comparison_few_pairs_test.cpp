// A comparison over fewer than 2 paired queries (issue 33, item 4): there is no spread of
// differences, so the effect size d_z and the bootstrap interval read "–" with the reason (not
// d_z +0.00 beside a Δ of −0.40, not a zero-width interval), and the waterfall's query axis has
// whole-number ticks only.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>

#include "core/model/run.h"
#include "ui/compare/comparison_controller.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/comparison_window.h"
#include "ui/plot/plot_widget.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

// The demo's baseline against "one": new_model's ranking of q001 alone.
std::shared_ptr<const ProjectData> baselineAndOneQuery(const QString& dir) {
    const std::string path = (dir + QStringLiteral("/one.run")).toStdString();
    {
        std::ifstream in(test::demoInputs()[1].toStdString());
        std::ofstream out(path);
        for (std::string line; std::getline(in, line);)
            if (line.rfind("q001 ", 0) == 0) out << line << "\n";
    }
    auto d = std::make_shared<ProjectData>(*test::demoData());
    auto run = std::make_shared<core::Run>(core::readRun(path));
    run->order(core::TiePolicy::TrecEval);
    d->runs.resize(1);
    d->runInfos.resize(1);
    d->runs.push_back(run);
    d->runInfos.push_back(store::RunInfo{99, "one", path, "", "", 1, 0, 0});
    d->evaluated.assign(d->runs.size(), {});
    return d;
}

TEST(ComparisonFewPairs, EffectSizeAndIntervalReadADashWithTheReason) {
    QTemporaryDir tmp;
    ComparisonWindow w;
    w.resize(1366, 768);
    w.setDefinitions(Definitions{});
    w.setData(baselineAndOneQuery(tmp.path()));
    w.settings()->setPairing(core::compare::Pairing::BothReturned);  // q001 alone
    w.settings()->setMetrics(QStringLiteral("P@10, ndcg@10"));
    w.settings()->setTest(core::compare::TestKind::Randomization, 500);
    ASSERT_TRUE(w.compare());
    ASSERT_TRUE(w.controller()->waitForIdle());
    ComparisonTableModel* m = w.model();
    ASSERT_EQ(m->rowCount(), 2);
    bool moved = false;
    for (int row = 0; row < m->rowCount(); ++row) {
        moved = moved || m->index(row, ComparisonTableModel::Delta).data().toString() != "+0.0000";
        for (int col : {int(ComparisonTableModel::Effect), int(ComparisonTableModel::Interval)}) {
            const QModelIndex i = m->index(row, col);
            EXPECT_EQ(i.data().toString(), QStringLiteral("–")) << row << "," << col;
            EXPECT_TRUE(i.data(Qt::ToolTipRole)
                            .toString()
                            .contains(QStringLiteral("needs at least 2 paired queries (here: 1)")))
                << i.data(Qt::ToolTipRole).toString().toStdString();
        }
    }
    EXPECT_TRUE(moved);  // a real Δ beside the dashes

    // The waterfall of that one query: ticks at whole query positions only.
    w.show();
    w.selectRow(0);
    QTest::qWait(50);
    const QVector<double> ticks = w.deltaPlot()->xTicks();
    ASSERT_FALSE(ticks.isEmpty());
    for (double t : ticks) EXPECT_EQ(t, std::round(t)) << t;
}

// Issue 33 (walk 2): a cleared plot (nothing to show) has whole ticks on both axes, not 0.2,
// 0.4 … 1.0 "queries" left under the label of the counts it showed before.
TEST(PlotWidgetEmpty, AClearedPlotHasWholeTicks) {
    PlotWidget p;
    p.resize(600, 400);
    p.setHistogram({}, 10, 0.0, 1.0, QStringLiteral("NDCG@10"));
    p.clear(QStringLiteral("nothing"));
    p.grab();  // a full replot at this size
    for (const QVector<double>& ticks : {p.xTicks(), p.yTicks()}) {
        ASSERT_GE(ticks.size(), 2);
        for (double t : ticks) EXPECT_EQ(t, std::round(t)) << t;
    }
}

}  // namespace
}  // namespace ranklens::ui
