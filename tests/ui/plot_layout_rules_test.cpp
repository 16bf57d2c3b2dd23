// The plot's rules without a widget (ui/plot's pure pieces): where its texts go (they cover no
// data point and no other text, and stay inside the data area, so never reach the legend's row
// under it), the title's lines, the numbers a chart draws, the crosshair's read-out and the CSV.
// The last tests hold the widget to them: its CSV has what it shows.
#include <gtest/gtest.h>

#include <QFontMetrics>
#include <QGuiApplication>
#include <cmath>
#include <limits>

#include "ui/plot/chart_data.h"
#include "ui/plot/curve_readout.h"
#include "ui/plot/label_placement.h"
#include "ui/plot/plot_csv.h"
#include "ui/plot/plot_widget.h"
#include "ui/plot/title_lines.h"

using namespace ranklens::ui;

namespace {

bool anyOverlap(const QVector<QRect>& rects) {
    for (int i = 0; i < rects.size(); ++i)
        for (int j = i + 1; j < rects.size(); ++j)
            if (rects[i].intersects(rects[j])) return true;
    return false;
}

}  // namespace

// A crowded row: every label finds a side that stays in the area and covers nothing; a label
// goes left of its point when the right side leaves the area or covers another point.
TEST(PointLabelPlacer, LabelsCoverNoPointNoLabelAndStayInTheDataArea) {
    const QRect area(0, 0, 400, 300);
    const QVector<QPointF> points{{380, 150}, {200, 150}, {240, 150}, {390, 290}};
    PointLabelPlacer placer(area, points);
    const QSize size(60, 14);
    for (const QPointF& p : points) placer.place(p, size);
    const QVector<QRect> rects = placer.placed();
    ASSERT_EQ(rects.size(), 4);
    EXPECT_FALSE(anyOverlap(rects));
    for (const QRect& r : rects) {
        EXPECT_TRUE(area.contains(r)) << r.x() << "," << r.y();
        for (const QPointF& p : points)
            EXPECT_FALSE(r.adjusted(-4, -4, 4, 4).contains(p.toPoint()));
    }
    EXPECT_EQ(rects[0].right(), 380 - 9);  // left of its point at the right edge
    EXPECT_EQ(rects[1].right(), 200 - 9);  // right of it is the point at 240: left
    EXPECT_EQ(rects[2].left(), 240 + 9);   // right, off the marker
    EXPECT_EQ(rects[3].right(), 390 - 9);  // the corner point: left, inside the area
}

// No side fits (a label wider than the area): right of the point, as before, still recorded so
// that later labels keep clear of it.
TEST(PointLabelPlacer, NoRoomFallsBackToTheRightAndStillBlocks) {
    PointLabelPlacer placer(QRect(0, 0, 100, 100), {{50, 50}, {50, 80}});
    const auto first = placer.place({50, 50}, QSize(200, 14));
    EXPECT_EQ(first.rect.left(), 59);
    EXPECT_TRUE(first.side.align & Qt::AlignLeft);
    const auto second = placer.place({50, 80}, QSize(20, 10));
    EXPECT_FALSE(second.rect.intersects(first.rect));
}

// Median, p10 and p90 of two histograms close together: rows, never two labels on each other,
// the one at the right edge hangs left of its line, and the axis leaves the rows above the bars.
TEST(MarkLabelRows, CloseLabelsTakeRowsAndTheAxisLeavesThemFree) {
    const QRect area(50, 20, 500, 400);
    const int rowHeight = 14;
    MarkLabelRows rows(area, rowHeight);
    const int width = 50;
    QVector<QRect> rects;
    for (int px : {100, 110, 120, 300, 540}) {
        const auto placed = rows.place(px, width);
        const int left = placed.hangLeft ? px - width : px;
        rects << QRect(left, placed.top, width, rowHeight - 2);
        EXPECT_EQ(placed.hangLeft, px == 540);
        EXPECT_LE(left + width, area.right() + 1);
    }
    EXPECT_FALSE(anyOverlap(rects));
    EXPECT_EQ(rows.rowCount(), 3);
    EXPECT_EQ(rects[3].top(), area.top() + 2);  // far from the others: back in the first row
    // The highest bar (60 queries) ends below the last row of labels.
    const double upper = rows.upperFor(60);
    const double barTop = area.bottom() - 60.0 / upper * area.height();
    EXPECT_GT(barTop, area.top() + 2 + 3 * rowHeight);
}

// Cut-offs 1, 3, 5, 10 and 1000 on a k axis of 1000: the first lines are closer than a label is
// wide and share one; the labels left never overlap; the last hangs left inside the area.
TEST(CutoffLabels, CloseLinesShareALabelAndNoneOverlap) {
    const QVector<double> xs{1, 3, 5, 10, 1000};
    QVector<double> pixels;
    for (double x : xs) pixels << 60 + x * 0.8;  // 1000 ranks over 800 pixels
    const auto width = [](const QString& t) { return 7 * static_cast<int>(t.size()) + 6; };
    const QVector<CutoffLabel> labels = mergeCutoffLabels(xs, pixels, width, 860);
    ASSERT_EQ(labels.size(), 2);
    EXPECT_EQ(labels[0].text, QStringLiteral("k=1, 3, 5, 10"));
    EXPECT_EQ(labels[0].count, 4);
    EXPECT_FALSE(labels[0].hangLeft);
    EXPECT_EQ(labels[1].text, QStringLiteral("k=1000"));
    EXPECT_EQ(labels[1].first, 4);
    EXPECT_TRUE(labels[1].hangLeft);
    // Spread out: one label per line.
    EXPECT_EQ(mergeCutoffLabels(xs, {100, 200, 300, 400, 500}, width, 2000).size(), 5);
}

// The legend under the plot: its columns fit the plot's width, and never more columns than
// entries.
TEST(LegendColumns, ColumnsFitTheWidth) {
    const int spacing = 12;
    for (int width : {300, 700, 1366, 1920}) {
        const int columns = legendColumns(width, 180, 6, spacing);
        EXPECT_GE(columns, 1);
        EXPECT_LE(columns, 6);
        if (columns > 1) {
            EXPECT_LE(columns * 180 + (columns - 1) * spacing, width - 20) << width;
        }
    }
    EXPECT_EQ(legendColumns(1920, 180, 6, spacing), 6);
    EXPECT_EQ(legendColumns(1920, 180, 2, spacing), 2);
    EXPECT_EQ(legendColumns(100, 180, 6, spacing), 1);
}

// The definitions line at a narrow width: every line fits, broken after "; " first, and no
// part is lost (a word wider than the width is the only thing elided).
TEST(TitleLines, EveryLineFitsAndNothingIsLost) {
    const QString title = QStringLiteral(
        "Mean over 309 queries\nk = 10; labels: grades; relevant: label >= 1; gain: linear; "
        "ideal: labels; ties: trec_eval; queries: run-and-labels");
    const QFont font(QGuiApplication::font().family(), 9);
    const QFontMetrics fm(font);
    const int width = 260;
    const QStringList lines = titleLines(title, font, width);
    ASSERT_GE(lines.size(), 3);
    EXPECT_EQ(lines[0], QStringLiteral("Mean over 309 queries"));
    for (const QString& l : lines) EXPECT_LE(fm.horizontalAdvance(l), width) << l.toStdString();
    QString joined = lines.join(QLatin1Char(' '));
    joined.remove(QLatin1Char(' '));
    QString expected = title;
    expected.remove(QLatin1Char(' ')).remove(QLatin1Char('\n'));
    EXPECT_EQ(joined, expected);
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("k = 10;")));
    // Wide enough: the one line as given.
    EXPECT_EQ(titleLines(QStringLiteral("a; b"), font, 500), QStringList{QStringLiteral("a; b")});
}

// A histogram's bars: every value counted once (outside the range in the end bin, NaN in none),
// the second of two series right of the first in each bin.
TEST(ChartData, HistogramBarsCountEveryValueOnce) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const HistogramBars a = histogramBars({0.05, 0.15, 0.15, 0.99, 1.5, -2, nan}, 10, 0, 1, 0, 2);
    const HistogramBars b = histogramBars({}, 10, 0, 1, 1, 2);
    ASSERT_EQ(a.counts.size(), 10);
    EXPECT_EQ(a.counts[0], 2);  // 0.05 and -2
    EXPECT_EQ(a.counts[1], 2);
    EXPECT_EQ(a.counts[9], 2);  // 0.99 and 1.5
    double total = 0;
    for (double c : a.counts) total += c;
    EXPECT_EQ(total, 6);
    EXPECT_DOUBLE_EQ(a.keys[0], 0.025);
    EXPECT_DOUBLE_EQ(b.keys[0], 0.075);
}

// The waterfall: sorted by delta at x = 1.., split at the tolerance, labels along.
TEST(ChartData, DeltaGroupsSortAndSplitAtTheTolerance) {
    const auto g = deltaGroups({0.2, -0.1, 0.0, 1e-12, -0.3}, {"a", "b", "c", "d", "e"}, 1e-9);
    EXPECT_EQ(g[Losses].labels, (QStringList{"e", "b"}));
    EXPECT_EQ(g[Losses].keys, (QVector<double>{1, 2}));
    EXPECT_EQ(g[Ties].labels, (QStringList{"c", "d"}));
    EXPECT_EQ(g[Ties].keys, (QVector<double>{3, 4}));
    EXPECT_EQ(g[Wins].labels, QStringList{"a"});
    EXPECT_EQ(g[Wins].values, QVector<double>{0.2});
    const PointSeries s = sortedByX({"s", {0.5, 0.1, 0.3}, {1, 2, 3}, {"x", "y", "z"}, Qt::red});
    EXPECT_EQ(s.labels, (QStringList{"y", "z", "x"}));
    EXPECT_EQ(s.y, (QVector<double>{2, 3, 1}));
}

// The crosshair's table names each curve with a point at k (escaped), and the axes fit the
// curves (0..1 measures stop at 1.02).
TEST(CurveReadout, TableAndAxesFollowTheCurves) {
    const QVector<PlotSeries> curves{
        {"P@k <a>", {1, 2, 3}, {0.5, 0.25, 0.125}, Qt::blue},
        {"short", {1}, {0.9}, Qt::red},
        {"bits", {1, 2, 3}, {2, 4, 3}, Qt::green, Qt::SolidLine, 2.0, true}};
    const QString at2 = curveValuesTable(curves, 2.2);
    EXPECT_TRUE(at2.contains(QStringLiteral("k = 2")));
    EXPECT_TRUE(at2.contains(QStringLiteral("P@k &lt;a&gt;")));
    EXPECT_TRUE(at2.contains(QStringLiteral("0.2500")));
    EXPECT_FALSE(at2.contains(QStringLiteral("short")));
    EXPECT_DOUBLE_EQ(curveValueTop(curves, false), std::min(1.02, 0.9 * 1.08 + 0.02));
    EXPECT_DOUBLE_EQ(curveValueTop(curves, true), 4 * 1.08);
    EXPECT_DOUBLE_EQ(curveValueTop({}, false), 1.02);
    EXPECT_EQ(curveKRange(50, false), (QPair<double, double>(0.5, 50.5)));
    // The nearest point within the radius, with x = 10 px per k and y = 100 px per unit.
    const auto pixelOf = [&](int s, int i) {
        return QPointF(curves[s].x[i] * 10, curves[s].y[i] * 100);
    };
    const CurvePoint p = nearestCurvePoint(curves, {21, 26}, 8, pixelOf);
    EXPECT_EQ(p.series, 0);
    EXPECT_EQ(p.x, 2);
    EXPECT_FALSE(nearestCurvePoint(curves, {100, 100}, 8, pixelOf).isValid());
}

TEST(PlotCsv, QuotesNamesAndLeavesShortCurvesEmpty) {
    const QString c = curvesCsv(
        "a\nb", {{"P, \"k\"", {1, 2}, {0.5, 0.25}, Qt::blue}, {"one", {1}, {1}, Qt::red}}, 2);
    EXPECT_EQ(c, QStringLiteral("# a · b\nk,\"P, \"\"k\"\"\",\"one\"\n1,0.5,1\n2,0.25,\n"));
    const QString h = histogramCsv("t", {{"r", {0.5, std::nan("")}, Qt::red}});
    EXPECT_EQ(h, QStringLiteral("# t\nseries,value\n\"r\",0.5\n"));
    EXPECT_EQ(pointsCsv("t", {{"s", "q1", 1, 0.125}}),
              QStringLiteral("# t\nseries,label,x,y\n\"s\",\"q1\",1,0.125\n"));
}

// The widget's export holds what it shows: each point drawn, with its label and value.
TEST(PlotExport, TheCsvHoldsEveryPointShown) {
    PlotWidget plot;
    plot.resize(600, 400);
    plot.setTitle(QStringLiteral("title"));
    plot.setDeltaBars({0.3, -0.2, 0.0}, {"q1", "q2", "q3"}, QStringLiteral("Δ"));
    const QStringList rows = plot.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(rows.size(), 2 + 3);
    EXPECT_EQ(rows[0], QStringLiteral("# title"));
    QStringList shown;
    for (int i = 0; i < plot.graphCount(); ++i)
        for (double v : plot.graphValues(i)) shown << QString::number(v, 'g', 10);
    for (const QString& label : plot.pointLabels()) {
        bool found = false;
        for (const QString& r : rows)
            found = found || r.contains(QStringLiteral("\"%1\"").arg(label));
        EXPECT_TRUE(found) << label.toStdString();
    }
    for (const QString& v : shown) {
        bool found = false;
        for (const QString& r : rows) found = found || r.endsWith(QLatin1Char(',') + v);
        EXPECT_TRUE(found) << v.toStdString();
    }
    EXPECT_TRUE(rows.join(QLatin1Char('\n')).contains(QStringLiteral(",\"q2\",1,-0.2")));
}

TEST(PlotExport, TheCurvesCsvHasEveryCurveAtEveryK) {
    PlotWidget plot;
    plot.setCurves(
        {{"a", {1, 2, 3}, {0.5, 0.4, 0.3}, Qt::blue}, {"b", {1, 2, 3}, {0.1, 0.2, 0.3}, Qt::red}},
        QStringLiteral("k"), QStringLiteral("value"));
    EXPECT_EQ(plot.csv(), QStringLiteral("# \nk,\"a\",\"b\"\n1,0.5,0.1\n2,0.4,0.2\n3,0.3,0.3\n"));
}
