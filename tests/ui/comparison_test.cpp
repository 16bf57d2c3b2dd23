// The comparison window on the demo project: the table's numbers equal the engine's means of
// the two demo runs (computed here straight from the files), segments show the new-user story,
// the charts hold one bar / point per query, a click opens both rankings side by side, exports
// write the report and the chart, and a long comparison can be cancelled.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <cmath>

#include "core/compare/comparison_input.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/comparison_window.h"
#include "ui/compare/side_by_side_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/teaching/explain_dialog.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

using test::demoData;
using test::demoInputs;

// Mean of one trec_eval column for a demo run file, straight from the files.
double engineMean(int runFile, const char* spec, const char* column) {
    core::Run run = core::readRun(demoInputs()[runFile].toStdString());
    core::Qrels qrels = core::readQrels(demoInputs()[2].toStdString());
    core::EvalOptions o;
    const auto cols = core::compare::parseMetrics({spec});
    o.requests.push_back({cols[0].measure, {cols[0].param}});
    const auto res = core::evaluate(run, qrels, core::EvalConfig{}, o);
    return res.column(column)->aggregate;
}

std::unique_ptr<ComparisonWindow> comparedByRandomization(
    const QString& metrics = QStringLiteral("P@10, R@10, ndcg@10")) {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(demoData());
    w->settings()->setMetrics(metrics);
    w->settings()->setTest(core::compare::TestKind::Randomization, 2000);
    EXPECT_TRUE(w->compare());
    EXPECT_TRUE(w->controller()->waitForIdle());
    return w;
}

TEST(ComparisonWindow, TableHoldsTheEngineNumbers) {
    auto w = comparedByRandomization();
    QAbstractItemModelTester tester(w->model(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(w->controller()->current());
    ComparisonTableModel* m = w->model();
    ASSERT_EQ(m->rowCount(), 3);  // one compared run x three metrics
    // Demo runs both evaluate all 309 queries, so the paired means are trec_eval's means.
    const double base = engineMean(0, "ndcg@10", "ndcg_cut_10");
    const double next = engineMean(1, "ndcg@10", "ndcg_cut_10");
    const auto idx = [&](int col) { return m->index(2, col); };
    EXPECT_EQ(m->data(idx(ComparisonTableModel::Metric), Qt::DisplayRole).toString(),
              QStringLiteral("NDCG@10"));
    EXPECT_NEAR(m->data(idx(ComparisonTableModel::Baseline), Qt::UserRole).toDouble(), base, 1e-12);
    EXPECT_NEAR(m->data(idx(ComparisonTableModel::Value), Qt::UserRole).toDouble(), next, 1e-12);
    EXPECT_NEAR(m->data(idx(ComparisonTableModel::Delta), Qt::UserRole).toDouble(), next - base,
                1e-12);
    EXPECT_EQ(m->data(idx(ComparisonTableModel::Delta), Qt::DisplayRole).toString(),
              QStringLiteral("%1%2").arg(next >= base ? "+" : "").arg(next - base, 0, 'f', 4));
    const auto& cell = w->controller()->current()->comparison.cell(1, 2);
    EXPECT_EQ(m->data(idx(ComparisonTableModel::WinsTiesLosses), Qt::DisplayRole).toString(),
              QStringLiteral("%1 / %2 / %3").arg(cell.wins).arg(cell.ties).arg(cell.losses));
    EXPECT_EQ(cell.wins + cell.ties + cell.losses, 309);
    EXPECT_TRUE(
        m->data(idx(ComparisonTableModel::PAdjusted), Qt::DisplayRole).toString().endsWith(" *"));
}

// RBP@k takes its p from the definitions (the ranking view's RBP box): the demo runs' RBP@10 at
// p = 0.5, as `ranklens-cli eval --rbp-p 0.5 -m rbp_cut@10` prints them (0.6394, 0.6711).
TEST(ComparisonWindow, RbpAtKUsesThePersistenceOfTheDefinitions) {
    auto w = std::make_unique<ComparisonWindow>();
    Definitions d;
    d.config.rbpPersistence = 0.5;
    w->setDefinitions(d);
    w->setData(demoData());
    w->settings()->setMetrics(QStringLiteral("rbp_cut@10"));
    w->settings()->setTest(core::compare::TestKind::StudentT, 1000);
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    ComparisonTableModel* m = w->model();
    ASSERT_EQ(m->rowCount(), 1);
    EXPECT_EQ(m->data(m->index(0, ComparisonTableModel::Metric), Qt::DisplayRole).toString(),
              QStringLiteral("RBP@10"));
    EXPECT_NEAR(m->data(m->index(0, ComparisonTableModel::Baseline), Qt::UserRole).toDouble(),
                0.6394, 5e-5);
    EXPECT_NEAR(m->data(m->index(0, ComparisonTableModel::Value), Qt::UserRole).toDouble(), 0.6711,
                5e-5);
}

TEST(ComparisonWindow, DefaultMetricsShowSeveralCutoffs) {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(demoData());
    w->settings()->setTest(core::compare::TestKind::StudentT, 1000);
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    QStringList metrics;
    for (int r = 0; r < w->model()->rowCount(); ++r)
        metrics << w->model()
                       ->data(w->model()->index(r, ComparisonTableModel::Metric), Qt::DisplayRole)
                       .toString();
    EXPECT_EQ(metrics, (QStringList{"P@1", "P@5", "P@10", "R@10", "F1@10", "NDCG@10", "RR"}));
}

TEST(ComparisonWindow, SegmentsTellTheNewUserStory) {
    auto w = comparedByRandomization();
    QComboBox* seg = w->segmentBox();
    ASSERT_EQ(seg->count(), 4);  // all, new_user, returning, worked_example
    EXPECT_TRUE(seg->itemText(1).contains(QStringLiteral("new_user")));
    seg->setCurrentIndex(1);
    EXPECT_EQ(w->model()->segment(), 0);
    // The charts draw that segment's queries only, and say so.
    EXPECT_EQ(w->deltaPlot()->pointLabels().size(), 150);
    EXPECT_TRUE(w->deltaPlot()->csv().contains(QStringLiteral("in segment new_user")));
    EXPECT_LT(w->model()
                  ->data(w->model()->index(2, ComparisonTableModel::Delta), Qt::UserRole)
                  .toDouble(),
              0.0);
    const QString html = w->findings()->toPlainText();
    EXPECT_TRUE(html.contains(QStringLiteral("but segment 'new_user'"))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("Definitions: labels:"))) << html.toStdString();
    // The line under the charts counts the segment's queries, not all 309 (issue 33's walk).
    EXPECT_TRUE(w->statusText().contains(QStringLiteral(" · 150 queries · ")))
        << w->statusText().toStdString();
    seg->setCurrentIndex(0);
    EXPECT_TRUE(w->statusText().contains(QStringLiteral(" · 309 queries · ")))
        << w->statusText().toStdString();
}

TEST(ComparisonWindow, ChartsHoldEveryQueryAndAClickOpensBothRankings) {
    auto w = comparedByRandomization();
    w->selectRow(2);
    PlotWidget* deltas = w->deltaPlot();
    ASSERT_EQ(deltas->graphCount(), 3);  // losses, ties, wins
    const auto& cell = w->controller()->current()->comparison.cell(1, 2);
    EXPECT_EQ(deltas->graphValues(0).size(), cell.losses);
    EXPECT_EQ(deltas->graphValues(1).size(), cell.ties);
    EXPECT_EQ(deltas->graphValues(2).size(), cell.wins);
    for (double d : deltas->graphValues(0)) EXPECT_LT(d, 0);
    const QStringList labels = deltas->pointLabels();
    ASSERT_EQ(labels.size(), 309);
    EXPECT_EQ(w->scatterPlot()->graphCount(), 3);

    QSignalSpy clicked(deltas, &PlotWidget::pointClicked);
    SideBySideView* side = w->showQuery(labels.front());  // the biggest loss
    ASSERT_NE(side, nullptr);
    EXPECT_GT(side->leftTable()->rowCount(), 0);
    EXPECT_GT(side->rightTable()->rowCount(), 0);
    // Every right-hand row is marked against the baseline's list: moved, new or unchanged.
    QHash<QString, int> baseRank;
    for (int r = 0; r < side->leftTable()->rowCount(); ++r)
        baseRank.insert(side->leftTable()->item(r, 2)->text(), r + 1);
    for (int r = 0; r < side->rightTable()->rowCount(); ++r) {
        const QString doc = side->rightTable()->item(r, 2)->text();
        const QString moved = side->movementText(r);
        if (!baseRank.contains(doc))
            EXPECT_EQ(moved, QStringLiteral("new"));
        else if (baseRank[doc] == r + 1)
            EXPECT_TRUE(moved.isEmpty());
        else
            EXPECT_EQ(moved.mid(1).toInt(), std::abs(baseRank[doc] - (r + 1))) << doc.toStdString();
    }
}

TEST(ComparisonWindow, ExplainsTheMeanOfACell) {
    auto w = comparedByRandomization();
    w->selectRow(2);  // NDCG@10 of new_model
    ExplainDialog* dlg = w->explainSelected(false);
    ASSERT_NE(dlg, nullptr);
    EXPECT_TRUE(dlg->showingMean());
    EXPECT_NEAR(dlg->meanValue(), engineMean(1, "ndcg@10", "ndcg_cut_10"), 1e-12);
    dlg = w->explainSelected(true);
    ASSERT_NE(dlg, nullptr);
    EXPECT_NEAR(dlg->meanValue(), engineMean(0, "ndcg@10", "ndcg_cut_10"), 1e-12);
}

TEST(ComparisonWindow, ExportsReportAndChart) {
    auto w = comparedByRandomization();
    QTemporaryDir dir;
    const QString md = dir.filePath(QStringLiteral("c.md"));
    ASSERT_TRUE(w->exportReport(md, core::compare::ReportFormat::Markdown));
    QFile f(md);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("| new_model |")));
    EXPECT_TRUE(text.contains(QStringLiteral("ties: trec_eval")));
    for (const char* fmt : {"png", "pdf", "svg"}) {
        const QString out = dir.filePath(QStringLiteral("chart.") + fmt);
        EXPECT_TRUE(w->exportChart(out, QString::fromLatin1(fmt))) << fmt;
        EXPECT_GT(QFileInfo(out).size(), 1000) << fmt;
    }
}

TEST(ComparisonWindow, GuardrailsAndSensitivityShowInTheFindings) {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(demoData());
    w->settings()->setTest(core::compare::TestKind::StudentT, 1000);
    w->settings()->setGuardrails(QStringLiteral("feed"));
    w->settings()->setSensitivity(QStringLiteral("gain=exponential"));
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    const auto out = w->controller()->current();
    ASSERT_TRUE(out);
    ASSERT_EQ(out->report.scorecards.size(), 1u);
    const QString text = w->findings()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("Guardrails: feed")));
    EXPECT_TRUE(text.contains(QStringLiteral("NDCG@10 up")));
    EXPECT_TRUE(text.contains(QStringLiteral("Definition sensitivity")));
    EXPECT_TRUE(out->report.sensitivity.has_value());
}

TEST(ComparisonWindow, BadSettingsAreExplainedAndLongRunsCancel) {
    ComparisonWindow w;
    w.setDefinitions(Definitions{});
    w.setData(demoData());
    w.settings()->setMetrics(QStringLiteral("P@10, nosuch@3"));
    EXPECT_FALSE(w.compare());
    EXPECT_TRUE(w.statusText().contains(QStringLiteral("nosuch@3")));
    w.settings()->setMetrics(QStringLiteral("P@10, R@10, ndcg@10, mrr"));
    w.settings()->setCompared({});
    EXPECT_FALSE(w.compare());
    w.settings()->setCompared({1});
    w.settings()->setTest(core::compare::TestKind::Randomization, 1000000);
    QSignalSpy cancelled(w.controller()->runner(), &JobRunner::cancelled);
    ASSERT_TRUE(w.compare());
    w.controller()->cancel();
    ASSERT_TRUE(w.controller()->waitForIdle());
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_FALSE(w.controller()->current());
}

}  // namespace
}  // namespace ranklens::ui
