// The "Exposure by item group" window (ui/beyond) on a hand-worked project, its empty state
// without item categories, and the curves' second y axis for novelty and ARP.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>
#include <cmath>

#include "core/measures/measure.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"
#include "tests/ui/small_project.h"
#include "ui/beyond/exposure_table_model.h"
#include "ui/beyond/exposure_window.h"
#include "ui/curves/curve_axes.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/evaluation.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {
namespace {

using store::test::writeFile;

// Items d1, d2 in category A, d3 in B, d4 in C. One run, k = 2:
//   q1 (segment head): d1 d2 d3   top 2: d1 (A, rank 1), d2 (A, rank 2)
//   q2 (segment tail): d3 d1 d4   top 2: d3 (B, rank 1), d1 (A, rank 2)
// Attention of rank 1 = 1/log2(2) = 1, of rank 2 = 1/log2(3) = a = 0.6309297535714575.
//   A = 1 + a + a = 2.2618595, B = 1, C = 0; total = 2 + 2a = 3.2618595
//   exposure share A = (1 + 2a) / (2 + 2a) = 0.6934264, B = 1 / (2 + 2a) = 0.3065736, C = 0
// Labels >= 1: q1 d1 (A), q1 d3 (B), q2 d4 (C); q2 d2 has 0 -> relevant share 1/3 each.
// Segment head alone: exposure A = (1 + a) / (1 + a) = 1; relevant A 1/2, B 1/2.
// Whole run: top-2 exposure counts d1 2, d2 1, d3 1, d4 0; Gini of (0, 1, 1, 2) =
//   sum (2i - n - 1) x_i / (n sum x) = (-3*0 - 1*1 + 1*1 + 3*2) / (4 * 4) = 6/16 = 0.375;
//   catalogue coverage @2 = items in any top 2 (d1 d2 d3) / items in run and labels (4) = 0.75.
std::shared_ptr<const ProjectData> project(const QTemporaryDir& dir, bool categories) {
    return test::itemProject(dir,
                             "q1 Q0 d1 1 3 t\nq1 Q0 d2 2 2 t\nq1 Q0 d3 3 1 t\n"
                             "q2 Q0 d3 1 3 t\nq2 Q0 d1 2 2 t\nq2 Q0 d4 3 1 t\n",
                             "q1 0 d1 1\nq1 0 d3 2\nq2 0 d4 1\nq2 0 d2 0\n", categories,
                             "query,text,segment\nq1,one,head\nq2,two,tail\n");
}

std::shared_ptr<const Evaluation> evaluate(std::shared_ptr<const ProjectData> d,
                                           std::vector<const core::MeasureInfo*> metrics = {
                                               core::findMeasure("P")}) {
    EvalRequest req;
    req.data = std::move(d);
    req.defs.k = 2;
    req.metrics = std::move(metrics);
    return computeEvaluation(req);
}

const double a = 1.0 / std::log2(3.0);

TEST(ExposureWindow, SharesOfAHandWorkedProject) {
    QTemporaryDir dir;
    const auto ev = evaluate(project(dir, true));
    ExposureWindow w;
    w.resize(1000, 700);
    w.setEvaluation(ev);
    w.show();
    ASSERT_TRUE(w.waitForIdle());
    ASSERT_FALSE(w.showsEmptyState());
    const auto& rep = w.report();
    ASSERT_EQ(rep.k, 2);
    ASSERT_EQ(rep.groups, (std::vector<std::string>{"A", "B", "C"}));
    ASSERT_EQ(rep.runs.size(), 1u);
    EXPECT_EQ(rep.runs[0].groups.queries, 2u);

    const ExposureTableModel* m = w.groupModel();
    ASSERT_EQ(m->rowCount(), 3);  // one run x three groups, by group name
    using C = ExposureTableModel::Column;
    EXPECT_EQ(m->index(0, C::Group).data().toString(), QStringLiteral("A"));
    EXPECT_NEAR(m->number(0, C::ExposureShare), (1 + 2 * a) / (2 + 2 * a), 1e-12);  // 0.6934
    EXPECT_NEAR(m->number(1, C::ExposureShare), 1 / (2 + 2 * a), 1e-12);            // 0.3066
    EXPECT_DOUBLE_EQ(m->number(2, C::ExposureShare), 0.0);
    for (int r = 0; r < 3; ++r) EXPECT_DOUBLE_EQ(m->number(r, C::RelevantShare), 1.0 / 3);
    EXPECT_NEAR(m->number(0, C::Attention), 1 + 2 * a, 1e-12);
    EXPECT_DOUBLE_EQ(m->number(0, C::Shown), 3.0);
    EXPECT_DOUBLE_EQ(m->number(2, C::Relevant), 1.0);
    EXPECT_EQ(m->index(0, C::ExposureShare).data().toString(), QStringLiteral("69.3 %"));

    // Whole-run values, labelled as such.
    const RunLevelTableModel* rl = w.runLevelModel();
    ASSERT_EQ(rl->rowCount(), 1);
    EXPECT_DOUBLE_EQ(rl->number(0, RunLevelTableModel::Gini), 0.375);
    EXPECT_DOUBLE_EQ(rl->number(0, RunLevelTableModel::Coverage), 0.75);
    EXPECT_TRUE(rl->headerData(RunLevelTableModel::Gini, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("One value for the whole run")));

    // The chart (in %): per group the relevant share and the run's exposure share.
    ASSERT_EQ(w.plot()->graphCount(), 2);
    const QVector<double> relevant = w.plot()->graphValues(0), exposure = w.plot()->graphValues(1);
    ASSERT_EQ(relevant.size(), 3);
    ASSERT_EQ(exposure.size(), 3);
    for (double v : relevant) EXPECT_NEAR(v, 100.0 / 3, 1e-12);
    EXPECT_NEAR(exposure[0], 100 * (1 + 2 * a) / (2 + 2 * a), 1e-12);
    EXPECT_NEAR(exposure[1], 100 / (2 + 2 * a), 1e-12);
    EXPECT_DOUBLE_EQ(exposure[2], 0.0);
    EXPECT_TRUE(w.definitionsLabel()->text().contains(QStringLiteral("1/log2(r+1)")));

    // One segment: the exposure of its queries only; the whole-run values unchanged.
    w.segmentBox()->setCurrentIndex(w.segmentBox()->findData(QStringLiteral("head")));
    ASSERT_TRUE(w.waitForIdle());
    ASSERT_EQ(m->rowCount(), 2);  // A and B (C is neither shown nor relevant in q1)
    EXPECT_DOUBLE_EQ(m->number(0, C::ExposureShare), 1.0);
    EXPECT_DOUBLE_EQ(m->number(0, C::RelevantShare), 0.5);
    EXPECT_DOUBLE_EQ(m->number(1, C::RelevantShare), 0.5);
    EXPECT_DOUBLE_EQ(rl->number(0, RunLevelTableModel::Gini), 0.375);
}

// A second run that returned q1 only: its relevant shares are over q1's labels (d1 A, d3 B:
// 1/2 each, C 0), not the first run's 1/3 each, so the chart shows a relevant series per run.
// Its exposure: q1's top 2 are both A -> A 100 %.
TEST(ExposureWindow, RunsWithDifferentQueriesGetTheirOwnRelevantShares) {
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    {
        const auto first = project(dir, true);  // writes the files and the project
        (void)first;
    }
    writeFile(root + "/short.txt", "q1 Q0 d1 1 3 s\nq1 Q0 d2 2 2 s\n");
    auto ps = store::ProjectStore::open(root + "/p.ranklens");
    ps->importRun(root + "/short.txt", {});
    const auto ev = evaluate(loadProjectData(*ps));
    const ExposureReport rep = computeExposure(*ev, std::string());
    ASSERT_EQ(rep.runs.size(), 2u);
    EXPECT_TRUE(rep.relevantDiffers);
    const auto* shortA = rep.row(1, "A");
    ASSERT_NE(shortA, nullptr);
    EXPECT_DOUBLE_EQ(shortA->exposureShare, 1.0);
    EXPECT_DOUBLE_EQ(shortA->relevantShare, 0.5);
    EXPECT_EQ(rep.row(1, "C"), nullptr);  // neither shown nor relevant in q1
    EXPECT_DOUBLE_EQ(rep.row(0, "C")->relevantShare, 1.0 / 3);

    ExposureWindow w;
    w.setEvaluation(ev);
    w.show();
    ASSERT_TRUE(w.waitForIdle());
    EXPECT_EQ(w.plot()->graphCount(), 4);  // relevant + exposure, per run
}

TEST(ExposureWindow, WithoutCategoriesSaysHowToImportThem) {
    QTemporaryDir dir;
    const auto ev = evaluate(project(dir, false));
    ExposureWindow w;
    w.setEvaluation(ev);
    w.show();
    ASSERT_TRUE(w.waitForIdle());
    EXPECT_TRUE(w.showsEmptyState());
    const QString text = w.emptyLabel()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("--items"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Import Runs or Labels")));
    EXPECT_TRUE(w.report().runs.empty());
}

TEST(CurveAxes, NoveltyAndArpGetTheSecondAxisBesideUnitMeasures) {
    const auto* p = core::findMeasure("P");
    const auto* nov = core::findMeasure("novelty_cut");
    const auto* arp = core::findMeasure("arp_cut");
    ASSERT_TRUE(p && nov && arp);
    const CurveAxes mixed = CurveAxesText::split({p, nov, arp});
    EXPECT_EQ(mixed.second, (std::vector<bool>{false, true, true}));
    EXPECT_TRUE(mixed.right.contains(QStringLiteral("(bits)")));
    EXPECT_TRUE(mixed.right.contains(QStringLiteral("(popularity)")));
    // Alone they keep the left axis (nothing to squash), labelled with their names.
    const CurveAxes alone = CurveAxesText::split({nov});
    EXPECT_EQ(alone.second, (std::vector<bool>{false}));
    EXPECT_TRUE(alone.right.isEmpty());
    EXPECT_TRUE(alone.left.contains(QStringLiteral("(bits)")));
}

TEST(CurveAxes, CurvesViewDrawsNoveltyOnTheRightAxis) {
    QTemporaryDir dir;
    const auto* p = core::findMeasure("P");
    const auto* nov = core::findMeasure("novelty_cut");
    const auto ev = evaluate(project(dir, true), {p, nov});
    ASSERT_EQ(ev->request.metrics.size(), 2u);
    CurvesView view;
    view.resize(900, 600);
    view.setEvaluation(ev);
    PlotWidget* plot = view.plot();
    ASSERT_EQ(plot->graphCount(), 2);  // P@k, novelty@k of the one run
    EXPECT_FALSE(plot->onSecondAxis(0));
    EXPECT_TRUE(plot->onSecondAxis(1));
    EXPECT_TRUE(plot->yAxisLabel(true).contains(QStringLiteral("(bits)")));
    // Popularity counted from the runs (no popularity column): lists holding the item, N = 2
    // lists; d1 and d3 are in both (self-information -log2(2/2) = 0), d2 and d4 in one (1 bit).
    //   q1 d1 d2 d3: novelty@1 0, @2 (0+1)/2 = 0.5, @3 1/3; q2 d3 d1 d4: 0, 0, 1/3
    //   mean curve: 0, 0.25, 1/3.
    const QVector<double> novelty = plot->graphValues(1);
    ASSERT_GE(novelty.size(), 3);
    EXPECT_DOUBLE_EQ(novelty[0], 0.0);
    EXPECT_DOUBLE_EQ(novelty[1], 0.25);
    EXPECT_DOUBLE_EQ(novelty[2], 1.0 / 3);
    EXPECT_GE(plot->yRange(true).second, 1.0 / 3);
    EXPECT_LE(plot->yRange(false).second, 1.02 + 1e-9);
}

}  // namespace
}  // namespace ranklens::ui
