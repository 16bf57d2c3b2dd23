// Issue 11 "one mean per question": the demo project plus a run that returned 4 of the 309
// labelled queries. Under each query-set rule of the definitions bar the curves, the cut-off
// table, the queries view and Compare show the same mean for it, each says what it averages,
// and the short run is flagged ("returned 4 of 309 labelled queries").
#include <gtest/gtest.h>

#include <QFile>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextStream>
#include <cmath>
#include <optional>

#include "core/measures/measure.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/curves/cutoff_table_model.h"
#include "ui/evaluation/query_set_text.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

// The demo's two runs and "short": new_model's lists of its first four queries only.
std::shared_ptr<const ProjectData> dataWithShortRun() {
    static std::shared_ptr<const ProjectData> d = [] {
        static QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("short.run"));
        QFile in(test::demoInputs()[1]), out(path);
        EXPECT_TRUE(in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly));
        QStringList kept;
        while (!in.atEnd()) {
            const QByteArray line = in.readLine();
            const QString qid = QString::fromUtf8(line.left(line.indexOf(' ')));
            if (!kept.contains(qid)) {
                if (kept.size() == 4) break;
                kept << qid;
            }
            out.write(line);
        }
        out.close();
        auto st = test::demoStore();
        store::ImportOptions o;
        o.name = "short";
        st->importRun(path.toStdString(), o);
        return std::shared_ptr<const ProjectData>(loadProjectData(*st));
    }();
    return d;
}

std::shared_ptr<const Evaluation> evaluated(core::QuerySet rule) {
    EvalRequest req;
    req.data = dataWithShortRun();
    req.defs.config.querySet = rule;
    req.metrics = {core::findMeasure("P")};
    return computeEvaluation(req);
}

// Compare: baseline against "short" on P@10 under the same definitions.
// Compare with the pairing that matches the definitions bar's rule (every labelled query ~ all
// labelled, both returned ~ run ∩ labels), unless another pairing is given.
std::unique_ptr<ComparisonWindow> compareShort(
    core::QuerySet rule, std::optional<core::compare::Pairing> pairing = std::nullopt) {
    auto w = std::make_unique<ComparisonWindow>();
    Definitions defs;
    defs.config.querySet = rule;
    w->setDefinitions(defs);
    w->setData(dataWithShortRun());
    w->settings()->setPairing(pairing.value_or(rule == core::QuerySet::AllLabelled
                                                   ? core::compare::Pairing::Labelled
                                                   : core::compare::Pairing::BothReturned));
    w->settings()->setBaseline(0);
    w->settings()->setCompared({2});
    w->settings()->setMetrics(QStringLiteral("P@10"));
    w->settings()->setTest(core::compare::TestKind::StudentT, 100);
    EXPECT_TRUE(w->compare());
    EXPECT_TRUE(w->controller()->waitForIdle());
    return w;
}

TEST(OneMean, TheTwoRulesGiveTheTwoMeansOfTheIssue) {
    const double own = evaluated(core::QuerySet::RunAndLabels)->curve(2, 0)[9];
    const double all = evaluated(core::QuerySet::AllLabelled)->curve(2, 0)[9];
    EXPECT_GT(own, 0.1);
    EXPECT_NEAR(all, own * 4 / 309, 1e-12);  // 305 missing queries scored 0
}

// The walk of issue 33 (results.test against results.trunc, which returned 2 of its 3 queries):
// the Queries summary's Δ was new mean (2 queries) − old mean (3 queries), −0.0440, beside
// "1 wins, 1 ties, 0 losses". Δ is the mean of B − A over the queries both have.
TEST(OneMean, QueriesSummaryDeltaIsPairedOverTheQueriesBothHave) {
    const auto ev = evaluated(core::QuerySet::RunAndLabels);
    double sum = 0.0;
    int paired = 0;
    for (std::size_t row = 0; row < ev->qids.size(); ++row) {
        const double a = ev->value(0, 0, row), b = ev->value(2, 0, row);
        if (std::isnan(a) || std::isnan(b)) continue;
        sum += b - a;
        ++paired;
    }
    ASSERT_EQ(paired, 4);
    const double delta = sum / paired;
    const double meanGap = ev->curve(2, 0)[9] - ev->curve(0, 0)[9];  // the old, unpaired Δ
    ASSERT_GT(std::abs(delta - meanGap), 1e-3);

    QueriesView queries;
    queries.setEvaluation(ev);
    queries.setComparedRuns(QStringLiteral("baseline"), QStringLiteral("short"));
    const QString summary = queries.summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("</font></b> · short vs baseline")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral(">%1%2</font>")
                                     .arg(delta < 0 ? QString() : QStringLiteral("+"))
                                     .arg(delta, 0, 'f', 4)))
        << summary.toStdString() << " expected " << delta;
    EXPECT_TRUE(summary.contains(QStringLiteral("(over the 4 queries both have)")))
        << summary.toStdString();
    // Both runs over the same queries: the two means' difference, and no note.
    queries.setComparedRuns(QStringLiteral("baseline"), QStringLiteral("new_model"));
    EXPECT_FALSE(queries.summaryText().contains(QStringLiteral("both have")));
}

TEST(OneMean, EveryWindowShowsTheSameMeanAndSaysWhatItAverages) {
    const auto flag = QStringLiteral("short returned 4 of 309 labelled queries");
    for (const core::QuerySet rule : {core::QuerySet::RunAndLabels, core::QuerySet::AllLabelled}) {
        const bool all = rule == core::QuerySet::AllLabelled;
        const auto ev = evaluated(rule);
        ASSERT_EQ(ev->runs.size(), 3u);
        ASSERT_EQ(ev->runs[2].name, QStringLiteral("short"));
        const double p10 = ev->curve(2, 0)[9];
        // The short run's own mean: over its 4 queries, or over 309 with 305 zeros.
        EXPECT_EQ(ev->runs[2].result.queries.size(), all ? 309u : 4u);

        CurvesView curves;
        curves.setEvaluation(ev);
        const QString title = curves.plot()->csv().section(QLatin1Char('\n'), 0, 0);
        EXPECT_TRUE(title.contains(all ? QStringLiteral("Mean over 309 labelled queries, missing "
                                                        "ones scored 0")
                                       : QStringLiteral("Mean over run ∩ labels, queries per "
                                                        "run: baseline 309, new_model 309, "
                                                        "short 4")))
            << title.toStdString();
        EXPECT_TRUE(title.contains(flag)) << title.toStdString();
        // The cut-off table's cell of short at k = 10: the same value, its basis and the flag.
        CutoffTableModel* table = curves.cutoffModel();
        EXPECT_DOUBLE_EQ(table->valueAt(2, 2), p10);
        const QString tip = table->data(table->index(2, 4), Qt::ToolTipRole).toString();
        EXPECT_TRUE(tip.contains(all ? QStringLiteral("Mean over 309 labelled queries, 305 "
                                                      "missing scored 0")
                                     : QStringLiteral("Mean over 4 queries (run ∩ labels)")))
            << tip.toStdString();
        EXPECT_TRUE(tip.contains(flag));

        QueriesView queries;
        queries.setEvaluation(ev);
        const QString summary = queries.summaryText();
        EXPECT_TRUE(summary.contains(QStringLiteral("short mean P@10 over %1 queries: <b>%2</b>")
                                         .arg(all ? 309 : 4)
                                         .arg(p10, 0, 'f', 4)))
            << summary.toStdString();
        EXPECT_TRUE(summary.contains(flag));

        const auto w = compareShort(rule);
        ComparisonTableModel* m = w->model();
        ASSERT_EQ(m->rowCount(), 1);
        EXPECT_NEAR(m->data(m->index(0, ComparisonTableModel::Value), Qt::UserRole).toDouble(), p10,
                    1e-12);
        const QString basis = w->queryBasisLabel()->text();
        EXPECT_TRUE(basis.startsWith(
            all ? QStringLiteral("Each run is paired with the baseline over every labelled "
                                 "query (309), a query it did not return scored 0")
                : QStringLiteral("Each run is paired with the baseline over the labelled "
                                 "queries both returned")))
            << basis.toStdString();
        EXPECT_FALSE(basis.contains(QStringLiteral("differ from the curves")));
        EXPECT_TRUE(basis.contains(flag));
        EXPECT_EQ(m->data(m->index(0, ComparisonTableModel::Run), Qt::ToolTipRole).toString(),
                  flag);
        EXPECT_TRUE(w->findings()->toPlainText().contains(flag));
        // "Explain the baseline's value" averages the same paired queries as the table.
        w->selectRow(0);
        ExplainDialog* explain = w->explainSelected(true);
        ASSERT_TRUE(explain);
        EXPECT_NEAR(explain->meanValue(),
                    m->data(m->index(0, ComparisonTableModel::Baseline), Qt::UserRole).toDouble(),
                    1e-12);
        EXPECT_EQ(explain->meanTable()->rowCount(), all ? 309 : 4);
        EXPECT_TRUE(explain->headerText().contains(basis.toHtmlEscaped()))
            << explain->headerText().toStdString();
        delete explain;
    }
}

// Curves under run ∩ labels, Compare's default pairing (every labelled query): short's mean in
// Compare is over the 309 labelled queries, and the window says why it differs from the curves.
TEST(OneMean, CompareSaysWhyItsMeanDiffersFromTheCurves) {
    const double all = evaluated(core::QuerySet::AllLabelled)->curve(2, 0)[9];
    const auto w = compareShort(core::QuerySet::RunAndLabels, core::compare::Pairing::Labelled);
    ComparisonTableModel* m = w->model();
    ASSERT_EQ(m->rowCount(), 1);
    EXPECT_NEAR(m->data(m->index(0, ComparisonTableModel::Value), Qt::UserRole).toDouble(), all,
                1e-12);
    const QString basis = w->queryBasisLabel()->text();
    EXPECT_TRUE(basis.contains(QStringLiteral(
        "Means of short differ from the curves and tables: here the queries a run missed count "
        "as 0, there they are left out (Queries in the definitions bar).")))
        << basis.toStdString();
}

}  // namespace
}  // namespace ranklens::ui
