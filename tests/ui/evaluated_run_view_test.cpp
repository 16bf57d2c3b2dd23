// An evaluated run (per-query values computed elsewhere) in the explorer: the demo's second run
// evaluated by the engine, written as `qid, measure, value` rows (as a Dask job would), imported
// into a real project beside the two demo runs. The queries view and Compare show exactly the
// engine's numbers of that run, Compare only on the measures it has; the ranking view and the
// curves say the ranked list is not available.
#include <gtest/gtest.h>

#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cmath>

#include "core/compare/comparison_input.h"
#include "core/store/project_store.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

using test::demoInputs;

// The engine's evaluation of a demo run file on P@10 and NDCG@10.
core::EvalResult engineResult(int runFile) {
    core::Run run = core::readRun(demoInputs()[runFile].toStdString());
    core::Qrels qrels = core::readQrels(demoInputs()[2].toStdString());
    core::EvalOptions o;
    o.requests = {{core::findMeasure("P"), {10}}, {core::findMeasure("ndcg_cut"), {10}}};
    return core::evaluate(run, qrels, core::EvalConfig{}, o);
}

// A project with the two demo runs, labels, query metadata and demo run 1's values as the
// evaluated run "dask" (NDCG written as RankLens spells it, P as trec_eval does).
std::shared_ptr<const ProjectData> projectData() {
    static QTemporaryDir dir;
    static std::shared_ptr<const ProjectData> data = [] {
        auto st = store::ProjectStore::open((dir.path() + "/p.ranklens").toStdString());
        const QStringList& f = demoInputs();
        for (int i : {0, 1}) st->importRun(f[i].toStdString(), {});
        st->importQrels(f[2].toStdString(), {});
        st->importQueryMeta(f[3].toStdString(), {});
        const core::EvalResult r = engineResult(1);
        QString rows = QStringLiteral("qid\tmeasure\tvalue\n");
        for (std::size_t q = 0; q < r.queries.size(); ++q) {
            const QString qid = QString::fromStdString(r.queries[q].qid);
            rows += qid + "\tP_10\t" + QString::number(r.column("P_10")->perQuery[q], 'g', 17) +
                    "\n" + qid + "\tndcg@10\t" +
                    QString::number(r.column("ndcg_cut_10")->perQuery[q], 'g', 17) + "\n";
        }
        const QString file = dir.path() + "/dask.tsv";
        QFile out(file);
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(rows.toUtf8());
        out.close();
        store::ImportOptions o;
        o.name = "dask";
        st->importEvaluatedRun(file.toStdString(), o);
        return std::shared_ptr<const ProjectData>(loadProjectData(*st));
    }();
    return data;
}

TEST(EvaluatedRunView, ListedAfterTheRankedRuns) {
    const auto d = projectData();
    ASSERT_EQ(d->runs.size(), 3u);
    EXPECT_EQ(d->runInfos[2].name, "dask");
    EXPECT_EQ(d->runInfos[2].numQueries, 309);
    EXPECT_EQ(d->evaluatedRun(0), nullptr);
    ASSERT_NE(d->evaluatedRun(2), nullptr);
    EXPECT_EQ(d->evaluatedRun(2)->measures.size(), 2u);
}

TEST(EvaluatedRunView, QueriesTableShowsTheEngineValuesAndNoneForOtherMeasures) {
    EvalRequest req;
    req.data = projectData();
    req.metrics = defaultMetrics();  // P@k, R@k, NDCG@k at k = 10
    const auto ev = computeEvaluation(req);
    QueryTableModel model;
    model.setEvaluation(ev);
    ASSERT_EQ(model.rowCount(), 309);
    const core::EvalResult want = engineResult(1);
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto q = static_cast<std::size_t>(row);
        ASSERT_EQ(ev->qids[q], want.queries[q].qid);
        const auto value = [&](int metric, int run) {
            return model.index(row, model.valueColumn(metric, run)).data(QueryTableModel::SortRole);
        };
        EXPECT_EQ(value(0, 2).toDouble(), want.column("P_10")->perQuery[q]) << row;
        EXPECT_EQ(value(2, 2).toDouble(), want.column("ndcg_cut_10")->perQuery[q]) << row;
        EXPECT_EQ(value(0, 2).toDouble(), value(0, 1).toDouble());  // = the ranked run's
        EXPECT_FALSE(value(1, 2).isValid());                        // no R@10 in the file
    }
    EXPECT_EQ(model.index(0, model.valueColumn(1, 2)).data().toString(), QStringLiteral("–"));
}

std::unique_ptr<ComparisonWindow> compareWith(int run) {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(projectData());
    w->settings()->setBaseline(0);
    w->settings()->setCompared({run});
    w->settings()->setMetrics(QStringLiteral("P@10, R@10, ndcg@10"));
    w->settings()->setTest(core::compare::TestKind::Randomization, 2000);
    EXPECT_TRUE(w->compare());
    EXPECT_TRUE(w->controller()->waitForIdle());
    return w;
}

TEST(EvaluatedRunView, CompareHasTheRankedRunsNumbersOnTheSharedMeasures) {
    const auto evaluated = compareWith(2), ranked = compareWith(1);
    ASSERT_TRUE(evaluated->controller()->current());
    ASSERT_TRUE(ranked->controller()->current());
    ComparisonTableModel* m = evaluated->model();
    ASSERT_EQ(m->rowCount(), 2);  // R@10 is not in the evaluated run: P@10 and NDCG@10 only
    const core::EvalResult base = engineResult(0), next = engineResult(1);
    const auto cell = [](ComparisonTableModel* t, int row, int col) {
        return t->data(t->index(row, col), Qt::UserRole).toDouble();
    };
    EXPECT_EQ(m->data(m->index(1, ComparisonTableModel::Metric), Qt::DisplayRole).toString(),
              QStringLiteral("NDCG@10"));
    EXPECT_NEAR(cell(m, 1, ComparisonTableModel::Value), next.column("ndcg_cut_10")->aggregate,
                1e-12);
    EXPECT_NEAR(cell(m, 1, ComparisonTableModel::Baseline), base.column("ndcg_cut_10")->aggregate,
                1e-12);
    EXPECT_NEAR(cell(m, 0, ComparisonTableModel::Value), next.column("P_10")->aggregate, 1e-12);
    // The same per-query values as the ranked run: the same deltas, tests and W/T/L.
    const auto& a = evaluated->controller()->current()->comparison;
    const auto& b = ranked->controller()->current()->comparison;
    for (std::size_t metric : {0u, 1u}) {
        const std::size_t other = metric == 0 ? 0 : 2;  // P@10, R@10, NDCG@10 in the ranked one
        EXPECT_DOUBLE_EQ(a.cell(1, metric).delta, b.cell(1, other).delta);
        EXPECT_DOUBLE_EQ(a.cell(1, metric).pT, b.cell(1, other).pT);
        EXPECT_EQ(a.cell(1, metric).wins, b.cell(1, other).wins);
        EXPECT_EQ(a.cell(1, metric).losses, b.cell(1, other).losses);
        EXPECT_TRUE(a.cell(1, metric).tested);
    }
    EXPECT_FALSE(a.segments.empty());  // the demo's segments, as for ranked runs
    // Nothing to explain step by step without the ranked list (the baseline can be).
    evaluated->selectRow(1);  // NDCG@10 of the evaluated run
    EXPECT_EQ(evaluated->explainSelected(false), nullptr);
    auto* dlg = evaluated->explainSelected(true);
    ASSERT_NE(dlg, nullptr);
    EXPECT_NEAR(dlg->meanValue(), base.column("ndcg_cut_10")->aggregate, 1e-12);
}

TEST(EvaluatedRunView, RankingViewSaysTheListIsNotAvailable) {
    QUndoStack stack;
    RankingView view(&stack);
    view.setInput(makeRankingInput(*projectData(), 2, QStringLiteral("q001"), {}));
    bool said = false;
    for (const QLabel* l : view.findChildren<QLabel*>())
        said = said || l->text().contains(QStringLiteral("ranked list is not available for dask"));
    EXPECT_TRUE(said);
    EXPECT_EQ(view.model()->rowCount(), 0);
    // No metrics of an empty list are shown for it; a ranked run's query shows them again.
    const auto* panel = view.findChild<QWidget*>(QStringLiteral("rankingPositions"));
    ASSERT_NE(panel, nullptr);
    EXPECT_TRUE(panel->isHidden());
    view.setInput(makeRankingInput(*projectData(), 1, QStringLiteral("q001"), {}));
    EXPECT_FALSE(panel->isHidden());
    EXPECT_GT(view.model()->rowCount(), 0);
}

TEST(EvaluatedRunView, CurvesSayThereIsNoCurveOverK) {
    EvalRequest req;
    req.data = projectData();
    req.metrics = defaultMetrics();
    CurvesView view;
    view.setEvaluation(computeEvaluation(req));
    const QString csv = view.plot()->csv();  // its first line is the plot's title
    EXPECT_TRUE(
        csv.contains(QStringLiteral("No curve over k for dask: the ranked list is not available")))
        << csv.left(600).toStdString();
    EXPECT_FALSE(csv.contains(QStringLiteral("· dask")));  // no series of the evaluated run
}

}  // namespace
}  // namespace ranklens::ui
