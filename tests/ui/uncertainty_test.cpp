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
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/stats/mean_interval.h"
#include "tests/ui/compare_test_util.h"
#include "tests/ui/small_project.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/influence_panel.h"
#include "ui/curves/curves_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"

namespace ranklens::ui {
namespace {

using test::comparedByStudentT;
using test::defaultDemoEvaluation;

// P@10 and ndcg@10 compared against the demo's baseline and new_model (run 1) too.
std::unique_ptr<ComparisonWindow> comparedAgainstBothBaselines() {
    return comparedByStudentT(QStringLiteral("P@10, ndcg@10"), {1});
}

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

// Every curve measure gets its band from the evaluation's own per-query values: the kernel sums
// the squares next to the values, so no measure is dropped by a mismatch between the mean curve
// and a second computation of each query's curve (the GUI-thread guard before dropped P@k, R@k,
// NDCG@k, AP@k, Success@k, F1@k and RR@k under "a query without relevant items scores 1", whose
// second computation left that rule out). Demo with its items, threshold 3 (queries without a
// relevant item), every curve measure.
TEST(Uncertainty, EveryCurveMeasureHasTheBandOfItsPerQueryValues) {
    QTemporaryDir dir;
    auto st = store::ProjectStore::open(dir.filePath(QStringLiteral("p.ranklens")).toStdString());
    for (int f = 0; f < 2; ++f) st->importRun(test::demoInputs()[f].toStdString(), {});
    st->importQrels(test::demoInputs()[2].toStdString(), {});
    st->importItemMeta(std::string(RANKLENS_TEST_DATA) + "/../../resources/demo/items.csv", {});
    EvalRequest req;
    req.data = loadProjectData(*st);
    ASSERT_TRUE(req.data->items);
    req.defs.config.relevanceThreshold = 3;
    req.defs.config.emptyQueries = core::EmptyQueries::One;
    req.metrics = curveMeasures(true);
    const auto ev = computeEvaluation(req);
    ASSERT_EQ(ev->request.metrics.size(), req.metrics.size());
    const int k = ev->request.defs.k;
    std::size_t scoredOne = 0;  // queries without a relevant item at threshold 3
    for (const auto& q : ev->runs[0].result.queries) scoredOne += q.numRel == 0;
    ASSERT_GT(scoredOne, 0u);
    // What the old check saw: each query's curve computed again (queryCurve) leaves "scores 1"
    // out, so its average is not P@k's mean curve and P@k lost its band.
    const auto* p = core::findMeasure("P");
    const auto pm = static_cast<std::size_t>(std::find(req.metrics.begin(), req.metrics.end(), p) -
                                             req.metrics.begin());
    double again = 0;
    for (const auto& q : ev->runs[0].result.queries)
        again += queryCurve(*ev->data, 0, q.qid, *p, ev->request.defs.config, ev->K)[k - 1];
    again /= static_cast<double>(ev->runs[0].result.queries.size());
    EXPECT_GT(std::abs(again - ev->curve(0, pm)[k - 1]), 0.01);
    for (std::size_t m = 0; m < req.metrics.size(); ++m)
        for (std::size_t r = 0; r < 2; ++r) {
            const std::string name(req.metrics[m]->name);
            ASSERT_EQ(ev->noBand(r, m), NoBand::None) << name;
            const CurveBand* band = ev->curveBand(r, m);
            ASSERT_NE(band, nullptr) << name;
            ASSERT_EQ(band->low.size(), static_cast<std::size_t>(ev->K)) << name;
            const auto ci = core::stats::meanInterval(valuesAtK(*ev, r, m), kMeanConfidence);
            ASSERT_TRUE(ci) << name;
            EXPECT_NEAR(band->low[k - 1], ci->low, 1e-9) << name << " run " << r;
            EXPECT_NEAR(band->high[k - 1], ci->high, 1e-9) << name << " run " << r;
        }
}

// The measures that can have no band, by their registry rows: those whose summary is not the
// arithmetic mean over queries. None is a curve (none is offered on the curves); the list is here
// so that a curve measure added with such a summary is seen, and told in the plot.
TEST(Uncertainty, MeasuresWithoutABandAreThoseNotSummarisedByTheMean) {
    std::vector<std::string> without;
    for (const auto& m : core::measureRegistry())
        if (measureBand(m) == NoBand::NotAMean) {
            without.emplace_back(m.name);
            EXPECT_NE(m.shape, core::MeasureShape::Curve) << m.name;
        }
    const std::vector<std::string> expected{"num_ret",
                                            "num_rel",
                                            "num_rel_ret",
                                            "gm_map",
                                            "gm_bpref",
                                            "num_nonrel_judged_ret",
                                            "prefs_num_prefs_poss",
                                            "prefs_num_prefs_ful",
                                            "prefs_num_prefs_ful_ret"};
    EXPECT_EQ(without, expected);
    for (const auto* m : curveMeasures(true)) EXPECT_EQ(measureBand(*m), NoBand::None) << m->name;
}

// A run of one query: its curve is drawn, the plot says why it has no band.
TEST(Uncertainty, PlotSaysWhichCurveHasNoBand) {
    QTemporaryDir dir;
    EvalRequest req;
    req.data = test::itemProject(dir, "q1 Q0 d1 1 3 t\nq1 Q0 d2 2 2 t\n", "q1 0 d1 1\n", false);
    req.metrics = defaultMetrics();
    const auto ev = computeEvaluation(req);
    ASSERT_EQ(ev->noBand(0, 0), NoBand::FewQueries);
    CurvesView view;
    view.resize(1000, 700);
    view.setEvaluation(ev);
    ASSERT_TRUE(view.bandsBox()->isChecked());
    EXPECT_EQ(view.plot()->bandCount(), 0);
    EXPECT_EQ(view.plot()->graphCount(), 3);
    EXPECT_TRUE(view.plot()->title().contains(
        QStringLiteral("No band for %1: fewer than two queries, so no spread to show.")
            .arg(ev->runs[0].name)))
        << view.plot()->title().toStdString();
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
    const auto w = comparedAgainstBothBaselines();
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

// The report exported from a window comparing against two baselines: every pair the window
// shows, each row saying which baseline its pair is against, with the family's adjusted p.
TEST(Uncertainty, ExportsHoldEveryPairShownWithTheFamilysCorrection) {
    const auto w = comparedAgainstBothBaselines();
    const auto& c = w->controller()->current()->comparison;
    QTemporaryDir dir;
    const QString csvFile = dir.filePath(QStringLiteral("c.csv"));
    ASSERT_TRUE(w->exportReport(csvFile, core::compare::ReportFormat::Csv));
    QFile csv(csvFile);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'));
    EXPECT_TRUE(lines.contains(QStringLiteral(
        "# Other baselines: new_model; corrected together: 2 tests, every run against each of "
        "the 2 baselines on every metric (a pair of two baselines counted once)")));
    QStringList rows;  // the header, then the whole set's rows (the segments' follow)
    for (const QString& l : lines)
        if (!l.startsWith(QLatin1Char('#')) && !l.isEmpty() &&
            (rows.isEmpty() || l.split(QLatin1Char(','))[1].isEmpty()))
            rows << l;
    ASSERT_EQ(rows.size(), 5);  // header, two metrics against each baseline
    EXPECT_TRUE(rows[0].startsWith(QStringLiteral("Against,Segment,Run,Metric,")));
    const int pAdj = static_cast<int>(rows[0].split(QLatin1Char(',')).indexOf("p adjusted"));
    const char* metrics[] = {"P@10", "NDCG@10"};
    for (int i = 0; i < 4; ++i) {
        const QStringList f = rows[i + 1].split(QLatin1Char(','));
        const bool first = i < 2;
        EXPECT_EQ(f[0], first ? QStringLiteral("baseline") : QStringLiteral("new_model"));
        EXPECT_EQ(f[2], first ? QStringLiteral("new_model") : QStringLiteral("baseline"));
        EXPECT_EQ(f[3], QLatin1String(metrics[i % 2]));
        const auto& cell = first ? c.overall.cells[1][i % 2]
                                 : c.byBaseline[0].cells[0][static_cast<std::size_t>(i % 2)];
        EXPECT_NEAR(f[pAdj].toDouble(), cell.pAdjusted, 1e-5 * std::max(1.0, cell.pAdjusted));
        EXPECT_NEAR(f[7].toDouble(), cell.delta, 1e-4);
    }
    // The JSON: the other baseline's table, its readings and the family's size.
    const QString jsonFile = dir.filePath(QStringLiteral("c.json"));
    ASSERT_TRUE(w->exportReport(jsonFile, core::compare::ReportFormat::Json));
    QFile json(jsonFile);
    ASSERT_TRUE(json.open(QIODevice::ReadOnly));
    const auto j = nlohmann::json::parse(json.readAll().toStdString());
    EXPECT_EQ(j["test"]["family_size"], 2);
    ASSERT_EQ(j["other_baselines"].size(), 1u);
    const auto& other = j["other_baselines"][0];
    EXPECT_EQ(other["baseline"], "new_model");
    EXPECT_EQ(other["cells"][0]["run"], "baseline");
    EXPECT_EQ(other["cells"][0]["p_adjusted"].get<double>(), c.byBaseline[0].cells[0][0].pAdjusted);
    EXPECT_TRUE(other["readings"].is_array());
    // Markdown: a summary table per baseline, the details with their Against column.
    const QString mdFile = dir.filePath(QStringLiteral("c.md"));
    ASSERT_TRUE(w->exportReport(mdFile, core::compare::ReportFormat::Markdown));
    QFile md(mdFile);
    ASSERT_TRUE(md.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(md.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("## Summary against new_model")));
    EXPECT_TRUE(text.contains(QStringLiteral("| Against | Run | Metric |")));
    EXPECT_TRUE(text.contains(QStringLiteral("| new_model | baseline | P@10 |")));
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
