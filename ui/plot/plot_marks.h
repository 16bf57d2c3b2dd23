#pragma once
// The marks PlotWidget draws over its data, each set owning its QCustomPlot items: the cut-off
// lines of the curves with their labels (close ones merged), and a histogram's median/p10/p90
// lines with their labels in rows above the bars. Where the labels go is label_placement's;
// these place the items there after each layout. Private to ui/plot (they need QCustomPlot).
#include <QFont>
#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QVector>

#include "ui/plot/plot_series.h"

class QCustomPlot;
class QCPItemText;

namespace ranklens::ui {

// A label of a vertical line at x.
struct LineLabel {
    QCPItemText* text;
    double x;
};

// The curves' cut-off lines (k = 1, 3, 5, 10 ...) up to the longest curve, and their labels.
class CutoffMarks {
  public:
    explicit CutoffMarks(QCustomPlot* plot) : plot_(plot) {}
    // Replaces the lines by lines at xs that are at most maxX.
    void set(const QList<double>& xs, double maxX, const QFont& font);
    // Merges the labels of lines closer than a label is wide (after each layout).
    void place();
    void forget() { labels_.clear(); }  // the plot deleted the items
    // The labels shown, left to right, and their rectangles.
    QStringList texts() const;
    QVector<QRect> rects() const;

  private:
    QCustomPlot* plot_;
    QVector<LineLabel> labels_;
};

// A histogram's median, p10 and p90 lines per series and their labels.
class HistogramMarks {
  public:
    explicit HistogramMarks(QCustomPlot* plot) : plot_(plot) {}
    // The three lines of s, labelled names[0..2] (median, p10, p90).
    void add(const HistogramSeries& s, const QStringList& names, const QFont& font);
    // Puts the labels in rows above the bars, the highest maxCount high, and sets the value
    // axis so that the rows stay free (after each layout).
    void place(double maxCount);
    void forget() { labels_.clear(); }  // the plot deleted the items
    bool isEmpty() const { return labels_.isEmpty(); }
    QVector<QRect> rects() const;

  private:
    QCustomPlot* plot_;
    QVector<LineLabel> labels_;
};

}  // namespace ranklens::ui
