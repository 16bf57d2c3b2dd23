#pragma once
// Where a plot's texts go so that they cover neither the data nor each other: pure geometry in
// widget pixels (no QCustomPlot, no widget), so that the rules are tested on their own
// (tests/ui/plot_layout_rules_test.cpp). PlotWidget measures its texts and its axes and asks here.
#include <QMargins>
#include <QPointF>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>

namespace ranklens::ui {

// The scatter's point labels (PlotWidget::labelPoints): each label right of its point, else
// left, above or below, whichever stays inside the data area and covers no point and no label
// placed before it; when none does, right of the point.
class PointLabelPlacer {
  public:
    // How a text sits against its point: QCPItemText's alignment and padding (the padding keeps
    // the text off the marker).
    struct Side {
        Qt::Alignment align;
        QMargins padding;
    };
    struct Placed {
        QRect rect;  // the text's rectangle, padding excluded
        Side side;
    };

    PointLabelPlacer(QRect area, QVector<QPointF> points);
    Placed place(QPointF point, QSize textSize);
    // The rectangles placed so far, in order.
    const QVector<QRect>& placed() const { return taken_; }

  private:
    bool coversAny(const QRect& r) const;

    QRect area_;
    QVector<QPointF> points_;
    QVector<QRect> taken_;
};

// The histogram's median/p10/p90 labels (HistogramMarks): greedy rows from the top
// of the data area, a label in the first row where it keeps clear of the row's previous label; a
// label that would leave the area on the right hangs left of its line. Labels come left to right.
class MarkLabelRows {
  public:
    struct Placed {
        int top;        // the text's top, in pixels
        bool hangLeft;  // right-aligned against its line
    };

    MarkLabelRows(QRect area, int rowHeight);
    // A label of `width` pixels (padding included) for the line at pixel column px.
    Placed place(int px, int width);
    int rowCount() const { return static_cast<int>(rowEnds_.size()); }
    // The value axis' upper end that leaves the rows free above the highest bar (maxCount).
    double upperFor(double maxCount) const;

  private:
    QRect area_;
    int rowHeight_;
    QVector<int> rowEnds_;  // right edge of the last label of each row
};

// The cut-off lines' labels (CutoffMarks): lines closer than their label is
// wide share one label, "k=1, 5, 10", at the first of them, on the side with room.
struct CutoffLabel {
    int first = 0;  // index of the first line it names (into the sorted lines)
    int count = 1;  // how many lines it names
    QString text;
    bool hangLeft = false;
};
// xs sorted ascending, pixels parallel to them; width: a text's width in pixels, padding
// included; areaRight: the data area's right edge.
QVector<CutoffLabel> mergeCutoffLabels(const QVector<double>& xs, const QVector<double>& pixels,
                                       const std::function<int(const QString&)>& width,
                                       int areaRight);

// The legend under the plot: as many columns as `plotWidth` holds (at least 1, at most `items`)
// for entries up to `widest` pixels wide, `spacing` apart.
int legendColumns(int plotWidth, int widest, int items, int spacing);

}  // namespace ranklens::ui
