// One rule for "no value" (issue 33, item 2): a mean over 0 queries — the active label set
// labels none of the runs' queries, as an empty "manual" set made by a stray grade key does —
// reads "–" with the reason in the Queries summary, the histogram's legend, the cut-off table
// and its CSV, and no curve is drawn for it; never 0.0000.
#include <gtest/gtest.h>

#include <QLabel>
#include <QTemporaryDir>
#include <QUndoStack>

#include "core/measures/measure.h"
#include "core/store/project_store.h"
#include "ui/common/no_value.h"
#include "ui/curves/curves_view.h"
#include "ui/curves/cutoff_table_model.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

// The demo's two runs, evaluated against an empty label set "manual" (the active one).
std::shared_ptr<const Evaluation> evaluatedOverNoQuery() {
    auto st = test::demoStore();
    st->setActiveLabelSet(st->createLabelSet("manual", "manual"));
    EvalRequest req;
    req.data = loadProjectData(*st);
    req.metrics = {core::findMeasure("P"), core::findMeasure("ndcg")};
    return computeEvaluation(req);
}

TEST(NoValue, FormatsNothingAsADash) {
    EXPECT_EQ(NoValue::number(std::nan("")), QStringLiteral("–"));
    EXPECT_EQ(NoValue::number(0.25), QStringLiteral("0.2500"));
    EXPECT_EQ(NoValue::number(0.04, 4, true), QStringLiteral("+0.0400"));
    EXPECT_EQ(NoValue::number(-0.4, 2, true), QStringLiteral("-0.40"));
    EXPECT_EQ(NoValue::mean(0.0, 0), QStringLiteral("–"));
    EXPECT_EQ(NoValue::mean(0.0, 3), QStringLiteral("0.0000"));
    EXPECT_EQ(NoValue::csv(std::nan("")), QStringLiteral("–"));
    EXPECT_EQ(NoValue::withReason(NoValue::noQueries()), QStringLiteral("– (no query to average)"));
}

TEST(NoValue, AMeanOverNoQueryReadsADashWithTheReasonInEveryView) {
    const auto ev = evaluatedOverNoQuery();
    ASSERT_EQ(ev->runs.size(), 2u);

    QueriesView queries;
    queries.setEvaluation(ev);
    const QString summary = queries.summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("baseline mean P@10 over 0 queries: <b>–</b>")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("Δ <b><font color='#1e8449'>–</font></b>")))
        << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("0.0000"))) << summary.toStdString();
    PlotWidget* hist = queries.histogram();
    ASSERT_GT(hist->graphCount(), 0);
    for (int i = 0; i < hist->graphCount(); ++i) {
        EXPECT_TRUE(hist->graphName(i).contains(QStringLiteral("– (no query to average)")))
            << hist->graphName(i).toStdString();
        EXPECT_FALSE(hist->graphName(i).contains(QStringLiteral("0.00")));
    }

    CurvesView curves;
    curves.setEvaluation(ev);
    CutoffTableModel* table = curves.cutoffModel();
    ASSERT_GT(table->rowCount(), 0);
    for (int row = 0; row < table->rowCount(); ++row)
        for (int col = 2; col < table->columnCount(); ++col) {
            const QModelIndex i = table->index(row, col);
            EXPECT_EQ(i.data().toString(), QStringLiteral("–"));
            EXPECT_TRUE(i.data(Qt::ToolTipRole)
                            .toString()
                            .contains(QStringLiteral("– (no query to average)")));
        }
    const QString csv = table->toCsv();
    EXPECT_TRUE(csv.contains(QStringLiteral("P@k,baseline,–,–,–"))) << csv.toStdString();
    EXPECT_FALSE(csv.contains(QStringLiteral(",0\n"))) << csv.toStdString();
    EXPECT_EQ(curves.plot()->graphCount(), 0);  // no flat line at 0 for a mean of nothing
}

// The walk of issue 33: after File > New Project the empty Queries view's histogram kept the
// demo's title, "k = 10; labels: grades; …", in a project without labels.
TEST(NoValue, AnEmptyProjectsHistogramNamesNoDefinitions) {
    QueriesView queries;
    queries.setEvaluation(evaluatedOverNoQuery());
    ASSERT_TRUE(queries.histogram()->title().contains(QStringLiteral("labels:")));
    // A new project: no run, no label set (the evaluation the main window then shows).
    QTemporaryDir dir;
    const auto empty =
        store::ProjectStore::open(dir.filePath(QStringLiteral("e.ranklens")).toStdString());
    EvalRequest req;
    req.data = loadProjectData(*empty);
    req.metrics = {core::findMeasure("P"), core::findMeasure("ndcg")};
    queries.setEvaluation(computeEvaluation(req));
    EXPECT_FALSE(queries.histogram()->title().contains(QStringLiteral("labels:")))
        << queries.histogram()->title().toStdString();
    EXPECT_TRUE(queries.histogram()->title().startsWith(QStringLiteral("Distribution of ")));
}

// The walk of issue 33: a new, empty project's Ranking tab said "No query selected" beside
// P@10 0.0000 … RR@10 1.0000-like rows of zeros and "DCG@10 = 0 = 0.0000". No list, no number.
TEST(NoValue, NoQueryShownMeansNoNumberInTheRankingPanel) {
    QUndoStack stack;
    RankingView view(&stack);
    view.setCutoff(10);
    view.clear();
    RankingMetricsPanel* panel = view.metricsPanel();
    for (const char* name : {"value_P", "value_ndcg_cut", "value_RR"}) {
        auto* l = panel->findChild<QLabel*>(QLatin1String(name));
        ASSERT_TRUE(l) << name;
        EXPECT_EQ(l->text(), QStringLiteral("–")) << name;
    }
    EXPECT_TRUE(panel->formulaText().isEmpty()) << panel->formulaText().toStdString();
}

}  // namespace
}  // namespace ranklens::ui
