// Each chart kind of PlotWidget on its own, drawing on a bare QCustomPlot: which series, bars,
// points and labels it draws for a given input, its CSV, and what its mouse tip says. The whole
// widget (switching charts, the mouse, the exports) is tested through PlotWidget elsewhere
// (plot_mouse_test, layout_test, uncertainty_test ...).
#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <QApplication>
#include <QWidget>

#include "ui/plot/bars_chart.h"
#include "ui/plot/curves_chart.h"
#include "ui/plot/histogram_chart.h"
#include "ui/plot/scatter_chart.h"

using namespace ranklens::ui;

namespace {

// A plot of 600×400 and the widget whose font the charts write in.
struct Canvas {
    QWidget owner;
    QCustomPlot* plot = new QCustomPlot(&owner);
    Canvas() {
        plot->resize(600, 400);
        owner.resize(600, 400);
    }
};

PlotSeries curve(const QString& name, QVector<double> y, bool second = false) {
    PlotSeries s;
    s.name = name;
    for (int k = 1; k <= y.size(); ++k) s.x << k;
    s.y = std::move(y);
    s.color = Qt::blue;
    s.secondAxis = second;
    return s;
}

}  // namespace

TEST(CurvesChart, DrawsAGraphPerCurveAndABandPerIntervalOnTheirAxes) {
    Canvas c;
    CurvesChart chart(c.plot, &c.owner);
    PlotSeries p = curve("P@k", {1.0, 0.5, 0.25});
    p.low = {0.9, 0.4, 0.2};
    p.high = {1.0, 0.6, 0.3};
    chart.set({p, curve("novelty", {3.0, 4.0, 5.0}, true)}, "k", "value", "bits");
    ASSERT_EQ(chart.graphCount(), 2);  // the band is no graph
    EXPECT_EQ(chart.graphName(0), "P@k");
    EXPECT_EQ(chart.graphValues(0), (QVector<double>{1.0, 0.5, 0.25}));
    EXPECT_EQ(chart.graphValues(1), (QVector<double>{3.0, 4.0, 5.0}));
    EXPECT_FALSE(chart.onSecondAxis(0));
    EXPECT_TRUE(chart.onSecondAxis(1));
    EXPECT_EQ(c.plot->yAxis2->label(), "bits");
    ASSERT_EQ(chart.bandCount(), 1);
    EXPECT_EQ(chart.band(0).first, (QVector<double>{0.9, 0.4, 0.2}));
    EXPECT_EQ(chart.band(0).second, (QVector<double>{1.0, 0.6, 0.3}));
    EXPECT_EQ(chart.csv("t"), "# t\nk,\"P@k\",\"novelty\"\n1,1,3\n2,0.5,4\n3,0.25,5\n");
    EXPECT_TRUE(chart.valuesAt(2).contains("0.5000"));
    EXPECT_TRUE(chart.valuesAt(2).contains("4.0000"));
    chart.forget();
    EXPECT_EQ(chart.valuesAt(2), "");  // nothing shown, nothing to read
}

TEST(CurvesChart, CutOffLinesUpToTheLongestCurveAndTheCrosshairFollowsK) {
    Canvas c;
    CurvesChart chart(c.plot, &c.owner);
    chart.setMarkers({1, 3, 10}, false);  // kept for the curves to come
    chart.set({curve("P@k", {1.0, 0.5, 0.25, 0.2, 0.1})}, "k", "value", "");
    c.plot->replot();
    EXPECT_EQ(chart.cutoffLabelTexts(), (QStringList{"k=1", "k=3"}));  // no k=10 past k=5
    EXPECT_FALSE(chart.crosshairVisible());
    const QRect area = c.plot->axisRect()->rect();
    const QPointF atK4(c.plot->xAxis->coordToPixel(4.2), area.center().y());
    ASSERT_TRUE(chart.follow(atK4));
    EXPECT_EQ(chart.hoveredK(), 4.0);
    EXPECT_TRUE(chart.crosshairVisible());
    ASSERT_TRUE(chart.tipAt(atK4).has_value());
    EXPECT_TRUE(chart.tipAt(atK4)->contains("k = 4"));
    EXPECT_TRUE(chart.tipAt(atK4)->contains("0.2000"));
    EXPECT_TRUE(chart.leave());
    EXPECT_FALSE(chart.crosshairVisible());
    EXPECT_FALSE(chart.leave());
}

TEST(HistogramChart, CountsEachSeriesIntoBinsAndNamesItsMedianInTheLegend) {
    Canvas c;
    HistogramChart chart(c.plot, &c.owner);
    HistogramSeries s{"baseline", {0.05, 0.1, 0.15, 0.6, 0.95}, Qt::red, 0.15, 0.07, 0.81};
    HistogramSeries none{"empty", {}, Qt::green};
    chart.set({s, none}, 4, 0.0, 1.0, "P@10");
    ASSERT_EQ(chart.graphCount(), 2);
    EXPECT_EQ(chart.graphValues(0), (QVector<double>{3, 0, 1, 1}));  // 4 bins of 0.25
    EXPECT_EQ(chart.graphName(0), "baseline\nmedian 0.15 · p10–p90 0.07–0.81");
    EXPECT_TRUE(chart.graphName(1).startsWith("empty\n"));
    EXPECT_FALSE(chart.graphName(1).contains("median"));  // no median of nothing
    EXPECT_EQ(c.plot->yAxis->label(), "queries");
    c.plot->replot();
    EXPECT_EQ(chart.markLabelRects().size(), 3);  // median, p10, p90 of the one with values
    EXPECT_EQ(chart.csv("t"),
              "# t\nseries,value\n\"baseline\",0.05\n\"baseline\",0.1\n\"baseline\",0.15\n"
              "\"baseline\",0.6\n\"baseline\",0.95\n");
    EXPECT_FALSE(chart.follow(QPointF(100, 100)));  // no crosshair, no tip
}

TEST(BarsChart, TheWaterfallSortsDeltasIntoLossesTiesAndWins) {
    Canvas c;
    BarsChart chart(c.plot, &c.owner);
    chart.setDeltaBars({0.2, -0.1, 0.0, 0.3}, {"q1", "q2", "q3", "q4"}, "ΔP@10", 1e-9);
    ASSERT_EQ(chart.graphCount(), 3);
    EXPECT_EQ(chart.graphName(0), "losses (1)");
    EXPECT_EQ(chart.graphName(1), "ties (1)");
    EXPECT_EQ(chart.graphName(2), "wins (2)");
    EXPECT_EQ(chart.graphValues(0), (QVector<double>{-0.1}));
    EXPECT_EQ(chart.graphValues(2), (QVector<double>{0.2, 0.3}));
    EXPECT_EQ(chart.pointLabels(), (QStringList{"q2", "q3", "q1", "q4"}));
    EXPECT_EQ(c.plot->xAxis->label(), "queries, sorted by delta");
    EXPECT_EQ(chart.csv("t"),
              "# t\nseries,label,x,y\n\"losses (1)\",\"q2\",1,-0.1\n\"ties (1)\",\"q3\",2,0\n"
              "\"wins (2)\",\"q1\",3,0.2\n\"wins (2)\",\"q4\",4,0.3\n");
}

TEST(BarsChart, GroupedBarsShowEachBarsOwnTip) {
    Canvas c;
    BarsChart chart(c.plot, &c.owner);
    BarSeries a{"run A", {0.5, 0.25}, {"A in g1", "A in g2"}, Qt::blue};
    BarSeries b{"relevant", {0.4, 0.6}, {"rel in g1", "rel in g2"}, Qt::gray};
    chart.setGroupedBars({a, b}, {"g1", "g2"}, "share");
    ASSERT_EQ(chart.graphCount(), 2);
    EXPECT_EQ(chart.graphValues(1), (QVector<double>{0.4, 0.6}));
    EXPECT_DOUBLE_EQ(c.plot->yAxis->range().upper, 0.6 * 1.1);
    c.plot->replot();
    // Two bars of 0.4 side by side in each group: run A's left of the key, at 1.8 in group 2.
    const QPointF onA2(c.plot->xAxis->coordToPixel(1.8), c.plot->yAxis->coordToPixel(0.1));
    const QPointF onRelevant1(c.plot->xAxis->coordToPixel(1.2), c.plot->yAxis->coordToPixel(0.1));
    ASSERT_TRUE(chart.tipAt(onA2).has_value());
    EXPECT_EQ(*chart.tipAt(onA2), "A in g2");
    EXPECT_EQ(*chart.tipAt(onRelevant1), "rel in g1");
    EXPECT_EQ(chart.pointLabels(), (QStringList{"g1", "g1", "g2", "g2"}));
}

TEST(ScatterChart, PointsGoInXOrderWithTheirLabelsWrittenBesideThem) {
    Canvas c;
    ScatterChart chart(c.plot, &c.owner);
    PointSeries s{"runs", {0.5, 0.1, 0.3}, {0.4, 0.2, 0.9}, {"b", "c", "a"}, Qt::blue};
    chart.set({s}, "offline", "online", true);
    ASSERT_EQ(chart.graphCount(), 1);
    EXPECT_EQ(chart.graphName(0), "runs (3)");
    EXPECT_EQ(chart.graphValues(0), (QVector<double>{0.2, 0.9, 0.4}));
    EXPECT_EQ(chart.pointLabels(), (QStringList{"c", "a", "b"}));
    const QVector<QRect> labels = chart.labelPoints();
    EXPECT_EQ(labels.size(), 3);
    EXPECT_EQ(c.plot->itemCount(), 1 + 3);  // the diagonal and the three labels
    chart.labelPoints();                    // again (a resize): the old labels go
    EXPECT_EQ(c.plot->itemCount(), 1 + 3);
    const QPointF onA(c.plot->xAxis->coordToPixel(0.3), c.plot->yAxis->coordToPixel(0.9));
    ASSERT_TRUE(chart.tipAt(onA).has_value());
    EXPECT_TRUE(chart.tipAt(onA)->startsWith("<b>a</b>"));
}
