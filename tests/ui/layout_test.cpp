// Nothing cut off or covered: legends outside the data, integer histogram ticks, marker labels
// apart and inside the plot, the crosshair gone on leave and in exports, right-click picking the
// nearest curve point within a few pixels, worst-first keeping the Query column in view, combo
// boxes showing their whole text (English and Chinese), the start page closable for good, and
// the main window fitting 1366×768 with every column of the ranking view in view.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QImage>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "ui/app/explain_actions.h"
#include "ui/app/language.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_window.h"
#include "ui/app/welcome_panel.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::ui::test::demoData;

namespace {

std::shared_ptr<const Evaluation> evaluate(std::vector<const core::MeasureInfo*> ms = {}) {
    EvalRequest req;
    req.data = demoData();
    req.metrics = ms.empty() ? defaultMetrics() : std::move(ms);
    return computeEvaluation(req);
}

// Six metrics × two runs = a 12-entry legend.
std::vector<const core::MeasureInfo*> sixMetrics() {
    std::vector<const core::MeasureInfo*> out;
    for (const auto* m : curveMeasures())
        if (out.size() < 6) out.push_back(m);
    return out;
}

void forgetWindowSettings() {
    QSettings s;
    for (const char* key : {"window/state", "window/geometry", "welcome/dismissed"})
        s.remove(QLatin1String(key));
}

void settle(QWidget* w) {
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w));
    QApplication::processEvents();
}

void sendMouse(QWidget* w, QEvent::Type type, QPointF pos) {
    QMouseEvent e(type, pos, w->mapToGlobal(pos), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

int textWidth(const QComboBox* c) {
    return c->fontMetrics().horizontalAdvance(c->currentText());
}

// Every column of the per-position table (ideal order included) is inside its viewport.
bool allPositionColumnsInView(RankingView* r) {
    QTableView* t = r->positionsView();
    int right = 0;
    for (int c = 0; c < t->model()->columnCount(); ++c)
        right = std::max(right, t->columnViewportPosition(c) + t->columnWidth(c));
    return right <= t->viewport()->width() && t->horizontalScrollBar()->maximum() == 0;
}

}  // namespace

TEST(PlotLayout, TwelveEntryLegendCoversNoCurvePoint) {
    CurvesView view;
    view.resize(900, 560);
    auto ev = evaluate(sixMetrics());
    view.setEvaluation(ev);
    settle(&view);
    PlotWidget* p = view.plot();
    ASSERT_EQ(p->graphCount(), 12);
    const QRect legend = p->legendRect();
    ASSERT_FALSE(legend.isEmpty());
    EXPECT_FALSE(legend.intersects(p->dataRect())) << "the legend sits outside the axes";
    const QVector<QPointF> points = p->dataPixels();
    ASSERT_EQ(points.size(), 12 * ev->K);
    for (const QPointF& pt : points) ASSERT_FALSE(legend.contains(pt.toPoint())) << pt.x();
    // The curves keep most of the plot's height.
    EXPECT_GT(p->dataRect().height(), p->height() / 2) << "legend height " << legend.height();
}

// The walk of issue 33: a new project's empty histogram ("No evaluation", a one-line title)
// drew its axes in a strip as wide as the title: the cleared, empty legend capped the plot's
// one layout column at its own few pixels.
TEST(PlotLayout, AClearedPlotWithAShortTitleKeepsItsWidth) {
    PlotWidget p;
    p.resize(800, 500);
    p.setTitle(QStringLiteral("Distribution of NDCG@10 per query"));
    p.clear(QStringLiteral("No evaluation"));
    settle(&p);
    EXPECT_GT(p.dataRect().width(), 600) << p.dataRect().width();
    // Nor does it keep the axes of the data it showed before (0 to 150 queries).
    HistogramSeries h;
    h.name = QStringLiteral("run");
    h.values = QVector<double>(150, 0.5);
    h.color = Qt::blue;
    p.setHistogram({h}, 20, 0.0, 1.0, QStringLiteral("NDCG@10"));
    ASSERT_GT(p.yTicks().last(), 100.0);
    p.clear(QStringLiteral("No evaluation"));
    EXPECT_LE(p.yTicks().last(), 1.0);
}

// A wrapped legend has empty cells; a narrower plot and fewer series re-wrap it (this crashed
// the Compare window's scatter once).
TEST(PlotLayout, LegendRewrapsWhenTheSeriesChange) {
    PlotWidget p;
    p.resize(900, 500);
    settle(&p);
    QVector<PlotSeries> curves;
    for (int i = 0; i < 7; ++i)
        curves << PlotSeries{
            QStringLiteral("series %1").arg(i), {1, 2, 3}, {0.1, 0.2, 0.3 + i * 0.05}, Qt::blue};
    p.setCurves(curves, QStringLiteral("k"), QStringLiteral("value"));
    p.resize(420, 400);
    QApplication::processEvents();
    const PointSeries a{QStringLiteral("losses"), {0.1, 0.5}, {0.2, 0.9}, {"q1", "q2"}, Qt::red};
    p.setScatter({a, a, a}, QStringLiteral("A"), QStringLiteral("B"), true);
    p.resize(300, 400);  // three entries in two columns: an empty cell, then a re-wrap
    QApplication::processEvents();
    p.resize(310, 400);
    QApplication::processEvents();
    p.setDeltaBars({0.5, -0.2, 0.0}, {"q1", "q2", "q3"}, QStringLiteral("delta"));
    p.grab();
    const QRect legend = p.legendRect();
    ASSERT_FALSE(legend.isEmpty());
    EXPECT_FALSE(legend.intersects(p.dataRect()));
    EXPECT_EQ(p.graphCount(), 3);
}

// Cut-off lines closer than their labels are wide (k = 1, 5, 10 on a curve of 1,000 ranks) share
// one label; apart (a curve of 50, or zoomed in) each has its own; none overlaps another.
TEST(PlotLayout, CloseCutoffLabelsShareOneLabel) {
    PlotWidget p;
    p.resize(900, 500);
    settle(&p);
    const auto curveTo = [&](int K) {
        QVector<double> x, y;
        for (int k = 1; k <= K; ++k) x << k, y << 1.0 / k;
        p.setCurves({PlotSeries{QStringLiteral("P@k"), x, y, Qt::blue}}, QStringLiteral("k"),
                    QStringLiteral("value"));
        p.setMarkers({10, 1, 5, 500});
        p.grab();
    };
    const auto apart = [&] {
        const QVector<QRect> r = p.cutoffLabelRects();
        for (int i = 0; i < r.size(); ++i)
            for (int j = i + 1; j < r.size(); ++j) EXPECT_FALSE(r[i].intersects(r[j])) << i << j;
    };
    curveTo(1000);
    EXPECT_EQ(p.cutoffLabelTexts(), (QStringList{"k=1, 5, 10", "k=500"}));
    apart();
    curveTo(50);  // 500 is past the curve's end: no line
    EXPECT_EQ(p.cutoffLabelTexts(), (QStringList{"k=1", "k=5", "k=10"}));
    apart();
}

TEST(PlotLayout, HistogramIntegerTicksLabelsApartAndInside) {
    QueriesView view;
    view.resize(1100, 560);
    view.setEvaluation(evaluate());
    settle(&view);
    PlotWidget* h = view.histogram();
    ASSERT_TRUE(h->isHistogram());
    h->grab();  // a full replot at this size
    const QVector<double> ticks = h->yTicks();
    ASSERT_GE(ticks.size(), 2);
    for (double t : ticks) EXPECT_EQ(t, std::round(t)) << "a count tick at " << t;
    const QRect legend = h->legendRect();
    ASSERT_FALSE(legend.isEmpty());
    for (const QPointF& pt : h->dataPixels()) ASSERT_FALSE(legend.contains(pt.toPoint()));
    // median, p10, p90 of two runs: six labels, none over another, none cut by the plot's edge,
    // none over a bar.
    const QVector<QRect> labels = h->markLabelRects();
    ASSERT_EQ(labels.size(), 6);
    const QRect area = h->dataRect();
    for (int i = 0; i < labels.size(); ++i) {
        EXPECT_TRUE(area.contains(labels[i])) << i;
        for (int j = i + 1; j < labels.size(); ++j)
            EXPECT_FALSE(labels[i].intersects(labels[j])) << i << " and " << j;
        for (const QPointF& top : h->dataPixels())
            EXPECT_FALSE(labels[i].contains(top.toPoint())) << "label " << i << " on a bar";
    }
}

TEST(PlotLayout, CrosshairLeavesWithTheMouseAndStaysOutOfExports) {
    CurvesView view;
    view.resize(900, 560);
    view.setEvaluation(evaluate());
    settle(&view);
    PlotWidget* p = view.plot();
    QWidget* canvas = p->canvas();
    QTemporaryDir dir;
    ASSERT_TRUE(p->savePng(dir.filePath(QStringLiteral("before.png")), 600, 400));
    const QPointF at = canvas->mapFrom(p, p->pixelOf(0, 9).toPoint());
    sendMouse(canvas, QEvent::MouseMove, at);
    ASSERT_TRUE(p->crosshairVisible());
    ASSERT_TRUE(p->savePng(dir.filePath(QStringLiteral("hover.png")), 600, 400));
    EXPECT_TRUE(p->crosshairVisible()) << "shown again after the export";
    EXPECT_EQ(QImage(dir.filePath(QStringLiteral("before.png"))),
              QImage(dir.filePath(QStringLiteral("hover.png"))))
        << "the crosshair is not in the exported image";
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(canvas, &leave);
    EXPECT_FALSE(p->crosshairVisible());
}

TEST(PlotLayout, RightClickExplainsTheNearestPointWithinEightPixels) {
    CurvesView view;
    view.resize(1400, 800);
    const auto ev = evaluate();
    view.setEvaluation(ev);
    settle(&view);
    PlotWidget* p = view.plot();
    ExplainActions actions(&view, nullptr, &view, [ev] { return ev; });
    // A point at least 20 px away from every other point: within 8 px it is found, beyond not.
    int series = -1, index = -1;
    for (int s = 0; s < p->graphCount() && series < 0; ++s)
        for (int i = 5; i < ev->K && series < 0; ++i) {
            double nearest = 1e9;
            for (int s2 = 0; s2 < p->graphCount(); ++s2)
                for (int i2 = 0; i2 < ev->K; ++i2)
                    if (s2 != s || i2 != i)
                        nearest = std::min(nearest,
                                           QLineF(p->pixelOf(s, i), p->pixelOf(s2, i2)).length());
            if (nearest > 20) series = s, index = i;
        }
    ASSERT_GE(series, 0);
    const QPointF at = p->pixelOf(series, index);
    const CurvePoint hit = p->curvePointAt(at + QPointF(4, 5));  // 6.4 px away
    ASSERT_TRUE(hit.isValid());
    EXPECT_EQ(hit.series, series);
    EXPECT_EQ(hit.x, index + 1.0);
    EXPECT_FALSE(p->curvePointAt(at + QPointF(0, 9)).isValid()) << "9 px is too far";

    const CurvesView::SeriesTarget t = view.seriesTarget(series);
    std::unique_ptr<ExplainDialog> d(actions.explainPlotPointAt((at + QPointF(-3, 3)).toPoint()));
    ASSERT_NE(d, nullptr);
    EXPECT_TRUE(d->showingMean());
    EXPECT_NEAR(d->meanValue(),
                ev->curve(static_cast<std::size_t>(t.run),
                          static_cast<std::size_t>(t.metric))[static_cast<std::size_t>(index)],
                1e-12);
    EXPECT_EQ(actions.explainPlotPointAt((at + QPointF(0, 11)).toPoint()), nullptr);
}

TEST(QueriesLayout, WorstFirstKeepsTheQueryColumnInView) {
    QueriesView view;
    view.resize(760, 520);
    view.setEvaluation(evaluate());
    settle(&view);
    QTableView* t = view.table();
    t->horizontalScrollBar()->setValue(t->horizontalScrollBar()->maximum());
    view.worstFirst();
    QApplication::processEvents();
    const int col = view.model()->deltaColumn(2);
    const int width = t->viewport()->width();
    EXPECT_EQ(t->columnViewportPosition(QueryTableModel::QueryCol), 0);
    EXPECT_GE(t->columnViewportPosition(col), 0);
    EXPECT_LE(t->columnViewportPosition(col) + t->columnWidth(col), width);
    EXPECT_LT(view.proxy()->index(0, col).data(QueryTableModel::SortRole).toDouble(), 0.0);
    EXPECT_EQ(t->rowAt(0), 0) << "worst row on top";
}

TEST(MainWindowLayout, CombosShowTheirWholeTextInEnglishAndChinese) {
    forgetWindowSettings();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        MainWindow w;
        w.resize(1366, 705);
        w.queries()->setEvaluation(evaluate());
        settle(&w);
        w.mainLayout()->showQueries();
        QApplication::processEvents();
        int checked = 0;
        for (QComboBox* c : w.findChildren<QComboBox*>()) {
            if (!c->isVisible() || c->currentText().isEmpty()) continue;
            ++checked;
            EXPECT_GE(c->sizeHint().width(), textWidth(c) + 16)
                << lang.toStdString() << " " << c->currentText().toStdString();
            EXPECT_GE(c->width(), textWidth(c) + 16)
                << lang.toStdString() << " " << c->currentText().toStdString();
            // No layout short of room may squeeze it either.
            EXPECT_GE(std::max(c->minimumWidth(), c->minimumSizeHint().width()), textWidth(c) + 16)
                << lang.toStdString() << " " << c->currentText().toStdString();
        }
        EXPECT_GE(checked, 8) << "definitions bar and queries view";
    }
    Language::install(QStringLiteral("en"));
}

TEST(MainWindowLayout, StartPageClosesForGood) {
    forgetWindowSettings();
    {
        MainWindow w;
        settle(&w);
        QDockWidget* dock = w.mainLayout()->welcomeDock();
        ASSERT_FALSE(dock->isHidden()) << "a first start greets the user";
        EXPECT_FALSE(w.welcome()->visibleRegion().isEmpty()) << "and the start page is in front";
        QTest::mouseClick(w.welcome()->dismissButton(), Qt::LeftButton);
        EXPECT_TRUE(dock->isHidden());
        EXPECT_TRUE(WelcomePanel::dismissedForGood());
        w.close();
    }
    {
        MainWindow w;
        settle(&w);
        EXPECT_TRUE(w.mainLayout()->welcomeDock()->isHidden()) << "closed for good";
        w.mainLayout()->welcomeDock()->toggleViewAction()->trigger();  // View → Start
        EXPECT_FALSE(w.mainLayout()->welcomeDock()->isHidden());
        EXPECT_FALSE(WelcomePanel::dismissedForGood());
        w.mainLayout()->welcomeDock()->close();  // its × button
        EXPECT_TRUE(WelcomePanel::dismissedForGood());
        EXPECT_FALSE(w.queries()->visibleRegion().isEmpty()) << "the queries come to the front";
    }
    forgetWindowSettings();
}

// 1366×768 (tabs), 1600×1000 (tabs) and 1920×1080 (queries and ranking side by side): the
// window is no wider or taller than the screen with its status bar, the ranking view shows every
// column of its per-position table and about eight of its rows.
TEST(MainWindowLayout, FitsTheCommonScreens) {
    const auto ev = evaluate();
    for (const QSize screen : {QSize(1366, 768), QSize(1600, 1000), QSize(1920, 1080)}) {
        forgetWindowSettings();
        WelcomePanel::setDismissedForGood(true);
        MainWindow w;
        const QSize size(screen.width(), screen.height() - 60);  // title bar and task bar
        EXPECT_LE(w.minimumSizeHint().width(), screen.width());
        EXPECT_LE(w.minimumSizeHint().height(), size.height());
        w.resize(size);
        w.mainLayout()->arrange(size);
        w.queries()->setEvaluation(ev);
        w.ranking()->setInput(makeRankingInput(*ev->data, 1, QStringLiteral("ex1"), {}));
        settle(&w);
        w.mainLayout()->showRanking();
        QApplication::processEvents();
        EXPECT_EQ(w.size(), size) << screen.width();
        EXPECT_TRUE(w.statusBar()->isVisible());
        EXPECT_LE(w.statusBar()->geometry().bottom(), size.height());
        EXPECT_EQ(w.mainLayout()->isTabbed(), screen.width() < MainLayout::kWideWidth);
        if (!w.mainLayout()->isTabbed()) {
            EXPECT_FALSE(w.queries()->visibleRegion().isEmpty()) << "queries beside the ranking";
        }
        EXPECT_TRUE(allPositionColumnsInView(w.ranking())) << screen.width();
        QTableView* pos = w.ranking()->positionsView();
        EXPECT_GE(pos->viewport()->height(), 7 * pos->verticalHeader()->defaultSectionSize())
            << screen.width();
        w.close();
    }
    forgetWindowSettings();
}

// Tabs: opening a query (double-click or Enter on its row) brings its ranking to the front.
TEST(MainWindowLayout, OpeningAQueryShowsItsRanking) {
    forgetWindowSettings();
    WelcomePanel::setDismissedForGood(true);
    MainWindow w;
    w.resize(1366, 705);
    w.mainLayout()->arrange(w.size());
    ASSERT_TRUE(w.mainLayout()->isTabbed());
    w.queries()->setEvaluation(evaluate());
    settle(&w);
    w.mainLayout()->showQueries();
    QApplication::processEvents();
    ASSERT_TRUE(w.ranking()->visibleRegion().isEmpty()) << "behind the Queries tab";
    QTableView* t = w.queries()->table();
    const QModelIndex row = t->model()->index(3, 0);
    t->setCurrentIndex(row);
    t->setFocus();
    QTest::keyClick(t, Qt::Key_Return);  // as a double-click does
    QApplication::processEvents();
    EXPECT_FALSE(w.ranking()->visibleRegion().isEmpty());
    EXPECT_TRUE(w.queries()->visibleRegion().isEmpty());
    w.close();
    forgetWindowSettings();
}

// The user's arrangement comes back in the next session (QMainWindow::saveState in QSettings),
// unless it would not fit on the screen it comes back on.
TEST(MainWindowLayout, ArrangementIsRestoredWhenItFits) {
    forgetWindowSettings();
    WelcomePanel::setDismissedForGood(true);
    {
        MainWindow w;
        w.resize(1900, 1000);
        w.mainLayout()->arrange(w.size());
        ASSERT_FALSE(w.mainLayout()->isTabbed());
        settle(&w);
        // The ranking dragged into the tabs of the queries, the curves closed.
        w.tabifyDockWidget(w.mainLayout()->queriesDock(), w.mainLayout()->rankingDock());
        w.mainLayout()->curvesDock()->close();
        w.close();  // saves
    }
    {
        MainWindow w;
        w.mainLayout()->restore(QSize(1920, 1050));
        EXPECT_TRUE(w.mainLayout()->isTabbed());
        EXPECT_TRUE(w.mainLayout()->curvesDock()->isHidden());
        EXPECT_FALSE(w.mainLayout()->queriesDock()->isHidden());
        EXPECT_FALSE(w.mainLayout()->rankingDock()->isHidden());
    }
    // Views side by side, saved on a big screen, then restored on a 1366 px one: tabs.
    {
        MainWindow w;
        w.resize(1900, 1000);
        w.mainLayout()->arrange(w.size());
        settle(&w);
        w.close();
    }
    MainWindow w;
    w.mainLayout()->restore(QSize(1920, 1050));
    EXPECT_FALSE(w.mainLayout()->isTabbed()) << "fits: restored as saved";
    w.mainLayout()->restore(QSize(1366, 728));
    EXPECT_TRUE(w.mainLayout()->isTabbed());
    EXPECT_LE(w.minimumSizeHint().width(), 1366);
    forgetWindowSettings();
}

// A definitions bar wider than the screen (more controls, a long label set name) scrolls
// sideways in its strip; it never makes the window wider than a 1366 px screen.
TEST(MainWindowLayout, AWideDefinitionsBarScrollsInsteadOfWideningTheWindow) {
    forgetWindowSettings();
    WelcomePanel::setDismissedForGood(true);
    MainWindow w;
    w.definitionsBar()->setMinimumWidth(1900);
    w.resize(1366, 705);
    settle(&w);
    EXPECT_LE(w.minimumSizeHint().width(), 1366);
    EXPECT_EQ(w.width(), 1366);
    auto* strip = qobject_cast<QScrollArea*>(w.definitionsBar()->parentWidget()->parentWidget());
    ASSERT_NE(strip, nullptr);
    EXPECT_GT(strip->horizontalScrollBar()->maximum(), 0);
    EXPECT_GE(strip->viewport()->height(), w.definitionsBar()->sizeHint().height())
        << "the scroll bar does not cover the bar";
    w.close();
    forgetWindowSettings();
}
